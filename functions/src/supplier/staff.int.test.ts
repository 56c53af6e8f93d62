import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, expense, yearData } from '../../../test/suppliers.ts';
import { supplierItemBudgetBytes, SupplierRecord, suppliers } from '../lib/data/supplier.ts';
import { isSupplierToken, supplierLinkToken } from '../lib/supplier/token.ts';

/*
 * Staff's supplier writes through the gateway: each happy path read back from storage, each
 * refusal with its message and nothing written, and the client refused every one of them.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let groupUuid: string;

beforeAll(async () => {
  world = await createStaffWorld(api);
  groupUuid = (await createSupplierGroup(world.assetUuid)).uuid;
});

const stored = (uuid: string) => suppliers.query('byUuid', { uuid }).then(async ([found]) => (found ? suppliers.get({ assetUuid: found.assetUuid, uuid }, { consistent: true }) : null));

/** A refusal: its status and message, and the supplier as it was. */
async function refuses(call: Promise<{ status: number; body: { error?: { message?: string } } }>, status: number, message: string, supplierUuid?: string) {
  const before = supplierUuid ? await stored(supplierUuid) : null;
  const answer = await call;
  expect({ status: answer.status, message: answer.body.error?.message }).toEqual({ status, message });
  if (supplierUuid) expect(await stored(supplierUuid)).toEqual(before);
}

const newSupplier = { name: 'Imprimerie Martin', language: 'fr' as const, clientId: 'F001;F002', emails: ['contact@martin.example', ' devis@martin.example '] };

describe('supplier.add', () => {
  it('adds a supplier with its token stored only as a hash, and answers its uuid', async () => {
    const { uuid } = await api.ok('supplier.add', { assetUuid: world.assetUuid, groupUuid, ...newSupplier }, world.analyst);
    const record = await stored(uuid);
    expect(record).toMatchObject({ uuid, assetUuid: world.assetUuid, groupUuid, name: 'Imprimerie Martin', clientId: 'F001;F002', language: 'fr', emails: ['contact@martin.example', 'devis@martin.example'], yearData: [], sentEmails: [], version: 1 });
    expect(record).not.toHaveProperty('token');
    expect(isSupplierToken(record!, await supplierLinkToken(uuid, record!.tokenSalt))).toBe(true);
    expect((await api.ok('supplier.get', { uuid }, world.client)).name).toBe('Imprimerie Martin');
  });

  it('refuses an invalid e-mail, a missing name or language, and another asset’s group, writing nothing', async () => {
    const before = await suppliers.query('ofAsset', { assetUuid: world.assetUuid }, { consistent: true });
    const invalid = await api.call('supplier.add', { assetUuid: world.assetUuid, groupUuid, ...newSupplier, emails: ['contact@martin.example', 'not an address'] }, world.analyst);
    expect({ status: invalid.status, message: invalid.body.error.message, path: invalid.body.error.issues[0].path }).toEqual({ status: 400, message: 'emails.1: Invalid email', path: ['emails', 1] });
    const blank = await api.call('supplier.add', { assetUuid: world.assetUuid, groupUuid, ...newSupplier, name: '  ' }, world.analyst);
    expect({ status: blank.status, key: blank.body.error.key }).toEqual({ status: 400, key: 'validation.message.required' });
    const noLanguage = await api.call('supplier.add', { assetUuid: world.assetUuid, groupUuid, ...newSupplier, language: undefined as never }, world.analyst);
    expect(noLanguage.status).toBe(400);
    const elsewhere = (await createSupplierGroup((await createAsset()).uuid)).uuid;
    await refuses(api.call('supplier.add', { assetUuid: world.assetUuid, groupUuid: elsewhere, ...newSupplier }, world.analyst), 404, 'Supplier group not found');
    expect(await suppliers.query('ofAsset', { assetUuid: world.assetUuid }, { consistent: true })).toEqual(before);
  });

  it('refuses the client', async () => {
    const answer = await api.call('supplier.add', { assetUuid: world.assetUuid, groupUuid, ...newSupplier }, world.client);
    expect(answer.status).toBe(403);
  });
});

describe('supplier.delete and supplier.resetToken', () => {
  it('resets the token: a new hash, the old token no longer matches', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const oldToken = await supplierLinkToken(supplier.uuid, supplier.tokenSalt);
    const { supplier: answered } = await api.ok('supplier.resetToken', { uuid: supplier.uuid }, world.analyst);
    expect(answered).toMatchObject({ uuid: supplier.uuid, version: 2 });
    expect(answered).not.toHaveProperty('tokenHash');
    const record = (await stored(supplier.uuid))!;
    expect(record.tokenHash).not.toBe(supplier.tokenHash);
    expect(isSupplierToken(record, oldToken)).toBe(false);
    expect(isSupplierToken(record, await supplierLinkToken(supplier.uuid, record.tokenSalt))).toBe(true);
    await refuses(api.call('supplier.resetToken', { uuid: supplier.uuid }, world.client), 403, 'You do not have access to this resource', supplier.uuid);
  });

  it('deletes a supplier; the client may not, and an unknown one is missing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    await refuses(api.call('supplier.delete', { uuid: supplier.uuid }, world.client), 403, 'You do not have access to this resource', supplier.uuid);
    expect(await api.ok('supplier.delete', { uuid: supplier.uuid }, world.analyst)).toEqual({ uuid: supplier.uuid });
    expect(await stored(supplier.uuid)).toBeNull();
    await refuses(api.call('supplier.delete', { uuid: supplier.uuid }, world.analyst), 404, 'Supplier not found');
  });
});

