import { describe, expect, it } from 'vitest';
import { serverMessageTexts } from '../errorMessages.ts';
import type { PortfolioImportError } from './importErrors.ts';
import type { Investee } from './model.ts';
import { sampleSource } from './testSources.ts';
import {
  columnLetters,
  columnOfHeader,
  headerRow,
  importContextOf,
  maxListedErrors,
  nameKey,
  optionRows,
  storedEnergyErrors,
  portfolioColumns,
  templateColumns,
  templateFileName,
  templateRows,
  validateImport,
  type ImportContext,
  type PortfolioColumn,
} from './spreadsheet.ts';

/*
 * Columns of the template, by letter: A Fund, B Asset, C Outstanding amount, D Include, E Exit
 * year, F Asset value, G Revenue, H Reporting type, I Asset type, J Sector, K Main location, L NACE
 * code, M Base year, N Base-year revenue, O FTE, P Base-year FTE, Q-S Scope 1-3, T-V Base-year
 * scope 1-3, W-Z energy consumption, its renewable part, production and its renewable part (MWh),
 * AA active in the fossil fuel sector.
 */
const letter = (column: PortfolioColumn) => columnLetters(portfolioColumns.indexOf(column));

type RowCells = Partial<Record<PortfolioColumn, unknown>>;

/** A data row with every column of a template without the PAI columns, in its order; unnamed cells blank. */
const row = (cells: RowCells): unknown[] => templateColumns(false).map((column) => cells[column] ?? null);
/** A data row of a template with the PAI columns. */
const paiRow = (cells: RowCells): unknown[] => portfolioColumns.map((column) => cells[column] ?? null);

const acme: RowCells = {
  fund: 'Fund A',
  asset: 'Acme',
  outstandingAmount: 1_000_000,
  include: 'Yes',
  exitYear: 2030,
  valuation: 5_000_000,
  turnover: 2_000_000,
  reportType: 'Sectoral estimate',
  assetType: 'Company',
  sector: 'Logistics',
  mainLocation: 'FR',
  naceCode: '49.41',
};

const known = (reportType: Investee['reportType'] = null, assetType: Investee['assetType'] = null) => ({ reportType, assetType });

const context = (overrides: Partial<ImportContext> = {}): ImportContext => ({
  language: 'en',
  maxLinesNumber: null,
  maxRows: 5_000,
  allowedReportTypes: ['CAIRN', 'AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'MANUAL_ESTIMATE', 'SECTORAL_ESTIMATE', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION'],
  allowedAssetTypes: ['COMPANY', 'FINANCED_PROJECT', 'REAL_ESTATE'],
  knownAssets: new Map([
    [nameKey('Acme'), known('SECTORAL_ESTIMATE', 'COMPANY')],
    [nameKey('Beta'), known('MANUAL_ESTIMATE', 'COMPANY')],
  ]),
  allowNewAssets: false,
  naceCodes: new Set(['49.41', '64.20', '62.01']),
  ...overrides,
});

function errorsOf(rows: unknown[][], overrides: Partial<ImportContext> = {}): PortfolioImportError[] {
  const result = validateImport(rows, context(overrides));
  if (result.ok) throw new Error('expected errors');
  return result.errors;
}

function planOf(rows: unknown[][], overrides: Partial<ImportContext> = {}) {
  const result = validateImport(rows, context(overrides));
  if (!result.ok) throw new Error(`expected a plan, got ${result.errors.map((error) => error.message).join(' | ')}`);
  return result.plan;
}

/** A template without the PAI columns (a reporting without a PAI module, or an older file). */
const header = headerRow('en');
/** With the PAI columns. */
const paiHeader = headerRow('en', true);
const at = (column: PortfolioColumn, rowNumber: number) => `${letter(column)}${rowNumber}`;

