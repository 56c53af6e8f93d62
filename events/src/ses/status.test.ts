import { describe, expect, it } from 'vitest';
import { recipientStatuses, type SesEvent } from './status.ts';

const mail = { messageId: 'm-1', timestamp: '2026-03-02T09:00:00.000Z', destination: ['a@example.org', 'b@example.org'] };

describe('SES events to e-mail statuses', () => {
  it('marks every recipient as not known yet when a message is sent', () => {
    expect(recipientStatuses({ eventType: 'Send', mail }).map((s) => [s.recipient, s.status])).toEqual([
      ['a@example.org', 'DontKnowYet'],
      ['b@example.org', 'DontKnowYet'],
    ]);
  });

  it('maps deliveries, delays and complaints per recipient', () => {
    const delivered: SesEvent = { eventType: 'Delivery', mail, delivery: { recipients: ['a@example.org'], timestamp: '2026-03-02T09:00:02.000Z' } };
    expect(recipientStatuses(delivered)).toEqual([{ recipient: 'a@example.org', status: 'Delivered', at: '2026-03-02T09:00:02.000Z', detail: null }]);
    const delayed: SesEvent = {
      eventType: 'DeliveryDelay',
      mail,
      deliveryDelay: { delayedRecipients: [{ emailAddress: 'b@example.org' }], timestamp: '2026-03-02T10:00:00.000Z', delayType: 'MailboxFull' },
    };
    expect(recipientStatuses(delayed)[0]?.status).toBe('Delayed');
    const complained: SesEvent = {
      eventType: 'Complaint',
      mail,
      complaint: { complainedRecipients: [{ emailAddress: 'b@example.org' }], timestamp: '2026-03-02T11:00:00.000Z', complaintFeedbackType: 'abuse' },
    };
    expect(recipientStatuses(complained)).toEqual([{ recipient: 'b@example.org', status: 'Complained', at: '2026-03-02T11:00:00.000Z', detail: 'abuse' }]);
  });

  it.each([
    ['Permanent', 'General', 'PermanentBounce'],
    ['Permanent', 'Suppressed', 'PermanentBounce'],
    ['Transient', 'General', 'TransientBounce'],
    ['Transient', 'MailboxFull', 'MailboxFull'],
    ['Transient', 'MessageTooLarge', 'MessageTooLarge'],
    ['Transient', 'ContentRejected', 'ContentRejected'],
    ['Transient', 'AttachmentRejected', 'AttachmentRejected'],
    ['Undetermined', 'Undetermined', 'UndeterminedBounce'],
  ])('maps a %s/%s bounce to %s', (bounceType, bounceSubType, status) => {
    const event: SesEvent = {
      eventType: 'Bounce',
      mail,
      bounce: { bounceType, bounceSubType, bouncedRecipients: [{ emailAddress: 'a@example.org' }], timestamp: mail.timestamp },
    };
    expect(recipientStatuses(event)[0]?.status).toBe(status);
  });

  it('marks rejected and unrenderable messages as failed for every recipient, and ignores opens', () => {
    expect(recipientStatuses({ eventType: 'Reject', mail, reject: { reason: 'Bad content' } }).map((s) => s.status)).toEqual(['Failed', 'Failed']);
    expect(recipientStatuses({ eventType: 'Rendering Failure', mail, failure: { errorMessage: 'x' } })[0]?.detail).toBe('x');
    expect(recipientStatuses({ eventType: 'Open', mail })).toEqual([]);
  });
});
