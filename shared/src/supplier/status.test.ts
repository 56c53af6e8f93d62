import { describe, expect, it } from 'vitest';
import type { EmailStatus, SentEmail } from './model.ts';
import { eligibleAddresses, emailStatusGroup, isEligibleForEmail, lastEmailGroup, supplierMaturity, supplierTrackingStatus } from './status.ts';

const sent = (status: EmailStatus, sentAt = '2025-03-01T10:00:00.000Z'): Pick<SentEmail, 'status' | 'sentAt'> => ({ status, sentAt });

type Tracked = Parameters<typeof supplierTrackingStatus>[0];
const supplier = (fields: Partial<Tracked> = {}): Tracked => ({
  emails: ['buyer@supplier.example'],
  lastSupplierUpdate: null,
  commentFromClient: null,
  sentEmails: [],
  yearData: [{ year: 2025, open: true, review: null }],
  ...fields,
});
const review = (updatedAt: string) => ({ exploitable: true, comment: null, updatedAt });
const withEmails = (...statuses: EmailStatus[]) => statuses.map((status) => ({ uuid: '', templateName: 'T', email: 'a@b.co', kind: 'AUTOMATIC' as const, messageId: null, campaignUuid: null, ...sent(status) }));

describe('supplierTrackingStatus', () => {
  // One row per rule of spec 3 section 4, in its priority order.
  it.each([
    ['a review later than the update and the comment', supplier({ lastSupplierUpdate: '2025-03-02T00:00:00Z', commentFromClient: { text: 'ok', updatedAt: '2025-03-03T00:00:00Z' }, yearData: [{ year: 2025, open: true, review: review('2025-03-04T00:00:00Z') }] }), 'REVIEWED'],
    ['a review with no update and no comment', supplier({ yearData: [{ year: 2025, open: false, review: review('2025-01-01T00:00:00Z') }] }), 'REVIEWED'],
    ['a review older than the supplier update', supplier({ lastSupplierUpdate: '2025-03-05T00:00:00Z', yearData: [{ year: 2025, open: true, review: review('2025-03-04T00:00:00Z') }] }), 'ANSWERED'],
    ['a review older than the client comment, no update', supplier({ commentFromClient: { text: null, updatedAt: '2025-03-05T00:00:00Z' }, sentEmails: withEmails('Delivered'), yearData: [{ year: 2025, open: true, review: review('2025-03-04T00:00:00Z') }] }), 'ONGOING'],
    ['a review at the same instant as the update (not newer)', supplier({ lastSupplierUpdate: '2025-03-04T00:00:00Z', yearData: [{ year: 2025, open: true, review: review('2025-03-04T00:00:00Z') }] }), 'ANSWERED'],
    ['a review of another year only', supplier({ yearData: [{ year: 2024, open: false, review: review('2025-03-04T00:00:00Z') }, { year: 2025, open: true, review: null }] }), 'NOT_SENT'],
    ['an update without review', supplier({ lastSupplierUpdate: '2025-03-02T00:00:00Z' }), 'ANSWERED'],
    ['every e-mail bounced, failed or complained', supplier({ sentEmails: withEmails('PermanentBounce', 'Failed', 'Complained', 'MailboxFull') }), 'NOT_RECEIVED'],
    ['one e-mail delivered among bounces', supplier({ sentEmails: withEmails('PermanentBounce', 'Delivered') }), 'ONGOING'],
    ['an e-mail not known yet', supplier({ sentEmails: withEmails('DontKnowYet') }), 'ONGOING'],
    ['a delayed e-mail', supplier({ sentEmails: withEmails('TransientBounce', 'Delayed') }), 'ONGOING'],
    ['sent e-mails and no open year still follow the e-mails', supplier({ sentEmails: withEmails('Delivered'), yearData: [{ year: 2025, open: false, review: null }] }), 'ONGOING'],
    ['an open year and no address', supplier({ emails: [] }), 'MISSING_EMAIL'],
    ['an open year, an address, nothing sent', supplier(), 'NOT_SENT'],
    ['no open year, nothing sent', supplier({ yearData: [{ year: 2025, open: false, review: null }] }), 'OUT_OF_SCOPE'],
    ['no year data at all', supplier({ emails: [], yearData: [] }), 'OUT_OF_SCOPE'],
  ])('%s', (_, input, expected) => {
    expect(supplierTrackingStatus(input, 2025)).toBe(expected);
  });
});

