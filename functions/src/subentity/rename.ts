import { assertSubentityNameFree } from '../lib/assets/subentities.ts';
import { subentities } from '../lib/data/subentity.ts';
import { defineProcedure } from '../lib/http/areas/assets.ts';

/** Renames a sub-entity edited from `expectedVersion`; its users and modules keep it by uuid. */
export const handler = defineProcedure('subentity.rename', async ({ uuid, name, expectedVersion }, { user }) => {
  const current = await subentities.require({ uuid }, { consistent: true });
  await assertSubentityNameFree(current.assetUuid, name, uuid);
  const stored = await subentities.update({ uuid }, { name }, user.uuid, { expectedVersion });
  return { uuid: stored.uuid, assetUuid: stored.assetUuid, name: stored.name, version: stored.version };
});
