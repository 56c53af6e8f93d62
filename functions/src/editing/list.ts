import { othersEditing } from '@cairn/shared/editing/presence';
import { displayName, initialsOf } from '@cairn/shared/people/avatar';
import { editingPresences } from '../lib/data/editingPresence.ts';
import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/editing.ts';

/**
 * The other staff editing a field, as their avatars show them. Read strongly consistently: a
 * tab refetches this as soon as a change is pushed, and must see that change. Names and
 * pictures are read from the users, so a renamed colleague shows the new name.
 */
export const handler = defineProcedure('editing.list', async ({ location }, { user }) => {
  const entries = await editingPresences.query('byLocation', { location }, { consistent: true });
  const others = othersEditing(entries, user.uuid, Math.floor(Date.now() / 1000));
  if (others.length === 0) return [];
  const records = await users.batchGet(others.map(({ userUuid }) => ({ uuid: userUuid })));
  return others.flatMap(({ userUuid, since }, index) => {
    const record = records[index];
    // A user disabled (or no longer staff) since: their sessions have ended, their entries only wait for expiry.
    if (!record || record.disabled || !record.isAdmin) return [];
    return [{ uuid: userUuid, name: displayName(record), initials: initialsOf(record), pictureUuid: record.profilePictureUuid, since }];
  });
});
