import { supplierEmailTemplates } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { requireTemplate } from '../lib/supplier/groups.ts';
import { versioned } from '../lib/supplier/view.ts';

/** Replaces an e-mail template's texts on the version the editor read. */
export const handler = defineProcedure('supplierEmailTemplate.update', async ({ assetUuid, uuid, expectedVersion, ...texts }, { user, notifyAsset }) => {
  await requireTemplate(assetUuid, uuid);
  const template = await supplierEmailTemplates.update({ assetUuid, uuid }, texts, user.uuid, { expectedVersion });
  notifyAsset(assetUuid);
  return versioned(template);
});