describe('the template', () => {
  it('has the columns of the brief in English and French, each header read back as its column', () => {
    expect(headerRow('en')).toEqual([
      'Fund',
      'Asset',
      'Outstanding amount (€)',
      'Include (Yes/No)',
      'Exit year',
      'Asset value (€)',
      'Revenue (€)',
      'Reporting type',
      'Asset type',
      'Sector',
      'Main location (ISO country code)',
      'NACE code',
      'Base year',
      'Base-year revenue (€)',
      'FTE',
      'Base-year FTE',
      'Scope 1 (tCO₂e)',
      'Scope 2 (tCO₂e)',
      'Scope 3 (tCO₂e)',
      'Base-year scope 1 (tCO₂e)',
      'Base-year scope 2 (tCO₂e)',
      'Base-year scope 3 (tCO₂e)',
    ]);
    for (const language of ['en', 'fr'] as const) {
      headerRow(language).forEach((text, index) => expect(columnOfHeader(text), text).toBe(portfolioColumns[index]));
    }
    // Case, accents, spacing and the unit are not part of a header's identity.
    expect(columnOfHeader('  outstanding AMOUNT ')).toBe('outstandingAmount');
    expect(columnOfHeader('Scope 1 (tCO2e)')).toBe('totalScope1Kg');
    expect(columnOfHeader('CHIFFRE D\'AFFAIRES')).toBe('turnover');
    expect(columnOfHeader('Annee de reference')).toBe('baseYear');
    expect(columnOfHeader('Notes')).toBeUndefined();
  });

  it('is named after the reporting year', () => {
    expect(templateFileName(2024)).toBe('portfolio-emissions-data-collection-template-2024.xlsx');
  });

  it('lists the valid values: offered reporting types without MANUAL_ESTIMATE, allowed asset types, sectors, Yes/No, countries, NACE codes', () => {
    const rows = optionRows(
      { reporting: { year: 2024, language: 'fr', allowedReportTypes: ['MANUAL_ESTIMATE', 'SECTORAL_ESTIMATE', 'AUDIT'], allowedAssetTypes: ['COMPANY'] } },
      'fr',
      [{ naceCode: '64.20', label: 'Activités des sociétés holding' }],
    );
    expect(rows[0]).toEqual(['Type de reporting', 'Type d’actif', 'Secteur', 'Inclure (Oui/Non)', 'Localisation principale (code pays ISO)', 'Pays', 'Code NACE', 'Activité']);
    const column = (index: number) => rows.slice(1).map((cells) => cells[index]).filter((cell) => cell !== null);
    expect(column(0)).toEqual(['Audit', 'Estimation sectorielle']);
    expect(column(1)).toEqual(['Entreprise']);
    expect(column(2)).toContain('Logistique');
    expect(column(3)).toEqual(['Oui', 'Non']);
    expect(column(4)).toHaveLength(249);
    expect(rows[1 + column(4).indexOf('FR')]?.[5]).toBe('France');
    expect(column(6)).toEqual(['64.20']);
  });
});

