import { withoutAudit } from '../lib/data/entity.ts';
import { supplierCampaigns } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';

/** An asset's campaigns, latest first: staff schedule a few a year, so one query reads them all. */
export const handler = defineProcedure('supplierCampaign.list', async ({ assetUuid }) => {
  const campaigns = await supplierCampaigns.query('ofAsset', { assetUuid }, { consistent: true });
  return campaigns.map((campaign) => ({ ...withoutAudit(campaign), version: campaign.version })).sort((a, b) => b.sendAt.localeCompare(a.sendAt));
});
