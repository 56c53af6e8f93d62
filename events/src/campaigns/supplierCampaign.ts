import { supplierProcedures } from '@cairn/shared/contract/suppliers';
import { audiences } from '@cairn/functions/data';
import { describeError, log, publishInvalidation } from '@cairn/functions/http';
import { runSupplierCampaign, supplierCampaignJobKind } from '@cairn/functions/supplier/campaign';
import { registerJobRunner } from './runners.ts';

/**
 * A supplier campaign's job: sends it (idempotent by campaign, so a retry sends only what is
 * left), then tells the asset's open supplier pages, as a send from the page does.
 */
registerJobRunner(supplierCampaignJobKind, async (payload) => {
  const { assetUuid, campaignUuid } = payload;
  if (typeof assetUuid !== 'string' || typeof campaignUuid !== 'string') throw new Error('A supplier campaign job names no campaign');
  await runSupplierCampaign(assetUuid, campaignUuid);
  await publishInvalidation([audiences.asset(assetUuid), audiences.staff], supplierProcedures['supplier.sendEmail'].invalidates).catch((error: unknown) =>
    log('warn', 'Invalidation not published', { assetUuid, campaignUuid, ...describeError(error) }),
  );
});
