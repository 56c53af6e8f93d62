import type { ClientUser, ListedInvitation } from '@cairn/shared/assets/schemas';
import { invitationState } from '@cairn/shared/assets/invitations';
import { AppError, fieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { Stored } from '../data/entity.ts';
import { users, type UserRecord } from '../data/user.ts';

/** A client user as the users tab lists it. */
export function toClientUser(user: Stored<UserRecord>): ClientUser {
  return {
    uuid: user.uuid,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    subentityUuid: user.subentityUuid,
    disabled: user.disabled,
    version: user.version,
  };
}

/** An invitation not used yet, with its state at `nowSeconds`. */
export function toListedInvitation(
  invitation: { username: string; email: string | null; subentityUuid: string | null; expiresAt: number; usedAt: string | null; createdAt: string },
  nowSeconds: number,
): ListedInvitation {
  const state = invitationState(invitation, nowSeconds);
  if (state === 'USED') throw new Error('A used invitation is listed as its user');
  return {
    username: invitation.username,
    email: invitation.email,
    subentityUuid: invitation.subentityUuid,
    invitedAt: invitation.createdAt,
    expiresAt: new Date(invitation.expiresAt * 1000).toISOString(),
    state,
  };
}

/**
 * A user staff manage from an asset's Users tab: a client user (not staff, bound to an asset).
 * 'User not found' for no user; 'Only a client user of an asset is managed here' for staff.
 */
export async function requireClientUser(uuid: string): Promise<Stored<UserRecord>> {
  const user = await users.require({ uuid }, { consistent: true });
  if (user.isAdmin || user.assetUuid === null) {
    const issue = fieldIssue(['uuid'], say('server.user.notClient'));
    throw new AppError('BAD_REQUEST', issue.message, [issue]);
  }
  return user;
}