describe('validateImport: the errors of spec 3 section 8', () => {
  const twoRows = [header, row(acme), row({ ...acme, fund: 'Fund B' })];

  it('answers the file is empty when it has no filled row, or a header alone', () => {
    for (const rows of [[], [[null, '  ']], [header], [[], header, [null]]]) {
      expect(errorsOf(rows).map((error) => error.key)).toEqual(['server.import.emptyFile']);
    }
  });

  it('refuses a file of more rows than it processes, saying how many to keep', () => {
    const errors = errorsOf(twoRows, { maxRows: 1 });
    expect(errors).toEqual([
      { row: null, cell: null, key: 'server.portfolioImport.tooManyRows', params: { rows: 2, max: 1 }, message: 'The file has 2 rows, which is too heavy to process; please reduce the rows to 1.' },
    ]);
  });

  it('names a missing column in the reporting language, and a duplicated one with both letters', () => {
    const withoutNace = header.filter((text) => text !== 'NACE code');
    expect(errorsOf([withoutNace, row(acme).slice(0, 21)])).toEqual([
      expect.objectContaining({ row: 1, key: 'server.import.missingColumn', params: { column: 'NACE code' } }),
    ]);
    expect(errorsOf([headerRow('fr').filter((text) => text !== 'Code NACE'), row(acme).slice(0, 21)], { language: 'fr' })[0]?.params).toEqual({ column: 'Code NACE' });
    // 'Fonds' is the French 'Fund': the same column twice, at A and W.
    const errors = errorsOf([[...header, 'Fonds'], [...row(acme), 'Fund A']]);
    expect(errors).toEqual([
      expect.objectContaining({
        row: 1,
        cell: 'W1',
        key: 'server.import.duplicatedColumn',
        params: { column: 'Fonds', first: 'A', second: 'W' },
        message: "The column 'Fonds' is duplicated at columns A and W",
      }),
    ]);
  });

  it('counts the rows with cells past the header and lists the first 10 with their counts', () => {
    const rows = [header, ...Array.from({ length: 12 }, (_, index) => [...row({ ...acme, fund: `Fund ${index}` }), 'stray'])];
    const errors = errorsOf(rows);
    expect(errors[0]).toEqual(expect.objectContaining({ row: null, key: 'server.portfolioImport.columnCount', params: { count: 12 }, message: '12 rows do not have the expected column count' }));
    const detail = errors.filter((error) => error.key === 'server.portfolioImport.columnCountOfRow');
    expect(detail).toHaveLength(10);
    expect(detail[0]).toEqual(expect.objectContaining({ row: 2, params: { row: 2, actual: 23, expected: 22 }, message: 'Row 2 has 23 columns where 22 are expected' }));
    expect(detail[9]?.row).toBe(11);
    // An unknown column of the header is the user's own (notes): its cells are not too many.
    expect(validateImport([[...header, 'Notes'], [...row(acme), 'checked']], context()).ok).toBe(true);
  });

  /** One cell's refusal: the column, the value typed, the reason's key and parameters. */
  const cellCases: { name: string; column: PortfolioColumn; value: unknown; reason: string; params?: Record<string, unknown> }[] = [
    { name: 'a blank fund', column: 'fund', value: '  ', reason: 'server.import.emptyField' },
    { name: 'a blank asset', column: 'asset', value: null, reason: 'server.import.emptyField' },
    { name: 'a fund name too long', column: 'fund', value: 'F'.repeat(201), reason: 'server.portfolioImport.tooLong', params: { max: 200 } },
    { name: 'a word as an amount', column: 'outstandingAmount', value: 'a lot', reason: 'validation.message.expectedNumber' },
    { name: 'a decimal comma in a text cell', column: 'totalScope1Kg', value: '12,5', reason: 'validation.message.expectedNumber' },
    { name: 'a negative asset value', column: 'valuation', value: -5, reason: 'validation.message.mustBeZeroOrMore' },
    { name: 'a negative scope', column: 'baseYearTotalScope2Kg', value: '-1', reason: 'validation.message.mustBeZeroOrMore' },
    { name: 'a headcount past its bound', column: 'employeeNumber', value: 20_000_000, reason: 'validation.message.atMost', params: { max: 10_000_000 } },
    { name: 'a year before 1990', column: 'exitYear', value: 1850, reason: 'server.portfolioImport.expectedYear', params: { min: 1990, max: 2100 } },
    { name: 'a fractional year', column: 'baseYear', value: 2020.5, reason: 'server.portfolioImport.expectedYear', params: { min: 1990, max: 2100 } },
    { name: 'a text as a year', column: 'baseYear', value: 'last year', reason: 'server.portfolioImport.expectedYear', params: { min: 1990, max: 2100 } },
    { name: 'neither Yes nor No', column: 'include', value: 'Maybe', reason: 'server.portfolioImport.expectedYesNo', params: { yes: 'Yes', no: 'No' } },
    { name: 'a NACE code too long without a NACE list', column: 'naceCode', value: '1234567890123', reason: 'server.portfolioImport.tooLong', params: { max: 12 } },
  ];

  it.each(cellCases)('names the cell of $name with its reason', ({ column, value, reason, params }) => {
    const withoutList = column === 'naceCode' ? { naceCodes: undefined } : {};
    const errors = errorsOf([header, row(acme), row({ ...acme, fund: 'Fund B', [column]: value })], withoutList);
    const cell = at(column, 3);
    expect(errors).toEqual([expect.objectContaining({ row: 3, cell, key: 'server.portfolioImport.cell' })]);
    const nested = errors[0]?.params.reason as { key: string; params: Record<string, unknown> };
    expect(nested.key).toBe(reason);
    if (params) expect(nested.params).toEqual(params);
    expect(errors[0]?.message).toMatch(new RegExp(`^Cell ${cell}: `));
  });

  const optionCases: { name: string; column: PortfolioColumn; value: string; header: string; valid: string }[] = [
    {
      name: 'a reporting type not offered',
      column: 'reportType',
      value: 'Guesswork',
      header: 'Reporting type',
      valid: 'Cairn carbon footprint, Audit, Light review, External report, Sectoral estimate, Revenue extrapolation, Employee extrapolation',
    },
    { name: 'an asset type', column: 'assetType', value: 'Spaceship', header: 'Asset type', valid: 'Company, Financed project, Real estate' },
    {
      name: 'a sector',
      column: 'sector',
      value: 'Banking',
      header: 'Sector',
      valid: 'Intellectual services, General services, Logistics, Manufacturing industry, Extractive industries, Agrifood industries, Aeronautic industry, Real estate',
    },
    { name: 'a country', column: 'mainLocation', value: 'XX', header: 'Main location (ISO country code)', valid: 'AD, AE, AF, AG, AI, AL, AM, AO, AQ, AR, AS, AT, AU, AW, AX, AZ, BA, BB, BD, BE, BF, BG, BH, BI, BJ, BL, BM, BN, BO, BQ, …' },
    { name: 'a NACE code of no list', column: 'naceCode', value: '99.99', header: 'NACE code', valid: '49.41, 64.20, 62.01' },
  ];

  it.each(optionCases)('lists $name with the invalid and the valid values', ({ column, value, header: shownHeader, valid }) => {
    const errors = errorsOf([header, row({ ...acme, [column]: value }), row({ ...acme, fund: 'Fund B', [column]: value })]);
    expect(errors).toEqual([
      {
        row: null,
        cell: null,
        key: 'server.portfolioImport.invalidOptions',
        params: { column: shownHeader, values: `'${value}'`, cells: `${at(column, 2)}, ${at(column, 3)}`, valid },
        message: `Column '${shownHeader}' has invalid values: '${value}' (cells ${at(column, 2)}, ${at(column, 3)}). Valid values are: ${valid}`,
      },
    ]);
  });

  it('names an invalid NACE code without a list when the context tests codes rather than lists them', () => {
    const errors = errorsOf([header, row({ ...acme, naceCode: '99.99' })], { naceCodes: (code) => code === '49.41' });
    expect(errors).toEqual([
      expect.objectContaining({ row: 2, cell: 'L2', key: 'server.portfolioImport.invalidOptionsUnlisted', message: "Column 'NACE code' has invalid values: '99.99' (cells L2)" }),
    ]);
    expect(validateImport([header, row(acme)], context({ naceCodes: (code) => code === '49.41' })).ok).toBe(true);
    // A section letter typed in lower case is the code.
    const plan = planOf([header, row({ ...acme, naceCode: 'h' })], { naceCodes: (code) => code === 'H' });
    expect(plan.funds[0]?.lines[0]?.naceCode).toBe('H');
  });

  it('lists each invalid value once, with every cell it is in, and places an error in one cell on it', () => {
    const errors = errorsOf([header, row({ ...acme, sector: 'Banking' }), row({ ...acme, asset: 'Beta', sector: 'banking ' }), row({ ...acme, asset: 'Acme', fund: 'Fund C', sector: 'Banking' }), row({ ...acme, asset: 'Beta', fund: 'Fund C', sector: 'Mining' })]);
    expect(errors[0]?.params).toEqual(expect.objectContaining({ values: "'Banking', 'Mining'", cells: 'J2, J3, J4, J5' }));
    const single = errorsOf([header, row({ ...acme, assetType: 'Boat' })]);
    expect(single[0]).toEqual(expect.objectContaining({ row: 2, cell: 'I2' }));
  });

  it('offers MANUAL_ESTIMATE only to an asset that has it already, and keeps an asset type no longer allowed on the asset that has it', () => {
    const manual = errorsOf([header, row({ ...acme, reportType: 'Manual estimate' })]);
    expect(manual[0]?.params).toEqual(expect.objectContaining({ column: 'Reporting type', values: "'Manual estimate'" }));
    expect(validateImport([header, row({ ...acme, asset: 'Beta', reportType: 'MANUAL_ESTIMATE' })], context()).ok).toBe(true);
    const onlyProjects = { allowedAssetTypes: ['FINANCED_PROJECT' as const] };
    expect(validateImport([header, row(acme)], context(onlyProjects)).ok).toBe(true);
    expect(errorsOf([header, row({ ...acme, asset: 'Beta', assetType: 'Real estate' })], onlyProjects)[0]?.params).toEqual(
      expect.objectContaining({ column: 'Asset type', valid: 'Financed project' }),
    );
  });

  it('names each column whose value differs between two rows of the same asset, once', () => {
    const errors = errorsOf([
      header,
      row(acme),
      row({ ...acme, fund: 'Fund B', turnover: 2_500_000, sector: 'Manufacturing industry' }),
      row({ ...acme, fund: 'Fund C', turnover: 3_000_000 }),
      row({ ...acme, fund: 'Fund D', outstandingAmount: 1, include: 'No', exitYear: 2040 }),
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        row: 3,
        key: 'server.portfolioImport.inconsistentValues',
        params: { column: 'Revenue (€)', name: 'Acme', first: 2, second: 3 },
        message: "Inconsistent values for column 'Revenue (€)' of asset Acme between rows 2 and 3",
      }),
      expect.objectContaining({ row: 3, params: { column: 'Sector', name: 'Acme', first: 2, second: 3 } }),
    ]);
  });

  it('refuses an asset associated more than once to a fund, listing its rows', () => {
    const errors = errorsOf([header, row(acme), row({ ...acme, asset: 'Beta' }), row({ ...acme, asset: ' ACME ', fund: 'fund a' })]);
    expect(errors).toEqual([
      expect.objectContaining({
        row: 4,
        key: 'server.portfolioImport.assetTwiceInFund',
        params: { name: 'Acme', fund: 'Fund A', rows: '2, 4' },
        message: 'The asset Acme is associated more than once to the fund Fund A, at rows 2, 4',
      }),
    ]);
  });

  it('refuses more investment lines than the project allows', () => {
    expect(errorsOf(twoRows, { maxLinesNumber: 1 })).toEqual([
      expect.objectContaining({
        key: 'server.portfolioImport.tooManyLines',
        params: { lines: 2, max: 1 },
        message: 'The file has 2 investment lines but the maximum allowed for this project is 1',
      }),
    ]);
    expect(validateImport(twoRows, context({ maxLinesNumber: 2 })).ok).toBe(true);
  });

  it('refuses more funds than a reporting holds, counting the funds the file does not name', () => {
    const rows = [header, ...Array.from({ length: 99 }, (_, index) => row({ ...acme, fund: `Fund ${index}` }))];
    expect(validateImport(rows, context({ fundNames: new Set(['fund 0', 'other fund']) })).ok).toBe(true);
    expect(errorsOf(rows, { fundNames: new Set(['other fund', 'second fund']) })).toEqual([
      expect.objectContaining({ key: 'server.portfolioImport.tooManyFunds', params: { funds: 101, max: 100 }, message: 'The file would bring the reporting to 101 funds, but a reporting holds at most 100' }),
    ]);
  });

  it('names an asset the reporting does not know at its first row, unless the reporting is standalone', () => {
    const rows = [header, row(acme), row({ ...acme, asset: 'Zeta' }), row({ ...acme, fund: 'Fund B', asset: 'zeta' })];
    expect(errorsOf(rows)).toEqual([
      expect.objectContaining({
        row: 3,
        key: 'server.portfolioImport.unknownAsset',
        params: { name: 'Zeta', row: 3 },
        message: "The asset 'Zeta' at row 3 is unknown: add it to the questionnaire before importing its data",
      }),
    ]);
    expect(planOf(rows, { allowNewAssets: true }).lineCount).toBe(3);
  });

  it('answers every error at once: shape, cells, options, then the checks across rows', () => {
    const errors = errorsOf(
      [
        header,
        row({ ...acme, outstandingAmount: 'x' }),
        row({ ...acme, fund: 'Fund B', sector: 'Banking', turnover: 1 }),
        row({ ...acme, asset: 'Nobody' }),
        [...row({ ...acme, fund: 'Fund C' }), 'extra'],
      ],
      { maxLinesNumber: 3 },
    );
    expect(errors.map((error) => error.key)).toEqual([
      'server.portfolioImport.columnCount',
      'server.portfolioImport.columnCountOfRow',
      'server.portfolioImport.cell',
      'server.portfolioImport.invalidOptions',
      // The checks across rows, in row order: row 3 differs from row 2, row 4 names an unknown asset.
      'server.portfolioImport.inconsistentValues',
      'server.portfolioImport.unknownAsset',
      'server.portfolioImport.tooManyLines',
    ]);
  });

  it(`lists at most ${maxListedErrors} errors and counts the others`, () => {
    const rows = [header, ...Array.from({ length: 1_100 }, (_, index) => row({ ...acme, asset: `Asset ${index}`, outstandingAmount: 'x' }))];
    const errors = errorsOf(rows, { allowNewAssets: true });
    expect(errors).toHaveLength(maxListedErrors + 1);
    expect(errors.at(-1)).toEqual(expect.objectContaining({ key: 'server.import.moreErrors', params: { count: 100 } }));
  });

  it('says every error with a key of the server catalogue', () => {
    const keys = [
      'server.import.emptyFile',
      'server.import.invalidFile',
      'server.portfolioImport.tooManyRows',
      'server.portfolioImport.columnCount',
      'server.portfolioImport.columnCountOfRow',
      'server.import.missingColumn',
      'server.import.duplicatedColumn',
      'server.portfolioImport.cell',
      'server.portfolioImport.expectedYear',
      'server.portfolioImport.expectedYesNo',
      'server.portfolioImport.tooLong',
      'server.portfolioImport.invalidOptions',
      'server.portfolioImport.invalidOptionsUnlisted',
      'server.portfolioImport.inconsistentValues',
      'server.portfolioImport.assetTwiceInFund',
      'server.portfolioImport.tooManyLines',
      'server.portfolioImport.tooManyFunds',
      'server.portfolioImport.unknownAsset',
    ];
    expect(keys.filter((key) => !(key in serverMessageTexts))).toEqual([]);
  });
});

