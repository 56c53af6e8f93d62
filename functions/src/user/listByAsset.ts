import { toClientUser, toListedInvitation } from '../lib/assets/clientUsers.ts';
import { requireAsset } from '../lib/assets/store.ts';
import { invitations } from '../lib/data/invitation.ts';
import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/clientAccounts.ts';

/** An asset's users by name, active and disabled, and its invitations not used yet, pending or expired. */
export const handler = defineProcedure('user.listByAsset', async ({ assetUuid }) => {
  await requireAsset(assetUuid);
  const [accounts, invited] = await Promise.all([users.query('byAsset', { assetUuid }), invitations.query('byAsset', { assetUuid })]);
  const nowSeconds = Math.floor(Date.now() / 1000);
  return {
    users: accounts.map(toClientUser),
    invitations: invited.filter((invitation) => invitation.usedAt === null).map((invitation) => toListedInvitation(invitation, nowSeconds)),
  };
});
