import { randomUUID } from 'node:crypto';
import { suppliers } from '@cairn/functions/data';
import { describe, expect, it } from 'vitest';
import { eventsFor, snsNotification, type CapturedMail } from './sesEvents.ts';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { readsSentMail, sentMailTo } from '../../../test/mail.ts';
import { createEmailTemplate, createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { handler as deliveryEvents } from '@cairn/events/ses/deliveryEvents';

/*
 * A supplier send's e-mails to SES's simulator addresses, their events made from the emulator's
 * mail store as the local stack makes them, fed through the delivery events handler: each
 * SentEmail takes the status its events give, whatever their order and repetitions.
 */

const api = useGateway();
const region = 'eu-west-3';

describe.skipIf(!readsSentMail())("a supplier e-mail's status", () => {
  it('follows the bounce, complaint and delivery events of the simulator addresses, in any order and repeated', async () => {
    const world = await createStaffWorld(api);
    const groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
    const templateUuid = (await createEmailTemplate(world.assetUuid)).uuid;
    const label = unique('status');
    const addresses = {
      bounce: `bounce+${label}@simulator.amazonses.com`,
      complaint: `complaint+${label}@simulator.amazonses.com`,
      success: `success+${label}@simulator.amazonses.com`,
    };
    const supplier = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: Object.values(addresses), yearData: [yearData(2025)] });
    const sendUuid = randomUUID();
    expect(await api.ok('supplier.sendEmail', { assetUuid: world.assetUuid, sendUuid, templateUuid, supplierUuids: [supplier.uuid] }, world.analyst)).toMatchObject({ sent: 3 });

    const mails = await sentMailTo(label);
    expect(mails).toHaveLength(3);
    const events = mails.flatMap((mail) => eventsFor(mail as unknown as CapturedMail, region, 'cairn-test'));
    // Every event twice, the second time in reverse order: the reducer must not care.
    for (const event of [...events, ...[...events].reverse()]) await deliveryEvents(snsNotification(event, region));

    const stored = await suppliers.get({ assetUuid: world.assetUuid, uuid: supplier.uuid }, { consistent: true });
    const statusOf = Object.fromEntries(stored!.sentEmails.map((email) => [email.email, email.status]));
    expect(statusOf).toEqual({ [addresses.bounce]: 'PermanentBounce', [addresses.complaint]: 'Complained', [addresses.success]: 'Delivered' });
  });
});
