import { randomUUID } from 'node:crypto';
import { supplierGroups } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { versioned } from '../lib/supplier/view.ts';

/** Adds a supplier group to the asset the pipeline checked. */
export const handler = defineProcedure('supplierGroup.create', async ({ assetUuid, name, intro, footer, questions }, { user, notifyAsset }) => {
  const group = await supplierGroups.create({ uuid: randomUUID(), assetUuid, name, intro, footer, questions }, user.uuid);
  notifyAsset(assetUuid);
  return versioned(group);
});
