import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendEmail } from '@cairn/functions/aws-mail';
import { config } from '@cairn/functions/config';
import { supplierCampaigns, suppliers, supplierEmailTemplates, transact, transactionLimit, type SupplierRecord } from '@cairn/functions/data';
import { runSupplierCampaign } from '@cairn/functions/supplier/campaign';
import { newSupplierRecord } from '@cairn/functions/supplier/newSupplier';
import { sesSendsPerSecond } from '@cairn/functions/supplier/send';
import { supplierLinkToken } from '@cairn/functions/supplier/token';
import { env as cairnEnv } from '@cairn/shared/storage';
import { supplierEmail, supplierSurveyLink } from '@cairn/shared/supplier/email';
import type { EmailTemplate } from '@cairn/shared/supplier/model';
import { eligibleAddresses } from '@cairn/shared/supplier/status';
import { fixtureYearData } from '@cairn/shared/supplier/supplier.fixture';
import { emulatedSesEndpoint, useCairnSettings, useEmulatorEndpoints } from '../src/local/awsEnvironment.ts';
import { ensureTable, startEmulators } from '../src/local/emulators.ts';
import { alternated, type AlternatedTiming } from './measure.ts';

/*
 * Issue 20's campaign sender: a campaign of 5,000 suppliers (one address each) sent through
 * `runSupplierCampaign` against the SES emulator and DynamoDB Local, as the scheduled job runs it.
 * - Subject: the campaign run: the campaign and its suppliers read, then per e-mail its claim
 *   (a conditional create), the SES call, the claim's message id, the message → supplier link,
 *   the supplier's SentEmail and the delivery events already stored: what makes it exactly once.
 * - Baseline: the same 5,000 e-mails rendered the same way (template, language, link token) and
 *   sent to SES one by one, with no claim and no record: the bare SES work.
 * Each round takes a new campaign (a campaign sends each e-mail once); the two alternate, 3
 * rounds each after a warm-up of 100 (CAIRN_BENCH_SUPPLIERS and CAIRN_BENCH_ROUNDS change both).
 * The campaign's figure is mostly storage round trips (about eight an e-mail: the claim, its
 * message id, the message link, the supplier read and written, the events read back), each one
 * far slower on DynamoDB Local than on DynamoDB: read it as the cost of exactly-once beside SES. In production the sender paces itself at SES's default
 * rate, 14 e-mails a second, which alone makes 5,000 e-mails take 357 s: the bench lifts the
 * pacing (`sendsPerSecond: Infinity`, the emulator throttles nothing) to time the sender's own
 * work. Its own emulators on free ports, so it runs alone (`tsx scripts/bench/supplierCampaign.ts`)
 * or from `npm run bench` after the stack has stopped.
 */

const supplierCount = Number(process.env.CAIRN_BENCH_SUPPLIERS ?? 5_000);
const rounds = Number(process.env.CAIRN_BENCH_ROUNDS ?? 3);
const assetUuid = randomUUID();

const template: EmailTemplate = {
  uuid: randomUUID(),
  assetUuid,
  name: 'Yearly invitation',
  subjectEn: 'Your carbon data for the year',
  subjectFr: 'Vos données carbone de l’année',
  headerEn: 'Hello,\n\nAs every year, we measure the carbon footprint of our purchases.',
  headerFr: 'Bonjour,\n\nComme chaque année, nous mesurons l’empreinte carbone de nos achats.',
  footerEn: 'The purchasing team',
  footerFr: 'Le service achats',
};

async function storeSuppliers(): Promise<SupplierRecord[]> {
  const groupUuid = randomUUID();
  const records: SupplierRecord[] = [];
  for (let index = 0; index < supplierCount; index += 1) {
    const uuid = randomUUID();
    const record = await newSupplierRecord({ uuid, assetUuid, name: `Supplier ${index}`, clientId: `F-${index}`, language: index % 5 === 0 ? 'en' : 'fr', groupUuid, emails: [`buyer${index}@supplier${index % 97}.example`] });
    records.push({ ...record, yearData: [fixtureYearData({ uuid: randomUUID(), year: 2025, open: true })] });
  }
  for (let start = 0; start < records.length; start += transactionLimit) {
    await transact(records.slice(start, start + transactionLimit).map((record) => suppliers.ops.create(record, 'bench')));
  }
  await supplierEmailTemplates.create(template, 'bench');
  return records;
}

/** Empties the SES emulator's store of sent mail, so memory stays flat over the rounds. */
async function clearSentMail(): Promise<void> {
  const endpoint = emulatedSesEndpoint();
  if (endpoint) await fetch(`${endpoint}/clear-store`, { method: 'POST' });
}

