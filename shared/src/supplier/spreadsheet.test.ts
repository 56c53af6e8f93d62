import { describe, expect, it } from 'vitest';
import { fixtureUuid } from './supplier.fixture.ts';
import {
  expenseHeaderRow,
  referencedFactorNames,
  supplierHeaderRow,
  supplierSheetOf,
  supplierTemplateSheets,
  validateSupplierImport,
  type SupplierImportContext,
  type SupplierWorkbookRows,
} from './spreadsheet.ts';

const packaging = fixtureUuid(1);
const transport = fixtureUuid(2);
const dupont = fixtureUuid(10);
const factor = fixtureUuid(20);

const context: SupplierImportContext = {
  language: 'en',
  year: 2025,
  maxRows: 100,
  groups: [
    { uuid: packaging, name: 'Packaging' },
    { uuid: transport, name: 'Transport' },
  ],
  suppliers: [{ uuid: dupont, name: 'Cartonnages Dupont', clientId: 'F123' }],
  factorOf: (name) => (name.toLowerCase() === 'cardboard' ? factor : undefined),
};

const supplierHeader = supplierHeaderRow('en');
const expenseHeader = expenseHeaderRow('en');
const book = (suppliers: unknown[][], expenses?: unknown[][]): SupplierWorkbookRows => ({
  suppliers: [supplierHeader, ...suppliers],
  ...(expenses ? { expenses: [expenseHeader, ...expenses] } : {}),
});

