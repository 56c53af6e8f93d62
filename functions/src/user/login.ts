import { signInThrottle } from '@cairn/shared/constants';
import { AppError, messages } from '@cairn/shared/errors';
import { decoyHash, verifyPassword } from '../lib/auth/password.ts';
import { startSession } from '../lib/auth/session.ts';
import * as throttle from '../lib/data/throttle.ts';
import { usernameClaims, users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/users.ts';

/*
 * Every attempt is reserved before the password is checked (one conditional update each), so a
 * burst of parallel attempts gets no more checks than the limit. Per user name: five attempts a
 * window, a successful sign-in giving its own back. Per address: a bounded number of distinct
 * failing user names; once it is reached, only names that signed in from that address before
 * go on being checked, so a spray from an office's shared address does not lock out its
 * colleagues. The name counter runs whether or not the user exists, and an unknown user costs
 * the same hashing time, so neither the answer nor its timing tells whether an account exists.
 */
export const handler = defineProcedure('user.login', async ({ username, password }, { sourceIp }) => {
  const name = username.toLowerCase();
  const at = Math.floor(Date.now() / 1000);
  const nameWindow = { subject: throttle.subjects.user(name), windowSeconds: signInThrottle.windowSeconds };
  const addressWindow = { subject: throttle.subjects.address(sourceIp), windowSeconds: signInThrottle.windowSeconds };
  const knownFrom = throttle.subjects.known(sourceIp);

  if (!(await throttle.reserve(nameWindow, signInThrottle.maxFailures, at))) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  const addressReserved = await throttle.reserveMember(addressWindow, name, signInThrottle.maxFailedNamesPerAddress, at);
  if (!addressReserved && !(await throttle.knownPair(knownFrom, name, at))) {
    await throttle.release(nameWindow, at);
    throw new AppError('TOO_MANY_REQUESTS', messages.tooManyAttempts);
  }

  const claim = await usernameClaims.get({ username }, { consistent: true });
  const user = claim ? await users.get({ uuid: claim.userUuid }, { consistent: true }) : null;
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  // A failure keeps its reservations: that is what counts it.
  if (!user || !valid || user.disabled) throw new AppError('UNAUTHORIZED', messages.invalidCredentials);

  await Promise.all([
    throttle.release(nameWindow, at),
    addressReserved ? throttle.releaseMember(addressWindow, name, at) : undefined,
    throttle.rememberPair(knownFrom, name, signInThrottle.knownPairSeconds, at),
  ]);
  return startSession(user);
});