describe('validateImport: a valid file', () => {
  it('reads French headers, Oui/Non, French labels, codes and text numbers, and lists French valid values in a French reporting', () => {
    const plan = planOf(
      [
        [null],
        headerRow('fr'),
        row({
          ...acme,
          include: 'non',
          outstandingAmount: '1 000 000',
          reportType: 'Extrapolation à partir du chiffre d’affaires',
          assetType: 'ENTREPRISE',
          sector: 'LOGISTICS',
          mainLocation: 'fr',
          baseYear: '2019',
          baseYearTurnover: 1_500_000,
          baseYearTotalScope1Kg: 12.345,
          baseYearTotalScope2Kg: 0,
          baseYearTotalScope3Kg: '1000.5',
        }),
      ],
      { language: 'fr' },
    );
    expect(plan.funds).toEqual([
      {
        name: 'Fund A',
        lines: [
          expect.objectContaining({
            row: 3,
            assetName: 'Acme',
            outstandingAmountEur: 1_000_000,
            include: false,
            exitYear: 2030,
            reportType: 'REVENUE_EXTRAPOLATION',
            assetType: 'COMPANY',
            sector: 'LOGISTICS',
            mainLocation: 'FR',
            naceCode: '49.41',
            baseYear: 2019,
            // Tonnes in the file, kilograms stored: 12.345 t = 12,345 kg; 1000.5 t = 1,000,500 kg.
            baseYearTotalScope1Kg: 12_345,
            baseYearTotalScope2Kg: 0,
            baseYearTotalScope3Kg: 1_000_500,
            totalScope1Kg: null,
            employeeNumber: null,
          }),
        ],
      },
    ]);
    const errors = errorsOf([headerRow('fr'), row({ ...acme, include: 'Peut-être', sector: 'Banque' })], { language: 'fr' });
    expect(errors.map((error) => error.params)).toEqual([
      expect.objectContaining({ reason: expect.objectContaining({ params: { yes: 'Oui', no: 'Non' } }) }),
      expect.objectContaining({ column: 'Secteur', valid: expect.stringContaining('Services intellectuels') }),
    ]);
  });

  it('takes a blank Include as Yes and blank figures as unknown, and groups the lines by fund in the order met', () => {
    const plan = planOf([header, row({ fund: 'Fund B', asset: 'Acme' }), row({ fund: 'Fund A', asset: 'Beta' }), row({ fund: 'fund b', asset: 'Beta' })]);
    expect(plan.funds.map((fund) => [fund.name, fund.lines.map((line) => line.row)])).toEqual([
      ['Fund B', [2, 4]],
      ['Fund A', [3]],
    ]);
    expect(plan.funds[0]?.lines[0]).toEqual(expect.objectContaining({ include: true, outstandingAmountEur: null, reportType: null, sector: null, totalScope1Kg: null }));
  });

  it('validates 2,000 lines of 400 assets in 5 funds', () => {
    const rows: unknown[][] = [header];
    for (let index = 0; index < 2_000; index++) {
      const asset = index % 400;
      rows.push(row({ ...acme, fund: `Fund ${Math.floor(index / 400)}`, asset: `Asset ${asset}`, turnover: 1_000 * asset, totalScope1Kg: asset / 10, outstandingAmount: index }));
    }
    const plan = planOf(rows, { allowNewAssets: true, maxLinesNumber: 2_000 });
    expect(plan.lineCount).toBe(2_000);
    expect(plan.funds).toHaveLength(5);
    expect(plan.funds[4]?.lines[399]).toEqual(expect.objectContaining({ row: 2_001, assetName: 'Asset 399', outstandingAmountEur: 1_999, turnover: 399_000, totalScope1Kg: 39_900 }));
    expect(errorsOf(rows, { allowNewAssets: true, maxLinesNumber: 1_999 }).map((error) => error.key)).toEqual(['server.portfolioImport.tooManyLines']);
  });
});

