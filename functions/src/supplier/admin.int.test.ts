import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { supplierGroups, suppliers } from '../lib/data/supplier.ts';
import { isSupplierToken } from '../lib/supplier/token.ts';

/*
 * Staff's edit of a supplier, its years and its form link through the gateway: each write read
 * back from storage, each refusal with its message and the supplier as it was, the client
 * refused every one.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const colour: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Colour', type: 'SELECT', options: [{ id: 'red', labelEn: 'Red', labelFr: null }, { id: 'blue', labelEn: 'Blue', labelFr: null }] };
const headcount: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Headcount', type: 'NUMERIC', unit: null };
let groupUuid: string;

beforeAll(async () => {
  world = await createStaffWorld(api);
  groupUuid = (await supplierGroups.create({ uuid: randomUUID(), assetUuid: world.assetUuid, name: 'Inks', intro: { en: null, fr: null }, footer: { en: null, fr: null }, questions: [colour, headcount] }, 'test')).uuid;
});

const stored = (uuid: string) => suppliers.get({ assetUuid: world.assetUuid, uuid }, { consistent: true });
const forbidden = 'You do not have access to this resource';
const stale = 'Someone else changed this in the meantime; reload and try again';

/** A refusal: its status and message (or key), and the supplier as it was. */
async function refuses(call: Promise<{ status: number; body: { error?: { message?: string; key?: string } } }>, status: number, expected: { message?: string; key?: string }, supplierUuid: string) {
  const before = await stored(supplierUuid);
  const answer = await call;
  const got = { status: answer.status, ...(expected.message ? { message: answer.body.error?.message } : {}), ...(expected.key ? { key: answer.body.error?.key } : {}) };
  expect(got).toEqual({ status, ...expected });
  expect(await stored(supplierUuid)).toEqual(before);
}

describe('supplier.edit', () => {
  it('changes name, client ids, language and group on the version read', async () => {
    const other = await createSupplierGroup(world.assetUuid, 'Carriers');
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024, { customAnswers: { [colour.uuid]: 'red' } }), yearData(2025, { questions: [] })] });
    const { supplier: answered } = await api.ok('supplier.edit', { uuid: supplier.uuid, expectedVersion: 1, name: ' Encres Martin ', clientId: 'F9', language: 'en', groupUuid: other.uuid }, world.analyst);
    expect(answered).toMatchObject({ name: 'Encres Martin', clientId: 'F9', language: 'en', groupUuid: other.uuid, version: 2 });
    // The year that asked the former group's questions keeps them; the one with its own keeps its own.
    expect((await stored(supplier.uuid))!.yearData.map((data) => data.questions)).toEqual([[colour, headcount], []]);
    await refuses(
      api.call('supplier.edit', { uuid: supplier.uuid, expectedVersion: 1, name: 'Stale', clientId: null, language: 'en', groupUuid: other.uuid }, world.analyst),
      409,
      { message: stale },
      supplier.uuid,
    );
  });

  it('refuses a blank name, another asset’s group and the client, writing nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const edit = { uuid: supplier.uuid, expectedVersion: 1, name: 'Dupont', clientId: null, language: 'fr' as const, groupUuid };
    await refuses(api.call('supplier.edit', { ...edit, name: '  ' }, world.analyst), 400, { key: 'validation.message.required' }, supplier.uuid);
    const theirs = await createSupplierGroup((await createAsset()).uuid);
    await refuses(api.call('supplier.edit', { ...edit, groupUuid: theirs.uuid }, world.analyst), 404, { message: 'Supplier group not found' }, supplier.uuid);
    await refuses(api.call('supplier.edit', edit, world.client), 403, { message: forbidden }, supplier.uuid);
  });
});

describe('supplier.year.add', () => {
  it('adds an open year asking a copy of the group’s questions, in year order', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2023), yearData(2025)] });
    const { supplier: answered } = await api.ok('supplier.year.add', { uuid: supplier.uuid, expectedVersion: 1, year: 2024 }, world.analyst);
    expect(answered.yearData.map((data: { year: number }) => data.year)).toEqual([2023, 2024, 2025]);
    expect(answered.yearData[1]).toMatchObject({ year: 2024, open: true, review: null, expenses: [], customAnswers: {}, questions: [colour, headcount] });
    expect((await stored(supplier.uuid))!.version).toBe(2);
  });

  it('refuses a year the supplier has, a year out of range, a 51st year, a stale version and the client', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024)] });
    await refuses(api.call('supplier.year.add', { uuid: supplier.uuid, expectedVersion: 1, year: 2024 }, world.analyst), 409, { message: 'This supplier already has data for 2024.' }, supplier.uuid);
    await refuses(api.call('supplier.year.add', { uuid: supplier.uuid, expectedVersion: 1, year: 1900 }, world.analyst), 400, { key: 'validation.message.invalidYear' }, supplier.uuid);
    await refuses(api.call('supplier.year.add', { uuid: supplier.uuid, expectedVersion: 2, year: 2025 }, world.analyst), 409, { message: stale }, supplier.uuid);
    await refuses(api.call('supplier.year.add', { uuid: supplier.uuid, expectedVersion: 1, year: 2025 }, world.client), 403, { message: forbidden }, supplier.uuid);
    const full = await createSupplier(world.assetUuid, groupUuid, { yearData: Array.from({ length: 50 }, (_, index) => yearData(2000 + index)) });
    await refuses(api.call('supplier.year.add', { uuid: full.uuid, expectedVersion: 1, year: 2060 }, world.analyst), 400, { message: 'A supplier keeps at most 50 years of data.' }, full.uuid);
  });
});

