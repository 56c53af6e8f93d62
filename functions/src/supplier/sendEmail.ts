import { supplierSendLimits } from '@cairn/shared/contract/suppliers';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { eligibleAddresses } from '@cairn/shared/supplier/status';
import { batchGetLimit } from '../lib/data/entity.ts';
import { supplierEmailTemplates, suppliers } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { sendSupplierEmails } from '../lib/supplier/send.ts';

/**
 * Sends a template to suppliers of the asset now (lib/supplier/send.ts), idempotent by the
 * caller's `sendUuid`. Every supplier and the template are read first, so a uuid of another asset
 * or too large a send is refused before anything is sent.
 */
export const handler = defineProcedure('supplier.sendEmail', async ({ assetUuid, sendUuid, templateUuid, supplierUuids }, { user, notifyAsset }) => {
  const template = await supplierEmailTemplates.get({ assetUuid, uuid: templateUuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', say('server.notFound.supplierEmailTemplate'));
  const uuids = [...new Set(supplierUuids)];
  const targets = [];
  for (let start = 0; start < uuids.length; start += batchGetLimit) {
    const found = await suppliers.batchGet(
      uuids.slice(start, start + batchGetLimit).map((uuid) => ({ assetUuid, uuid })),
      { consistent: true },
    );
    for (const supplier of found) {
      // A uuid of another asset is not found in this asset's partition.
      if (!supplier) throw new AppError('NOT_FOUND', say('server.notFound.supplier'));
      targets.push(supplier);
    }
  }
  const count = targets.reduce((total, supplier) => total + eligibleAddresses(supplier).length, 0);
  if (count > supplierSendLimits.emails) throw new AppError('BAD_REQUEST', say('server.supplier.tooManyEmails', { count, max: supplierSendLimits.emails }));
  const { sent, alreadySent, ineligible } = await sendSupplierEmails(sendUuid, template, targets, user.uuid);
  if (sent > 0) notifyAsset(assetUuid);
  return { sent, alreadySent, ineligible };
});
