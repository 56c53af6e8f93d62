import { signInThrottle } from '@cairn/shared/constants';
import { AppError, messages } from '@cairn/shared/errors';
import { decoyHash, startSession, verifyPassword } from '../lib/auth/index.ts';
import { throttle, usernameClaims, users } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/*
 * Failures are counted per user name and per address in fixed windows. The user-name counter
 * runs whether or not the user exists, and an unknown user costs the same hashing time, so
 * neither the answer nor its timing tells whether an account exists.
 */
export const handler = defineProcedure('user.login', async ({ username, password }, { sourceIp }) => {
  const windows = [
    { subject: `user#${username.toLowerCase()}`, windowSeconds: signInThrottle.windowSeconds, limit: signInThrottle.maxFailures },
    { subject: `address#${sourceIp}`, windowSeconds: signInThrottle.windowSeconds, limit: signInThrottle.maxFailuresPerAddress },
  ];
  const counts = await Promise.all(windows.map((window) => throttle.failuresIn(window)));
  if (counts.some((count, i) => count >= windows[i]!.limit)) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyAttempts);

  const claim = await usernameClaims.get({ username }, { consistent: true });
  const user = claim ? await users.get({ uuid: claim.userUuid }, { consistent: true }) : null;
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid || user.disabled) {
    await Promise.all(windows.map((window) => throttle.recordFailure(window)));
    throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
  }
  return startSession(user);
});