describe('supplierMaturity', () => {
  const data = { sbtiStatus: null, decarbonizationPlan: null, economicIntensity: null };
  const plan = (totalPercentageEvolution: number) => ({ startYear: 2020, endYear: 2030, totalPercentageEvolution });
  it.each([
    ['targets set, even with a rising plan', { ...data, sbtiStatus: 'TARGETS_SET' as const, decarbonizationPlan: plan(10) }, 'NET_ZERO_ALIGNED'],
    ['committed', { ...data, sbtiStatus: 'COMMITTED' as const }, 'DECARBONIZING'],
    ['no SBTi but a plan of -40 %', { ...data, sbtiStatus: 'NONE' as const, decarbonizationPlan: plan(-40) }, 'DECARBONIZING'],
    ['a plan of 0 % and an intensity', { ...data, decarbonizationPlan: plan(0), economicIntensity: { value: 120, currency: 'EURO' as const } }, 'CAPTURING_DATA'],
    ['an intensity of 0 is still given', { ...data, economicIntensity: { value: 0, currency: 'EURO' as const } }, 'CAPTURING_DATA'],
    ['nothing given', data, 'NOT_STARTED'],
    ['no data for the year', null, 'NOT_STARTED'],
  ])('%s', (_, input, expected) => {
    expect(supplierMaturity(input)).toBe(expected);
  });
});

describe('e-mail groups', () => {
  it('groups each of the twelve statuses', () => {
    const groups = Object.fromEntries(
      (['PermanentBounce', 'TransientBounce', 'MailboxFull', 'MessageTooLarge', 'ContentRejected', 'AttachmentRejected', 'UndeterminedBounce', 'Complained', 'Failed', 'Delayed', 'Delivered', 'DontKnowYet'] as const).map((status) => [status, emailStatusGroup(status)]),
    );
    expect(groups).toEqual({
      PermanentBounce: 'BOUNCED',
      TransientBounce: 'BOUNCED',
      MailboxFull: 'BOUNCED',
      MessageTooLarge: 'BOUNCED',
      ContentRejected: 'BOUNCED',
      AttachmentRejected: 'BOUNCED',
      UndeterminedBounce: 'BOUNCED',
      Complained: 'BOUNCED',
      Failed: 'BOUNCED',
      Delayed: 'DONT_KNOW_YET',
      Delivered: 'DELIVERED',
      DontKnowYet: 'DONT_KNOW_YET',
    });
  });

  it.each([
    ['none sent', [], null],
    ['only the latest counts, whatever the list order', [sent('Delivered', '2025-03-02T00:00:00Z'), sent('PermanentBounce', '2025-03-01T00:00:00Z')], 'DELIVERED'],
    ['a later bounce after a delivery', [sent('Delivered', '2025-03-01T00:00:00Z'), sent('PermanentBounce', '2025-03-02T00:00:00Z')], 'BOUNCED'],
    ['equal instants: the later recorded', [sent('Delivered'), sent('Delayed')], 'DONT_KNOW_YET'],
  ])('lastEmailGroup: %s', (_, emails, expected) => {
    expect(lastEmailGroup(emails)).toBe(expected);
  });
});

describe('eligibility', () => {
  it.each([
    ['an address and an open year', ['a@b.co'], [{ open: false }, { open: true }], true, ['a@b.co']],
    ['no address', [], [{ open: true }], false, []],
    ['no open year', ['a@b.co'], [{ open: false }], false, []],
    ['no year at all', ['a@b.co'], [], false, []],
    ['the same address twice in other cases', ['A@b.co', 'a@B.co', 'c@d.co'], [{ open: true }], true, ['A@b.co', 'c@d.co']],
  ])('%s', (_, emails, yearData, eligible, addresses) => {
    expect(isEligibleForEmail({ emails, yearData })).toBe(eligible);
    expect(eligibleAddresses({ emails, yearData })).toEqual(addresses);
  });
});
