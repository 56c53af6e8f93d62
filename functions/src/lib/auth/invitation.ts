import { invitationExpiry } from '@cairn/shared/assets/invitations';
import type { Role } from '@cairn/shared/schemas';
import { createHash, randomBytes } from 'node:crypto';
import { invitations, type Actor } from '../data/index.ts';

/** Only this hash is stored: a leaked table does not leak working links. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use registration link's token for a user name; answers the raw token. */
export async function createInvitation(
  details: { username: string; assetUuid: string | null; subentityUuid?: string | null; isAdmin?: boolean; role?: Role | null; email?: string | null },
  actor: Actor,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = invitationExpiry(nowSeconds);
  await invitations.create(
    {
      tokenHash: hashInvitationToken(token),
      username: details.username,
      assetUuid: details.assetUuid,
      subentityUuid: details.subentityUuid ?? null,
      isAdmin: details.isAdmin ?? false,
      role: details.role ?? null,
      email: details.email ?? null,
      expiresAt,
    },
    actor,
  );
  return { token, expiresAt };
}
