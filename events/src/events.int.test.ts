import { emailEvents, now, scheduledJobs, supplierEmailMessages } from '@cairn/functions/data';
import type { SNSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, linkInvestee, testPassword } from '../../test/fixtures.ts';
import { useGateway } from '../../test/gateway.ts';
import { createSupplier, createSupplierGroup, yearData } from '../../test/suppliers.ts';
import { handlerTimeoutMs, handler as runCampaigns, staleMarginMs } from './campaigns/run.ts';
import { registerJobRunner } from './campaigns/runners.ts';
import { handler as deliveryEvents } from './ses/deliveryEvents.ts';

const api = useGateway();

async function tokenOf(username: string): Promise<string> {
  return (await api.call('user.login', { username, password: testPassword })).body.result.data.token;
}

// The budget is for a loaded machine: a working channel answers in milliseconds.
const until = async (check: () => boolean, timeoutMs = 30_000) => {
  const started = Date.now();
  while (!check() && Date.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
};

describe('the invalidation channel', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(api.wsConnect('not-a-token')).rejects.toThrow();
  });

  it("pushes a mutation's invalidation list to its audience only", async () => {
    const asset = await createAsset();
    const analyst = await createUser({ isAdmin: true, role: 'ANALYST' });
    const otherStaff = await createUser({ isAdmin: true, role: 'PRODUCT_MANAGER' });
    const client = await createUser({ assetUuid: asset.uuid });
    const analystToken = await tokenOf(analyst.username);
    const staffSocket = await api.wsConnect(await tokenOf(otherStaff.username));
    const clientSocket = await api.wsConnect(await tokenOf(client.username));

    await api.call('settings.update', { firstName: 'Camille' }, analystToken);
    expect(await until(() => staffSocket.messages.length > 0)).toBe(true);
    expect(JSON.parse(String(staffSocket.messages[0]))).toEqual({ type: 'invalidate', invalidate: ['user.get', 'dashboard.get'] });
    // The analyst is no contact of this client: its dashboard is not concerned.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(clientSocket.messages).toEqual([]);

    // Once assigned to one of its modules, the analyst is a contact on the client's dashboard.
    await createModule(asset.uuid, { consultantUuids: [analyst.uuid] });
    await api.call('settings.update', { firstName: 'Camille-Anne' }, analystToken);
    expect(await until(() => clientSocket.messages.length > 0)).toBe(true);
    expect(JSON.parse(String(clientSocket.messages[0])).invalidate).toContain('dashboard.get');
    await staffSocket.close();
    await clientSocket.close();
  });
});

describe('the channel of an institution viewing an investee', () => {
  it('joins the investee audience only for its own investees', async () => {
    const [institution, investee, stranger] = await Promise.all([createAsset({ isFinancialInstitution: true }), createAsset(), createAsset()]);
    await linkInvestee(institution.uuid, investee.uuid);
    const token = await tokenOf((await createUser({ assetUuid: institution.uuid })).username);
    const socket = await api.wsConnect(token, { assetUuid: investee.uuid });
    await socket.close();
    await expect(api.wsConnect(token, { assetUuid: stranger.uuid })).rejects.toMatchObject({ status: 403 });
  });
});

describe('SES delivery events', () => {
  const notification = (sesEvent: object): SNSEvent =>
    ({ Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(sesEvent) } }] }) as unknown as SNSEvent;

  it("records each recipient's status under the message id, once even if delivered twice", async () => {
    const messageId = randomUUID();
    const mail = { messageId, timestamp: '2026-03-02T09:00:00.000Z', destination: ['buyer@example.org', 'bounce@simulator.amazonses.com'] };
    await deliveryEvents(notification({ eventType: 'Send', mail }));
    await deliveryEvents(
      notification({ eventType: 'Delivery', mail, delivery: { recipients: ['buyer@example.org'], timestamp: '2026-03-02T09:00:03.000Z' } }),
    );
    const bounce = {
      eventType: 'Bounce',
      mail,
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com' }],
        timestamp: '2026-03-02T09:00:04.000Z',
      },
    };
    await deliveryEvents(notification(bounce));
    await deliveryEvents(notification(bounce));
    const stored = await emailEvents.query('byMessage', { messageId });
    expect(stored.map((event) => [event.recipient, event.status])).toEqual([
      ['bounce@simulator.amazonses.com', 'DontKnowYet'],
      ['buyer@example.org', 'DontKnowYet'],
      ['buyer@example.org', 'Delivered'],
      ['bounce@simulator.amazonses.com', 'PermanentBounce'],
    ]);
  });

  it("tells the supplier's asset to read its suppliers again when an event changes an e-mail's status, and only then", async () => {
    const asset = await createAsset();
    const client = await createUser({ assetUuid: asset.uuid });
    const group = await createSupplierGroup(asset.uuid);
    const messageId = randomUUID();
    const address = 'bounce@simulator.amazonses.com';
    const sent = { uuid: randomUUID(), sentAt: '2026-03-02T09:00:00.000Z', templateName: 'Invitation', email: address, status: 'DontKnowYet' as const, kind: 'AUTOMATIC' as const, messageId, campaignUuid: randomUUID() };
    const supplier = await createSupplier(asset.uuid, group.uuid, { emails: [address], yearData: [yearData(2025)], sentEmails: [sent] });
    await supplierEmailMessages.put({ messageId, assetUuid: asset.uuid, supplierUuid: supplier.uuid }, 'test');
    const socket = await api.wsConnect(await tokenOf(client.username));
    const mail = { messageId, timestamp: '2026-03-02T09:00:00.000Z', destination: [address] };
    const bounce = notification({
      eventType: 'Bounce',
      mail,
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: address }], timestamp: '2026-03-02T09:00:04.000Z' },
    });

    await deliveryEvents(bounce);
    expect(await until(() => socket.messages.length > 0)).toBe(true);
    expect(JSON.parse(String(socket.messages[0])).invalidate).toEqual(expect.arrayContaining(['supplierEngagement.get', 'supplier.get']));
    // The same event again changes no status: nothing to tell.
    await deliveryEvents(bounce);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(socket.messages).toHaveLength(1);
    await socket.close();
  });
});

