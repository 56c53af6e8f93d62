import { emailEvents, supplierEmailMessages, supplierImportMarks, suppliers } from '@cairn/functions/data';
import { staleImportMs } from '@cairn/functions/supplier/importJournal';
import type { SNSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAsset, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { handler as deliveryEvents } from './deliveryEvents.ts';

/*
 * A delivery event that comes while an import is being written into the asset's suppliers: the
 * SentEmail's status is not written over a half-written import; the handler fails, so Lambda
 * calls it again later, and the retry, once the import is over, sets the status from the events
 * stored the first time. A mark a stopped import left is undone by the event's own read.
 */

// The handlers' environment.
useGateway();

const notification = (sesEvent: object): SNSEvent => ({ Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(sesEvent) } }] }) as unknown as SNSEvent;

/** A supplier with one e-mail sent automatically, not yet delivered, and its SES message's record. */
async function sentSupplier() {
  const asset = await createAsset();
  const groupUuid = (await createSupplierGroup(asset.uuid)).uuid;
  const address = `${unique('during')}@example.org`;
  const messageId = randomUUID();
  const supplier = await createSupplier(asset.uuid, groupUuid, {
    language: 'en',
    emails: [address],
    yearData: [yearData(2025)],
    sentEmails: [{ uuid: randomUUID(), sentAt: new Date().toISOString(), templateName: 'Invitation', email: address, status: 'DontKnowYet', kind: 'AUTOMATIC', messageId, campaignUuid: randomUUID() }],
  });
  await supplierEmailMessages.put({ messageId, assetUuid: asset.uuid, supplierUuid: supplier.uuid }, 'test');
  const delivery = notification({ eventType: 'Delivery', mail: { messageId, timestamp: new Date().toISOString(), destination: [address] }, delivery: { recipients: [address], timestamp: new Date().toISOString() } });
  const status = async () => (await suppliers.require({ assetUuid: asset.uuid, uuid: supplier.uuid }, { consistent: true })).sentEmails.map((email) => email.status);
  return { assetUuid: asset.uuid, messageId, delivery, status };
}

describe('a delivery event during a supplier import', () => {
  it('fails while the import runs, keeping the event, and its retry after the import sets the status', async () => {
    const { assetUuid, messageId, delivery, status } = await sentSupplier();
    await supplierImportMarks.create({ assetUuid, marker: { uuid: randomUUID(), startedAt: new Date().toISOString() } }, 'test');

    await expect(deliveryEvents(delivery)).rejects.toThrow('An import is being written into this asset’s suppliers');
    expect((await emailEvents.query('byMessage', { messageId }, { consistent: true })).map((event) => event.status)).toEqual(['Delivered']);
    expect(await status()).toEqual(['DontKnowYet']);

    // The import's last transaction removes the mark; Lambda's retry delivers the same event again.
    await supplierImportMarks.remove({ assetUuid });
    await deliveryEvents(delivery);
    expect(await status()).toEqual(['Delivered']);
  });

  it('undoes a stale mark and sets the status at once', async () => {
    const { assetUuid, delivery, status } = await sentSupplier();
    await supplierImportMarks.create({ assetUuid, marker: { uuid: randomUUID(), startedAt: new Date(Date.now() - staleImportMs - 1_000).toISOString() } }, 'test');
    await deliveryEvents(delivery);
    expect(await status()).toEqual(['Delivered']);
    expect(await supplierImportMarks.get({ assetUuid }, { consistent: true })).toBeNull();
  });
});
