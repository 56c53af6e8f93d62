import type { EmailStatus } from '@cairn/functions/data';

/** The part of an SES event notification that decides a recipient's status. */
export interface SesEvent {
  eventType: string;
  mail: { messageId: string; timestamp: string; destination: string[] };
  bounce?: { bounceType: string; bounceSubType: string; bouncedRecipients: { emailAddress: string; diagnosticCode?: string }[]; timestamp: string };
  complaint?: { complainedRecipients: { emailAddress: string }[]; timestamp: string; complaintFeedbackType?: string };
  delivery?: { recipients: string[]; timestamp: string };
  deliveryDelay?: { delayedRecipients: { emailAddress: string }[]; timestamp: string; delayType?: string };
  reject?: { reason: string };
  failure?: { errorMessage: string };
}

export interface RecipientStatus {
  recipient: string;
  status: EmailStatus;
  at: string;
  detail: string | null;
}

/** SES bounce sub-types that the spec's status list names on their own. */
const transientBounces: Record<string, EmailStatus> = {
  MailboxFull: 'MailboxFull',
  MessageTooLarge: 'MessageTooLarge',
  ContentRejected: 'ContentRejected',
  AttachmentRejected: 'AttachmentRejected',
};

function bounceStatus(bounceType: string, subType: string): EmailStatus {
  if (bounceType === 'Permanent') return 'PermanentBounce';
  if (bounceType === 'Transient') return transientBounces[subType] ?? 'TransientBounce';
  return 'UndeterminedBounce';
}

/**
 * What an SES event says about each recipient, in the statuses of spec 3. Events that say
 * nothing about delivery (opens, clicks, subscriptions) give no status.
 */
export function recipientStatuses(event: SesEvent): RecipientStatus[] {
  const at = event.mail.timestamp;
  switch (event.eventType) {
    case 'Send':
      return event.mail.destination.map((recipient) => ({ recipient, status: 'DontKnowYet', at, detail: null }));
    case 'Delivery':
      return (event.delivery?.recipients ?? []).map((recipient) => ({
        recipient,
        status: 'Delivered',
        at: event.delivery!.timestamp,
        detail: null,
      }));
    case 'Bounce':
      return (event.bounce?.bouncedRecipients ?? []).map(({ emailAddress, diagnosticCode }) => ({
        recipient: emailAddress,
        status: bounceStatus(event.bounce!.bounceType, event.bounce!.bounceSubType),
        at: event.bounce!.timestamp,
        detail: diagnosticCode ?? event.bounce!.bounceSubType,
      }));
    case 'Complaint':
      return (event.complaint?.complainedRecipients ?? []).map(({ emailAddress }) => ({
        recipient: emailAddress,
        status: 'Complained',
        at: event.complaint!.timestamp,
        detail: event.complaint!.complaintFeedbackType ?? null,
      }));
    case 'DeliveryDelay':
      return (event.deliveryDelay?.delayedRecipients ?? []).map(({ emailAddress }) => ({
        recipient: emailAddress,
        status: 'Delayed',
        at: event.deliveryDelay!.timestamp,
        detail: event.deliveryDelay!.delayType ?? null,
      }));
    case 'Reject':
    case 'Rendering Failure':
      return event.mail.destination.map((recipient) => ({
        recipient,
        status: 'Failed',
        at,
        detail: event.reject?.reason ?? event.failure?.errorMessage ?? null,
      }));
    default:
      return [];
  }
}