async function sentMailCount(): Promise<number | null> {
  const endpoint = emulatedSesEndpoint();
  if (!endpoint) return null;
  const { emails } = (await (await fetch(`${endpoint}/store`)).json()) as { emails: unknown[] };
  return emails.length;
}

/** A campaign of `targets`, stored as `supplierCampaign.create` stores it, then run. */
async function runCampaign(targets: readonly SupplierRecord[]): Promise<void> {
  const uuid = randomUUID();
  await supplierCampaigns.create(
    { uuid, assetUuid, templateUuid: template.uuid, supplierUuids: targets.map((supplier) => supplier.uuid), sendAt: new Date().toISOString(), state: 'SCHEDULED', counts: null },
    'bench',
  );
  await runSupplierCampaign(assetUuid, uuid, { budgetMs: Infinity, sendsPerSecond: Infinity });
  const done = await supplierCampaigns.require({ assetUuid, uuid }, { consistent: true });
  if (done.state !== 'SENT' || done.counts?.sent !== targets.length) throw new Error(`The campaign sent ${done.counts?.sent ?? 0} of ${targets.length} e-mails`);
}

/** The baseline: the same e-mails, rendered the same way, sent one by one with nothing recorded. */
async function plainSends(targets: readonly SupplierRecord[]): Promise<void> {
  const appOrigin = config.appOrigin();
  for (const supplier of targets) {
    const email = supplierEmail(template, supplier.language, supplierSurveyLink(appOrigin, supplier.uuid, await supplierLinkToken(supplier.uuid, supplier.tokenSalt)));
    for (const address of eligibleAddresses(supplier)) await sendEmail(address, email, 'supplier');
  }
}

const rate = (ms: number) => (supplierCount / (ms / 1000)).toFixed(0).padStart(5);

export async function benchSupplierCampaign(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cairn-bench-campaign-'));
  const emulators = await startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, ses: 0 } });
  try {
    useEmulatorEndpoints(emulators.embedded ? emulators.endpoints : {});
    useCairnSettings({ table: 'cairn-bench-campaign', bucket: 'cairn-bench-campaign', jwtSecret: randomBytes(32).toString('hex'), stage: 'local', mailFrom: 'no-reply@cairn.local', sesConfigurationSet: 'cairn-local' });
    process.env[cairnEnv.appOrigin] ??= 'http://localhost:3000';
    await ensureTable('cairn-bench-campaign');
    const records = await storeSuppliers();
    const warmup = records.slice(0, 100);
    await runCampaign(warmup);
    await plainSends(warmup);
    await clearSentMail();

    let checked = false;
    const timings = await alternated(
      [
        { label: `baseline: ${supplierCount} plain SES sends, one by one`, run: () => plainSends(records).then(clearSentMail) },
        {
          label: `campaign run: ${supplierCount} e-mails, claimed and recorded`,
          run: async () => {
            await runCampaign(records);
            // Once: the emulator holds exactly one message per supplier of the run.
            if (!checked) {
              const count = await sentMailCount();
              if (count !== null && count !== supplierCount) throw new Error(`The SES emulator got ${count} messages for ${supplierCount} e-mails`);
              checked = true;
            }
            await clearSentMail();
          },
        },
      ],
      { warmup: 0, rounds },
    );
    const [baseline, campaign] = timings as [AlternatedTiming, AlternatedTiming];
    console.log(`Supplier campaign: ${supplierCount} suppliers, one address each, SES emulator and DynamoDB Local, ${rounds} alternated rounds`);
    for (const timing of timings) {
      console.log(
        `  ${timing.label.padEnd(58)} min ${(timing.minMs / 1000).toFixed(1).padStart(6)} s (${rate(timing.minMs)} e-mails/s)` +
          `  median ${(timing.medianMs / 1000).toFixed(1).padStart(6)} s (${rate(timing.medianMs)} e-mails/s, ${(timing.medianMs / supplierCount).toFixed(1)} ms each)  x${(timing.medianMs / baseline.medianMs).toFixed(1)}`,
      );
    }
    console.log(`  total: ${supplierCount * rounds} e-mails sent by campaigns and as many plainly`);
    const eachMs = campaign.medianMs / supplierCount;
    const spacingMs = 1000 / sesSendsPerSecond;
    console.log(
      `  pacing lifted for the bench (the emulator throttles nothing): in production e-mails start at least ${spacingMs.toFixed(0)} ms apart (${sesSendsPerSecond}/s, ` +
        `${(supplierCount / sesSendsPerSecond).toFixed(0)} s for ${supplierCount}); each e-mail's own work here is ${eachMs.toFixed(0)} ms, so ${eachMs > spacingMs ? 'the work, not the pacing, sets the rate' : 'the pacing sets the rate'}`,
    );
  } finally {
    await emulators.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.CAIRN_QUIET = '1';
  await benchSupplierCampaign();
}