describe('importContextOf', () => {
  it('knows the investees with their types and the other assets by name, and takes new names only in a standalone reporting', () => {
    const source = sampleSource();
    const view = { reporting: { ...source.reporting, maxLinesNumber: 10, standalone: false }, funds: source.funds, investees: source.investees, knownAssets: [{ name: 'Delta  SA' }, { name: 'ACME' }] };
    const made = importContextOf(view, new Set(['64.20']));
    expect([...made.knownAssets]).toEqual([
      ['delta sa', { reportType: null, assetType: null }],
      ['acme', { reportType: 'EXTERNAL_REPORT', assetType: 'COMPANY' }],
      ['beta', { reportType: 'MANUAL_ESTIMATE', assetType: 'FINANCED_PROJECT' }],
      ['-gamma', { reportType: null, assetType: null }],
    ]);
    expect(made).toEqual(expect.objectContaining({ language: 'en', maxLinesNumber: 10, maxRows: 5_000, allowNewAssets: false, naceCodes: new Set(['64.20']), fundNames: new Set(['growth ii', '=fund i']) }));
    expect(importContextOf({ ...view, reporting: { ...view.reporting, standalone: true } }).allowNewAssets).toBe(true);
  });
});

describe('the round trip', () => {
  it.each(['en', 'fr'] as const)('imports back the template of a questionnaire in %s as its own data', (language) => {
    const source = sampleSource(language);
    const rows = templateRows(source);
    expect(rows).toHaveLength(5);
    // Scopes in tonnes: 1,234,567 kg = 1234.567 t; 89.5 kg = 0.0895 t.
    expect(rows[1]?.slice(16, 19)).toEqual([1234.567, 0.0895, 0]);
    const knownAssets = new Map(source.investees.map((investee) => [nameKey(investee.name), { reportType: investee.reportType, assetType: investee.assetType }]));
    const plan = planOf(rows, { language, knownAssets, allowedReportTypes: source.reporting.allowedReportTypes, allowedAssetTypes: source.reporting.allowedAssetTypes, maxLinesNumber: 4 });
    expect(plan.funds.map((fund) => [fund.name, fund.lines.map((line) => line.assetName)])).toEqual([
      ['=Fund I', ['Acme', '-Gamma']],
      ['Growth II', ['Acme', 'Beta']],
    ]);
    const lines = plan.funds.flatMap((fund) => fund.lines);
    const investees = new Map(source.investees.map((investee) => [investee.name, investee]));
    const byLine = [source.investments[0], source.investments[3], source.investments[1], source.investments[2]];
    lines.forEach((line, index) => {
      const investment = byLine[index];
      const { uuid: _uuid, name, ...fields } = investees.get(line.assetName) ?? source.investees[0]!;
      expect(line).toEqual({
        row: index + 2,
        assetName: name,
        outstandingAmountEur: investment?.outstandingAmount,
        include: investment?.includeInPortfolioEmissions,
        exitYear: investment?.exitYear,
        ...fields,
      });
    });
  });
});

