import { AppError, messages } from '@cairn/shared/errors';
import { currentUser } from '../lib/auth/session.ts';
import { defineProcedure } from '../lib/http/areas/users.ts';

export const handler = defineProcedure('user.get', async (_input, { user }) => {
  const fresh = await currentUser(user.uuid, user.impersonating);
  if (!fresh) throw new AppError('UNAUTHORIZED', messages.invalidToken);
  const { record } = fresh;
  return {
    ...fresh.user,
    exp: user.exp,
    email: record.email,
    phone: record.phone,
    slackId: record.slackId,
    hubspotId: record.hubspotId,
    feminizeTitle: record.feminizeTitle,
    profilePictureUuid: record.profilePictureUuid,
  };
});
