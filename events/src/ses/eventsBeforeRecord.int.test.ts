import { emailEvents, suppliers } from '@cairn/functions/data';
import { sendSupplierEmails } from '@cairn/functions/supplier/send';
import type { SNSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createAsset, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createEmailTemplate, createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { handler as deliveryEvents } from './deliveryEvents.ts';

/*
 * SES may report a message's delivery before the sender has recorded the supplier's SentEmail
 * (the events come through SNS while the sender is still writing). Those events find no
 * SentEmail to update; the sender applies them once it has recorded it. Here the events are fed
 * through the handler the moment SES answers, before anything is recorded.
 */

const hooks = vi.hoisted(() => ({ afterSend: null as ((messageId: string, to: string) => Promise<void>) | null }));

vi.mock('../../../functions/src/lib/aws/mail.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../functions/src/lib/aws/mail.ts')>();
  return {
    ...real,
    sendEmail: async (...args: Parameters<typeof real.sendEmail>) => {
      const messageId = await real.sendEmail(...args);
      await hooks.afterSend?.(messageId, args[0]);
      return messageId;
    },
  };
});

// The handlers' environment (the app's origin the form links name).
useGateway();

const notification = (sesEvent: object): SNSEvent => ({ Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(sesEvent) } }] }) as unknown as SNSEvent;

describe('delivery events that come before the SentEmail', () => {
  it('are applied once the sender records it', async () => {
    const asset = await createAsset();
    const groupUuid = (await createSupplierGroup(asset.uuid)).uuid;
    const template = await createEmailTemplate(asset.uuid);
    const address = `${unique('early')}@example.org`;
    const supplier = await createSupplier(asset.uuid, groupUuid, { language: 'en', emails: [address], yearData: [yearData(2025)] });
    const seenBeforeRecord: unknown[] = [];
    hooks.afterSend = async (messageId, to) => {
      const mail = { messageId, timestamp: new Date().toISOString(), destination: [to] };
      await deliveryEvents(notification({ eventType: 'Send', mail }));
      await deliveryEvents(notification({ eventType: 'Delivery', mail, delivery: { recipients: [to], timestamp: new Date().toISOString() } }));
      // Recorded under the message id, but the supplier has no SentEmail for them yet.
      seenBeforeRecord.push(
        (await emailEvents.query('byMessage', { messageId }, { consistent: true })).map((event) => event.status),
        (await suppliers.require({ assetUuid: asset.uuid, uuid: supplier.uuid }, { consistent: true })).sentEmails.length,
      );
    };
    try {
      expect(await sendSupplierEmails(randomUUID(), template, [supplier], 'test')).toMatchObject({ sent: 1 });
    } finally {
      hooks.afterSend = null;
    }

    expect(seenBeforeRecord).toEqual([['DontKnowYet', 'Delivered'], 0]);
    const stored = await suppliers.require({ assetUuid: asset.uuid, uuid: supplier.uuid }, { consistent: true });
    expect(stored.sentEmails.map((email) => [email.email, email.status])).toEqual([[address, 'Delivered']]);
  });
});
