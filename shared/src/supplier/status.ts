import * as z from 'zod';
import type { EmailStatus, SentEmail, Supplier, SupplierYearData } from './model.ts';

/*
 * The derived states of a supplier (spec 3 section 4 "Supplier tracking status", "Supplier
 * maturity", "Email status grouping"; spec 2 section 4 says the same).
 */

export const SupplierTrackingStatus = z.enum(['REVIEWED', 'ANSWERED', 'NOT_RECEIVED', 'ONGOING', 'MISSING_EMAIL', 'NOT_SENT', 'OUT_OF_SCOPE']);
export type SupplierTrackingStatus = z.infer<typeof SupplierTrackingStatus>;

export const SupplierMaturity = z.enum(['NET_ZERO_ALIGNED', 'DECARBONIZING', 'CAPTURING_DATA', 'NOT_STARTED']);
export type SupplierMaturity = z.infer<typeof SupplierMaturity>;

/** The list filter's grouping of the sent-email statuses. */
export const EmailStatusGroup = z.enum(['DONT_KNOW_YET', 'BOUNCED', 'DELIVERED']);
export type EmailStatusGroup = z.infer<typeof EmailStatusGroup>;

/** Statuses under which an e-mail may still reach, or has reached, its reader. */
const reachingStatuses: ReadonlySet<EmailStatus> = new Set(['Delivered', 'DontKnowYet', 'Delayed']);

/** An instant's time in ms; an unreadable one sorts first, so it never makes a state "newer". */
const time = (instant: string | null | undefined): number => {
  if (!instant) return -Infinity;
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? -Infinity : ms;
};

type TrackedSupplier = Pick<Supplier, 'emails' | 'lastSupplierUpdate' | 'commentFromClient' | 'sentEmails'> & {
  yearData: readonly Pick<SupplierYearData, 'year' | 'open' | 'review'>[];
};

/**
 * A supplier's tracking status for one year, the first rule that holds:
 * 1. REVIEWED: that year's data has a review whose `updatedAt` is strictly later than the
 *    supplier's last update and than the client's last comment (each ignored when absent);
 * 2. ANSWERED: the supplier has saved its form at least once (`lastSupplierUpdate` set);
 * 3. when e-mails were sent: NOT_RECEIVED if none of their statuses is Delivered, DontKnowYet or
 *    Delayed (every one bounced, failed or drew a complaint), else ONGOING;
 * 4. when some year of the supplier is open: MISSING_EMAIL without any address, else NOT_SENT;
 * 5. OUT_OF_SCOPE.
 * The review is per year (it judges that year's answers); everything else is the supplier's.
 */
export function supplierTrackingStatus(supplier: TrackedSupplier, year: number): SupplierTrackingStatus {
  const review = supplier.yearData.find((data) => data.year === year)?.review ?? null;
  if (review) {
    const reviewed = time(review.updatedAt);
    if (reviewed > time(supplier.lastSupplierUpdate) && reviewed > time(supplier.commentFromClient?.updatedAt)) return 'REVIEWED';
  }
  if (supplier.lastSupplierUpdate !== null) return 'ANSWERED';
  if (supplier.sentEmails.length > 0) {
    return supplier.sentEmails.some((email) => reachingStatuses.has(email.status)) ? 'ONGOING' : 'NOT_RECEIVED';
  }
  if (supplier.yearData.some((data) => data.open)) return supplier.emails.length === 0 ? 'MISSING_EMAIL' : 'NOT_SENT';
  return 'OUT_OF_SCOPE';
}

/**
 * A supplier's climate maturity from one year's data, the first that holds: NET_ZERO_ALIGNED
 * when its SBTi status is TARGETS_SET; DECARBONIZING when COMMITTED or its decarbonization plan's
 * total evolution is negative; CAPTURING_DATA when it gave an economic intensity; else
 * NOT_STARTED (also without data for the year).
 */
export function supplierMaturity(data: Pick<SupplierYearData, 'sbtiStatus' | 'decarbonizationPlan' | 'economicIntensity'> | null | undefined): SupplierMaturity {
  if (!data) return 'NOT_STARTED';
  if (data.sbtiStatus === 'TARGETS_SET') return 'NET_ZERO_ALIGNED';
  if (data.sbtiStatus === 'COMMITTED' || (data.decarbonizationPlan !== null && data.decarbonizationPlan.totalPercentageEvolution < 0)) return 'DECARBONIZING';
  if (data.economicIntensity !== null) return 'CAPTURING_DATA';
  return 'NOT_STARTED';
}

/** DontKnowYet and Delayed → DONT_KNOW_YET; Delivered → DELIVERED; every bounce, Failed and Complained → BOUNCED. */
export function emailStatusGroup(status: EmailStatus): EmailStatusGroup {
  if (status === 'Delivered') return 'DELIVERED';
  if (status === 'DontKnowYet' || status === 'Delayed') return 'DONT_KNOW_YET';
  return 'BOUNCED';
}

/**
 * The group of the last sent e-mail (latest `sentAt`; of equal ones, the later in the list,
 * which is the order they were recorded in); null when none was sent.
 */
export function lastEmailGroup(sentEmails: readonly Pick<SentEmail, 'sentAt' | 'status'>[]): EmailStatusGroup | null {
  let last: Pick<SentEmail, 'sentAt' | 'status'> | null = null;
  for (const email of sentEmails) if (last === null || time(email.sentAt) >= time(last.sentAt)) last = email;
  return last === null ? null : emailStatusGroup(last.status);
}

type EligibleSupplier = Pick<Supplier, 'emails'> & { yearData: readonly Pick<SupplierYearData, 'open'>[] };

/** A supplier can be e-mailed when it has at least one address and at least one open year. */
export function isEligibleForEmail(supplier: EligibleSupplier): boolean {
  return supplier.emails.length > 0 && supplier.yearData.some((data) => data.open);
}

/** The addresses a send writes to: none for an ineligible supplier, each address once (ignoring case). */
export function eligibleAddresses(supplier: EligibleSupplier): string[] {
  if (!isEligibleForEmail(supplier)) return [];
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const email of supplier.emails) {
    const key = email.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    addresses.push(email.trim());
  }
  return addresses;
}
