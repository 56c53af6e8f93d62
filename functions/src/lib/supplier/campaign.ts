import { randomUUID } from 'node:crypto';
import { batchGetLimit, type Stored } from '../data/entity.ts';
import { scheduledJobs } from '../data/scheduledJob.ts';
import { supplierCampaigns, supplierEmailTemplates, suppliers, type SupplierRecord } from '../data/supplier.ts';
import { sendSupplierEmails } from './send.ts';

/** The kind of the ScheduledJob that sends a supplier campaign; its payload names the campaign. */
export const supplierCampaignJobKind = 'supplierCampaign';

/**
 * Runs a campaign: sends its template to its suppliers still there (lib/supplier/send.ts, keyed
 * by the campaign's uuid, so a second run or a retry after a failure sends only what the first
 * did not), then records the counts. A run stops starting suppliers after its budget and leaves
 * the rest to a new job, so a large campaign never outlives its handler's timeout. A campaign whose template was deleted throws NOT_FOUND:
 * the job is retried, then left FAILED for a person to see.
 */
/**
 * How long one run may send before it hands the rest to a new job: the campaign handler has four
 * minutes (infra), and at 14 e-mails a second three minutes are about 2,500 e-mails.
 */
export const campaignRunBudgetMs = 3 * 60_000;

export async function runSupplierCampaign(
  assetUuid: string,
  campaignUuid: string,
  { budgetMs = campaignRunBudgetMs, sendsPerSecond }: { budgetMs?: number; sendsPerSecond?: number } = {},
): Promise<void> {
  const stopAfter = Date.now() + budgetMs;
  const campaign = await supplierCampaigns.require({ assetUuid, uuid: campaignUuid }, { consistent: true });
  const template = await supplierEmailTemplates.require({ assetUuid, uuid: campaign.templateUuid }, { consistent: true });
  const targets: Stored<SupplierRecord>[] = [];
  let missing = 0;
  for (let start = 0; start < campaign.supplierUuids.length; start += batchGetLimit) {
    const found = await suppliers.batchGet(
      campaign.supplierUuids.slice(start, start + batchGetLimit).map((uuid) => ({ assetUuid, uuid })),
      { consistent: true },
    );
    for (const supplier of found) {
      if (supplier) targets.push(supplier);
      else missing += 1;
    }
  }
  const { finished, ...counts } = await sendSupplierEmails(campaign.uuid, template, targets, 'system:campaign', { stopAfter, ...(sendsPerSecond === undefined ? {} : { sendsPerSecond }) });
  // `sent` adds up over runs (a retry sends what the first run did not); the rest is the last run's.
  await supplierCampaigns.update(
    { assetUuid, uuid: campaignUuid },
    (current) => ({ state: finished ? 'SENT' : 'SCHEDULED', counts: { ...counts, sent: (current.counts?.sent ?? 0) + counts.sent, missing } }),
    'system:campaign',
  );
  // Out of time: a new job, due now, goes on with what is left (what was sent is claimed).
  if (!finished) {
    await scheduledJobs.create(
      { uuid: randomUUID(), kind: supplierCampaignJobKind, dueAt: new Date().toISOString(), payload: { assetUuid, campaignUuid }, state: 'PENDING' },
      'system:campaign',
    );
  }
}
