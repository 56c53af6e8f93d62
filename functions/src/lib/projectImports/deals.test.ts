import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { dealUuidOf } from '../crm/dealIdentity.ts';
import { dealColumns, readDealFile } from './deals.ts';

type Row = Partial<Record<(typeof dealColumns)[number], string | number>>;

function xlsx(header: readonly string[], rows: (string | number | null)[][]): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([[...header], ...rows]), 'Deals');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
}

const xlsxOf = (rows: Row[]) => xlsx(dealColumns, rows.map((row) => dealColumns.map((column) => row[column] ?? null)));
const csv = (text: string) => new TextEncoder().encode(text);

const verlaine = { id: '18042577601', name: 'Bilan carbone 2025 – Maison Verlaine', amount: 14_800, currency: 'EUR', stage: 'Confirmé', owner: 'Sophie Laurent' };

describe('the deal import', () => {
  it('reads a deal per CRM id, one line per row, its own columns from its first row', () => {
    const { errors, deals } = readDealFile(
      xlsxOf([
        { ...verlaine, salesContext: 'Renouvellement, scope 3 amont en plus', lineName: 'Bilan carbone scopes 1, 2 et 3', lineAmount: 12_000 },
        { id: '18042577601', lineName: 'Formation de l’équipe RSE', lineAmount: 2_800 },
        { id: '18042577603', name: 'Carbon footprint FY2025 – Northwind Logistics UK', amount: 18_000, currency: 'GBP', stage: 'PROPOSAL_SENT' },
      ]),
      'xlsx',
    );
    expect(errors).toEqual([]);
    expect(deals).toEqual([
      {
        uuid: dealUuidOf('18042577601'),
        externalId: '18042577601',
        name: 'Bilan carbone 2025 – Maison Verlaine',
        amount: 14_800,
        currency: 'EURO',
        dealLines: [
          { name: 'Bilan carbone scopes 1, 2 et 3', amount: 12_000 },
          { name: 'Formation de l’équipe RSE', amount: 2_800 },
        ],
        owner: 'Sophie Laurent',
        salesContext: 'Renouvellement, scope 3 amont en plus',
        stage: 'CLOSED_WON',
      },
      {
        uuid: dealUuidOf('18042577603'),
        externalId: '18042577603',
        name: 'Carbon footprint FY2025 – Northwind Logistics UK',
        amount: 18_000,
        currency: 'POUND',
        dealLines: [],
        owner: null,
        salesContext: null,
        stage: 'PROPOSAL_SENT',
      },
    ]);
  });

  it("reads a CRM's own CSV export: semicolons, French numbers, its column names, a byte-order mark", () => {
    const { errors, deals } = readDealFile(
      csv(
        '\uFEFFRecord ID;Deal Name;Amount;Deal currency code;Deal Stage;Deal owner;Description;Line item;Line item amount\n' +
          '18042577602;Plan de transition – Ateliers Morel;22 500,00;€;Devis envoyé;Julien Roche;"Trois ateliers; restitution au comex";Ateliers de décarbonation;22 500\n' +
          '18042577604;Audit SBTi – Helvetia Foods;9,500.50;CHF;;;;;\n',
      ),
      'csv',
    );
    expect(errors).toEqual([]);
    expect(deals.map((deal) => [deal.externalId, deal.amount, deal.currency, deal.stage, deal.salesContext, deal.dealLines])).toEqual([
      ['18042577602', 22_500, 'EURO', 'CONTRACT_OR_QUOTE_SENT', 'Trois ateliers; restitution au comex', [{ name: 'Ateliers de décarbonation', amount: 22_500 }]],
      ['18042577604', 9_500.5, 'SWISS_FRANC', null, null, []],
    ]);
  });

  it('reports every bad row at once, each problem on its row and column, and keeps no deal', () => {
    const { errors, deals } = readDealFile(
      xlsxOf([
        { ...verlaine, lineName: 'Bilan carbone', lineAmount: 12_000 },
        { id: '18042577601', amount: 15_000, lineName: 'Formation' },
        { id: '18042577610', name: '', amount: 'douze mille', currency: 'YEN', stage: 'Signed' },
        { id: '18042577611', name: 'Audit', amount: -5, lineAmount: 300 },
        { id: '18042577601', name: 'Bilan carbone 2025 – Maison Verlaine', amount: 14_800 },
        { name: 'No id' },
      ]),
      'xlsx',
    );
    expect(deals).toEqual([]);
    expect(errors.map((error) => [error.row, error.column, error.message])).toEqual([
      [3, 'amount', "Inconsistent values for column 'amount' of deal 18042577601 between rows 2 and 3"],
      [3, 'lineAmount', 'This field is empty'],
      [4, 'name', 'This field is empty'],
      [4, 'amount', 'A number was expected'],
      [4, 'currency', 'Authorized values are: DOLLAR, CANADIAN_DOLLAR, EURO, POUND, SWISS_FRANC'],
      [4, 'stage', 'Authorized values are: Unconfirmed, In contact, Meeting scheduled, Proposal sent, Quote sent, Confirmed, Alternative chosen'],
      [5, 'amount', 'Must be zero or more'],
      [5, 'lineName', 'This field is empty'],
      [6, 'id', 'Deal 18042577601 appears twice in the file, at rows 3 and 6: keep the rows of a deal together'],
      [7, 'id', 'This field is empty'],
    ]);
    // Each problem travels with its catalogue key, so the dialog says it in French too.
    expect(errors[0]).toMatchObject({ key: 'server.import.inconsistentDealValues', params: { column: 'amount', id: '18042577601', first: 2, second: 3 } });
  });

  it('names the missing columns, and refuses what is not a spreadsheet or a UTF-8 CSV', () => {
    expect(readDealFile(xlsx(['id', 'dealname'], [['1', 'x']]), 'xlsx').errors).toEqual([
      { row: 1, column: 'amount', message: "The file is missing the 'amount' column. Please make sure to upload a file matching our template.", key: 'server.import.missingColumn', params: { column: 'amount' } },
    ]);
    expect(readDealFile(new Uint8Array([0xff, 0xfe, 0x00, 0x41]), 'csv').errors).toEqual([
      { row: null, message: 'The file is invalid: it is neither an .xlsx spreadsheet nor a UTF-8 .csv file.', key: 'server.import.invalidSheet' },
    ]);
    expect(readDealFile(csv('id;name;amount\n'), 'csv').errors).toMatchObject([{ row: null, key: 'server.import.emptyFile' }]);
    expect(readDealFile(csv('not a zip'), 'xlsx').errors).toMatchObject([{ row: null, key: 'server.import.invalidFile' }]);
  });

  it('refuses a file of more than 2,000 rows before reading them', () => {
    const rows = Array.from({ length: 2_001 }, (_, index) => `${index};Deal ${index};100`).join('\n');
    expect(readDealFile(csv(`id;name;amount\n${rows}\n`), 'csv').errors).toMatchObject([{ row: null, key: 'server.import.tooManyRows', params: { rows: '2,001', max: '2,000' } }]);
  });
});
