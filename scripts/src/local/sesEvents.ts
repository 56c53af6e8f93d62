import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SNSEvent } from 'aws-lambda';
import { eventHandlers } from '@cairn/shared/contract';
import { lambdaContext, type Invoker } from './lambda.ts';
import type { MessageTag } from './sesEmulator.ts';

/** One message as the SES emulator's `GET /store` lists it (with the front's additions). */
export interface CapturedMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  headers?: { name: string; value: string }[];
  /** Seconds since the epoch. */
  at: number;
  configurationSetName?: string;
  emailTags?: MessageTag[];
}

/** The `mail` object common to every SES event. */
export interface SesMail {
  timestamp: string;
  source: string;
  sourceArn: string;
  sendingAccountId: string;
  messageId: string;
  destination: string[];
  headersTruncated: boolean;
  headers: { name: string; value: string }[];
  commonHeaders: { from: string[]; to: string[]; cc?: string[]; messageId: string; subject: string; date: string };
  tags: Record<string, string[]>;
}

export interface SesBounce {
  bounceType: 'Permanent' | 'Transient' | 'Undetermined';
  bounceSubType: 'General' | 'OnAccountSuppressionList' | 'Suppressed';
  bouncedRecipients: { emailAddress: string; action: 'failed'; status: string; diagnosticCode: string }[];
  timestamp: string;
  feedbackId: string;
  reportingMTA: string;
}

export interface SesComplaint {
  complainedRecipients: { emailAddress: string }[];
  timestamp: string;
  feedbackId: string;
  complaintSubType: null;
  complaintFeedbackType: 'abuse';
  userAgent: string;
  arrivalDate: string;
}

export interface SesDelivery {
  timestamp: string;
  processingTimeMillis: number;
  recipients: string[];
  smtpResponse: string;
  reportingMTA: string;
}

/** A configuration-set event as SES publishes it (event publishing format). */
export type SesEvent =
  | { eventType: 'Send'; mail: SesMail; send: Record<string, never> }
  | { eventType: 'Delivery'; mail: SesMail; delivery: SesDelivery }
  | { eventType: 'Bounce'; mail: SesMail; bounce: SesBounce }
  | { eventType: 'Complaint'; mail: SesMail; complaint: SesComplaint };

const accountId = '000000000000';
const reportingMta = 'local.cairn';

/** `"Name" <a@b.c>` or `a@b.c` to `a@b.c`. */
export function addressOf(mailbox: string): string {
  return (/<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox).trim();
}

type Outcome = 'delivered' | 'bounced' | 'suppressed' | 'complained';

/** SES's mailbox simulator: the local part (before any +label) decides what happens. */
export function simulatedOutcome(address: string): Outcome {
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  if (domain !== 'simulator.amazonses.com') return 'delivered';
  const mailbox = local.split('+')[0];
  if (mailbox === 'bounce') return 'bounced';
  if (mailbox === 'suppressionlist') return 'suppressed';
  if (mailbox === 'complaint') return 'complained';
  return 'delivered';
}

function mailOf(captured: CapturedMail, region: string, defaultConfigurationSet: string | undefined): SesMail {
  const source = addressOf(captured.from);
  const fromDomain = source.split('@')[1] ?? source;
  const timestamp = new Date(captured.at * 1000).toISOString();
  const { to, cc, bcc } = captured.destination;
  const configurationSet = captured.configurationSetName ?? defaultConfigurationSet;
  const tags: Record<string, string[]> = {
    ...(configurationSet ? { 'ses:configuration-set': [configurationSet] } : {}),
    'ses:source-ip': ['127.0.0.1'],
    'ses:from-domain': [fromDomain],
    'ses:caller-identity': ['local'],
  };
  for (const tag of captured.emailTags ?? []) tags[tag.Name] = [tag.Value];
  const headerMessageId = `<${captured.messageId}@${region}.local.cairn>`;
  const date = new Date(captured.at * 1000).toUTCString();
  return {
    timestamp,
    source: captured.from,
    sourceArn: `arn:aws:ses:${region}:${accountId}:identity/${fromDomain}`,
    sendingAccountId: accountId,
    messageId: captured.messageId,
    destination: [...to, ...cc, ...bcc].map(addressOf),
    headersTruncated: false,
    headers: [
      { name: 'From', value: captured.from },
      { name: 'To', value: to.join(', ') },
      ...(cc.length ? [{ name: 'Cc', value: cc.join(', ') }] : []),
      { name: 'Subject', value: captured.subject },
      { name: 'Message-ID', value: headerMessageId },
      { name: 'Date', value: date },
      ...(captured.headers ?? []),
    ],
    commonHeaders: { from: [captured.from], to, ...(cc.length ? { cc } : {}), messageId: headerMessageId, subject: captured.subject, date },
    tags,
  };
}

