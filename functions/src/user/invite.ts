import { invitationEmail, registrationLink } from '@cairn/shared/assets/invitations';
import { AppError, fieldIssue, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { toListedInvitation } from '../lib/assets/clientUsers.ts';
import { requireAsset } from '../lib/assets/store.ts';
import { createInvitation, hashInvitationToken } from '../lib/auth/invitation.ts';
import { sendEmail } from '../lib/aws/mail.ts';
import { config } from '../lib/config.ts';
import { invitations } from '../lib/data/invitation.ts';
import { subentities } from '../lib/data/subentity.ts';
import { usernameClaims } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/clientAccounts.ts';

/**
 * Invites a client user of an asset: a single-use invitation (only its token's SHA-256 stored)
 * and an e-mail with the registration link, in the asset's language. The invitation is written
 * before the e-mail goes, and removed again when SES refuses it, so no link exists that nobody
 * received; once sent, it replaces the pending invitations of the same user name.
 */
export const handler = defineProcedure('user.invite', async ({ assetUuid, username, email, subentityUuid }, { user }) => {
  const asset = await requireAsset(assetUuid);
  if (subentityUuid !== null) {
    const subentity = await subentities.get({ uuid: subentityUuid }, { consistent: true });
    if (subentity?.assetUuid !== assetUuid) {
      const issue = fieldIssue(['subentityUuid'], say('server.subentity.ofAnotherAsset'));
      throw new AppError('BAD_REQUEST', `subentityUuid: ${issue.message}`, [issue]);
    }
  }
  if (await usernameClaims.get({ username }, { consistent: true })) {
    throw new AppError('CONFLICT', messages.usernameTaken, [{ path: ['username'], message: messages.usernameTaken }]);
  }
  const earlier = await invitations.query('byAsset', { assetUuid }, { skBeginsWith: `${username.toLowerCase()}#`, consistent: true });

  const nowSeconds = Math.floor(Date.now() / 1000);
  const { token, expiresAt } = await createInvitation({ username, assetUuid, subentityUuid, email }, user.uuid, nowSeconds);
  const inviterName = [user.firstName, user.lastName].filter(Boolean).join(' ') || null;
  const message = invitationEmail({ language: asset.language, assetName: asset.name, username, link: registrationLink(config.appOrigin(), token, username), expiresAt, inviterName });
  try {
    await sendEmail(email, message, 'invitation');
  } catch (error) {
    await invitations.remove({ tokenHash: hashInvitationToken(token) });
    throw error;
  }
  await Promise.all(earlier.filter((invitation) => invitation.usedAt === null).map((invitation) => invitations.remove({ tokenHash: invitation.tokenHash })));

  const stored = await invitations.require({ tokenHash: hashInvitationToken(token) }, { consistent: true });
  return toListedInvitation(stored, nowSeconds);
});
