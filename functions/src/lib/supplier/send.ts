import { randomUUID } from 'node:crypto';
import { AppError } from '@cairn/shared/errors';
import { supplierEmail, supplierSurveyLink } from '@cairn/shared/supplier/email';
import { supplierLimits, type EmailTemplate, type SentEmail } from '@cairn/shared/supplier/model';
import { eligibleAddresses } from '@cairn/shared/supplier/status';
import { sendEmail } from '../aws/mail.ts';
import { config } from '../config.ts';
import { now, type Stored } from '../data/entity.ts';
import { isSupplierImportInProgress, supplierEmailMessages, supplierEmailSends, supplierImportInProgress, updateSupplier, type SupplierRecord } from '../data/supplier.ts';
import { applySupplierEmailEvents } from './emailStatus.ts';
import { recoverSupplierImport, supplierImportMarkOf } from './importJournal.ts';
import { supplierLinkToken } from './token.ts';

/*
 * Sending a template to suppliers (spec 3 sections 2.6 and 7 `supplier.sendEmail`): one e-mail
 * per eligible address (`eligibleAddresses`: an address and an open year), in the supplier's
 * language, with its form link.
 *
 * Exactly once per (send, supplier, address): before SES is called, the e-mail's claim
 * (`SupplierEmailSend`) is created conditionally, so a retried request, a job run twice or two
 * concurrent runs of the same send find it and send nothing. A claim whose SES call fails for
 * good is removed, so a later retry of the send may try that address again; a process stopped
 * between the claim and SES's answer leaves the claim and never sends it (at most once rather
 * than twice). After SES answers, the message id goes on the claim and the supplier records the
 * e-mail (AUTOMATIC, DontKnowYet; its delivery events change the status later).
 *
 * While an import is being written into the asset's suppliers nothing more is sent: each
 * supplier's e-mails start only after a read of the asset's import mark finds none (a stale one is
 * undone), and the send answers "an import is being written" (the same send later goes on where
 * it stopped). An import starting between that read and the supplier's record (one supplier's SES
 * calls) makes the record wait for it, a second at a time, for as long as a procedure runs.
 */

/**
 * SES's default sending rate of a new account (14 messages a second, raised per account on
 * request): the sender paces itself under it instead of relying on throttling errors.
 */
export const sesSendsPerSecond = 14;

/** How many times a record of sent e-mails waits, a second each, for an import to end. */
const importWaits = 28;

/** How many times a throttled SES call is tried, waiting 200 ms, 400 ms, 800 ms… in between. */
const sesAttempts = 5;
const backoffBaseMs = 200;

/** SES v2's answers to a sender over its rate or quota of the moment: worth waiting and retrying. */
const throttlingErrors: ReadonlySet<string> = new Set(['TooManyRequestsException', 'ThrottlingException', 'LimitExceededException']);

const isThrottling = (error: unknown) => error instanceof Error && throttlingErrors.has(error.name);

export interface SendOptions {
  /** Waits; replaced by tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Epoch ms after which no new supplier is started: the answer then says `finished: false`. */
  stopAfter?: number;
  /**
   * The pace of SES calls, `sesSendsPerSecond` unless set: only the bench lifts it (Infinity),
   * against the SES emulator, which throttles nothing.
   */
  sendsPerSecond?: number;
}

export interface SendCounts {
  /** E-mails sent by this call. */
  sent: number;
  /** E-mails this send had already sent (or claimed) before: not sent again. */
  alreadySent: number;
  /** Suppliers without an address or an open year: nothing sent to them. */
  ineligible: number;
  /** false when `stopAfter` came before every supplier was done: the same send again goes on. */
  finished: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One SES call, retried with exponential backoff and jitter while SES says it is throttling. */
async function sendPatiently(send: () => Promise<string>, sleep: (ms: number) => Promise<void>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isThrottling(error) || attempt >= sesAttempts) throw error;
      await sleep(backoffBaseMs * 2 ** (attempt - 1) * (1 + Math.random() / 2));
    }
  }
}

/** Claims one e-mail of a send; false when it was claimed before (already sent, or being sent). */
async function claim(sendUuid: string, supplierUuid: string, address: string): Promise<boolean> {
  try {
    await supplierEmailSends.create({ sendUuid, supplierUuid, address, messageId: null }, 'system');
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return false;
    throw error;
  }
}