describe('supplier.year.update', () => {
  it('closes a year and sets its tags and SBTi status, leaving the other years', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024), yearData(2025)] });
    await api.ok('supplier.year.update', { uuid: supplier.uuid, expectedVersion: 1, year: 2025, open: false, tags: [' Region : Nord', 'Site:Lyon'], sbtiStatus: 'COMMITTED' }, world.analyst);
    const [first, second] = (await stored(supplier.uuid))!.yearData;
    expect(second).toMatchObject({ year: 2025, open: false, tags: { Region: 'Nord', Site: 'Lyon' }, sbtiStatus: 'COMMITTED' });
    expect(first).toMatchObject({ year: 2024, open: true, tags: {}, sbtiStatus: null });
  });

  it('refuses a year without data, a tag not `Key:Value`, a tag name twice and the client', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024)] });
    const update = { uuid: supplier.uuid, expectedVersion: 1, year: 2024, open: false, tags: [], sbtiStatus: null };
    await refuses(api.call('supplier.year.update', { ...update, year: 2020 }, world.analyst), 404, { message: 'This supplier has no data for the year 2020' }, supplier.uuid);
    await refuses(api.call('supplier.year.update', { ...update, tags: ['Site:Lyon', ':Nord'] }, world.analyst), 400, { message: 'tags.1: Tags must be in the format `Key:Value`' }, supplier.uuid);
    await refuses(api.call('supplier.year.update', { ...update, tags: ['Site:Lyon', 'Site:Paris'] }, world.analyst), 400, { message: 'tags.1: This tag name is given twice' }, supplier.uuid);
    await refuses(api.call('supplier.year.update', update, world.client), 403, { message: forbidden }, supplier.uuid);
  });
});

describe('supplier.year.editQuestions', () => {
  it('replaces a year’s questions; the public form and the supplier’s saves follow them', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024), yearData(2025)] });
    const remarks: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Remarks', type: 'TEXT' };
    await api.ok('supplier.year.editQuestions', { uuid: supplier.uuid, expectedVersion: 1, year: 2025, questions: [remarks] }, world.analyst);
    const record = (await stored(supplier.uuid))!;
    expect(record.yearData.map((data) => data.questions)).toEqual([null, [remarks]]);

    const { link } = await api.ok('supplier.link', { uuid: supplier.uuid }, world.analyst);
    const token = new URL(link).searchParams.get('token')!;
    const form = await api.ok('supplier.get.public', { supplierUuid: supplier.uuid, token });
    expect(form.years.map((year: { year: number; questions: SupplierQuestion[] }) => [year.year, year.questions.map((question) => question.labelEn)])).toEqual([
      [2024, ['Colour', 'Headcount']],
      [2025, ['Remarks']],
    ]);
    const answers = { sbtiStatus: null, products: [], economicIntensity: null, decarbonizationPlan: null, expensesAnswers: {} };
    const yearVersion = form.years[1].version;
    const saved = await api.ok('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2025, yearVersion, answers: { ...answers, customAnswers: { [remarks.uuid]: 'All good' } } });
    const notAsked = await api.call('supplier.selfUpdate', { supplierUuid: supplier.uuid, token, year: 2025, yearVersion: saved.years[1].version, answers: { ...answers, customAnswers: { [colour.uuid]: 'red' } } });
    expect({ status: notAsked.status, key: notAsked.body.error.issues[0].key }).toEqual({ status: 400, key: 'server.supplier.unknownQuestion' });
  });

  it('refuses to remove or retype a question the year has an answer to, writing nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024, { customAnswers: { [colour.uuid]: 'blue', [headcount.uuid]: null } })] });
    // The year asks its group's questions: the unanswered headcount may go, the answered colour may not.
    await refuses(api.call('supplier.year.editQuestions', { uuid: supplier.uuid, expectedVersion: 1, year: 2024, questions: [headcount] }, world.analyst), 400, { key: 'server.supplier.answeredQuestionRemoved' }, supplier.uuid);
    const withoutBlue = { ...colour, options: [colour.options[0]!] };
    await refuses(api.call('supplier.year.editQuestions', { uuid: supplier.uuid, expectedVersion: 1, year: 2024, questions: [withoutBlue] }, world.analyst), 400, { key: 'server.supplier.answeredOptionRemoved' }, supplier.uuid);
    await refuses(api.call('supplier.year.editQuestions', { uuid: supplier.uuid, expectedVersion: 1, year: 2024, questions: [colour] }, world.client), 403, { message: forbidden }, supplier.uuid);
    const relabelled = { ...colour, labelEn: 'Main colour' };
    const { supplier: answered } = await api.ok('supplier.year.editQuestions', { uuid: supplier.uuid, expectedVersion: 1, year: 2024, questions: [relabelled] }, world.analyst);
    expect(answered.yearData[0]!.questions).toEqual([relabelled]);
  });
});

describe('supplier.link', () => {
  it('answers the current link for staff only; a reset changes it', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const { link } = await api.ok('supplier.link', { uuid: supplier.uuid }, world.analyst);
    const url = new URL(link);
    expect(url.pathname).toBe(`/supplier-engagement-survey/${supplier.uuid}`);
    expect(isSupplierToken(supplier, url.searchParams.get('token')!)).toBe(true);
    expect((await api.ok('supplier.link', { uuid: supplier.uuid }, world.sales)).link).toBe(link);
    const client = await api.call('supplier.link', { uuid: supplier.uuid }, world.client);
    expect({ status: client.status, message: client.body.error.message }).toEqual({ status: 403, message: forbidden });

    await api.ok('supplier.resetToken', { uuid: supplier.uuid }, world.analyst);
    const { link: renewed } = await api.ok('supplier.link', { uuid: supplier.uuid }, world.analyst);
    expect(renewed).not.toBe(link);
    expect(isSupplierToken((await stored(supplier.uuid))!, new URL(renewed).searchParams.get('token')!)).toBe(true);
  });
});
