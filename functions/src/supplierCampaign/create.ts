import { randomUUID } from 'node:crypto';
import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { transact } from '../lib/data/entity.ts';
import { scheduledJobs } from '../lib/data/scheduledJob.ts';
import { supplierCampaigns, supplierEmailTemplates } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { supplierCampaignJobKind } from '../lib/supplier/campaign.ts';

/** Stores a campaign and its job in one transaction, so neither exists without the other. */
export const handler = defineProcedure('supplierCampaign.create', async ({ assetUuid, templateUuid, supplierUuids, sendAt }, { user }) => {
  const template = await supplierEmailTemplates.get({ assetUuid, uuid: templateUuid }, { consistent: true });
  if (!template) throw new AppError('NOT_FOUND', say('server.notFound.supplierEmailTemplate'));
  const uuid = randomUUID();
  const dueAt = new Date(sendAt).toISOString();
  await transact([
    supplierCampaigns.ops.create({ uuid, assetUuid, templateUuid, supplierUuids: [...new Set(supplierUuids)], sendAt: dueAt, state: 'SCHEDULED', counts: null }, user.uuid),
    scheduledJobs.ops.create({ uuid: randomUUID(), kind: supplierCampaignJobKind, dueAt, payload: { assetUuid, campaignUuid: uuid }, state: 'PENDING' }, user.uuid),
  ]);
  return { uuid };
});
