import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import type { SupplierSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';
import { createEmailTemplate, createSupplier, createSupplierGroup, expense, yearData } from '../../../test/suppliers.ts';
import { files } from '@cairn/shared/constants';
import { dynamo } from '../lib/aws/clients.ts';
import { getObject, uploadKey } from '../lib/aws/objects.ts';
import { assets } from '../lib/data/asset.ts';
import { emailEvents } from '../lib/data/emailEvent.ts';
import { storedFiles } from '../lib/data/storedFile.ts';
import * as throttle from '../lib/data/throttle.ts';
import { supplierGroups, suppliers } from '../lib/data/supplier.ts';
import { rateLimitWindow } from '../lib/http/procedure.ts';
import { applySupplierEmailEvents } from '../lib/supplier/emailStatus.ts';
import { supplierLinkToken } from '../lib/supplier/token.ts';

/*
 * A supplier's own form through the gateway, as the holder of its link calls it, anonymous and
 * from an address of its own (the gateway trusts X-Forwarded-For here, so the per-address limit
 * is tested where it is meant). Every refusal leaves the supplier as it was.
 */

const api = useGateway({ trustProxy: true });
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let groupUuid: string;

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const colour: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Colour', type: 'SELECT', options: [{ id: 'red', labelEn: 'Red', labelFr: null }, { id: 'blue', labelEn: 'Blue', labelFr: null }] };
const headcount: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Headcount', type: 'NUMERIC', unit: null };
const questions: SupplierQuestion[] = [colour, headcount, { ...base, uuid: randomUUID(), labelEn: 'SBTi', type: 'SBTI_STATUS' }, { ...base, uuid: randomUUID(), labelEn: 'Purchases', type: 'EXPENSES_TABLE' }];

beforeAll(async () => {
  world = await createStaffWorld(api);
  const group = await createSupplierGroup(world.assetUuid);
  await supplierGroups.update({ assetUuid: world.assetUuid, uuid: group.uuid }, { questions, intro: { en: 'Tell us', fr: 'Dites-nous' } }, 'test');
  groupUuid = group.uuid;
});

const address = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Calls a public procedure anonymously from an address: the form's read as a GET, its save as a POST. */
async function post(
  name: 'supplier.get.public' | 'supplier.selfUpdate' | 'supplier.prepareUpload' | 'supplier.download.public',
  input: unknown,
  from = address(),
): Promise<{ status: number; body: WireJson }> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': from };
  const response =
    name === 'supplier.get.public' || name === 'supplier.download.public'
      ? await fetch(`${api.url}/api/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await fetch(`${api.url}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(input) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const stored = (assetUuid: string, uuid: string) => suppliers.get({ assetUuid, uuid }, { consistent: true });
const tokenOf = async (supplier: { uuid: string; tokenSalt: string }) => supplierLinkToken(supplier.uuid, supplier.tokenSalt);

/** A supplier with an open 2024 (one purchase) and a closed 2023, and staff's notes and tags the form must not show. */
async function supplierWithYears() {
  const cardboard = expense('Cardboard', 12_000, { tags: { Site: 'Lyon' } });
  const supplier = await createSupplier(world.assetUuid, groupUuid, {
    notes: 'Staff only note',
    yearData: [yearData(2024, { open: true, expenses: [cardboard], tags: { Region: 'Nord' } }), yearData(2023, { open: false })],
  });
  return { supplier, cardboard, token: await tokenOf(supplier) };
}

const nothing: SupplierSelfAnswers = { sbtiStatus: null, products: [], economicIntensity: null, decarbonizationPlan: null, expensesAnswers: {}, customAnswers: {} };

/** A well-formed year version no form shows (a fingerprint of nothing the tests store). */
const anyVersion = '0123456789abcdef';
const staleMessage = 'Someone else changed this in the meantime; reload and try again';

/** Each year's version as the supplier's form reads it, by year. */
async function versionsOf(supplierUuid: string, token: string): Promise<Record<number, string>> {
  const read = await post('supplier.get.public', { supplierUuid, token });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return Object.fromEntries(read.body.result.data.years.map((data: { year: number; version: string }) => [data.year, data.version]));
}

describe('supplier.get.public', () => {
  it('reads its own form: name, language, group texts and questions, years with their purchases, and nothing private', async () => {
    const { supplier, cardboard, token } = await supplierWithYears();
    const answer = await post('supplier.get.public', { supplierUuid: supplier.uuid, token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const form = answer.body.result.data;
    const asset = await assets.get({ uuid: world.assetUuid });
    expect(form).toMatchObject({ uuid: supplier.uuid, name: 'Cartonnages Dupont', assetName: asset!.name, language: 'fr', group: { intro: { en: 'Tell us', fr: 'Dites-nous' }, questions } });
    expect(form.years.map((data: { year: number; open: boolean }) => [data.year, data.open])).toEqual([
      [2023, false],
      [2024, true],
    ]);
    expect(form.years[1].expenses).toEqual([{ uuid: cardboard.uuid, name: 'Cardboard', amount: 12_000, opex: true, supplierAnswer: null }]);
    // Each year has the version of what its form shows, which its save names.
    expect(form.years.map((data: { version: string }) => data.version)).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/), expect.stringMatching(/^[0-9a-f]{16}$/)]);
    expect(JSON.stringify(form)).not.toMatch(/Staff only note|Lyon|Nord|tokenHash|tokenSalt|emails|sentEmails|commentFromClient/);
  });

  it("answers NOT_FOUND alike for another supplier's uuid with this token, a wrong token and an unknown supplier", async () => {
    const { supplier, token } = await supplierWithYears();
    const other = await createSupplier(world.assetUuid, groupUuid);
    const answers = await Promise.all([
      post('supplier.get.public', { supplierUuid: other.uuid, token }),
      post('supplier.get.public', { supplierUuid: supplier.uuid, token: `${token}x` }),
      post('supplier.get.public', { supplierUuid: randomUUID(), token }),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.error.message])).toEqual(Array.from({ length: 3 }, () => [404, 'Supplier not found']));
  });

  it('refuses the old link once staff reset the token, and opens the form with the new one', async () => {
    const { supplier, token } = await supplierWithYears();
    await api.ok('supplier.resetToken', { uuid: supplier.uuid }, world.analyst);
    const old = await post('supplier.get.public', { supplierUuid: supplier.uuid, token });
    expect(old.status).toBe(404);
    const renewed = await tokenOf((await stored(world.assetUuid, supplier.uuid))!);
    expect((await post('supplier.get.public', { supplierUuid: supplier.uuid, token: renewed })).status).toBe(200);
    const saved = await post('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2024, yearVersion: anyVersion, answers: nothing });
    expect(saved.status).toBe(404);
  });

  it('answers TOO_MANY_REQUESTS past the limit of an address guessing tokens, and only for that address', async () => {
    const { supplier, token } = await supplierWithYears();
    const limit = { perAddress: 60, windowSeconds: 60 };
    const windowOf = () => Math.floor(Date.now() / 1000 / limit.windowSeconds);
    for (let run = 0; run < 3; run += 1) {
      const noisy = address();
      const started = windowOf();
      // The address has already sent all but three of its requests (reserved as the pipeline does).
      const window = rateLimitWindow('supplier.get.public', noisy, limit.windowSeconds);
      await Promise.all(Array.from({ length: limit.perAddress - 3 }, () => throttle.reserve(window, limit.perAddress)));
      const statuses = await Promise.all(Array.from({ length: 6 }, (_, index) => post('supplier.get.public', { supplierUuid: supplier.uuid, token: `guess${index}` }, noisy).then((sent) => sent.status)));
      if (windowOf() !== started) continue;
      expect({ missing: statuses.filter((status) => status === 404).length, refused: statuses.filter((status) => status === 429).length }).toEqual({ missing: 3, refused: 3 });
      // Past the limit even the right token is refused from that address; another address reads the form.
      expect((await post('supplier.get.public', { supplierUuid: supplier.uuid, token }, noisy)).status).toBe(429);
      expect((await post('supplier.get.public', { supplierUuid: supplier.uuid, token })).status).toBe(200);
      return;
    }
    throw new Error('Three runs straddled a window each: the machine is too slow for this check');
  });
});

describe('supplier.selfUpdate', () => {
  it('saves an open year, read back by staff with lastSupplierUpdate set', async () => {
    const { supplier, cardboard, token } = await supplierWithYears();
    const answers: SupplierSelfAnswers = {
      ...nothing,
      sbtiStatus: 'COMMITTED',
      expensesAnswers: { [cardboard.uuid]: { value: 3.5, unit: 'tCO2e', dataType: 'BUSINESS_UNIT_CARBON_INTENSITY', year: 2024, comment: 'From our report' } },
      customAnswers: { [colour.uuid]: 'blue', [headcount.uuid]: 42 },
    };
    const versions = await versionsOf(supplier.uuid, token);
    const saved = await post('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2024, yearVersion: versions[2024], answers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The saved year's form shows new answers, so it has a new version; the other year keeps its own.
    const [closed, open] = saved.body.result.data.years;
    expect({ closed: closed.version, changed: open.version !== versions[2024] }).toEqual({ closed: versions[2023], changed: true });
    const read = await api.ok('supplier.get', { uuid: supplier.uuid }, world.analyst);
    expect(read.lastSupplierUpdate).toEqual(expect.any(String));
    const year = read.yearData.find((data: { year: number }) => data.year === 2024);
    expect(year).toMatchObject({ sbtiStatus: 'COMMITTED', tags: { Region: 'Nord' }, customAnswers: { [colour.uuid]: 'blue', [headcount.uuid]: 42 } });
    expect(year.expenses[0]).toMatchObject({ tags: { Site: 'Lyon' }, supplierAnswer: answers.expensesAnswers[cardboard.uuid] });
    expect((await stored(world.assetUuid, supplier.uuid))!.updatedBy).toBe(`supplier:${supplier.uuid}`);
  });

  it("refuses a closed year with 'This form is currently closed.' and a year it has no data for, writing nothing", async () => {
    const { supplier, token } = await supplierWithYears();
    const before = await stored(world.assetUuid, supplier.uuid);
    const read = await versionsOf(supplier.uuid, token);
    const closed = await post('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2023, yearVersion: read[2023], answers: { ...nothing, sbtiStatus: 'NONE' } });
    expect({ status: closed.status, message: closed.body.error.message, key: closed.body.error.key }).toEqual({ status: 409, message: 'This form is currently closed.', key: 'server.supplier.formClosed' });
    const absent = await post('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2020, yearVersion: anyVersion, answers: nothing });
    expect(absent.status).toBe(404);
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(before);
  });

  it('refuses answers that do not fit the questions, out of bounds, or on a stale or malformed version, writing nothing', async () => {
    const { supplier, token } = await supplierWithYears();
    const before = await stored(world.assetUuid, supplier.uuid);
    const read = await versionsOf(supplier.uuid, token);
    const call = (answers: unknown, yearVersion: unknown = read[2024]) => post('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2024, yearVersion, answers });
    const option = await call({ ...nothing, customAnswers: { [colour.uuid]: 'green' } });
    expect({ status: option.status, key: option.body.error.issues[0].key, path: option.body.error.issues[0].path }).toEqual({ status: 400, key: 'server.supplier.unknownOption', path: ['answers', 'customAnswers', colour.uuid] });
    const numeric = await call({ ...nothing, customAnswers: { [headcount.uuid]: 'many' } });
    expect({ status: numeric.status, key: numeric.body.error.issues[0].key }).toEqual({ status: 400, key: 'server.supplier.answerDoesNotFit' });
    const notAsked = await call({ ...nothing, economicIntensity: { value: 10, currency: 'EURO' } });
    expect({ status: notAsked.status, key: notAsked.body.error.issues[0].key }).toEqual({ status: 400, key: 'server.supplier.notAsked' });
    const unknownPurchase = await call({ ...nothing, expensesAnswers: { [randomUUID()]: { value: 1, unit: null, dataType: null, year: null, comment: null } } });
    expect({ status: unknownPurchase.status, key: unknownPurchase.body.error.issues[0].key }).toEqual({ status: 400, key: 'server.supplier.unknownExpense' });
    const tooLong = await call({ ...nothing, customAnswers: { [colour.uuid]: 'x'.repeat(5_001) } });
    expect(tooLong.status).toBe(400);
    const stale = await call(nothing, anyVersion);
    expect({ status: stale.status, message: stale.body.error.message }).toEqual({ status: 409, message: staleMessage });
    const malformed = await Promise.all([call(nothing, 7), call(nothing, 'v1'), call(nothing, 'A'.repeat(16))]);
    expect(malformed.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(before);
  });
});

describe("supplier.selfUpdate on its year's version", () => {
  let templateUuid: string;
  beforeAll(async () => {
    templateUuid = (await createEmailTemplate(world.assetUuid)).uuid;
  });

  /** A supplier with two open years (2024 with a purchase) and an address of its own. */
  async function supplierWithTwoOpenYears() {
    const address = `${unique('form')}@example.org`;
    const supplier = await createSupplier(world.assetUuid, groupUuid, { emails: [address], yearData: [yearData(2024, { expenses: [expense('Cardboard', 12_000)] }), yearData(2025)] });
    return { supplier, address, token: await tokenOf(supplier) };
  }
  const saveYear = (supplierUuid: string, token: string, year: number, yearVersion: string, answers: SupplierSelfAnswers) =>
    post('supplier.selfUpdate', { supplierUuid, token, year, yearVersion, answers });
  const versionOf = async (uuid: string) => (await stored(world.assetUuid, uuid))!.version;

  it('saves over a delivery status, a sent e-mail and staff notes written since the read, and keeps all of them', async () => {
    const { supplier, address, token } = await supplierWithTwoOpenYears();
    const read = await versionsOf(supplier.uuid, token);

    // The client sends the supplier an e-mail (recorded on the supplier), SES reports it delivered, staff write notes.
    expect(await api.ok('supplier.sendEmail', { assetUuid: world.assetUuid, sendUuid: randomUUID(), templateUuid, supplierUuids: [supplier.uuid] }, world.client)).toMatchObject({ sent: 1 });
    const [sent] = (await stored(world.assetUuid, supplier.uuid))!.sentEmails;
    await emailEvents.create({ messageId: sent!.messageId!, recipient: address, at: new Date().toISOString(), eventType: 'Delivery', status: 'Delivered', detail: null }, 'system:ses');
    expect(await applySupplierEmailEvents(sent!.messageId!)).toEqual({ status: 'Delivered', assetUuid: world.assetUuid });
    await api.ok('supplier.editNotes', { uuid: supplier.uuid, notes: 'Called them on Monday', expectedVersion: await versionOf(supplier.uuid) }, world.analyst);
    const before = await versionOf(supplier.uuid);
    expect(before).toBeGreaterThanOrEqual(4);

    const saved = await saveYear(supplier.uuid, token, 2024, read[2024]!, { ...nothing, sbtiStatus: 'COMMITTED' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await stored(world.assetUuid, supplier.uuid))!;
    expect({
      version: after.version,
      notes: after.notes,
      sentEmails: after.sentEmails.map((email) => [email.uuid, email.status]),
      sbti: after.yearData.map((data) => [data.year, data.sbtiStatus]),
    }).toEqual({ version: before + 1, notes: 'Called them on Monday', sentEmails: [[sent!.uuid, 'Delivered']], sbti: [[2024, 'COMMITTED'], [2025, null]] });
    expect(after.lastSupplierUpdate).toEqual(expect.any(String));
  });

  it('reads the supplier again and still lands when a delivery status is written between its own read and write', async () => {
    const { supplier, address, token } = await supplierWithTwoOpenYears();
    const read = await versionsOf(supplier.uuid, token);
    await api.ok('supplier.sendEmail', { assetUuid: world.assetUuid, sendUuid: randomUUID(), templateUuid, supplierUuids: [supplier.uuid] }, world.client);
    const [sent] = (await stored(world.assetUuid, supplier.uuid))!.sentEmails;
    await emailEvents.create({ messageId: sent!.messageId!, recipient: address, at: new Date().toISOString(), eventType: 'Bounce', status: 'PermanentBounce', detail: null }, 'system:ses');
    const before = await versionOf(supplier.uuid);
    // The status is written just before the save's own write of the supplier reaches the table, so that write finds the item moved.
    const step = 'write-between-read-and-write';
    let interleaved = false;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        if (!interleaved && ['PutItemCommand', 'TransactWriteItemsCommand'].includes(context.commandName ?? '') && JSON.stringify(args.input).includes(`SUPPLIER#${supplier.uuid}`)) {
          interleaved = true;
          await applySupplierEmailEvents(sent!.messageId!);
        }
        return next(args);
      },
      { step: 'initialize', name: step },
    );
    try {
      const saved = await saveYear(supplier.uuid, token, 2025, read[2025]!, { ...nothing, sbtiStatus: 'NONE' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    } finally {
      dynamo().middlewareStack.remove(step);
    }
    const after = (await stored(world.assetUuid, supplier.uuid))!;
    expect({ interleaved, version: after.version, status: after.sentEmails[0]!.status, sbti: after.yearData[1]!.sbtiStatus }).toEqual({
      interleaved: true,
      version: before + 2,
      status: 'PermanentBounce',
      sbti: 'NONE',
    });
  });

  it('answers CONFLICT to a second save of a year on the version the first one changed, not to a save of another year', async () => {
    const { supplier, token } = await supplierWithTwoOpenYears();
    const read = await versionsOf(supplier.uuid, token);
    expect((await saveYear(supplier.uuid, token, 2024, read[2024]!, { ...nothing, sbtiStatus: 'COMMITTED' })).status).toBe(200);
    const afterFirst = await stored(world.assetUuid, supplier.uuid);

    // Another tab still on the first read: its 2024 is stale, nothing is written.
    const second = await saveYear(supplier.uuid, token, 2024, read[2024]!, { ...nothing, sbtiStatus: 'NONE' });
    expect({ status: second.status, message: second.body.error.message }).toEqual({ status: 409, message: staleMessage });
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(afterFirst);

    // Its 2025 is not: the first save did not change what 2025's form shows.
    const other = await saveYear(supplier.uuid, token, 2025, read[2025]!, { ...nothing, sbtiStatus: 'TARGETS_SET' });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect((await stored(world.assetUuid, supplier.uuid))!.yearData.map((data) => [data.year, data.sbtiStatus])).toEqual([
      [2024, 'COMMITTED'],
      [2025, 'TARGETS_SET'],
    ]);
  });

  it("answers CONFLICT when staff change the year's questions or close it between the read and the save, writing nothing", async () => {
    const { supplier, token } = await supplierWithTwoOpenYears();
    const read = await versionsOf(supplier.uuid, token);
    const remarks: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Remarks', type: 'TEXT' };
    await api.ok('supplier.year.editQuestions', { uuid: supplier.uuid, expectedVersion: await versionOf(supplier.uuid), year: 2024, questions: [...questions, remarks] }, world.analyst);
    await api.ok('supplier.year.update', { uuid: supplier.uuid, expectedVersion: await versionOf(supplier.uuid), year: 2025, open: false, tags: [], sbtiStatus: null }, world.analyst);
    const before = await stored(world.assetUuid, supplier.uuid);

    const asked = await saveYear(supplier.uuid, token, 2024, read[2024]!, { ...nothing, sbtiStatus: 'COMMITTED' });
    expect({ status: asked.status, message: asked.body.error.message }).toEqual({ status: 409, message: staleMessage });
    const closed = await saveYear(supplier.uuid, token, 2025, read[2025]!, { ...nothing, sbtiStatus: 'COMMITTED' });
    expect({ status: closed.status, key: closed.body.error.key }).toEqual({ status: 409, key: 'server.supplier.formClosed' });
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(before);

    // Read again, the form shows the new question and saves.
    const again = await versionsOf(supplier.uuid, token);
    expect(again[2024]).not.toBe(read[2024]);
    expect((await saveYear(supplier.uuid, token, 2024, again[2024]!, { ...nothing, customAnswers: { [remarks.uuid]: 'All good' } })).status).toBe(200);
  });
});

describe('supplier files from the form', () => {
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const intensity: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Carbon intensity', type: 'CARBON_INTENSITY' };
  const plan: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Plan', type: 'DECARBONIZATION_PLAN' };
  let filesGroupUuid: string;

  beforeAll(async () => {
    const group = await createSupplierGroup(world.assetUuid);
    await supplierGroups.update({ assetUuid: world.assetUuid, uuid: group.uuid }, { questions: [intensity, plan] }, 'test');
    filesGroupUuid = group.uuid;
  });

  async function supplierForFiles(open = true) {
    const supplier = await createSupplier(world.assetUuid, filesGroupUuid, { yearData: [yearData(2025, { open })] });
    return { supplier, token: await tokenOf(supplier) };
  }

  /** Asks for a link as the supplier and sends the bytes to it, as its browser does; answers the upload uuid. */
  async function upload(supplierUuid: string, token: string, bytes: Buffer, name = 'intensity.pdf') {
    const ticket = await post('supplier.prepareUpload', { supplierUuid, token, name, contentType: 'application/pdf', size: bytes.length });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    const { uploadUuid, url, headers } = ticket.body.result.data;
    expect((await fetch(url, { method: 'PUT', headers, body: bytes })).status).toBe(200);
    return uploadUuid as string;
  }

  const save = async (supplierUuid: string, token: string, fileActions: SupplierSelfAnswers['files'], yearVersion?: string) =>
    post('supplier.selfUpdate', {
      supplierUuid,
      token,
      year: 2025,
      yearVersion: yearVersion ?? (await versionsOf(supplierUuid, token))[2025],
      answers: { ...nothing, economicIntensity: { value: 120, currency: 'EURO' }, files: fileActions },
    });

  it('keeps an uploaded file in the year, lets the supplier download it back with its token only, and deletes it on request', async () => {
    const { supplier, token } = await supplierForFiles();
    const uploadUuid = await upload(supplier.uuid, token, pdf);
    const saved = await save(supplier.uuid, token, { economicIntensityFiles: [{ action: 'CREATE', uuid: uploadUuid, name: 'intensity.pdf' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [kept] = saved.body.result.data.years[0].economicIntensityFiles;
    expect(kept).toEqual({ uuid: expect.any(String), name: 'intensity.pdf' });
    expect(await storedFiles.get({ uuid: kept.uuid })).toMatchObject({ assetUuid: world.assetUuid, contentType: 'application/pdf', sizeBytes: pdf.length });
    // Staff read it in the year data too.
    const read = await api.ok('supplier.get', { uuid: supplier.uuid }, world.analyst);
    expect(read.yearData[0].economicIntensityFiles).toEqual([kept]);

    const link = await post('supplier.download.public', { supplierUuid: supplier.uuid, token, fileUuid: kept.uuid });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(await linkedBytes(link.body.result.data)).toEqual(pdf);
    // Without the token, or naming a file its form does not list, nothing.
    const other = await supplierForFiles();
    const refused = await Promise.all([
      post('supplier.download.public', { supplierUuid: supplier.uuid, token: `${token}x`, fileUuid: kept.uuid }),
      post('supplier.download.public', { supplierUuid: other.supplier.uuid, token: other.token, fileUuid: kept.uuid }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([404, 404]);

    const deleted = await save(supplier.uuid, token, { economicIntensityFiles: [{ action: 'DELETE', uuid: kept.uuid, name: kept.name }] }, saved.body.result.data.years[0].version);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result.data.years[0].economicIntensityFiles).toEqual([]);
    expect(await storedFiles.get({ uuid: kept.uuid })).toBeNull();
  });

  it('refuses an upload with a wrong token, or a form with no open year, and a file over 40 MB', async () => {
    const { supplier, token } = await supplierForFiles();
    const declare = (input: Record<string, unknown>) => post('supplier.prepareUpload', { supplierUuid: supplier.uuid, token, name: 'a.pdf', contentType: 'application/pdf', size: 10, ...input });
    expect((await declare({ token: `${token}x` })).status).toBe(404);
    const huge = await declare({ name: 'huge.pdf', size: 41 * 1024 * 1024 });
    expect({ status: huge.status, size: 41 * 1024 * 1024 > files.supplierMaxBytes }).toEqual({ status: 400, size: true });
    const closed = await supplierForFiles(false);
    const refused = await post('supplier.prepareUpload', { supplierUuid: closed.supplier.uuid, token: closed.token, name: 'a.pdf', contentType: 'application/pdf', size: 10 });
    expect({ status: refused.status, key: refused.body.error.key }).toEqual({ status: 409, key: 'server.supplier.formClosed' });
  });

  it('refuses a file whose bytes are not its type, and an upload it was not given, writing nothing', async () => {
    const { supplier, token } = await supplierForFiles();
    const before = await stored(world.assetUuid, supplier.uuid);
    const executable = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this program cannot be run in DOS mode');
    const fake = await upload(supplier.uuid, token, executable, 'plan.pdf');
    const mismatch = await save(supplier.uuid, token, { economicIntensityFiles: [{ action: 'CREATE', uuid: fake, name: 'plan.pdf' }] });
    expect({ status: mismatch.status, issue: mismatch.body.error.issues[0] }).toMatchObject({
      status: 400,
      issue: { path: ['answers', 'files', 'economicIntensityFiles', 0], message: 'The content of file "plan.pdf" does not match its type' },
    });
    expect(await getObject(uploadKey(`supplier-${supplier.uuid}`, fake))).toBeNull();
    // Another supplier's upload is not this one's to take.
    const other = await supplierForFiles();
    const theirs = await upload(other.supplier.uuid, other.token, pdf);
    const stolen = await save(supplier.uuid, token, { economicIntensityFiles: [{ action: 'CREATE', uuid: theirs, name: 'theirs.pdf' }] });
    expect({ status: stolen.status, key: stolen.body.error.issues[0].key }).toEqual({ status: 400, key: 'server.supplier.fileMissing' });
    expect(await stored(world.assetUuid, supplier.uuid)).toEqual(before);
  });
});
