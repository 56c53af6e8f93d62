import { expenseHeaderRow, supplierHeaderRow } from '@cairn/shared/supplier/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { createSupplier, createSupplierGroup, expense, yearData } from '../../../test/suppliers.ts';
import { upload, xlsxType } from '../../../test/uploads.ts';
import { supplierImportMarks, suppliers } from '../lib/data/supplier.ts';
import { isSupplierToken, supplierLinkToken } from '../lib/supplier/token.ts';

/*
 * `supplier.spreadsheetExport` and `supplier.importFromSpreadsheet` through the gateway: a file
 * adding and updating suppliers and replacing their year's expenses, an exported file imported
 * back changing nothing, each kind of error answered with its sheet, row and cell and nothing
 * written (read from storage before and after), and the client refused both.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

/** A fresh asset of the world's client kind, with 'Packaging' and 'Transport' groups. */
async function freshAsset() {
  const assetUuid = (await createAsset()).uuid;
  const [packaging, transport] = await Promise.all([createSupplierGroup(assetUuid, 'Packaging'), createSupplierGroup(assetUuid, 'Transport')]);
  return { assetUuid, packaging: packaging.uuid, transport: transport.uuid };
}

const xlsx = (sheets: Record<string, unknown[][]>) => {
  const workbook = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
};
const supplierHeader = supplierHeaderRow('en');
const expenseHeader = expenseHeaderRow('en');

async function importBytes(assetUuid: string, bytes: Uint8Array, token = world.analyst, year = 2025) {
  const uploadUuid = await upload(api, token, { purpose: 'PORTFOLIO_IMPORT', name: 'suppliers.xlsx', contentType: xlsxType, bytes });
  return api.call('supplier.importFromSpreadsheet', { assetUuid, uploadUuid, year }, token);
}

const storedOf = (assetUuid: string) => suppliers.query('ofAsset', { assetUuid }, { consistent: true }).then((items) => items.sort((a, b) => a.name.localeCompare(b.name)));

async function exported(assetUuid: string, year = 2025): Promise<Uint8Array> {
  const link = await api.ok('supplier.spreadsheetExport', { assetUuid, year }, world.analyst);
  expect(link.name).toBe(`suppliers-${year}.xlsx`);
  return new Uint8Array(await (await fetch(link.url)).arrayBuffer());
}

