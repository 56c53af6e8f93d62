import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { supplierCampaigns, supplierEmailTemplates } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { requireTemplate } from '../lib/supplier/groups.ts';

/** Deletes an e-mail template no scheduled campaign is to send; sent e-mails keep its name. */
export const handler = defineProcedure('supplierEmailTemplate.delete', async ({ assetUuid, uuid }, { notifyAsset }) => {
  const template = await requireTemplate(assetUuid, uuid);
  const campaigns = await supplierCampaigns.query('ofAsset', { assetUuid }, { consistent: true });
  if (campaigns.some((campaign) => campaign.state === 'SCHEDULED' && campaign.templateUuid === uuid)) {
    throw new AppError('CONFLICT', say('server.supplierEmailTemplate.scheduled'));
  }
  await supplierEmailTemplates.remove({ assetUuid, uuid }, { expectedVersion: template.version });
  notifyAsset(assetUuid);
  return { uuid };
});
