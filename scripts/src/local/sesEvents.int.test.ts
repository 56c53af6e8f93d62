import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SendBulkEmailCommand, SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSEvent } from 'aws-lambda';
import { eventHandlers } from '@cairn/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invocations } from './__fixtures__/recorder.ts';
import { emulatedSesEndpoint } from './awsEnvironment.ts';
import { Invoker } from './lambda.ts';
import { startSesEventPoller, type SesEvent, type SesEventPoller } from './sesEvents.ts';

const recordingHandler = fileURLToPath(new URL('./__fixtures__/sesEvents.ts', import.meta.url));
const invoker = new Invoker((contractPath) => (contractPath === eventHandlers.sesEvents ? recordingHandler : join(tmpdir(), 'no-such-handler.ts')));
const ses = new SESv2Client({});

async function send(to: string[], options: { configurationSet?: string; tags?: Record<string, string> } = {}): Promise<string> {
  const { MessageId } = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: 'Cairn <no-reply@cairn.test>',
      Destination: { ToAddresses: to },
      Content: { Simple: { Subject: { Data: 'Supplier questionnaire' }, Body: { Text: { Data: 'Please answer.' } } } },
      ConfigurationSetName: options.configurationSet,
      EmailTags: Object.entries(options.tags ?? {}).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  return MessageId ?? '';
}

/** The SES events the recording handler received for one message, in order. */
function eventsOf(messageId: string): SesEvent[] {
  return invocations()
    .filter((invocation) => invocation.fixture === 'sesEvents')
    .flatMap((invocation) => (invocation.event as SNSEvent).Records)
    .map((record) => JSON.parse(record.Sns.Message) as SesEvent)
    .filter((event) => event.mail.messageId === messageId);
}

// Under LocalStack there is no emulator mail store to read.
describe.skipIf(!emulatedSesEndpoint())('SES delivery events', () => {
  let dataDir: string;
  let poller: SesEventPoller;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cairn-ses-events-'));
    // A long interval: the test drives the polls itself.
    poller = startSesEventPoller({ sesEndpoint: emulatedSesEndpoint() ?? '', dataDir, invoker, intervalMs: 60_000, defaultConfigurationSet: 'cairn-test' });
  });
  afterAll(async () => {
    await poller.stop();
    await rm(dataDir, { recursive: true, force: true });
    ses.destroy();
  });

  it('publishes Send then Delivery, through SNS, with the id SendEmail returned and the tags', async () => {
    const messageId = await send(['success@simulator.amazonses.com', 'Ana <ana@example.org>'], { configurationSet: 'campaigns', tags: { campaign: 'c-42' } });
    expect(await poller.pollNow()).toBeGreaterThanOrEqual(1);
    const record = invocations().find((invocation) => invocation.fixture === 'sesEvents');
    expect((record?.event as SNSEvent).Records[0]).toMatchObject({ EventSource: 'aws:sns', Sns: { Type: 'Notification' } });

    const events = eventsOf(messageId);
    expect(events.map((event) => event.eventType)).toEqual(['Send', 'Delivery', 'Delivery']);
    expect(events[0]?.mail).toMatchObject({
      messageId,
      source: 'Cairn <no-reply@cairn.test>',
      destination: ['success@simulator.amazonses.com', 'ana@example.org'],
      commonHeaders: { subject: 'Supplier questionnaire' },
      tags: { 'ses:configuration-set': ['campaigns'], 'ses:from-domain': ['cairn.test'], campaign: ['c-42'] },
    });
    expect(Date.parse(events[0]?.mail.timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const deliveries = events.flatMap((event) => (event.eventType === 'Delivery' ? [event.delivery] : []));
    expect(deliveries.map((delivery) => delivery.recipients)).toEqual([['success@simulator.amazonses.com'], ['ana@example.org']]);
    expect(deliveries[0]?.smtpResponse).toMatch(/^250 /);
  });

  it('publishes a permanent Bounce for bounce@ and Delivery plus Complaint for complaint@', async () => {
    const bounced = await send(['bounce@simulator.amazonses.com']);
    const complained = await send(['complaint+survey@simulator.amazonses.com']);
    await poller.pollNow();

    const bounce = eventsOf(bounced);
    expect(bounce.map((event) => event.eventType)).toEqual(['Send', 'Bounce']);
    expect(bounce[1]).toMatchObject({
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: 'bounce@simulator.amazonses.com' }] },
    });
    // Mail sent without a configuration set carries the identity's default one.
    expect(bounce[0]?.mail.tags['ses:configuration-set']).toEqual(['cairn-test']);

    const complaint = eventsOf(complained);
    expect(complaint.map((event) => event.eventType)).toEqual(['Send', 'Delivery', 'Complaint']);
    expect(complaint[2]).toMatchObject({
      complaint: { complainedRecipients: [{ emailAddress: 'complaint+survey@simulator.amazonses.com' }], complaintFeedbackType: 'abuse' },
    });
  });

  it("tags bulk mail with the default tags, each entry's replacements winning", async () => {
    const { BulkEmailEntryResults: results = [] } = await ses.send(
      new SendBulkEmailCommand({
        FromEmailAddress: 'no-reply@cairn.test',
        ConfigurationSetName: 'campaigns',
        DefaultEmailTags: [
          { Name: 'campaign', Value: 'c-7' },
          { Name: 'supplier', Value: 'none' },
        ],
        DefaultContent: { Template: { TemplateContent: { Subject: 'Hello {{name}}', Text: 'Hi {{name}}' }, TemplateData: '{"name":"supplier"}' } },
        BulkEmailEntries: [
          { Destination: { ToAddresses: ['one@example.org'] }, ReplacementTags: [{ Name: 'supplier', Value: 's-1' }] },
          { Destination: { ToAddresses: ['two@example.org'] } },
        ],
      }),
    );
    await poller.pollNow();
    const tagsOf = (index: number) => eventsOf(results[index]?.MessageId ?? '')[0]?.mail.tags;
    expect(tagsOf(0)).toMatchObject({ campaign: ['c-7'], supplier: ['s-1'], 'ses:configuration-set': ['campaigns'] });
    expect(tagsOf(1)).toMatchObject({ campaign: ['c-7'], supplier: ['none'] });
  });

  it('never publishes a message twice, even after a restart with the same data folder', async () => {
    const messageId = await send(['someone@example.org']);
    await poller.pollNow();
    await poller.pollNow();
    expect(eventsOf(messageId)).toHaveLength(2);
    expect(JSON.parse(await readFile(join(dataDir, 'ses-events.json'), 'utf8'))).toMatchObject({ seen: expect.arrayContaining([messageId]) });

    await poller.stop();
    poller = startSesEventPoller({ sesEndpoint: emulatedSesEndpoint() ?? '', dataDir, invoker, intervalMs: 60_000 });
    await poller.pollNow();
    expect(eventsOf(messageId)).toHaveLength(2);
  });

  it('polls nothing while the delivery-events handler does not exist', async () => {
    const missing = new Invoker(() => join(tmpdir(), 'no-such-handler.ts'));
    const idle = startSesEventPoller({ sesEndpoint: emulatedSesEndpoint() ?? '', dataDir, invoker: missing, intervalMs: 60_000 });
    await send(['later@example.org']);
    expect(await idle.pollNow()).toBe(0);
    await idle.stop();
  });
});
