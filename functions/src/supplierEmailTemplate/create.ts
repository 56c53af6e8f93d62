import { randomUUID } from 'node:crypto';
import { supplierEmailTemplates } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { versioned } from '../lib/supplier/view.ts';

/** Adds an e-mail template to the asset the pipeline checked. */
export const handler = defineProcedure('supplierEmailTemplate.create', async ({ assetUuid, ...texts }, { user, notifyAsset }) => {
  const template = await supplierEmailTemplates.create({ uuid: randomUUID(), assetUuid, ...texts }, user.uuid);
  notifyAsset(assetUuid);
  return versioned(template);
});
