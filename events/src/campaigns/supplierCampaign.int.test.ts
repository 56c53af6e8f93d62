import { randomUUID } from 'node:crypto';
import { scheduledJobs, suppliers } from '@cairn/functions/data';
import { runSupplierCampaign } from '@cairn/functions/supplier/campaign';
import { sendSupplierEmails } from '@cairn/functions/supplier/send';
import { describe, expect, it } from 'vitest';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { readsSentMail, sentMailTo } from '../../../test/mail.ts';
import { createEmailTemplate, createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { handlerTimeoutMs, handler as runCampaigns, staleMarginMs } from './run.ts';

/*
 * A supplier campaign from `supplierCampaign.create` to its job: sent once at its time, read back
 * from the SES emulator's mail store, however many times its job runs.
 */

const api = useGateway();

describe.skipIf(!readsSentMail())('supplier campaigns', () => {
  it('stores the campaign with its job, sends it once when due, and sends nothing when the job runs again', async () => {
    const world = await createStaffWorld(api);
    const groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
    const templateUuid = (await createEmailTemplate(world.assetUuid)).uuid;
    const tag = unique('campaign');
    const english = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: [`${tag}-en@example.org`], yearData: [yearData(2025)] });
    const french = await createSupplier(world.assetUuid, groupUuid, { language: 'fr', emails: [`${tag}-fr1@example.org`, `${tag}-fr2@example.org`], yearData: [yearData(2025)] });
    const closed = await createSupplier(world.assetUuid, groupUuid, { emails: [`${tag}-closed@example.org`], yearData: [yearData(2025, { open: false })] });
    const deleted = randomUUID();
    const sendAt = new Date(Date.now() - 1000).toISOString();
    const input = { assetUuid: world.assetUuid, templateUuid, supplierUuids: [english.uuid, french.uuid, closed.uuid, deleted], sendAt };

    const refused = await api.call('supplierCampaign.create', input, world.client);
    expect(refused.status).toBe(403);
    const { uuid } = await api.ok('supplierCampaign.create', input, world.analyst);
    const [job] = (await scheduledJobs.query('waitingOrRunning', { state: 'PENDING' }, { consistent: false })).filter((candidate) => candidate.payload.campaignUuid === uuid);
    expect(job).toMatchObject({ kind: 'supplierCampaign', dueAt: sendAt, payload: { assetUuid: world.assetUuid, campaignUuid: uuid } });
    expect(await api.ok('supplierCampaign.list', { assetUuid: world.assetUuid }, world.analyst)).toMatchObject([{ uuid, state: 'SCHEDULED', counts: null }]);

    // Two overlapping scheduler runs: the job is claimed by one of them.
    await Promise.all([runCampaigns(), runCampaigns()]);
    expect((await scheduledJobs.get({ uuid: job!.uuid }, { consistent: true }))?.state).toBe('DONE');
    expect((await sentMailTo(tag)).map((mail) => mail.destination.to[0]).sort()).toEqual([`${tag}-en@example.org`, `${tag}-fr1@example.org`, `${tag}-fr2@example.org`]);
    expect(await api.ok('supplierCampaign.list', { assetUuid: world.assetUuid }, world.analyst)).toMatchObject([
      { uuid, state: 'SENT', counts: { sent: 3, alreadySent: 0, ineligible: 1, missing: 1 } },
    ]);
    const record = await suppliers.get({ assetUuid: world.assetUuid, uuid: french.uuid }, { consistent: true });
    expect(record!.sentEmails.map((email) => [email.email, email.kind, email.campaignUuid])).toEqual([
      [`${tag}-fr1@example.org`, 'AUTOMATIC', uuid],
      [`${tag}-fr2@example.org`, 'AUTOMATIC', uuid],
    ]);

    // The job run again (a retry after a failure, a duplicate invocation): nothing new.
    await runSupplierCampaign(world.assetUuid, uuid);
    await scheduledJobs.update({ uuid: job!.uuid }, { state: 'PENDING' }, 'test');
    await runCampaigns();
    expect(await sentMailTo(tag)).toHaveLength(3);
    expect((await suppliers.get({ assetUuid: world.assetUuid, uuid: french.uuid }, { consistent: true }))!.sentEmails).toHaveLength(2);
    expect(await api.ok('supplierCampaign.list', { assetUuid: world.assetUuid }, world.analyst)).toMatchObject([{ uuid, counts: { sent: 3, alreadySent: 3 } }]);
  });

  it('takes again a campaign whose handler stopped half-way, and sends only what was left', async () => {
    const world = await createStaffWorld(api);
    const groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
    const template = await createEmailTemplate(world.assetUuid);
    const tag = unique('stopped');
    const first = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: [`${tag}-1@example.org`], yearData: [yearData(2025)] });
    const second = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: [`${tag}-2@example.org`], yearData: [yearData(2025)] });
    const { uuid } = await api.ok(
      'supplierCampaign.create',
      { assetUuid: world.assetUuid, templateUuid: template.uuid, supplierUuids: [first.uuid, second.uuid], sendAt: new Date(Date.now() - 1000).toISOString() },
      world.analyst,
    );
    const [job] = (await scheduledJobs.query('waitingOrRunning', { state: 'PENDING' })).filter((candidate) => candidate.payload.campaignUuid === uuid);
    // What a handler stopped after the first supplier leaves: that e-mail sent and recorded, the job RUNNING since long.
    await sendSupplierEmails(uuid, template, [first], 'system:campaign');
    const startedAt = new Date(Date.now() - handlerTimeoutMs - staleMarginMs - 60_000).toISOString();
    await scheduledJobs.update({ uuid: job!.uuid }, { state: 'RUNNING', attempts: 1, startedAt }, 'test');

    await runCampaigns();
    expect(await scheduledJobs.get({ uuid: job!.uuid }, { consistent: true })).toMatchObject({ state: 'DONE', attempts: 2 });
    expect(await sentMailTo(`${tag}-1@`)).toHaveLength(1);
    expect(await sentMailTo(`${tag}-2@`)).toHaveLength(1);
    expect(await api.ok('supplierCampaign.list', { assetUuid: world.assetUuid }, world.analyst)).toMatchObject([{ uuid, state: 'SENT', counts: { sent: 1, alreadySent: 1 } }]);
    for (const supplier of [first, second]) {
      expect((await suppliers.get({ assetUuid: world.assetUuid, uuid: supplier.uuid }, { consistent: true }))!.sentEmails.map((email) => email.campaignUuid)).toEqual([uuid]);
    }
  });

  it('hands what a run had no time for to a new job, which sends the rest', async () => {
    const world = await createStaffWorld(api);
    const groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
    const templateUuid = (await createEmailTemplate(world.assetUuid)).uuid;
    const tag = unique('later');
    const supplier = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: [`${tag}@example.org`], yearData: [yearData(2025)] });
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const { uuid } = await api.ok('supplierCampaign.create', { assetUuid: world.assetUuid, templateUuid, supplierUuids: [supplier.uuid], sendAt }, world.analyst);

    // A run whose budget is already spent starts no supplier and leaves a job due now.
    await runSupplierCampaign(world.assetUuid, uuid, { budgetMs: -1 });
    expect(await sentMailTo(tag)).toEqual([]);
    expect(await api.ok('supplierCampaign.list', { assetUuid: world.assetUuid }, world.analyst)).toMatchObject([{ uuid, state: 'SCHEDULED', counts: { sent: 0 } }]);
    const continuation = (await scheduledJobs.query('waitingOrRunning', { state: 'PENDING' })).filter((job) => job.payload.campaignUuid === uuid && job.dueAt < sendAt);
    expect(continuation).toHaveLength(1);

    await runCampaigns();
    expect(await sentMailTo(tag)).toHaveLength(1);
    expect(await api.ok('supplierCampaign.list', { assetUuid: world.assetUuid }, world.analyst)).toMatchObject([{ uuid, state: 'SENT', counts: { sent: 1 } }]);
  });
});