/** The events SES would publish for one message: Send, then one outcome per recipient. */
export function eventsFor(captured: CapturedMail, region: string, defaultConfigurationSet?: string, now: Date = new Date()): SesEvent[] {
  const mail = mailOf(captured, region, defaultConfigurationSet);
  const timestamp = now.toISOString();
  const delivery = (recipient: string): SesEvent => ({
    eventType: 'Delivery',
    mail,
    delivery: {
      timestamp,
      processingTimeMillis: Math.max(0, now.getTime() - captured.at * 1000),
      recipients: [recipient],
      smtpResponse: '250 2.6.0 Message received',
      reportingMTA: reportingMta,
    },
  });
  const bounce = (recipient: string, bounceSubType: SesBounce['bounceSubType'], diagnosticCode: string): SesEvent => ({
    eventType: 'Bounce',
    mail,
    bounce: {
      bounceType: 'Permanent',
      bounceSubType,
      bouncedRecipients: [{ emailAddress: recipient, action: 'failed', status: '5.1.1', diagnosticCode }],
      timestamp,
      feedbackId: randomUUID(),
      reportingMTA: `dns; ${reportingMta}`,
    },
  });
  const complaint = (recipient: string): SesEvent => ({
    eventType: 'Complaint',
    mail,
    complaint: {
      complainedRecipients: [{ emailAddress: recipient }],
      timestamp,
      feedbackId: randomUUID(),
      complaintSubType: null,
      complaintFeedbackType: 'abuse',
      userAgent: 'Cairn local mailbox simulator',
      arrivalDate: timestamp,
    },
  });
  const outcomes = mail.destination.flatMap((recipient): SesEvent[] => {
    switch (simulatedOutcome(recipient)) {
      case 'bounced':
        return [bounce(recipient, 'General', 'smtp; 550 5.1.1 user unknown')];
      case 'suppressed':
        return [bounce(recipient, 'OnAccountSuppressionList', 'Amazon SES did not send the message to this address because it is on the suppression list for your account.')];
      case 'complained':
        return [delivery(recipient), complaint(recipient)];
      case 'delivered':
        return [delivery(recipient)];
    }
  });
  return [{ eventType: 'Send', mail, send: {} }, ...outcomes];
}

/** The SNS notification that carries one SES event to a Lambda subscribed to the topic. */
export function snsNotification(event: SesEvent, region: string): SNSEvent {
  const topicArn = `arn:aws:sns:${region}:${accountId}:cairn-local-ses-events`;
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Message: JSON.stringify(event),
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: 'local',
          UnsubscribeUrl: 'local',
          MessageAttributes: {},
        },
      },
    ],
  };
}

/**
 * What has been turned into events, kept small: the emulator's timestamps only grow, so it is
 * enough to know the newest second seen and which messages of that second were handled.
 */
interface PollerState {
  since: number;
  seen: string[];
}

async function readState(file: string): Promise<PollerState> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  const parsed = text ? (JSON.parse(text) as Partial<PollerState>) : {};
  return { since: typeof parsed.since === 'number' ? parsed.since : 0, seen: Array.isArray(parsed.seen) ? parsed.seen : [] };
}

async function writeState(file: string, state: PollerState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state));
  await rename(temporary, file); // atomic: a crash never leaves half a file
}

export interface SesEventPollerOptions {
  /** The SES emulator's endpoint; its `GET /store` lists the mail sent so far. */
  sesEndpoint: string;
  /** The memory of processed messages lives in `<dataDir>/ses-events.json`. */
  dataDir: string;
  invoker: Invoker;
  intervalMs?: number;
  region?: string;
  /** Tagged on mail sent without a configuration set, as an identity's default set would be. */
  defaultConfigurationSet?: string;
}

export interface SesEventPoller {
  /** Processes what is new now; resolves with the number of messages turned into events. */
  pollNow(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The SES emulator captures mail but publishes nothing; this poller publishes what a
 * configuration set would, through SNS to the delivery-events handler. Nothing is polled while
 * that handler's module does not exist yet, so early mail waits for it instead of being lost.
 */
export function startSesEventPoller(options: SesEventPollerOptions): SesEventPoller {
  const { sesEndpoint, invoker, intervalMs = 1_000, defaultConfigurationSet } = options;
  const region = options.region ?? process.env.AWS_REGION ?? 'eu-west-3';
  const stateFile = join(options.dataDir, 'ses-events.json');
  const handlerPath = eventHandlers.sesEvents;
  let state: Promise<PollerState> | undefined;

  async function publish(captured: CapturedMail): Promise<void> {
    for (const event of eventsFor(captured, region, defaultConfigurationSet)) {
      const requestId = randomUUID();
      await invoker
        .invoke(handlerPath, snsNotification(event, region), lambdaContext('cairn-local-ses-events', requestId))
        .catch((error: unknown) => console.error(`[ses-events] ${event.eventType} of ${captured.messageId} failed:`, error));
    }
  }

  async function poll(): Promise<number> {
    if (!invoker.exists(handlerPath)) return 0;
    state ??= readState(stateFile);
    const current = await state;
    const response = await fetch(`${sesEndpoint}/store?since=${current.since}`);
    if (!response.ok) throw new Error(`GET /store answered ${response.status}`);
    const { emails } = (await response.json()) as { emails: CapturedMail[] };
    const seen = new Set(current.seen);
    const fresh = emails.filter((mail) => mail.at > current.since || !seen.has(mail.messageId)).sort((a, b) => a.at - b.at);
    for (const mail of fresh) {
      await publish(mail);
      if (mail.at > current.since) {
        current.since = mail.at;
        current.seen = [];
      }
      current.seen.push(mail.messageId);
      await writeState(stateFile, current);
    }
    return fresh.length;
  }

  // Ticks never overlap: each waits for the previous one.
  let chain: Promise<unknown> = Promise.resolve();
  const pollNow = () => {
    const next = chain.then(poll);
    chain = next.catch(() => undefined);
    return next;
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      pollNow()
        .catch((error: unknown) => console.error('[ses-events] poll failed:', error))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
  };
  schedule();

  return {
    pollNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}
