import { AppError, messages } from '@cairn/shared/errors';
import { Role } from '@cairn/shared/schemas/enums';
import { randomUUID } from 'node:crypto';
import { hashInvitationToken } from '../lib/auth/invitation.ts';
import { hashPassword } from '../lib/auth/password.ts';
import { startSession } from '../lib/auth/session.ts';
import { invitations } from '../lib/data/invitation.ts';
import { now, transact } from '../lib/data/entity.ts';
import { usernameClaims, users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/users.ts';

/**
 * Creates the account an invitation was made for. The user, the claim on its name and the
 * use of the invitation are written in one transaction: a second use of the same link, or a
 * name taken in the meantime, writes nothing.
 */
export const handler = defineProcedure('user.register', async ({ username, password, token }) => {
  const invitation = await invitations.get({ tokenHash: hashInvitationToken(token) }, { consistent: true });
  const valid =
    invitation &&
    !invitation.usedAt &&
    invitation.expiresAt > Math.floor(Date.now() / 1000) &&
    invitation.username.toLowerCase() === username.toLowerCase();
  if (!valid) throw new AppError('BAD_REQUEST', messages.invalidInvitation, [{ path: ['token'], message: messages.invalidInvitation }]);

  if (await usernameClaims.get({ username: invitation.username }, { consistent: true })) {
    throw new AppError('CONFLICT', messages.usernameTaken, [{ path: ['username'], message: messages.usernameTaken }]);
  }

  const uuid = randomUUID();
  const user = {
    uuid,
    username: invitation.username,
    passwordHash: await hashPassword(password),
    isAdmin: invitation.isAdmin,
    role: invitation.role ? Role.parse(invitation.role) : null,
    assetUuid: invitation.assetUuid,
    subentityUuid: invitation.subentityUuid,
    email: invitation.email,
  };
  await transact(
    [
      usernameClaims.ops.create({ username: user.username, userUuid: uuid }, uuid),
      users.ops.create(user, uuid),
      invitations.ops.replace(invitation, { usedAt: now() }, uuid),
    ],
    messages.invalidInvitation,
  );
  return startSession(await users.require({ uuid }, { consistent: true }));
});
