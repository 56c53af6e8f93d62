import type { SupplierQuestion } from '@cairn/shared/supplier/model';
import { pactSpecExample } from '@cairn/shared/supplier/pact.fixture';
import type { SupplierSelfAnswers } from '@cairn/shared/supplier/selfUpdate';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, yearData } from '../../../test/suppliers.ts';
import { supplierGroups, suppliers } from '../lib/data/supplier.ts';
import { supplierLinkToken } from '../lib/supplier/token.ts';

/*
 * PACT product footprints: a supplier attaches them from its form (`supplier.selfUpdate`), each
 * checked against the PACT data model v2, and the asset's users export a year's as the PACT
 * API's ListFootprints answer (`supplier.productFootprints.export`).
 */

const api = useGateway({ trustProxy: true });
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let groupUuid: string;

const base = { labelFr: null, subtitleEn: null, subtitleFr: null, required: false };
const products: SupplierQuestion = { ...base, uuid: randomUUID(), labelEn: 'Products', type: 'PRODUCTS_TABLE' };

beforeAll(async () => {
  world = await createStaffWorld(api);
  const group = await createSupplierGroup(world.assetUuid);
  await supplierGroups.update({ assetUuid: world.assetUuid, uuid: group.uuid }, { questions: [products] }, 'test');
  groupUuid = group.uuid;
});

async function selfUpdate(input: unknown): Promise<{ status: number; body: WireJson }> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` };
  const response = await fetch(`${api.url}/api/supplier.selfUpdate`, { method: 'POST', headers, body: JSON.stringify(input) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

const nothing: SupplierSelfAnswers = { sbtiStatus: null, products: [], economicIntensity: null, decarbonizationPlan: null, expensesAnswers: {}, customAnswers: {} };
const second = { ...pactSpecExample, id: 'f4b1225a-bd44-4c8e-861d-079e4e1dfd69', productNameCompany: 'Green Ethanol 2' };

describe('PACT product footprints', () => {
  it('takes valid footprints from the form, refuses an invalid one, keeps them on a save without them and exports them', async () => {
    const supplier = await createSupplier(world.assetUuid, groupUuid, { name: 'Distillerie Martin', yearData: [yearData(2024, { open: true }), yearData(2023, { open: false })] });
    const token = await supplierLinkToken(supplier.uuid, supplier.tokenSalt);
    const save = (answers: unknown, yearVersion: string) => selfUpdate({ supplierUuid: supplier.uuid, token, year: 2024, yearVersion, answers });
    const read = (await api.ok('supplier.get.public', { supplierUuid: supplier.uuid, token })).years.find((data: WireJson) => data.year === 2024).version;

    // An invalid document: a company id that is not a URN, and a footprint as a JSON number.
    const invalid = await save({ ...nothing, productFootprints: [{ ...pactSpecExample, companyIds: ['FR123'], pcf: { ...pactSpecExample.pcf, pCfExcludingBiogenic: 1.63 } }] }, read);
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.key])).toEqual([
      ['answers.productFootprints.0.companyIds.0', 'validation.message.invalid'],
      ['answers.productFootprints.0.pcf.pCfExcludingBiogenic', 'validation.message.invalid'],
    ]);
    const twice = await save({ ...nothing, productFootprints: [pactSpecExample, pactSpecExample] }, read);
    expect({ status: twice.status, issues: twice.body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.key]) }).toEqual({
      status: 400,
      issues: [['answers.productFootprints.1.id', 'server.supplier.footprintTwice']],
    });
    expect((await suppliers.get({ assetUuid: world.assetUuid, uuid: supplier.uuid }, { consistent: true }))!.version).toBe(1);

    const saved = await save({ ...nothing, productFootprints: [pactSpecExample, second] }, read);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const savedYear = saved.body.result.data.years.find((data: WireJson) => data.year === 2024);
    expect(savedYear.productFootprints.map((footprint: WireJson) => footprint.id)).toEqual([pactSpecExample.id, second.id]);
    // A save that does not send them (a form that does not show them) keeps them.
    expect((await save(nothing, savedYear.version)).status).toBe(200);

    const exported = await api.ok('supplier.productFootprints.export', { assetUuid: world.assetUuid, year: 2024 }, world.client);
    expect(exported).toEqual({ data: [pactSpecExample, second] });
    expect(await api.ok('supplier.productFootprints.export', { assetUuid: world.assetUuid, year: 2023 }, world.analyst)).toEqual({ data: [] });
  });

  it('refuses footprints when the group does not ask for products', async () => {
    const other = await createSupplierGroup(world.assetUuid, 'Without products');
    const supplier = await createSupplier(world.assetUuid, other.uuid, { yearData: [yearData(2024, { open: true })] });
    const token = await supplierLinkToken(supplier.uuid, supplier.tokenSalt);
    const { years } = await api.ok('supplier.get.public', { supplierUuid: supplier.uuid, token });
    const refused = await selfUpdate({ supplierUuid: supplier.uuid, token, year: 2024, yearVersion: years[0].version, answers: { ...nothing, productFootprints: [pactSpecExample] } });
    expect({ status: refused.status, issues: refused.body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.key]) }).toEqual({
      status: 400,
      issues: [['answers.productFootprints', 'server.supplier.notAsked']],
    });
  });
});