/**
 * Adds the sent e-mails to the supplier, re-reading it when another write came in between (a
 * delivery event, an edit). A supplier at its bound of sent e-mails keeps the latest ones.
 */
async function record(supplier: Stored<SupplierRecord>, sent: readonly SentEmail[], actor: string, sleep: (ms: number) => Promise<void>): Promise<void> {
  for (let attempt = 1, waits = 0; ; attempt += 1) {
    try {
      await updateSupplier(supplier, (current) => ({ sentEmails: [...current.sentEmails, ...sent].slice(-supplierLimits.sentEmails) }), actor);
      return;
    } catch (error) {
      // An import began after the supplier's mark read: what SES sent must still be recorded.
      if (isSupplierImportInProgress(error) && waits < importWaits) {
        waits += 1;
        await sleep(1000);
        continue;
      }
      if (!(error instanceof AppError && error.code === 'CONFLICT') || isSupplierImportInProgress(error) || attempt >= 5) throw error;
    }
  }
}

/** Refuses to start a supplier's e-mails while an import is being written into its asset's suppliers; undoes a stale one. */
async function assertNoImport(assetUuid: string, actor: string): Promise<void> {
  const mark = await supplierImportMarkOf(assetUuid);
  if (mark !== null && !(await recoverSupplierImport(assetUuid, actor, mark))) throw supplierImportInProgress();
}

/**
 * Sends `template` to each supplier's eligible addresses once for `sendUuid` (a click's send
 * uuid or a campaign's uuid, kept as the SentEmail's `campaignUuid`). The suppliers must be of
 * the template's asset; the caller checked it.
 */
export async function sendSupplierEmails(
  sendUuid: string,
  template: EmailTemplate,
  targets: readonly Stored<SupplierRecord>[],
  actor: string,
  { sleep = defaultSleep, stopAfter = Infinity, sendsPerSecond = sesSendsPerSecond }: SendOptions = {},
): Promise<SendCounts> {
  const counts: SendCounts = { sent: 0, alreadySent: 0, ineligible: 0, finished: true };
  const appOrigin = config.appOrigin();
  const spacingMs = 1000 / sendsPerSecond;
  let nextSendAt = 0;
  for (const supplier of targets) {
    if (Date.now() > stopAfter) {
      counts.finished = false;
      break;
    }
    const addresses = eligibleAddresses(supplier);
    if (addresses.length === 0) {
      counts.ineligible += 1;
      continue;
    }
    await assertNoImport(supplier.assetUuid, actor);
    const email = supplierEmail(template, supplier.language, supplierSurveyLink(appOrigin, supplier.uuid, await supplierLinkToken(supplier.uuid, supplier.tokenSalt)));
    const sent: SentEmail[] = [];
    try {
      for (const address of addresses) {
        const key = { sendUuid, supplierUuid: supplier.uuid, address: address.toLowerCase() };
        if (!(await claim(key.sendUuid, key.supplierUuid, key.address))) {
          counts.alreadySent += 1;
          continue;
        }
        const wait = nextSendAt - Date.now();
        if (wait > 0) await sleep(wait);
        nextSendAt = Date.now() + spacingMs;
        let messageId: string;
        try {
          messageId = await sendPatiently(() => sendEmail(address, email, 'supplier'), sleep);
        } catch (error) {
          // Not sent: free the claim so a retry of this send may try the address again.
          await supplierEmailSends.remove(key);
          throw error;
        }
        await supplierEmailSends.update(key, { messageId }, actor);
        // Before the supplier records it, so no delivery event can miss its supplier for long.
        await supplierEmailMessages.put({ messageId, assetUuid: supplier.assetUuid, supplierUuid: supplier.uuid }, actor);
        sent.push({ uuid: randomUUID(), sentAt: now(), templateName: template.name, email: address, status: 'DontKnowYet', kind: 'AUTOMATIC', messageId, campaignUuid: sendUuid });
        counts.sent += 1;
      }
    } finally {
      // What SES accepted is recorded even when a later address of the supplier failed.
      if (sent.length > 0) {
        await record(supplier, sent, actor, sleep);
        // Events that came before the record found no SentEmail to update: apply them now.
        for (const email of sent) if (email.messageId !== null) await applySupplierEmailEvents(email.messageId);
      }
    }
  }
  return counts;
}