describe('validateSupplierImport', () => {
  it('plans a new supplier, an update matched by client id and their expenses', () => {
    const result = validateSupplierImport(
      book(
        [
          ['Verrerie du Nord', null, 'French', 'transport', 'a@verrerie.example, b@verrerie.example'],
          ['Dupont renamed', 'f123', 'en', 'Packaging', null],
        ],
        [
          ['Verrerie du Nord', null, null, 'Bottles', 1200.5, 'Opex', 'Site: Lyon; Country: France', 'Cardboard'],
          [null, 'F123', 2024, 'Boxes', '3 000', 'capex', null, null],
        ],
      ),
      context,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [verrerie, updated] = result.plan;
    expect(verrerie).toMatchObject({ uuid: null, fields: { name: 'Verrerie du Nord', language: 'fr', groupUuid: transport, emails: ['a@verrerie.example', 'b@verrerie.example'] } });
    // A blank year is the import's (2025); '3 000' is 3000 with its thousands space dropped.
    expect(verrerie?.years.get(2025)).toEqual([{ row: 2, name: 'Bottles', amount: 1200.5, opex: true, tags: { Site: 'Lyon', Country: 'France' }, emissionFactorUuid: factor }]);
    expect(updated).toMatchObject({ uuid: dupont, fields: { name: 'Dupont renamed', clientId: 'f123', emails: [] } });
    expect(updated?.years.get(2024)).toEqual([{ row: 3, name: 'Boxes', amount: 3000, opex: false, tags: {}, emissionFactorUuid: null }]);
    // Dupont is named, so its 2025 expenses are the file's: none.
    expect(updated?.years.get(2025)).toEqual([]);
  });

  it('reads a supplier named only in the Expenses sheet as one whose fields are kept', () => {
    const result = validateSupplierImport({ suppliers: [supplierHeader], expenses: [expenseHeader, ['cartonnages dupont', null, 2025, 'Boxes', 10, 'Opex']] }, context);
    expect(result.ok && result.plan).toEqual([{ uuid: dupont, fields: null, years: new Map([[2025, [{ row: 2, name: 'Boxes', amount: 10, opex: true, tags: {}, emissionFactorUuid: null }]]]) }]);
  });

  it('reads French headers and words, and bounds the e-mails of a supplier', () => {
    const result = validateSupplierImport(
      {
        suppliers: [supplierHeaderRow('fr'), ['Verrerie', null, 'Français', 'Transport', Array.from({ length: 20 }, (_, n) => `a${n}@v.example`).join(',')]],
        expenses: [expenseHeaderRow('fr'), ['Verrerie', null, 2025, 'Bouteilles', 10, 'CAPEX', 'Pays: France']],
      },
      context,
    );
    expect(result.ok && result.plan[0]?.years.get(2025)).toEqual([{ row: 2, name: 'Bouteilles', amount: 10, opex: false, tags: { Pays: 'France' }, emissionFactorUuid: null }]);
    const tooMany = validateSupplierImport(book([['Verrerie', null, 'fr', 'Transport', Array.from({ length: 21 }, (_, n) => `a${n}@v.example`).join(';')]]), context);
    expect(!tooMany.ok && tooMany.errors.map((error) => [error.cell, error.message])).toEqual([['E2', 'Cell E2: At most 20 are accepted']]);
  });

  it('leaves expenses alone without an Expenses sheet', () => {
    const result = validateSupplierImport(book([['Cartonnages Dupont', null, 'fr', 'Packaging', null]]), context);
    expect(result.ok && result.plan[0]?.years.size).toBe(0);
  });

  const cases: { title: string; workbook: SupplierWorkbookRows; errors: { sheet: string | null; row: number | null; cell: string | null; key: string }[] }[] = [
    { title: 'no Suppliers sheet', workbook: { expenses: [expenseHeader] }, errors: [{ sheet: null, row: null, cell: null, key: 'server.supplierImport.missingSheet' }] },
    { title: 'an empty file', workbook: { suppliers: [supplierHeader], expenses: [expenseHeader] }, errors: [{ sheet: 'Suppliers', row: null, cell: null, key: 'server.import.emptyFile' }] },
    {
      title: 'a missing column',
      workbook: { suppliers: [['Name', 'Language', 'Group'], ['A', 'en', 'Packaging']] },
      errors: [{ sheet: 'Suppliers', row: 1, cell: null, key: 'server.import.missingColumn' }],
    },
    {
      title: 'a duplicated column',
      workbook: { suppliers: [[...supplierHeader, 'Nom'], ['A', null, 'en', 'Packaging', null]] },
      errors: [{ sheet: 'Suppliers', row: 1, cell: 'F1', key: 'server.import.duplicatedColumn' }],
    },
    {
      title: 'cells of the wrong kind',
      workbook: book([[null, null, 'klingon', 'Unknown group', 'not-an-address']]),
      errors: [
        { sheet: 'Suppliers', row: 2, cell: 'A2', key: 'server.portfolioImport.cell' },
        { sheet: 'Suppliers', row: 2, cell: 'C2', key: 'server.portfolioImport.cell' },
        { sheet: 'Suppliers', row: 2, cell: 'D2', key: 'server.portfolioImport.cell' },
        { sheet: 'Suppliers', row: 2, cell: 'E2', key: 'server.portfolioImport.cell' },
      ],
    },
    {
      title: 'the same supplier twice (by client id, then by name)',
      workbook: book([
        ['Dupont', 'F123', 'fr', 'Packaging', null],
        ['Cartonnages Dupont', null, 'fr', 'Packaging', null],
      ]),
      errors: [{ sheet: 'Suppliers', row: 3, cell: null, key: 'server.supplierImport.supplierTwice' }],
    },
    {
      title: 'expense cells out of bounds',
      workbook: book([], [['Cartonnages Dupont', null, 1989, 'Boxes', -1, 'Both', 'no colon', 'Unknown factor']]),
      errors: [
        { sheet: 'Expenses', row: 2, cell: 'C2', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 2, cell: 'E2', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 2, cell: 'F2', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 2, cell: 'G2', key: 'server.portfolioImport.cell' },
        { sheet: 'Expenses', row: 2, cell: 'H2', key: 'server.portfolioImport.cell' },
      ],
    },
    {
      title: 'an unknown supplier and an expense twice for one supplier and year',
      workbook: book(
        [],
        [
          ['Nobody', null, 2025, 'Boxes', 1, 'Opex'],
          ['Cartonnages Dupont', null, 2025, 'Boxes', 1, 'Opex'],
          [null, 'F123', null, ' boxes ', 2, 'Opex'],
        ],
      ),
      errors: [
        { sheet: 'Expenses', row: 2, cell: null, key: 'server.supplierImport.unknownSupplier' },
        { sheet: 'Expenses', row: 4, cell: null, key: 'server.supplierImport.expenseTwice' },
      ],
    },
    {
      title: 'a row longer than the header',
      workbook: book([['A', null, 'en', 'Packaging', null, null, 'note']]),
      errors: [
        { sheet: 'Suppliers', row: null, cell: null, key: 'server.portfolioImport.columnCount' },
        { sheet: 'Suppliers', row: 2, cell: null, key: 'server.portfolioImport.columnCountOfRow' },
      ],
    },
  ];

  it.each(cases)('answers every error of $title, with its sheet, row and cell', ({ workbook, errors }) => {
    const result = validateSupplierImport(workbook, context);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ sheet, row, cell, key }) => ({ sheet, row, cell, key }))).toEqual(errors);
  });

  it('refuses more rows than the bound, and more expenses than a year holds', () => {
    const many = validateSupplierImport(book(Array.from({ length: 101 }, (_, index) => [`S${index}`, null, 'en', 'Packaging', null])), context);
    expect(!many.ok && many.errors[0]?.key).toBe('server.portfolioImport.tooManyRows');
    const expenses = Array.from({ length: 501 }, (_, index) => ['Cartonnages Dupont', null, 2025, `E${index}`, 1, 'Opex']);
    const result = validateSupplierImport(book([], expenses), { ...context, maxRows: 1000 });
    expect(!result.ok && result.errors.map((error) => error.key)).toEqual(['server.supplierImport.tooManyExpenses']);
  });
});

