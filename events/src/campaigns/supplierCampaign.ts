import { runSupplierCampaign, supplierCampaignJobKind } from '@cairn/functions/supplier/campaign';
import { registerJobRunner } from './runners.ts';

/** A supplier campaign's job: sends it (idempotent by campaign, so a retry sends only what is left). */
registerJobRunner(supplierCampaignJobKind, async (payload) => {
  const { assetUuid, campaignUuid } = payload;
  if (typeof assetUuid !== 'string' || typeof campaignUuid !== 'string') throw new Error('A supplier campaign job names no campaign');
  await runSupplierCampaign(assetUuid, campaignUuid);
});
