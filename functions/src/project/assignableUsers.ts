import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { isAssignable } from '../lib/projects/store.ts';

const fullName = (user: { firstName: string | null; lastName: string | null; username: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/**
 * The staff a project can be assigned to (spec 2 section 6): analysts and product managers, the
 * active ones by name, then the disabled ones (the dialog marks them inactive and keeps those
 * already on a team). Other staff are not offered.
 */
export const handler = defineProcedure('project.assignableUsers', async () => {
  const staff = await users.query('byAsset', { assetUuid: null });
  return staff
    .filter(isAssignable)
    .sort((a, b) => Number(a.disabled) - Number(b.disabled) || fullName(a).localeCompare(fullName(b)))
    .map((user) => ({
      uuid: user.uuid,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      profilePictureUuid: user.profilePictureUuid,
      disabled: user.disabled,
    }));
});
