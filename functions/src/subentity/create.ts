import { randomUUID } from 'node:crypto';
import { requireAsset } from '../lib/assets/store.ts';
import { assertSubentityNameFree } from '../lib/assets/subentities.ts';
import { subentities } from '../lib/data/subentity.ts';
import { defineProcedure } from '../lib/http/areas/assets.ts';

/** Adds a sub-entity to an asset, under a name the asset does not use yet. */
export const handler = defineProcedure('subentity.create', async ({ assetUuid, name }, { user }) => {
  await requireAsset(assetUuid);
  await assertSubentityNameFree(assetUuid, name, null);
  const stored = await subentities.create({ uuid: randomUUID(), assetUuid, name }, user.uuid);
  return { uuid: stored.uuid, assetUuid: stored.assetUuid, name: stored.name, version: stored.version };
});