describe('the PAI columns (spec 3 section 3, PAI variant)', () => {
  /** Acme with its energy in MWh and its fossil-fuel flag. */
  const acmePai: RowCells = {
    ...acme,
    energyConsumptionKWh: 1_200.5,
    renewableEnergyConsumptionKWh: '300',
    energyProductionKWh: 40,
    renewableEnergyProductionKWh: 40,
    isActiveInFossilFuelSector: 'No',
  };
  const onlyLine = (rows: unknown[][], overrides: Partial<ImportContext> = {}) => planOf(rows, overrides).funds[0]?.lines[0];

  it('are in the template only for a reporting that asks them, after the scopes, in both languages', () => {
    expect(headerRow('en', true).slice(header.length)).toEqual([
      'Energy consumption (MWh)',
      'Renewable energy consumption (MWh)',
      'Energy production (MWh)',
      'Renewable energy production (MWh)',
      'Active in the fossil fuel sector (Yes/No)',
    ]);
    expect(headerRow('fr', true).slice(header.length)).toEqual([
      'Consommation d’énergie (MWh)',
      'Consommation d’énergie renouvelable (MWh)',
      'Production d’énergie (MWh)',
      'Production d’énergie renouvelable (MWh)',
      'Active dans le secteur des combustibles fossiles (Oui/Non)',
    ]);
    for (const language of ['en', 'fr'] as const) {
      headerRow(language, true).forEach((text, index) => expect(columnOfHeader(text), text).toBe(portfolioColumns[index]));
    }
    expect(columnOfHeader('energy consumption')).toBe('energyConsumptionKWh');
    expect(templateRows(sampleSource('en', { paiFields: false }))[0]).toEqual(header);
  });

  it('write kWh as MWh and the flag as Yes, No or blank', () => {
    const rows = templateRows(sampleSource('fr'));
    const pai = (index: number) => rows[index]?.slice(header.length);
    // Acme: 1,500,000.5 kWh = 1500.0005 MWh, 250,000 kWh = 250 MWh, no production; not in the fossil fuel sector.
    expect(pai(1)).toEqual([1500.0005, 250, 0, 0, 'Non']);
    // -Gamma said nothing.
    expect(pai(2)).toEqual([null, null, null, null, null]);
    // Beta is active in the fossil fuel sector.
    expect(pai(4)).toEqual([null, null, null, null, 'Oui']);
  });

  it('read MWh as kWh and Yes/No/blank as the flag', () => {
    // 1,200.5 MWh = 1,200,500 kWh; '300' MWh (a text cell) = 300,000 kWh; 40 MWh = 40,000 kWh.
    expect(onlyLine([paiHeader, paiRow(acmePai)])).toEqual(
      expect.objectContaining({ energyConsumptionKWh: 1_200_500, renewableEnergyConsumptionKWh: 300_000, energyProductionKWh: 40_000, renewableEnergyProductionKWh: 40_000, isActiveInFossilFuelSector: false }),
    );
    expect(onlyLine([paiHeader, paiRow({ ...acmePai, isActiveInFossilFuelSector: 'oui' })])?.isActiveInFossilFuelSector).toBe(true);
    // Blank is 'not said', not Yes as for Include.
    expect(onlyLine([paiHeader, paiRow({ ...acme })])).toEqual(
      expect.objectContaining({ energyConsumptionKWh: null, renewableEnergyConsumptionKWh: null, energyProductionKWh: null, renewableEnergyProductionKWh: null, isActiveInFossilFuelSector: null }),
    );
  });

  it('are optional: a file without them (an older template) imports and says nothing of them, so the stored figures stay', () => {
    const line = onlyLine([header, row(acme)]);
    expect(line?.assetName).toBe('Acme');
    expect(line && Object.keys(line).filter((key) => key.includes('Energy') || key.includes('energy') || key.includes('Fossil'))).toEqual([]);
    // Some of them only: those given are read, the others left out.
    const some = onlyLine([[...header, 'Energy consumption (MWh)'], [...row(acme), 10]]);
    expect(some).toEqual(expect.objectContaining({ energyConsumptionKWh: 10_000 }));
    expect(some && 'isActiveInFossilFuelSector' in some).toBe(false);
  });

  it('list a number or a flag that does not read like the other cells', () => {
    const errors = errorsOf([
      paiHeader,
      paiRow({ ...acmePai, energyConsumptionKWh: -1, energyProductionKWh: 'a lot', renewableEnergyProductionKWh: null, isActiveInFossilFuelSector: 'maybe' }),
    ]);
    expect(errors.map((error) => [error.cell, error.key, error.params?.reason])).toEqual([
      [at('energyConsumptionKWh', 2), 'server.portfolioImport.cell', expect.objectContaining({ key: 'validation.message.mustBeZeroOrMore' })],
      [at('energyProductionKWh', 2), 'server.portfolioImport.cell', expect.objectContaining({ key: 'validation.message.expectedNumber' })],
      [at('isActiveInFossilFuelSector', 2), 'server.portfolioImport.cell', expect.objectContaining({ key: 'server.portfolioImport.expectedYesNo' })],
    ]);
    expect(at('isActiveInFossilFuelSector', 2)).toBe('AA2');
  });

  it('refuse a renewable part greater than its total on the part’s cell, as the questionnaire does', () => {
    const errors = errorsOf([
      paiHeader,
      // 300 MWh renewable of 299.999 MWh; production 40.001 of 40.
      paiRow({ ...acmePai, energyConsumptionKWh: 299.999, renewableEnergyProductionKWh: 40.001 }),
      // Equal is fine; a part alone is fine.
      paiRow({ ...acmePai, fund: 'Fund B', energyConsumptionKWh: 300, asset: 'Beta' }),
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        row: 2,
        cell: at('renewableEnergyConsumptionKWh', 2),
        message: "Cell X2: A renewable part greater than its total, 'Energy consumption (MWh)', is invalid",
      }),
      expect.objectContaining({ row: 2, cell: at('renewableEnergyProductionKWh', 2), params: expect.objectContaining({ reason: expect.objectContaining({ params: { column: 'Energy production (MWh)' } }) }) }),
    ]);
    expect(onlyLine([paiHeader, paiRow({ ...acmePai, energyConsumptionKWh: null })])?.renewableEnergyConsumptionKWh).toBe(300_000);
  });

  it('check a side the file gives against the other side as stored, when the file leaves that one out', () => {
    // Acme holds 100 MWh of consumption (100,000 kWh); the file gives only the renewable part.
    const stored = [{ name: 'ACME', energyConsumptionKWh: 100_000, renewableEnergyConsumptionKWh: null, energyProductionKWh: null, renewableEnergyProductionKWh: null }];
    const onlyRenewable = (megawattHours: number) => planOf([[...header, 'Renewable energy consumption (MWh)'], [...row(acme), megawattHours], [...row({ ...acme, fund: 'Fund B' }), megawattHours]]);
    // 300 MWh of 100: refused once for the asset, at its first row.
    expect(storedEnergyErrors(onlyRenewable(300), stored, 'fr')).toEqual([
      expect.objectContaining({ row: 2, cell: null, key: 'server.portfolioImport.renewableOverTotal', params: { column: 'Consommation d’énergie (MWh)' } }),
    ]);
    // 100 MWh of 100, or an asset the questionnaire does not hold yet: fine.
    expect(storedEnergyErrors(onlyRenewable(100), stored, 'en')).toEqual([]);
    expect(storedEnergyErrors(onlyRenewable(300), [], 'en')).toEqual([]);
    // A file giving both sides is checked on its row, whatever is stored.
    expect(storedEnergyErrors(planOf([paiHeader, paiRow({ ...acmePai, energyConsumptionKWh: 500 })]), stored, 'en')).toEqual([]);
  });

  it('must agree on every row of an asset', () => {
    const errors = errorsOf([paiHeader, paiRow(acmePai), paiRow({ ...acmePai, fund: 'Fund B', isActiveInFossilFuelSector: 'Yes' })]);
    expect(errors).toEqual([expect.objectContaining({ row: 3, params: { column: 'Active in the fossil fuel sector (Yes/No)', name: 'Acme', first: 2, second: 3 } })]);
  });
});
