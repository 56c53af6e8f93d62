import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { readsSentMail, sentMailTo } from '../../../test/mail.ts';
import { createEmailTemplate, createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { suppliers } from '../lib/data/supplier.ts';
import { supplierLinkToken } from '../lib/supplier/token.ts';

/*
 * `supplier.sendEmail` through the gateway, read back from the SES emulator's mail store: one
 * e-mail per eligible address, in the supplier's language, with its form link; the same send
 * again sends nothing; refusals send nothing.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let groupUuid: string;
let templateUuid: string;

beforeAll(async () => {
  world = await createStaffWorld(api);
  groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
  templateUuid = (await createEmailTemplate(world.assetUuid)).uuid;
});

const stored = (uuid: string) => suppliers.get({ assetUuid: world.assetUuid, uuid }, { consistent: true });

/** Three suppliers: one English with one address, one French with two, one without an open year. */
async function threeSuppliers() {
  const tag = unique('s');
  const english = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: [`${tag}-en@example.org`], yearData: [yearData(2025)] });
  const french = await createSupplier(world.assetUuid, groupUuid, {
    language: 'fr',
    emails: [`${tag}-fr1@example.org`, `${tag}-fr2@example.org`, `${tag}-FR1@example.org`],
    yearData: [yearData(2024, { open: false }), yearData(2025)],
  });
  const closed = await createSupplier(world.assetUuid, groupUuid, { language: 'en', emails: [`${tag}-closed@example.org`], yearData: [yearData(2025, { open: false })] });
  return { tag, english, french, closed };
}

describe.skipIf(!readsSentMail())('supplier.sendEmail', () => {
  it('sends one e-mail per eligible address with the link, records it, and sends nothing again for the same send', async () => {
    const { tag, english, french, closed } = await threeSuppliers();
    const sendUuid = randomUUID();
    const input = { assetUuid: world.assetUuid, sendUuid, templateUuid, supplierUuids: [english.uuid, french.uuid, closed.uuid] };
    expect(await api.ok('supplier.sendEmail', input, world.client)).toEqual({ sent: 3, alreadySent: 0, ineligible: 1 });

    const [englishMail, ...moreEnglish] = await sentMailTo(`${tag}-en@example.org`);
    const [firstFrench, ...moreFirst] = await sentMailTo(`${tag}-fr1@example.org`);
    const [secondFrench, ...moreSecond] = await sentMailTo(`${tag}-fr2@example.org`);
    expect([moreEnglish, moreFirst, moreSecond, await sentMailTo(`${tag}-closed@example.org`)]).toEqual([[], [], [], []]);
    expect(englishMail!.subject).toBe('Your carbon data for 2025');
    expect([firstFrench!.subject, secondFrench!.subject]).toEqual(['Vos données carbone 2025', 'Vos données carbone 2025']);
    const frenchLink = `/supplier-engagement-survey/${french.uuid}?token=${await supplierLinkToken(french.uuid, french.tokenSalt)}`;
    expect(firstFrench!.body.text).toContain(frenchLink);
    expect(englishMail!.body.text).toContain(`/supplier-engagement-survey/${english.uuid}?token=${await supplierLinkToken(english.uuid, english.tokenSalt)}`);
    expect(englishMail!.emailTags).toContainEqual({ Name: 'kind', Value: 'supplier' });

    const frenchRecord = await stored(french.uuid);
    expect(frenchRecord!.sentEmails).toEqual([
      { uuid: expect.any(String), sentAt: expect.any(String), templateName: 'Questionnaire 2025', email: `${tag}-fr1@example.org`, status: 'DontKnowYet', kind: 'AUTOMATIC', messageId: firstFrench!.messageId, campaignUuid: sendUuid },
      { uuid: expect.any(String), sentAt: expect.any(String), templateName: 'Questionnaire 2025', email: `${tag}-fr2@example.org`, status: 'DontKnowYet', kind: 'AUTOMATIC', messageId: secondFrench!.messageId, campaignUuid: sendUuid },
    ]);
    expect((await stored(closed.uuid))!.sentEmails).toEqual([]);

    // The same send again, by staff this time: nothing new is sent or recorded.
    expect(await api.ok('supplier.sendEmail', input, world.analyst)).toEqual({ sent: 0, alreadySent: 3, ineligible: 1 });
    expect((await sentMailTo(tag)).length).toBe(3);
    expect((await stored(french.uuid))!.sentEmails).toHaveLength(2);
    expect((await stored(english.uuid))!.sentEmails).toHaveLength(1);
  });

  it('sends the same send to each address once when two runs of it overlap', async () => {
    const { tag, english, french } = await threeSuppliers();
    const input = { assetUuid: world.assetUuid, sendUuid: randomUUID(), templateUuid, supplierUuids: [english.uuid, french.uuid] };
    const answers = await Promise.all([api.ok('supplier.sendEmail', input, world.client), api.ok('supplier.sendEmail', input, world.client)]);
    expect(answers.reduce((total, answer) => total + answer.sent, 0)).toBe(3);
    expect((await sentMailTo(tag)).length).toBe(3);
  });

  it("refuses another asset's template or supplier, and a send over its bound, sending nothing", async () => {
    const { tag, english } = await threeSuppliers();
    const other = await createAsset({ supplierEngagementOpen: true });
    const otherTemplate = await createEmailTemplate(other.uuid);
    const otherSupplier = await createSupplier(other.uuid, (await createSupplierGroup(other.uuid)).uuid, { emails: [`${tag}-other@example.org`], yearData: [yearData(2025)] });
    const base = { assetUuid: world.assetUuid, sendUuid: randomUUID(), templateUuid, supplierUuids: [english.uuid] };
    const wrongTemplate = await api.call('supplier.sendEmail', { ...base, templateUuid: otherTemplate.uuid }, world.analyst);
    expect({ status: wrongTemplate.status, message: wrongTemplate.body.error.message }).toEqual({ status: 404, message: 'E-mail template not found' });
    const wrongSupplier = await api.call('supplier.sendEmail', { ...base, supplierUuids: [english.uuid, otherSupplier.uuid] }, world.analyst);
    expect({ status: wrongSupplier.status, message: wrongSupplier.body.error.message }).toEqual({ status: 404, message: 'Supplier not found' });

    // 16 suppliers of 20 addresses each: 320 e-mails, over the 300 one send may write.
    const crowd = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        createSupplier(world.assetUuid, groupUuid, { emails: Array.from({ length: 20 }, (_, n) => `${tag}-crowd${index}-${n}@example.org`), yearData: [yearData(2025)] }),
      ),
    );
    const tooMany = await api.call('supplier.sendEmail', { ...base, supplierUuids: crowd.map((supplier) => supplier.uuid) }, world.analyst);
    expect({ status: tooMany.status, key: tooMany.body.error.key }).toEqual({ status: 400, key: 'server.supplier.tooManyEmails' });
    expect(await sentMailTo(tag)).toEqual([]);
  });
});