describe('supplier.editNotes and supplier.reviewData', () => {
  it('replaces the notes on the version read; a stale version is a conflict that writes nothing', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const { supplier: answered } = await api.ok('supplier.editNotes', { uuid: supplier.uuid, notes: 'Call before March', expectedVersion: 1 }, world.analyst);
    expect(answered).toMatchObject({ notes: 'Call before March', version: 2 });
    expect(await stored(supplier.uuid)).toMatchObject({ notes: 'Call before March', version: 2 });
    await refuses(api.call('supplier.editNotes', { uuid: supplier.uuid, notes: 'Stale', expectedVersion: 1 }, world.analyst), 409, 'Someone else changed this in the meantime; reload and try again', supplier.uuid);
    await refuses(api.call('supplier.editNotes', { uuid: supplier.uuid, notes: 'x'.repeat(5_001), expectedVersion: 2 }, world.analyst), 400, 'notes: Too long', supplier.uuid);
    await refuses(api.call('supplier.editNotes', { uuid: supplier.uuid, notes: 'Mine', expectedVersion: 2 }, world.client), 403, 'You do not have access to this resource', supplier.uuid);
  });

  it('records a review of a year dated now, and refuses a year without data', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024), yearData(2025)] });
    const before = Date.now();
    await api.ok('supplier.reviewData', { uuid: supplier.uuid, year: 2025, review: { exploitable: true, comment: 'Figures checked' }, expectedVersion: 1 }, world.analyst);
    const record = (await stored(supplier.uuid))!;
    expect(record.yearData[0]!.review).toBeNull();
    expect(record.yearData[1]!.review).toMatchObject({ exploitable: true, comment: 'Figures checked' });
    expect(Date.parse(record.yearData[1]!.review!.updatedAt)).toBeGreaterThanOrEqual(before - 1_000);
    await refuses(
      api.call('supplier.reviewData', { uuid: supplier.uuid, year: 2023, review: { exploitable: false, comment: null }, expectedVersion: 2 }, world.analyst),
      404,
      'This supplier has no data for the year 2023',
      supplier.uuid,
    );
    await refuses(
      api.call('supplier.reviewData', { uuid: supplier.uuid, year: 2024, review: { exploitable: false, comment: null }, expectedVersion: 1 }, world.analyst),
      409,
      'Someone else changed this in the meantime; reload and try again',
      supplier.uuid,
    );
  });
});