describe('supplier.importFromSpreadsheet', () => {
  it('adds and updates suppliers and replaces the named suppliers’ expenses of the year, leaving the others alone', async () => {
    const { assetUuid, packaging, transport } = await freshAsset();
    const boxes = expense('Boxes', 1_000, { tags: { Site: 'Lyon' }, supplierAnswer: { value: 12, unit: 'kg', dataType: 'OTHER', year: 2025, comment: null } });
    const dupont = await createSupplier(assetUuid, packaging, { name: 'Cartonnages Dupont', clientId: 'F123', yearData: [yearData(2025, { expenses: [boxes, expense('Tape', 50)] }), yearData(2024, { expenses: [expense('Old', 1)] })] });
    const untouched = await createSupplier(assetUuid, packaging, { name: 'Zinc Untouched', yearData: [yearData(2025, { expenses: [expense('Zinc', 9)] })] });
    const answer = await importBytes(
      assetUuid,
      xlsx({
        Suppliers: [supplierHeader, ['Dupont SAS', 'f123', 'en', 'Transport', 'a@dupont.example; b@dupont.example'], ['Verrerie du Nord', null, 'French', 'packaging', 'contact@verrerie.example']],
        // No Tags column: a matched expense keeps its tags, a new one has none.
        Expenses: [expenseHeader.slice(0, 6), ['Dupont SAS', 'F123', null, 'boxes', 2_000, 'Capex'], ['Verrerie du Nord', null, 2025, 'Bottles', '1 500', 'Opex']],
      }),
    );
    expect(answer.body.result.data, JSON.stringify(answer.body)).toEqual({ result: 'Success', created: 1, updated: 1, unchanged: 0 });
    const [updated, verrerie, zinc] = await storedOf(assetUuid);
    expect(updated).toMatchObject({ uuid: dupont.uuid, name: 'Dupont SAS', clientId: 'f123', language: 'en', groupUuid: transport, emails: ['a@dupont.example', 'b@dupont.example'], version: 2 });
    // 'boxes' matches 'Boxes': its uuid, answer and tags kept; Tape is gone; 2024 untouched.
    expect(updated!.yearData.map((data) => [data.year, data.expenses.map((item) => [item.uuid === boxes.uuid, item.name, item.amount, item.opex, item.tags, item.supplierAnswer?.value ?? null])])).toEqual([
      [2025, [[true, 'boxes', 2_000, false, { Site: 'Lyon' }, 12]]],
      [2024, [[false, 'Old', 1, true, {}, null]]],
    ]);
    expect(verrerie).toMatchObject({ name: 'Verrerie du Nord', clientId: null, language: 'fr', groupUuid: packaging, emails: ['contact@verrerie.example'], version: 1 });
    expect(verrerie!.yearData.map((data) => [data.year, data.open, data.expenses.map((item) => [item.name, item.amount, item.opex, item.tags])])).toEqual([[2025, true, [['Bottles', 1_500, true, {}]]]]);
    // The new supplier's link opens its form: a token was drawn.
    expect(isSupplierToken(verrerie!, await supplierLinkToken(verrerie!.uuid, verrerie!.tokenSalt))).toBe(true);
    expect(zinc).toEqual(untouched);
  });

  it('takes an exported file back changing nothing, and an asset without suppliers gets the empty template', async () => {
    const { assetUuid, packaging } = await freshAsset();
    const empty = XLSX.read(await exported(assetUuid), { type: 'array' });
    expect(empty.SheetNames).toEqual(['Suppliers', 'Expenses', 'Valid values']);
    expect(XLSX.utils.sheet_to_json(empty.Sheets.Suppliers!, { header: 1 })).toEqual([supplierHeader]);
    const unit = await api.ok('unit.create', { symbol: unique('EUR'), labelEn: 'euro', labelFr: 'euro', quantityKind: 'CURRENCY' }, world.analyst);
    const factor = await api.ok(
      'emissionFactor.create',
      {
        type: 'SIMPLE',
        name: unique('Cardboard'),
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
    await createSupplier(assetUuid, packaging, {
      name: 'Cartonnages Dupont',
      clientId: 'F123;F456',
      emails: ['a@dupont.example', 'b@dupont.example'],
      yearData: [yearData(2025, { expenses: [expense('Boxes', 1_234.5, { opex: false, tags: { Site: 'Lyon', Country: 'France' }, emissionFactorUuid: factor.uuid }), expense('Tape', 0)] })],
    });
    await createSupplier(assetUuid, packaging, { name: '=1+1 Formula Co', emails: [] });
    const before = await storedOf(assetUuid);
    const answer = await importBytes(assetUuid, await exported(assetUuid));
    expect(answer.body.result.data, JSON.stringify(answer.body)).toEqual({ result: 'Success', created: 0, updated: 0, unchanged: 2 });
    expect(await storedOf(assetUuid)).toEqual(before);
  });

  const errorCases: { title: string; sheets: Record<string, unknown[][]>; errors: { sheet: string | null; row: number | null; cell: string | null; key: string }[] }[] = [
    { title: 'a file without a Suppliers sheet', sheets: { Other: [['x']] }, errors: [{ sheet: null, row: null, cell: null, key: 'server.supplierImport.missingSheet' }] },
    { title: 'an empty file', sheets: { Suppliers: [supplierHeader], Expenses: [expenseHeader] }, errors: [{ sheet: 'Suppliers', row: null, cell: null, key: 'server.import.emptyFile' }] },
    { title: 'a missing column', sheets: { Fournisseurs: [['Nom', 'Langue', 'Groupe'], ['A', 'fr', 'Packaging']] }, errors: [{ sheet: 'Suppliers', row: 1, cell: null, key: 'server.import.missingColumn' }] },
    {
      title: 'invalid cells of both sheets',
      sheets: {
        Suppliers: [supplierHeader, ['New Co', null, 'xx', 'Nope', 'bad address']],
        Expenses: [expenseHeader, ['Ghost', null, 2025, 'E', 1, 'Opex'], ['New Co', null, 3000, 'E', -5, 'Both', 'no colon', 'No such factor']],
      },
      errors: [
        { sheet: 'Suppliers', row: 2, cell: 'C2', key: 'server.portfolioImport.cell' },
        { sheet: 'Suppliers', row: 2, cell: 'D2', key: 'server.portfolioImport.cell' },
        { sheet: 'Suppliers', row: 2, cell: 'E2', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 2, cell: null, key: 'server.supplierImport.unknownSupplier' },
        { sheet: 'Expenses', row: 3, cell: 'C3', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 3, cell: 'E3', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 3, cell: 'F3', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 3, cell: 'G3', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 3, cell: 'H3', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 3, cell: null, key: 'server.supplierImport.unknownSupplier' },
      ],
    },
    {
      title: 'duplicates',
      sheets: {
        Suppliers: [supplierHeader, ['Cartonnages Dupont', null, 'fr', 'Packaging', null], ['cartonnages  dupont', null, 'fr', 'Packaging', null]],
        Expenses: [expenseHeader, ['Cartonnages Dupont', null, 2025, 'Boxes', 1, 'Opex'], ['Cartonnages Dupont', null, 2025, 'BOXES', 2, 'Opex']],
      },
      errors: [
        { sheet: 'Suppliers', row: 3, cell: null, key: 'server.supplierImport.supplierTwice' },
        { sheet: 'Expenses', row: 3, cell: null, key: 'server.supplierImport.expenseTwice' },
      ],
    },
  ];

  it.each(errorCases)('answers every error of $title with its sheet, row and cell, writing nothing', async ({ sheets, errors }) => {
    const { assetUuid, packaging } = await freshAsset();
    await createSupplier(assetUuid, packaging, { name: 'Cartonnages Dupont', yearData: [yearData(2025, { expenses: [expense('Boxes', 1)] })] });
    const before = await storedOf(assetUuid);
    const answer = await importBytes(assetUuid, xlsx(sheets));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.result.data;
    expect(result.result).toBe('Errors');
    expect(result.errors.map(({ sheet, row, cell, key }: WireJson) => ({ sheet, row, cell, key }))).toEqual(errors);
    expect(await storedOf(assetUuid)).toEqual(before);
  });

  it('refuses a supplier the file would take past its size budget, by name, writing nothing', async () => {
    const { assetUuid, packaging } = await freshAsset();
    await createSupplier(assetUuid, packaging, { name: 'Heavy Co', yearData: Array.from({ length: 20 }, (_, index) => yearData(1990 + index, { expenses: Array.from({ length: 40 }, (_, n) => expense(`Expense ${n} ${'x'.repeat(60)}`, n)) })) });
    const before = await storedOf(assetUuid);
    const rows = Array.from({ length: 500 }, (_, n) => ['Heavy Co', null, 2025, `New ${n} ${'y'.repeat(150)}`, n, 'Opex', 'Site: Lyon; Country: France; Plant: North; Team: Purchasing']);
    const answer = await importBytes(assetUuid, xlsx({ Suppliers: [supplierHeader], Expenses: [expenseHeader, ...rows] }));
    expect({ status: answer.status, key: answer.body.error?.key, message: answer.body.error?.message }).toEqual({
      status: 400,
      key: 'server.supplierImport.supplierTooLarge',
      message: 'The supplier Heavy Co would hold too much data to be saved: remove some of its expenses or sent e-mails first.',
    });
    expect(await storedOf(assetUuid)).toEqual(before);
  });

  it('writes a file of more suppliers than one transaction takes, leaving no import mark', async () => {
    const { assetUuid } = await freshAsset();
    const rows = Array.from({ length: 250 }, (_, n) => [`Supplier ${n}`, null, 'en', 'Packaging', `s${n}@example.com`]);
    const answer = await importBytes(assetUuid, xlsx({ Suppliers: [supplierHeader, ...rows] }));
    expect(answer.body.result.data, JSON.stringify(answer.body)).toEqual({ result: 'Success', created: 250, updated: 0, unchanged: 0 });
    const stored = await storedOf(assetUuid);
    expect(stored.map((supplier) => supplier.name).sort()).toEqual(rows.map((row) => row[0]).sort());
    expect(await supplierImportMarks.get({ assetUuid }, { consistent: true })).toBeNull();
  });

  it('refuses a file taking the asset past its most suppliers, or writing more data than one import may, writing nothing', async () => {
    const { assetUuid, packaging } = await freshAsset();
    const rows = Array.from({ length: 5_001 }, (_, n) => [`Supplier ${n}`, null, 'en', 'Packaging', null]);
    const answer = await importBytes(assetUuid, xlsx({ Suppliers: [supplierHeader, ...rows] }));
    expect(answer.body.result.data.errors.map(({ key, params }: WireJson) => ({ key, params }))).toEqual([{ key: 'server.supplierImport.tooManySuppliers', params: { count: 5_001, max: 5_000 } }]);
    expect(await storedOf(assetUuid)).toEqual([]);

    // 55 suppliers of about 200 kB each: the file changes only their addresses, yet rewrites 11 MB.
    const history = () => Array.from({ length: 20 }, (_, index) => yearData(1990 + index, { expenses: Array.from({ length: 40 }, (_, n) => expense(`Expense ${n} ${'x'.repeat(150)}`, n)) }));
    for (let start = 0; start < 55; start += 11) await Promise.all(Array.from({ length: 11 }, (_, n) => createSupplier(assetUuid, packaging, { name: `Heavy ${start + n}`, yearData: history() })));
    const before = await storedOf(assetUuid);
    const heavy = await importBytes(assetUuid, xlsx({ Suppliers: [supplierHeader, ...before.map((supplier) => [supplier.name, null, 'fr', 'Packaging', 'new@example.com'])] }));
    expect({ status: heavy.status, key: heavy.body.error?.key }).toEqual({ status: 400, key: 'server.supplierImport.tooMuchData' });
    expect(heavy.body.error?.params.size).toBeGreaterThan(10);
    expect(heavy.body.error?.message).toMatch(/^The file would write [\d.]+ MB of supplier data, more than the 10 MB one import may write: split it into smaller files\.$/);
    expect(await storedOf(assetUuid)).toEqual(before);
  });

  it('refuses the client, for the export as for the import', async () => {
    const { assetUuid } = await freshAsset();
    const exportAnswer = await api.call('supplier.spreadsheetExport', { assetUuid: world.assetUuid, year: 2025 }, world.client);
    expect(exportAnswer.status).toBe(403);
    const answer = await importBytes(world.assetUuid, xlsx({ Suppliers: [supplierHeader, ['A', null, 'en', 'Packaging', null]] }), world.client);
    expect(answer.status).toBe(403);
    expect(await storedOf(assetUuid)).toEqual([]);
  });
});