describe('scheduled jobs', () => {
  it('runs due jobs once, retries a failure later, and leaves future jobs alone', async () => {
    const seen: string[] = [];
    const kind = `test-${randomUUID()}`;
    registerJobRunner(kind, async (payload) => {
      if (payload.fail) throw new Error('Mail server unavailable');
      seen.push(String(payload.name));
    });
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const job = (name: string, dueAt: string, fail = false) =>
      scheduledJobs.create({ uuid: randomUUID(), kind, dueAt, payload: { name, fail }, state: 'PENDING' }, 'test');
    const [due, failing, later] = await Promise.all([job('due', past), job('failing', past, true), job('later', future)]);

    await Promise.all([runCampaigns(), runCampaigns()]);
    expect(seen).toEqual(['due']);
    expect((await scheduledJobs.get({ uuid: due.uuid }))?.state).toBe('DONE');
    const retried = await scheduledJobs.get({ uuid: failing.uuid });
    expect(retried).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'Mail server unavailable' });
    expect(retried!.dueAt > now()).toBe(true);
    expect((await scheduledJobs.get({ uuid: later.uuid }))?.state).toBe('PENDING');
  });

  it('takes again a job left RUNNING by a stopped handler, once, and gives up after the last attempt', async () => {
    const seen: string[] = [];
    const kind = `test-${randomUUID()}`;
    registerJobRunner(kind, async (payload) => {
      seen.push(String(payload.name));
    });
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    // Started longer ago than the handler may live plus the margin: its handler is gone.
    const stoppedAt = ago(handlerTimeoutMs + staleMarginMs + 60_000);
    const job = (name: string, startedAt: string, attempts: number) =>
      scheduledJobs.create({ uuid: randomUUID(), kind, dueAt: ago(3_600_000), payload: { name }, state: 'RUNNING', attempts, startedAt }, 'test');
    const [stopped, running, exhausted] = await Promise.all([
      job('stopped', stoppedAt, 1),
      // Started within the timeout: its handler may still be at work.
      job('running', ago(handlerTimeoutMs - 60_000), 1),
      job('exhausted', stoppedAt, 3),
    ]);

    await Promise.all([runCampaigns(), runCampaigns()]);
    expect(seen).toEqual(['stopped']);
    expect(await scheduledJobs.get({ uuid: stopped.uuid }, { consistent: true })).toMatchObject({ state: 'DONE', attempts: 2 });
    expect(await scheduledJobs.get({ uuid: running.uuid }, { consistent: true })).toMatchObject({ state: 'RUNNING', attempts: 1, startedAt: running.startedAt });
    expect(await scheduledJobs.get({ uuid: exhausted.uuid }, { consistent: true })).toMatchObject({ state: 'FAILED', attempts: 3, lastError: 'Stopped before finishing, on every attempt' });

    // A claim records its start, which is what the next handler compares with.
    const pending = await scheduledJobs.create({ uuid: randomUUID(), kind, dueAt: ago(1000), payload: { name: 'pending' }, state: 'PENDING' }, 'test');
    registerJobRunner(kind, async () => {
      const current = await scheduledJobs.get({ uuid: pending.uuid }, { consistent: true });
      seen.push(`${current?.state} ${current?.startedAt !== null}`);
    });
    await runCampaigns();
    expect(seen).toEqual(['stopped', 'RUNNING true']);
    await scheduledJobs.update({ uuid: running.uuid }, { state: 'DONE' }, 'test');
  });
});