describe('the template', () => {
  it('writes the suppliers and the year’s expenses, and reads back unchanged', () => {
    const sheets = supplierTemplateSheets(
      {
        year: 2025,
        groups: context.groups,
        factorNames: new Map([[factor, 'Cardboard']]),
        suppliers: [
          {
            name: 'Cartonnages Dupont',
            clientId: 'F123',
            language: 'fr',
            groupUuid: packaging,
            emails: ['a@dupont.example', 'b@dupont.example'],
            yearData: [
              { year: 2024, expenses: [{ name: 'Old', amount: 1, opex: true, tags: {}, emissionFactorUuid: null }] },
              { year: 2025, expenses: [{ name: 'Boxes', amount: 3000, opex: false, tags: { Site: 'Lyon' }, emissionFactorUuid: factor }] },
            ],
          },
        ],
      },
      'fr',
    );
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Fournisseurs', 'Dépenses', 'Valeurs valides']);
    expect(sheets[0]?.rows[1]).toEqual(['Cartonnages Dupont', 'F123', 'fr', 'Packaging', 'a@dupont.example; b@dupont.example']);
    expect(sheets[1]?.rows.slice(1)).toEqual([['Cartonnages Dupont', 'F123', 2025, 'Boxes', 3000, 'Capex', 'Site: Lyon', 'Cardboard']]);
    const workbook = { suppliers: sheets[0]!.rows, expenses: sheets[1]!.rows };
    expect(referencedFactorNames(workbook)).toEqual(['Cardboard']);
    const result = validateSupplierImport(workbook, context);
    expect(result.ok && result.plan).toEqual([
      {
        uuid: dupont,
        fields: { row: 2, name: 'Cartonnages Dupont', clientId: 'F123', language: 'fr', groupUuid: packaging, emails: ['a@dupont.example', 'b@dupont.example'] },
        years: new Map([[2025, [{ row: 2, name: 'Boxes', amount: 3000, opex: false, tags: { Site: 'Lyon' }, emissionFactorUuid: factor }]]]),
      },
    ]);
  });

  it('knows the sheets by their English or French names', () => {
    expect(['Suppliers', 'fournisseurs', 'DÉPENSES', 'Expenses', 'Valid values'].map(supplierSheetOf)).toEqual(['suppliers', 'suppliers', 'expenses', 'expenses', undefined]);
  });
});
