import { EmailStatus } from './model.ts';

/** One delivery event of one sent e-mail, already mapped to a status (events/src/ses/status.ts). */
export interface EmailStatusEvent {
  status: EmailStatus;
  /** The event's own ISO 8601 timestamp. */
  at: string;
}

/*
 * What SES events mean, and so how they combine:
 * - Send (DontKnowYet) starts every message; DeliveryDelay (Delayed) is temporary: SES keeps
 *   retrying and a Delivery or a Bounce follows. Neither is an outcome.
 * - Delivery, Bounce (every bounce status), Reject and Rendering Failure (Failed) are outcomes.
 *   Normally one ends the message, but a receiving server may accept a message and bounce it
 *   later (an asynchronous bounce, after Delivery), and a transient bounce may precede a later
 *   successful delivery. So among outcomes the LATEST by timestamp is the truth.
 * - Complaint (Complained) only comes after the message reached the reader, who then marked it
 *   as spam; it is never undone, and the platform must not keep writing to that address. It
 *   wins over everything, whenever it arrived.
 * Notifications arrive in any order and may repeat (SES delivers at least once), so the result
 * must not depend on the order of the list nor on duplicates: it depends only on the set of
 * (status, timestamp) pairs.
 */

/** The statuses that say how a message ended: all but the complaint, a delay and not knowing yet. */
const outcomeStatuses: ReadonlySet<EmailStatus> = new Set(EmailStatus.exclude(['Complained', 'Delayed', 'DontKnowYet']).options);

/**
 * For outcomes at the same timestamp: a failure wins over Delivered (the message did not reach
 * its reader after all), and of two failures the one first in the spec's list, so the result is
 * the same in every order.
 */
const tieRank = (status: EmailStatus): number => (status === 'Delivered' ? EmailStatus.options.length : EmailStatus.options.indexOf(status));

const time = (at: string): number => {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * The status of one sent e-mail from all its delivery events:
 * 1. Complained if any event is a complaint;
 * 2. else the latest outcome (Delivered, a bounce, Failed) by timestamp, ties broken by
 *    `tieRank` (failure over delivery); an unreadable timestamp counts as the earliest;
 * 3. else Delayed if any delay was reported;
 * 4. else DontKnowYet (only Send, or no event yet).
 */
export function reduceEmailStatus(events: readonly EmailStatusEvent[]): EmailStatus {
  let complained = false;
  let delayed = false;
  let outcome: { status: EmailStatus; time: number } | null = null;
  for (const event of events) {
    if (event.status === 'Complained') complained = true;
    else if (event.status === 'Delayed') delayed = true;
    else if (outcomeStatuses.has(event.status)) {
      const at = time(event.at);
      if (outcome === null || at > outcome.time || (at === outcome.time && tieRank(event.status) < tieRank(outcome.status))) outcome = { status: event.status, time: at };
    }
  }
  if (complained) return 'Complained';
  if (outcome) return outcome.status;
  return delayed ? 'Delayed' : 'DontKnowYet';
}