describe('supplier.manualEmailSent', () => {
  const record = { email: 'achats@dupont.example', templateName: 'First contact', sentAt: '2025-03-01T10:00:00.000Z' };

  it('records, changes and deletes an e-mail sent by hand', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const created = await api.ok('supplier.manualEmailSent.create', { fromAssetUuid: world.assetUuid, toSupplierUuid: supplier.uuid, ...record }, world.analyst);
    const [sent] = created.supplier.sentEmails;
    expect(sent).toMatchObject({ ...record, kind: 'MANUAL', status: 'DontKnowYet', messageId: null, campaignUuid: null });
    await api.ok('supplier.manualEmailSent.update', { fromAssetUuid: world.assetUuid, toSupplierUuid: supplier.uuid, emailUuid: sent.uuid, ...record, templateName: 'Reminder' }, world.analyst);
    expect((await stored(supplier.uuid))!.sentEmails).toMatchObject([{ uuid: sent.uuid, templateName: 'Reminder', kind: 'MANUAL' }]);
    await api.ok('supplier.manualEmailSent.delete', { toSupplierUuid: supplier.uuid, emailUuid: sent.uuid }, world.analyst);
    expect((await stored(supplier.uuid))!.sentEmails).toEqual([]);
  });

  it('refuses a missing field, another asset, an e-mail the platform sent and an unknown one, writing nothing', async () => {
    const automatic = { uuid: randomUUID(), ...record, status: 'Delivered' as const, kind: 'AUTOMATIC' as const, messageId: 'ses-1', campaignUuid: randomUUID() };
    const supplier = await createSupplier(world.assetUuid, groupUuid, { sentEmails: [automatic] });
    const base = { fromAssetUuid: world.assetUuid, toSupplierUuid: supplier.uuid, ...record };
    await refuses(api.call('supplier.manualEmailSent.create', { ...base, templateName: ' ' }, world.analyst), 400, 'templateName: Required', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.create', { ...base, sentAt: 'yesterday' }, world.analyst), 400, 'sentAt: Invalid date', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.create', { ...base, email: 'nobody' }, world.analyst), 400, 'email: Invalid email', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.create', { ...base, fromAssetUuid: randomUUID() }, world.analyst), 400, 'This supplier belongs to another asset.', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.update', { ...base, emailUuid: automatic.uuid }, world.analyst), 400, 'Only an e-mail recorded by hand can be changed or deleted.', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.delete', { toSupplierUuid: supplier.uuid, emailUuid: automatic.uuid }, world.analyst), 400, 'Only an e-mail recorded by hand can be changed or deleted.', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.delete', { toSupplierUuid: supplier.uuid, emailUuid: randomUUID() }, world.analyst), 404, 'Sent e-mail not found', supplier.uuid);
    await refuses(api.call('supplier.manualEmailSent.create', base, world.client), 403, 'You do not have access to this resource', supplier.uuid);
  });

  it('refuses a write that would outgrow the supplier’s item, writing nothing', async () => {
    // Expenses of about 330 bytes each until the item is within 200 bytes of its budget; the new e-mail (about 350 bytes) tips it over.
    const supplier = await createSupplier(world.assetUuid, groupUuid);
    const years = Array.from({ length: 12 }, (_, index) => yearData(2000 + index));
    const size = () => new TextEncoder().encode(JSON.stringify(SupplierRecord.parse({ ...supplier, yearData: years }))).length;
    for (let n = 0; size() < supplierItemBudgetBytes - 200; n += 1) years[Math.floor(n / 500)]!.expenses.push(expense(`${'x'.repeat(190)}${n}`, 1));
    expect(size()).toBeLessThanOrEqual(supplierItemBudgetBytes);
    await suppliers.update({ assetUuid: world.assetUuid, uuid: supplier.uuid }, { yearData: years }, 'test');
    await refuses(
      api.call('supplier.manualEmailSent.create', { fromAssetUuid: world.assetUuid, toSupplierUuid: supplier.uuid, ...record, templateName: 'y'.repeat(200) }, world.analyst),
      400,
      'This supplier holds too much data to be saved: remove some sent e-mails, expenses or files first.',
      supplier.uuid,
    );
  });
});

describe('supplier.expense.emissionFactor', () => {
  it('sets a shared or the asset’s own factor on an expense, refuses another asset’s, and removes it', async () => {
    const unit = await api.ok('unit.create', { symbol: unique('EUR'), labelEn: 'euro', labelFr: 'euro', quantityKind: 'CURRENCY' }, world.analyst);
    const factor = (assetUuid: string | null) =>
      api.ok(
        'emissionFactor.create',
        {
          type: 'SIMPLE',
          name: unique('Paper'),
          clientNameEn: null,
          clientNameFr: null,
          family: 'Purchases',
          group: null,
          unitUuid: unit.uuid,
          gas: 'CO2E',
          qualityPercentage: 50,
          assetUuid,
          values: [{ until: null, value: 0.3, source: 'ADEME', sourceVersion: 'v23', isPublic: true }],
        },
        world.analyst,
      );
    const [shared, own, theirs] = await Promise.all([factor(null), factor(world.assetUuid), factor((await createAsset()).uuid)]);
    const boxes = expense('Boxes', 1_000);
    const supplier = await createSupplier(world.assetUuid, groupUuid, { yearData: [yearData(2024, { expenses: [boxes] })] });
    const set = (emissionFactorUuid: string, token = world.analyst) => api.call('supplier.expense.emissionFactor.set', { supplierUuid: supplier.uuid, uuid: boxes.uuid, emissionFactorUuid }, token);

    expect((await set(shared.uuid)).status).toBe(200);
    expect((await stored(supplier.uuid))!.yearData[0]!.expenses[0]!.emissionFactorUuid).toBe(shared.uuid);
    expect((await set(own.uuid)).status).toBe(200);
    expect((await stored(supplier.uuid))!.yearData[0]!.expenses[0]!.emissionFactorUuid).toBe(own.uuid);
    await refuses(set(theirs.uuid), 404, 'Emission factor not found', supplier.uuid);
    await refuses(set(randomUUID()), 404, 'Emission factor not found', supplier.uuid);
    await refuses(
      api.call('supplier.expense.emissionFactor.set', { supplierUuid: supplier.uuid, uuid: randomUUID(), emissionFactorUuid: shared.uuid }, world.analyst),
      404,
      'Expense not found',
      supplier.uuid,
    );
    await refuses(set(shared.uuid, world.client), 403, 'You do not have access to this resource', supplier.uuid);

    await api.ok('supplier.expense.emissionFactor.delete', { supplierUuid: supplier.uuid, uuid: boxes.uuid }, world.analyst);
    expect((await stored(supplier.uuid))!.yearData[0]!.expenses[0]!.emissionFactorUuid).toBeNull();
  });
});
