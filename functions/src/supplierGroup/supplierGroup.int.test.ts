import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { supplierGroups, suppliers } from '../lib/data/supplier.ts';

/*
 * Staff's supplier groups through the gateway: each write read back from storage, each refusal
 * with its message and nothing written, the client refused every one.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const question = (labelEn: string): SupplierQuestion => ({ ...base, uuid: randomUUID(), labelEn, type: 'TEXT' });
const texts = { intro: { en: 'Tell us about your emissions', fr: 'Parlez-nous de vos émissions' }, footer: { en: 'Thank you', fr: null } };

const storedGroup = (assetUuid: string, uuid: string) => supplierGroups.get({ assetUuid, uuid }, { consistent: true });
const storedSupplier = (assetUuid: string, uuid: string) => suppliers.get({ assetUuid, uuid }, { consistent: true });
const forbidden = 'You do not have access to this resource';
const stale = 'Someone else changed this in the meantime; reload and try again';

describe('supplierGroup.create', () => {
  it('adds a group with its texts and questions and answers it with its version', async () => {
    const asked = [question('Main products'), { ...base, uuid: randomUUID(), labelEn: 'SBTi', type: 'SBTI_STATUS' as const }];
    const group = await api.ok('supplierGroup.create', { assetUuid: world.assetUuid, name: ' Carriers ', ...texts, questions: asked }, world.analyst);
    expect(group).toMatchObject({ assetUuid: world.assetUuid, name: 'Carriers', intro: texts.intro, footer: texts.footer, questions: asked, version: 1 });
    expect(await storedGroup(world.assetUuid, group.uuid)).toMatchObject({ name: 'Carriers', questions: asked, version: 1 });
    const page = await api.ok('supplierEngagement.get', { assetUuid: world.assetUuid, year: 2025 }, world.client);
    expect(page.groups.map((shown: { uuid: string }) => shown.uuid)).toContain(group.uuid);
  });

  it('refuses a blank name, a question given twice and the client, writing nothing', async () => {
    const before = await supplierGroups.query('ofAsset', { assetUuid: world.assetUuid }, { consistent: true });
    const blank = await api.call('supplierGroup.create', { assetUuid: world.assetUuid, name: '  ', ...texts, questions: [] }, world.analyst);
    expect({ status: blank.status, key: blank.body.error.key, path: blank.body.error.issues[0].path }).toEqual({ status: 400, key: 'validation.message.required', path: ['name'] });
    const repeated = question('Twice');
    const twice = await api.call('supplierGroup.create', { assetUuid: world.assetUuid, name: 'Twice', ...texts, questions: [repeated, repeated] }, world.analyst);
    expect({ status: twice.status, message: twice.body.error.issues[0].message, path: twice.body.error.issues[0].path }).toEqual({ status: 400, message: 'This id is given twice', path: ['questions', 1, 'uuid'] });
    const client = await api.call('supplierGroup.create', { assetUuid: world.assetUuid, name: 'Mine', ...texts, questions: [] }, world.client);
    expect({ status: client.status, message: client.body.error.message }).toEqual({ status: 403, message: forbidden });
    expect(await supplierGroups.query('ofAsset', { assetUuid: world.assetUuid }, { consistent: true })).toEqual(before);
  });
});

describe('supplierGroup.update', () => {
  it('renames on the version read; a stale version or a blank name writes nothing', async () => {
    const group = await createSupplierGroup(world.assetUuid, 'Packaging');
    const renamed = await api.ok('supplierGroup.update', { assetUuid: world.assetUuid, uuid: group.uuid, expectedVersion: 1, name: 'Cardboard', ...texts, questions: [] }, world.analyst);
    expect(renamed).toMatchObject({ uuid: group.uuid, name: 'Cardboard', intro: texts.intro, version: 2 });
    const staleAnswer = await api.call('supplierGroup.update', { assetUuid: world.assetUuid, uuid: group.uuid, expectedVersion: 1, name: 'Stale', ...texts, questions: [] }, world.analyst);
    expect({ status: staleAnswer.status, message: staleAnswer.body.error.message }).toEqual({ status: 409, message: stale });
    const blank = await api.call('supplierGroup.update', { assetUuid: world.assetUuid, uuid: group.uuid, expectedVersion: 2, name: ' ', ...texts, questions: [] }, world.analyst);
    expect({ status: blank.status, key: blank.body.error.key }).toEqual({ status: 400, key: 'validation.message.required' });
    const client = await api.call('supplierGroup.update', { assetUuid: world.assetUuid, uuid: group.uuid, expectedVersion: 2, name: 'Mine', ...texts, questions: [] }, world.client);
    expect(client.status).toBe(403);
    expect(await storedGroup(world.assetUuid, group.uuid)).toMatchObject({ name: 'Cardboard', version: 2 });
  });

  it('answers NOT_FOUND for another asset’s group named with this asset', async () => {
    const elsewhere = await createSupplierGroup((await createAsset()).uuid, 'Theirs');
    const answer = await api.call('supplierGroup.update', { assetUuid: world.assetUuid, uuid: elsewhere.uuid, expectedVersion: 1, name: 'Mine', ...texts, questions: [] }, world.analyst);
    expect({ status: answer.status, message: answer.body.error.message }).toEqual({ status: 404, message: 'Supplier group not found' });
    expect(await storedGroup(elsewhere.assetUuid, elsewhere.uuid)).toMatchObject({ name: 'Theirs', version: 1 });
  });

  it('gives its suppliers’ years that asked its questions a copy of them before the questions change', async () => {
    const colour = question('Colour');
    const group = await supplierGroups.create({ uuid: randomUUID(), assetUuid: world.assetUuid, name: 'Inks', ...texts, questions: [colour] }, 'test');
    const other = await createSupplierGroup(world.assetUuid, 'Other');
    const own = [question('Own question')];
    const member = await createSupplier(world.assetUuid, group.uuid, { yearData: [yearData(2024, { customAnswers: { [colour.uuid]: 'Blue' } }), yearData(2025, { questions: own })] });
    const outsider = await createSupplier(world.assetUuid, other.uuid, { yearData: [yearData(2024)] });

    // A new name alone changes no year.
    await api.ok('supplierGroup.update', { assetUuid: world.assetUuid, uuid: group.uuid, expectedVersion: 1, name: 'Inks and dyes', ...texts, questions: [colour] }, world.analyst);
    expect((await storedSupplier(world.assetUuid, member.uuid))!.version).toBe(1);

    const replacement = [question('Shade')];
    const updated = await api.ok('supplierGroup.update', { assetUuid: world.assetUuid, uuid: group.uuid, expectedVersion: 2, name: 'Inks and dyes', ...texts, questions: replacement }, world.analyst);
    expect(updated.questions).toEqual(replacement);
    const years = (await storedSupplier(world.assetUuid, member.uuid))!.yearData;
    expect(years.map((data) => data.questions)).toEqual([[colour], own]);
    expect(years[0]!.customAnswers).toEqual({ [colour.uuid]: 'Blue' });
    expect((await storedSupplier(world.assetUuid, outsider.uuid))!).toMatchObject({ version: 1, yearData: [{ questions: null }] });
  });
});

describe('supplierGroup.delete', () => {
  it('is refused while a supplier is in the group, then deletes it', async () => {
    const group = await createSupplierGroup(world.assetUuid, 'Short-lived');
    const member = await createSupplier(world.assetUuid, group.uuid);
    const inUse = await api.call('supplierGroup.delete', { assetUuid: world.assetUuid, uuid: group.uuid }, world.analyst);
    expect({ status: inUse.status, message: inUse.body.error.message, key: inUse.body.error.key }).toEqual({
      status: 409,
      message: '1 supplier is in this group: move it to another group before deleting the group.',
      key: 'server.supplierGroup.inUse',
    });
    const client = await api.call('supplierGroup.delete', { assetUuid: world.assetUuid, uuid: group.uuid }, world.client);
    expect(client.status).toBe(403);
    expect(await storedGroup(world.assetUuid, group.uuid)).not.toBeNull();

    await api.ok('supplier.delete', { uuid: member.uuid }, world.analyst);
    expect(await api.ok('supplierGroup.delete', { assetUuid: world.assetUuid, uuid: group.uuid }, world.analyst)).toEqual({ uuid: group.uuid });
    expect(await storedGroup(world.assetUuid, group.uuid)).toBeNull();
    const again = await api.call('supplierGroup.delete', { assetUuid: world.assetUuid, uuid: group.uuid }, world.analyst);
    expect({ status: again.status, message: again.body.error.message }).toEqual({ status: 404, message: 'Supplier group not found' });
  });
});
