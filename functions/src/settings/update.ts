import { files } from '@cairn/shared/constants';
import { AppError } from '@cairn/shared/errors';
import { randomUUID } from 'node:crypto';
import { renewSession } from '../lib/auth/session.ts';
import { deleteObject, imageKey, putObject } from '../lib/aws/objects.ts';
import { moduleAssignments } from '../lib/data/moduleAssignment.ts';
import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/settings.ts';
import { isWebp } from '../lib/media.ts';

/** Decodes a picture sent as base64 or as a data URL, and checks that it really is a webp image. */
function decodePicture(content: string): Uint8Array {
  const base64 = content.replace(/^data:[^;,]*;base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  const issue = (message: string) => new AppError('BAD_REQUEST', `profilePicture: ${message}`, [{ path: ['profilePicture', 'content'], message }]);
  if (bytes.length > files.profilePictureMaxBytes) throw issue('The picture is larger than 1 MB');
  if (!isWebp(bytes)) throw issue('The picture must be a webp image');
  return bytes;
}

/**
 * A staff member's own settings. The answer carries a fresh token, since the token holds the
 * name and background image that the app shows. The clients whose modules the staff member
 * is assigned to show them as a contact, so their dashboards are told too.
 */
export const handler = defineProcedure('settings.update', async ({ profilePicture, ...fields }, { user, sid, notifyAsset }) => {
  const current = await users.require({ uuid: user.uuid });
  let profilePictureUuid = current.profilePictureUuid;
  if (profilePicture.action === 'CREATE_OR_UPDATE') {
    const bytes = decodePicture(profilePicture.content);
    profilePictureUuid = randomUUID();
    await putObject(imageKey(profilePictureUuid), bytes, 'image/webp');
  } else if (profilePicture.action === 'DELETE') {
    profilePictureUuid = null;
  }
  await users.update({ uuid: user.uuid }, { ...fields, profilePictureUuid }, user.uuid);
  if (current.profilePictureUuid && current.profilePictureUuid !== profilePictureUuid) {
    await deleteObject(imageKey(current.profilePictureUuid));
  }
  const assignments = await moduleAssignments.query('byAssignee', { userUuid: user.uuid });
  for (const assetUuid of new Set(assignments.map((assignment) => assignment.assetUuid))) notifyAsset(assetUuid);
  return renewSession(user.uuid, sid!);
});
