import { textBounds } from '../constants.ts';
import { say, type Message } from '../errorMessages.ts';
import { labelOf } from '../labels/labels.ts';
import type { InvesteeField } from '../contract/portfolio.ts';
import { AssetSector, AssetType, type Language } from '../schemas/enums.ts';
import { countryCodes, countryCodeSet } from './countries.ts';
import type { PortfolioImportError } from './importErrors.ts';
import { PortfolioReportType, portfolioLimits, type Fund, type Investee, type Investment } from './model.ts';
import { energyIssues, type EnergyField } from './validation.ts';

/*
 * The portfolio-emissions questionnaire as a spreadsheet (spec 3 sections 2.1 "Import from
 * spreadsheet", 7 `portfolioEmissions.spreadsheetExport` and `importFromSpreadsheet`, 8 "Import
 * errors"): the template's columns and rows, and the validation of a filled file, which answers
 * every error at once or the plan of what to write. Reading and writing the workbook is the
 * caller's (functions/src/lib/portfolio/workbook.ts); nothing here does I/O.
 *
 * The sheet has one row per investment line: the fund, the asset, the line's own figures, then
 * the investee's fields, repeated on every line of the same asset (an asset's fields must be
 * equal on each of its rows). Every column is in the template whatever the reporting types: the
 * questionnaire's column hiding (spec 3 section 4) is a display rule; the write keeps the values
 * given but for what a change of type clears (functions/src/lib/portfolio/import.ts). Scopes are
 * in tonnes in the file and in kilograms in storage, energy in MWh in the file and in kWh in storage.
 *
 * The SFDR adverse-impact columns (energy and the fossil-fuel flag) are in the template of a
 * reporting whose institution has a PAI module for its year, and optional in a file: a file
 * without them (an older template) imports, and leaves the investees' PAI figures as they are.
 *
 * Decisions the spec leaves open:
 * - A blank cell is an unknown value (null); a blank 'Include' cell means Yes, as a new line is
 *   included by default. Fund and asset are required.
 * - Headers are matched in English or French, whatever the reporting's language, ignoring case,
 *   accents, punctuation and the unit in parentheses; other columns (notes) are ignored. Option
 *   cells take the enumeration's code or its English or French label.
 * - 'Unknown asset': an asset is matched by its name (case and spacing ignored) to the
 *   reporting's investees and the institution's other assets (`knownAssets`). A name matching
 *   none is unknown when the reporting is not standalone: its portfolio is the one set up with
 *   the consultant, and a new asset is added in the questionnaire (where it is named and typed)
 *   before its data is imported. A standalone reporting's client manages its own portfolio, so
 *   there a new name creates a non-validated asset.
 * - The reporting types a row may take are the reporting's allowed ones except MANUAL_ESTIMATE,
 *   which is never offered (spec 3 section 4), plus the type the asset already has; likewise an
 *   asset type is one of the allowed ones or the asset's current one, so a template always
 *   imports back.
 * - A row is too long when it has filled cells past the header's last column.
 * - The file is the questionnaire's whole content: a reporting holds at most 100 funds (those
 *   the file does not name are kept) and its project's line limit counts the file's lines.
 */

export type SheetLanguage = Language;

/** Rows a file may hold past its header: as many as a reporting holds investees. */
export const maxImportRows = portfolioLimits.investees;
/** Most errors listed in one answer; the rest are counted. */
export const maxListedErrors = 1_000;
/** Rows of the column-count error listed one by one (spec 3 section 8: the first 10). */
const listedColumnCountRows = 10;
/** Cells and valid values listed in an invalid-options error before an ellipsis. */
const listedCells = 10;
const listedValidValues = 30;

export const templateFileName = (year: number) => `portfolio-emissions-data-collection-template-${year}.xlsx`;
export const templateSheetNames: Record<SheetLanguage, { data: string; options: string }> = {
  en: { data: 'Data', options: 'Valid values' },
  fr: { data: 'Données', options: 'Valeurs valides' },
};

/** `yesNoUnsaid` is a Yes/No whose blank is 'not said' (null), where `yesNo`'s blank is Yes. */
type Kind = 'text' | 'euros' | 'tonnes' | 'megawattHours' | 'headcount' | 'year' | 'yesNo' | 'yesNoUnsaid' | 'option';

interface ColumnSpec {
  kind: Kind;
  headers: Record<SheetLanguage, string>;
}

const investeeColumnSpecs = {
  valuation: { kind: 'euros', headers: { en: 'Asset value (€)', fr: 'Valeur de l’actif (€)' } },
  turnover: { kind: 'euros', headers: { en: 'Revenue (€)', fr: 'Chiffre d’affaires (€)' } },
  assetType: { kind: 'option', headers: { en: 'Asset type', fr: 'Type d’actif' } },
  sector: { kind: 'option', headers: { en: 'Sector', fr: 'Secteur' } },
  mainLocation: { kind: 'option', headers: { en: 'Main location (ISO country code)', fr: 'Localisation principale (code pays ISO)' } },
  naceCode: { kind: 'option', headers: { en: 'NACE code', fr: 'Code NACE' } },
  baseYear: { kind: 'year', headers: { en: 'Base year', fr: 'Année de référence' } },
  baseYearTurnover: { kind: 'euros', headers: { en: 'Base-year revenue (€)', fr: 'Chiffre d’affaires de l’année de référence (€)' } },
  employeeNumber: { kind: 'headcount', headers: { en: 'FTE', fr: 'ETP' } },
  baseYearEmployeeNumber: { kind: 'headcount', headers: { en: 'Base-year FTE', fr: 'ETP de l’année de référence' } },
  totalScope1Kg: { kind: 'tonnes', headers: { en: 'Scope 1 (tCO₂e)', fr: 'Scope 1 (tCO₂e)' } },
  totalScope2Kg: { kind: 'tonnes', headers: { en: 'Scope 2 (tCO₂e)', fr: 'Scope 2 (tCO₂e)' } },
  totalScope3Kg: { kind: 'tonnes', headers: { en: 'Scope 3 (tCO₂e)', fr: 'Scope 3 (tCO₂e)' } },
  baseYearTotalScope1Kg: { kind: 'tonnes', headers: { en: 'Base-year scope 1 (tCO₂e)', fr: 'Scope 1 de l’année de référence (tCO₂e)' } },
  baseYearTotalScope2Kg: { kind: 'tonnes', headers: { en: 'Base-year scope 2 (tCO₂e)', fr: 'Scope 2 de l’année de référence (tCO₂e)' } },
  baseYearTotalScope3Kg: { kind: 'tonnes', headers: { en: 'Base-year scope 3 (tCO₂e)', fr: 'Scope 3 de l’année de référence (tCO₂e)' } },
  energyConsumptionKWh: { kind: 'megawattHours', headers: { en: 'Energy consumption (MWh)', fr: 'Consommation d’énergie (MWh)' } },
  renewableEnergyConsumptionKWh: { kind: 'megawattHours', headers: { en: 'Renewable energy consumption (MWh)', fr: 'Consommation d’énergie renouvelable (MWh)' } },
  energyProductionKWh: { kind: 'megawattHours', headers: { en: 'Energy production (MWh)', fr: 'Production d’énergie (MWh)' } },
  renewableEnergyProductionKWh: { kind: 'megawattHours', headers: { en: 'Renewable energy production (MWh)', fr: 'Production d’énergie renouvelable (MWh)' } },
  isActiveInFossilFuelSector: { kind: 'yesNoUnsaid', headers: { en: 'Active in the fossil fuel sector (Yes/No)', fr: 'Active dans le secteur des combustibles fossiles (Oui/Non)' } },
} as const satisfies Record<InvesteeField, ColumnSpec>;

/** Every column of the template, in its order. */
export const columnSpecs = {
  fund: { kind: 'text', headers: { en: 'Fund', fr: 'Fonds' } },
  asset: { kind: 'text', headers: { en: 'Asset', fr: 'Actif' } },
  outstandingAmount: { kind: 'euros', headers: { en: 'Outstanding amount (€)', fr: 'Encours (€)' } },
  include: { kind: 'yesNo', headers: { en: 'Include (Yes/No)', fr: 'Inclure (Oui/Non)' } },
  exitYear: { kind: 'year', headers: { en: 'Exit year', fr: 'Année de sortie' } },
  valuation: investeeColumnSpecs.valuation,
  turnover: investeeColumnSpecs.turnover,
  reportType: { kind: 'option', headers: { en: 'Reporting type', fr: 'Type de reporting' } },
  assetType: investeeColumnSpecs.assetType,
  sector: investeeColumnSpecs.sector,
  mainLocation: investeeColumnSpecs.mainLocation,
  naceCode: investeeColumnSpecs.naceCode,
  baseYear: investeeColumnSpecs.baseYear,
  baseYearTurnover: investeeColumnSpecs.baseYearTurnover,
  employeeNumber: investeeColumnSpecs.employeeNumber,
  baseYearEmployeeNumber: investeeColumnSpecs.baseYearEmployeeNumber,
  totalScope1Kg: investeeColumnSpecs.totalScope1Kg,
  totalScope2Kg: investeeColumnSpecs.totalScope2Kg,
  totalScope3Kg: investeeColumnSpecs.totalScope3Kg,
  baseYearTotalScope1Kg: investeeColumnSpecs.baseYearTotalScope1Kg,
  baseYearTotalScope2Kg: investeeColumnSpecs.baseYearTotalScope2Kg,
  baseYearTotalScope3Kg: investeeColumnSpecs.baseYearTotalScope3Kg,
  energyConsumptionKWh: investeeColumnSpecs.energyConsumptionKWh,
  renewableEnergyConsumptionKWh: investeeColumnSpecs.renewableEnergyConsumptionKWh,
  energyProductionKWh: investeeColumnSpecs.energyProductionKWh,
  renewableEnergyProductionKWh: investeeColumnSpecs.renewableEnergyProductionKWh,
  isActiveInFossilFuelSector: investeeColumnSpecs.isActiveInFossilFuelSector,
} as const satisfies Record<string, ColumnSpec>;

export type PortfolioColumn = keyof typeof columnSpecs;
export const portfolioColumns = Object.keys(columnSpecs) as PortfolioColumn[];
/** The SFDR adverse-impact columns: in the template with a PAI module, optional in a file. */
export const paiColumns = ['energyConsumptionKWh', 'renewableEnergyConsumptionKWh', 'energyProductionKWh', 'renewableEnergyProductionKWh', 'isActiveInFossilFuelSector'] as const satisfies readonly PortfolioColumn[];
const optionalColumns: ReadonlySet<PortfolioColumn> = new Set(paiColumns);
/** The template's columns: every one, the PAI ones only for a reporting that asks them. */
export const templateColumns = (paiFields: boolean): PortfolioColumn[] => portfolioColumns.filter((column) => paiFields || !optionalColumns.has(column));
const investeeFieldNames = Object.keys(investeeColumnSpecs) as InvesteeField[];
/** The columns an asset's rows must agree on: its reporting type and its fields. */
const investeeColumns: readonly PortfolioColumn[] = ['reportType', ...investeeFieldNames];

/** The header row in a language, with the PAI columns or without. */
export function headerRow(language: SheetLanguage, paiFields = false): string[] {
  return templateColumns(paiFields).map((column) => columnSpecs[column].headers[language]);
}

/** A header, an option or a Yes/No as compared: case, accents, spacing, apostrophes and subscripts ignored. */
export function comparable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A header as matched: `comparable`, then letters and digits only (units' symbols, punctuation and spaces dropped). */
export const headerKey = (text: string) => comparable(text).replace(/[^a-z0-9]/g, '');

/** Each accepted header's key: both languages' headers, with and without their unit in parentheses. */
const columnsByHeader: ReadonlyMap<string, PortfolioColumn> = new Map(
  portfolioColumns.flatMap((column) =>
    Object.values(columnSpecs[column].headers).flatMap((header) => [
      [headerKey(header), column] as const,
      [headerKey(header.replace(/\([^)]*\)/g, '')), column] as const,
    ]),
  ),
);

/** The column a header names, or undefined for a column of the user's own. */
export function columnOfHeader(header: string): PortfolioColumn | undefined {
  return columnsByHeader.get(headerKey(header));
}

/** How an asset's or a fund's name is compared: case and spacing ignored. */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Yes and No as the template writes them. */
export const yesNo: Record<SheetLanguage, { yes: string; no: string }> = { en: { yes: 'Yes', no: 'No' }, fr: { yes: 'Oui', no: 'Non' } };
export const yesWords: ReadonlySet<string> = new Set(['yes', 'oui', 'true', 'vrai', 'y', 'o', '1']);
export const noWords: ReadonlySet<string> = new Set(['no', 'non', 'false', 'faux', 'n', '0']);

// The template.

/** What the template is written from: a questionnaire (DataCollectionView) or any shape with its parts. */
export interface TemplateSource {
  reporting: { year: number; language: Language; allowedReportTypes: readonly PortfolioReportType[]; allowedAssetTypes: readonly AssetType[] };
  funds: readonly Pick<Fund, 'uuid' | 'name' | 'position'>[];
  investments: readonly Pick<Investment, 'fundUuid' | 'investeeUuid' | 'outstandingAmount' | 'includeInPortfolioEmissions' | 'exitYear'>[];
  investees: readonly Omit<Investee, 'files' | 'pcafScore' | 'assetUuid' | 'nonValidatedAsset'>[];
  /** Whether the institution has a PAI module for the year: the template then has the PAI columns. */
  paiFields?: boolean;
}

export type TemplateCell = string | number | null;

/** Kilograms as the tonnes the file shows, without the float noise of a division (1234567 kg is 1234.567 t). */
export const tonnesOf = (kilograms: number | null) => (kilograms === null ? null : Number((kilograms / 1000).toPrecision(15)));
/** Tonnes as stored kilograms (×1000), rounded to 15 significant digits so 1234.567 t is 1234567 kg. */
export const kilogramsOf = (tonnes: number) => Number((tonnes * 1000).toPrecision(15));
/** kWh as the MWh the file shows, and back, as for tonnes. */
const megawattHoursOf = (kilowattHours: number | null) => (kilowattHours === null ? null : Number((kilowattHours / 1000).toPrecision(15)));
const kilowattHoursOf = (megawattHours: number) => Number((megawattHours * 1000).toPrecision(15));
/** A flag as the template writes it: blank for not said. */
const yesNoCell = (flag: boolean | null, language: SheetLanguage) => (flag === null ? null : flag ? yesNo[language].yes : yesNo[language].no);

/**
 * The template's rows: the header in the reporting's language, then one row per investment
 * line, funds in their order and lines in theirs. A fund without a line has no row.
 */
export function templateRows(source: TemplateSource, language: SheetLanguage = source.reporting.language): TemplateCell[][] {
  const investees = new Map(source.investees.map((investee) => [investee.uuid, investee]));
  const funds = [...source.funds].sort((a, b) => a.position - b.position);
  const columns = templateColumns(source.paiFields ?? false);
  const rows: TemplateCell[][] = [headerRow(language, source.paiFields ?? false)];
  for (const fund of funds) {
    for (const line of source.investments) {
      const investee = line.fundUuid === fund.uuid ? investees.get(line.investeeUuid) : undefined;
      if (!investee) continue;
      const cells: Record<PortfolioColumn, TemplateCell> = {
        fund: fund.name,
        asset: investee.name,
        outstandingAmount: line.outstandingAmount,
        include: line.includeInPortfolioEmissions ? yesNo[language].yes : yesNo[language].no,
        exitYear: line.exitYear,
        valuation: investee.valuation,
        turnover: investee.turnover,
        reportType: investee.reportType && labelOf('portfolioReportType', investee.reportType, language),
        assetType: investee.assetType && labelOf('assetType', investee.assetType, language),
        sector: investee.sector && labelOf('sector', investee.sector, language),
        mainLocation: investee.mainLocation,
        naceCode: investee.naceCode,
        baseYear: investee.baseYear,
        baseYearTurnover: investee.baseYearTurnover,
        employeeNumber: investee.employeeNumber,
        baseYearEmployeeNumber: investee.baseYearEmployeeNumber,
        totalScope1Kg: tonnesOf(investee.totalScope1Kg),
        totalScope2Kg: tonnesOf(investee.totalScope2Kg),
        totalScope3Kg: tonnesOf(investee.totalScope3Kg),
        baseYearTotalScope1Kg: tonnesOf(investee.baseYearTotalScope1Kg),
        baseYearTotalScope2Kg: tonnesOf(investee.baseYearTotalScope2Kg),
        baseYearTotalScope3Kg: tonnesOf(investee.baseYearTotalScope3Kg),
        energyConsumptionKWh: megawattHoursOf(investee.energyConsumptionKWh),
        renewableEnergyConsumptionKWh: megawattHoursOf(investee.renewableEnergyConsumptionKWh),
        energyProductionKWh: megawattHoursOf(investee.energyProductionKWh),
        renewableEnergyProductionKWh: megawattHoursOf(investee.renewableEnergyProductionKWh),
        isActiveInFossilFuelSector: yesNoCell(investee.isActiveInFossilFuelSector, language),
      };
      rows.push(columns.map((column) => cells[column]));
    }
  }
  return rows;
}

/** The reporting types a client may pick: the allowed ones but MANUAL_ESTIMATE, never selectable (spec 3 section 4). */
export function selectableReportTypes(allowed: readonly PortfolioReportType[]): PortfolioReportType[] {
  return PortfolioReportType.options.filter((type) => allowed.includes(type) && type !== 'MANUAL_ESTIMATE');
}

/**
 * The sheet of valid values, one column per option list: reporting types, asset types and
 * sectors in the language, Yes and No, the country codes beside their names, and the NACE codes
 * when given (`naces`, with their labels).
 */
export function optionRows(
  source: Pick<TemplateSource, 'reporting'>,
  language: SheetLanguage = source.reporting.language,
  naces: readonly { naceCode: string; label: string }[] = [],
): TemplateCell[][] {
  const countryNames = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const lists: { header: string; values: string[] }[] = [
    { header: columnSpecs.reportType.headers[language], values: selectableReportTypes(source.reporting.allowedReportTypes).map((type) => labelOf('portfolioReportType', type, language)) },
    { header: columnSpecs.assetType.headers[language], values: AssetType.options.filter((type) => source.reporting.allowedAssetTypes.includes(type)).map((type) => labelOf('assetType', type, language)) },
    { header: columnSpecs.sector.headers[language], values: AssetSector.options.map((sector) => labelOf('sector', sector, language)) },
    { header: columnSpecs.include.headers[language], values: [yesNo[language].yes, yesNo[language].no] },
    { header: columnSpecs.mainLocation.headers[language], values: [...countryCodes] },
    { header: language === 'fr' ? 'Pays' : 'Country', values: countryCodes.map((code) => countryNames.of(code) ?? code) },
  ];
  if (naces.length > 0) {
    lists.push({ header: columnSpecs.naceCode.headers[language], values: naces.map((nace) => nace.naceCode) });
    lists.push({ header: language === 'fr' ? 'Activité' : 'Activity', values: naces.map((nace) => nace.label) });
  }
  const height = Math.max(...lists.map((list) => list.values.length));
  const rows: TemplateCell[][] = [lists.map((list) => list.header)];
  for (let index = 0; index < height; index++) rows.push(lists.map((list) => list.values[index] ?? null));
  return rows;
}

// The import.

/** What the reporting knows of an asset the file may name. */
export interface KnownAsset {
  reportType: PortfolioReportType | null;
  assetType: AssetType | null;
}

export interface ImportContext {
  /** The reporting's language: the one valid values are listed in. */
  language: SheetLanguage;
  /** The most investment lines of the project (spec 3 section 9), or null for no limit. */
  maxLinesNumber: number | null;
  /** The most rows the file may hold past its header. */
  maxRows: number;
  allowedReportTypes: readonly PortfolioReportType[];
  allowedAssetTypes: readonly AssetType[];
  /** The reporting's investees and the institution's other assets, by `nameKey` of their names. */
  knownAssets: ReadonlyMap<string, KnownAsset>;
  /** Whether a name matching no known asset creates one (a standalone reporting), or is unknown. */
  allowNewAssets: boolean;
  /** The reporting's funds, by `nameKey` of their names: a fund the file does not name is kept, so both count towards the bound. */
  fundNames?: ReadonlySet<string>;
  /**
   * The NACE codes that exist (an error lists them as the valid values), or a test of a code;
   * without it a NACE code is only bounded in length.
   */
  naceCodes?: ReadonlySet<string> | ((code: string) => boolean);
}

/** What `importContextOf` reads of a questionnaire (a DataCollectionView fits). */
export interface ImportSource {
  reporting: Pick<TemplateSource['reporting'], 'language' | 'allowedReportTypes' | 'allowedAssetTypes'> & { maxLinesNumber: number | null; standalone: boolean };
  funds: readonly { name: string }[];
  investees: readonly Pick<Investee, 'name' | 'reportType' | 'assetType'>[];
  knownAssets: readonly { name: string }[];
}

/**
 * The context of a questionnaire's import: its settings, its investees (with the types they
 * keep) and the institution's other assets by name; new names only in a standalone reporting.
 */
export function importContextOf(source: ImportSource, naceCodes?: ImportContext['naceCodes']): ImportContext {
  const knownAssets = new Map<string, KnownAsset>(source.knownAssets.map((asset) => [nameKey(asset.name), { reportType: null, assetType: null }]));
  for (const investee of source.investees) knownAssets.set(nameKey(investee.name), { reportType: investee.reportType, assetType: investee.assetType });
  return {
    language: source.reporting.language,
    maxLinesNumber: source.reporting.maxLinesNumber,
    maxRows: maxImportRows,
    allowedReportTypes: source.reporting.allowedReportTypes,
    allowedAssetTypes: source.reporting.allowedAssetTypes,
    knownAssets,
    allowNewAssets: source.reporting.standalone,
    fundNames: new Set(source.funds.map((fund) => nameKey(fund.name))),
    ...(naceCodes ? { naceCodes } : {}),
  };
}

type PaiField = (typeof paiColumns)[number];

export type InvesteeFieldValues = {
  [F in Exclude<InvesteeField, PaiField>]: F extends 'sector' ? AssetSector | null : F extends 'assetType' ? AssetType | null : F extends 'mainLocation' | 'naceCode' ? string | null : number | null;
} & {
  /** Only when the file has the column: a file without it leaves the stored value. */
  [F in PaiField]?: F extends 'isActiveInFossilFuelSector' ? boolean | null : number | null;
};

/** One investment line of the file, with its asset's fields. */
export type ImportedLine = InvesteeFieldValues & {
  /** The 1-based row of the sheet. */
  row: number;
  assetName: string;
  outstandingAmountEur: number | null;
  include: boolean;
  exitYear: number | null;
  reportType: PortfolioReportType | null;
};

export interface ImportPlan {
  /** Funds in the order the file first names them, with their lines in row order. */
  funds: { name: string; lines: ImportedLine[] }[];
  lineCount: number;
}

export type ImportValidation = { ok: true; plan: ImportPlan } | { ok: false; errors: PortfolioImportError[] };

/** The import's messages with parameters, each said with its catalogue key. */
export const portfolioImportProblems = {
  invalidFile: () => say('server.import.invalidFile'),
  emptyFile: () => say('server.import.emptyFile'),
  tooManyRows: (rows: number, max: number) => say('server.portfolioImport.tooManyRows', { rows, max }),
  columnCount: (count: number) => say('server.portfolioImport.columnCount', { count }),
  columnCountOfRow: (row: number, actual: number, expected: number) => say('server.portfolioImport.columnCountOfRow', { row, actual, expected }),
  missingColumn: (column: string) => say('server.import.missingColumn', { column }),
  duplicatedColumn: (column: string, first: string, second: string) => say('server.import.duplicatedColumn', { column, first, second }),
  cell: (cell: string, reason: Message) => say('server.portfolioImport.cell', { cell, reason }),
  emptyField: () => say('server.import.emptyField'),
  expectedNumber: () => say('validation.message.expectedNumber'),
  mustBeZeroOrMore: () => say('validation.message.mustBeZeroOrMore'),
  atMost: (max: number) => say('validation.message.atMost', { max }),
  expectedYear: () => say('server.portfolioImport.expectedYear', { min: portfolioLimits.firstYear, max: portfolioLimits.lastYear }),
  expectedYesNo: (language: SheetLanguage) => say('server.portfolioImport.expectedYesNo', yesNo[language]),
  tooLong: (max: number) => say('server.portfolioImport.tooLong', { max }),
  invalidOptions: (column: string, values: string[], cells: string[], valid: string[]) =>
    valid.length === 0
      ? say('server.portfolioImport.invalidOptionsUnlisted', { column, values: values.map((value) => `'${value}'`).join(', '), cells: listed(cells, listedCells) })
      : say('server.portfolioImport.invalidOptions', { column, values: values.map((value) => `'${value}'`).join(', '), cells: listed(cells, listedCells), valid: listed(valid, listedValidValues) }),
  inconsistentValues: (column: string, name: string, first: number, second: number) => say('server.portfolioImport.inconsistentValues', { column, name, first, second }),
  assetTwiceInFund: (name: string, fund: string, rows: number[]) => say('server.portfolioImport.assetTwiceInFund', { name, fund, rows: rows.join(', ') }),
  tooManyLines: (lines: number, max: number) => say('server.portfolioImport.tooManyLines', { lines, max }),
  tooManyFunds: (funds: number, max: number) => say('server.portfolioImport.tooManyFunds', { funds, max }),
  unknownAsset: (name: string, row: number) => say('server.portfolioImport.unknownAsset', { name, row }),
  renewableOverTotal: (column: string) => say('server.portfolioImport.renewableOverTotal', { column }),
  moreErrors: (count: number) => say('server.import.moreErrors', { count }),
} as const;

function listed(values: readonly string[], max: number): string {
  return values.length > max ? `${values.slice(0, max).join(', ')}, …` : values.join(', ');
}

/** A1-style letters of a 0-based column index: A, …, Z, AA, AB… */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

export const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export function filledLength(row: readonly unknown[]): number {
  let length = row.length;
  while (length > 0 && isBlank(row[length - 1])) length--;
  return length;
}

/** Collects the errors, listing at most `maxListedErrors` and counting the rest. */
export class ImportErrors {
  readonly listed: PortfolioImportError[] = [];
  private unlisted = 0;

  add(row: number | null, cell: string | null, message: Message): void {
    if (this.listed.length >= maxListedErrors) {
      this.unlisted++;
      return;
    }
    this.listed.push({ row, cell, message: message.text, key: message.key, params: message.params });
  }

  get any(): boolean {
    return this.listed.length > 0;
  }

  all(): PortfolioImportError[] {
    return this.unlisted > 0 ? [...this.listed, errorOf(null, null, portfolioImportProblems.moreErrors(this.unlisted))] : this.listed;
  }
}

/** One error as the import answers it. */
export function errorOf(row: number | null, cell: string | null, message: Message): PortfolioImportError {
  return { row, cell, message: message.text, key: message.key, params: message.params };
}

/**
 * A cell as a number: a number cell as it is, a text cell with its spaces (thousands
 * separators) dropped. A comma is refused rather than guessed: in a text cell it may be a French
 * decimal comma ('12,5') or an English thousands separator ('12,500').
 */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?\d*(?:\.\d*)?$/.test(digits) || !/\d/.test(digits)) return undefined;
  const number = Number(digits);
  return Number.isFinite(number) ? number : undefined;
}

export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'boolean' ? String(value) : undefined;

export type Parsed<T> = { value: T } | { reason: Message } | { invalidOption: string };

export function parseAmount(value: unknown, max: number): Parsed<number | null> {
  if (isBlank(value)) return { value: null };
  const number = numberOf(value);
  if (number === undefined) return { reason: portfolioImportProblems.expectedNumber() };
  if (number < 0) return { reason: portfolioImportProblems.mustBeZeroOrMore() };
  if (number > max) return { reason: portfolioImportProblems.atMost(max) };
  return { value: number };
}

export function parseYear(value: unknown): Parsed<number | null> {
  if (isBlank(value)) return { value: null };
  const number = numberOf(value);
  if (number === undefined || !Number.isInteger(number) || number < portfolioLimits.firstYear || number > portfolioLimits.lastYear) {
    return { reason: portfolioImportProblems.expectedYear() };
  }
  return { value: number };
}

function parseYesNo(value: unknown, language: SheetLanguage): Parsed<boolean> {
  if (isBlank(value)) return { value: true };
  if (typeof value === 'boolean') return { value };
  const word = comparable(textOf(value) ?? '');
  if (yesWords.has(word)) return { value: true };
  if (noWords.has(word)) return { value: false };
  return { reason: portfolioImportProblems.expectedYesNo(language) };
}

/** The code of an enumeration value named by its code or its English or French label. */
function optionMatcher<T extends string>(values: readonly T[], label: (value: T, language: SheetLanguage) => string): (text: string) => T | undefined {
  const byText = new Map<string, T>();
  for (const value of values) {
    for (const text of [value, label(value, 'en'), label(value, 'fr')]) byText.set(comparable(text), value);
  }
  return (text) => byText.get(comparable(text));
}

const reportTypeOf = optionMatcher(PortfolioReportType.options, (type, language) => labelOf('portfolioReportType', type, language));
const assetTypeOf = optionMatcher(AssetType.options, (type, language) => labelOf('assetType', type, language));
const sectorOf = optionMatcher(AssetSector.options, (sector, language) => labelOf('sector', sector, language));

/** The values of each investee column of one row, as they parsed. */
type RowValues = Partial<Record<PortfolioColumn, unknown>>;

interface OptionProblems {
  /** Invalid values by their comparable text: the value as typed and its cells. */
  values: Map<string, { shown: string; cells: string[] }>;
}

/** Where a filled sheet's header and data are: what both imports read their cells by. */
export interface SheetLayout<C extends string> {
  header: readonly unknown[];
  /** The header's index in the rows (its row number less one): the first row with a filled cell. */
  headerIndex: number;
  /** The index of the last row with a filled cell. */
  lastIndex: number;
  /** Each known column's index in the header. */
  positions: ReadonlyMap<C, number>;
}

/**
 * A filled sheet's shape and header (spec 3 section 8), the checks both imports begin with: the
 * file not empty and not too long (either error comes alone), each column `columnOf` knows once,
 * each of `required` present (`headerOf` names it in the file's language). Answers where the
 * header and the data are, or these errors: the cells cannot be read without a sound header.
 */
export function readSheetLayout<C extends string>(
  rows: readonly (readonly unknown[])[],
  maxRows: number,
  columnOf: (header: string) => C | undefined,
  required: readonly C[],
  headerOf: (column: C) => string,
): { ok: true; layout: SheetLayout<C> } | { ok: false; errors: PortfolioImportError[] } {
  const headerIndex = rows.findIndex((row) => filledLength(row) > 0);
  if (headerIndex < 0) return { ok: false, errors: [errorOf(null, null, portfolioImportProblems.emptyFile())] };
  let lastIndex = rows.length - 1;
  while (lastIndex > headerIndex && filledLength(rows[lastIndex] ?? []) === 0) lastIndex--;
  const dataRowCount = lastIndex - headerIndex;
  if (dataRowCount === 0) return { ok: false, errors: [errorOf(null, null, portfolioImportProblems.emptyFile())] };
  if (dataRowCount > maxRows) return { ok: false, errors: [errorOf(null, null, portfolioImportProblems.tooManyRows(dataRowCount, maxRows))] };

  const errors = new ImportErrors();
  const header = rows[headerIndex] ?? [];
  const headerRowNumber = headerIndex + 1;
  const positions = new Map<C, number>();
  for (let index = 0; index < header.length; index++) {
    const text = textOf(header[index]);
    const column = text ? columnOf(text) : undefined;
    if (!column) continue;
    const earlier = positions.get(column);
    if (earlier === undefined) positions.set(column, index);
    else errors.add(headerRowNumber, `${columnLetters(index)}${headerRowNumber}`, portfolioImportProblems.duplicatedColumn(String(header[index]).trim(), columnLetters(earlier), columnLetters(index)));
  }
  for (const column of required) if (!positions.has(column)) errors.add(headerRowNumber, null, portfolioImportProblems.missingColumn(headerOf(column)));
  if (errors.any) return { ok: false, errors: errors.all() };
  return { ok: true, layout: { header, headerIndex, lastIndex, positions } };
}

/** The rows with filled cells past the header's last column: one error, and each of the first ten. */
export function addTooLongRows(rows: readonly (readonly unknown[])[], layout: SheetLayout<string>, errors: ImportErrors): void {
  const width = filledLength(layout.header);
  const tooLong: { row: number; actual: number }[] = [];
  for (let index = layout.headerIndex + 1; index <= layout.lastIndex; index++) {
    const actual = filledLength(rows[index] ?? []);
    if (actual > width) tooLong.push({ row: index + 1, actual });
  }
  if (tooLong.length === 0) return;
  errors.add(null, null, portfolioImportProblems.columnCount(tooLong.length));
  for (const { row, actual } of tooLong.slice(0, listedColumnCountRows)) errors.add(row, null, portfolioImportProblems.columnCountOfRow(row, actual, width));
}

/**
 * The checks of an asset's rows both imports make (spec 3 section 5): an asset once per fund, and
 * its investee values the same on each of its rows (the first row's are the reference; each
 * disagreeing column is said once per asset). Rows are given in order, then `finish` adds the
 * funds that hold an asset twice.
 */
export class AssetRowChecks<C extends string> {
  private readonly firstOfAsset = new Map<string, { row: number; name: string; values: Partial<Record<C, unknown>> }>();
  private readonly reported = new Set<string>();
  private readonly rowsByPair = new Map<string, { fund: string; asset: string; rows: number[] }>();

  constructor(
    private readonly columns: readonly C[],
    private readonly headerName: (column: C) => string,
    private readonly errors: ImportErrors,
  ) {}

  /** One row of an asset; `fund` empty when the row names none. */
  add(row: number, fund: string, asset: string, values: Partial<Record<C, unknown>>): void {
    const assetKey = nameKey(asset);
    if (fund) {
      const pairKey = `${nameKey(fund)}\u0000${assetKey}`;
      const pair = this.rowsByPair.get(pairKey) ?? { fund, asset, rows: [] };
      this.rowsByPair.set(pairKey, pair);
      pair.rows.push(row);
    }
    const first = this.firstOfAsset.get(assetKey);
    if (!first) {
      this.firstOfAsset.set(assetKey, { row, name: asset, values });
      return;
    }
    for (const column of this.columns) {
      if (!(column in values) || !(column in first.values) || values[column] === first.values[column]) continue;
      const key = `${assetKey}\u0000${column}`;
      if (this.reported.has(key)) continue;
      this.reported.add(key);
      this.errors.add(row, null, portfolioImportProblems.inconsistentValues(this.headerName(column), first.name, first.row, row));
    }
  }

  finish(): void {
    for (const pair of this.rowsByPair.values()) {
      if (pair.rows.length > 1) this.errors.add(pair.rows[1] ?? null, null, portfolioImportProblems.assetTwiceInFund(pair.asset, pair.fund, pair.rows));
    }
  }
}

/**
 * The rows of a filled template (the first sheet, row 1 first, each cell a text, a number, a
 * boolean or null from column A) checked as a whole: every error at once, or the plan of the
 * funds and lines to write. Errors of the file's shape (empty, too many rows, a missing or
 * duplicated column) come alone, as the cells cannot be read without them.
 */
export function validateImport(rows: readonly (readonly unknown[])[], context: ImportContext): ImportValidation {
  const read = readSheetLayout(
    rows,
    context.maxRows,
    columnOfHeader,
    portfolioColumns.filter((column) => !optionalColumns.has(column)),
    (column) => columnSpecs[column].headers[context.language],
  );
  if (!read.ok) return read;
  const { layout } = read;
  const { header, headerIndex, lastIndex, positions } = layout;
  const headerName = (column: PortfolioColumn) => String(header[positions.get(column) ?? 0]).trim();
  const errors = new ImportErrors();

  // Rows longer than the header.
  addTooLongRows(rows, layout, errors);

  const offered = selectableReportTypes(context.allowedReportTypes);
  const optionProblems = new Map<PortfolioColumn, OptionProblems>();
  const invalidOption = (column: PortfolioColumn, shown: string, cell: string) => {
    const problems = optionProblems.get(column) ?? { values: new Map() };
    optionProblems.set(column, problems);
    const key = comparable(shown);
    const entry = problems.values.get(key) ?? { shown, cells: [] };
    problems.values.set(key, entry);
    entry.cells.push(cell);
  };

  const lines: { row: number; fund: string; values: RowValues; line: ImportedLine | null }[] = [];
  for (let index = headerIndex + 1; index <= lastIndex; index++) {
    const row = rows[index] ?? [];
    if (filledLength(row) === 0) continue;
    const rowNumber = index + 1;
    const values: RowValues = {};
    let rowOk = true;
    const assetKey = nameKey(textOf(row[positions.get('asset') ?? 0]) ?? '');
    const known = context.knownAssets.get(assetKey);
    for (const column of portfolioColumns) {
      const position = positions.get(column);
      if (position === undefined) continue;
      const cell = `${columnLetters(position)}${rowNumber}`;
      const parsed = parseCell(column, row[position], context, {
        reportTypes: known?.reportType && !offered.includes(known.reportType) ? [...offered, known.reportType] : offered,
        assetTypes: known?.assetType && !context.allowedAssetTypes.includes(known.assetType) ? [...context.allowedAssetTypes, known.assetType] : context.allowedAssetTypes,
      });
      if ('value' in parsed) values[column] = parsed.value;
      else {
        rowOk = false;
        if ('reason' in parsed) errors.add(rowNumber, cell, portfolioImportProblems.cell(cell, parsed.reason));
        else invalidOption(column, parsed.invalidOption, cell);
      }
    }
    // A renewable part over its total, on the part's cell (the questionnaire's rule, validation.ts).
    const energy = { energyConsumptionKWh: null, renewableEnergyConsumptionKWh: null, energyProductionKWh: null, renewableEnergyProductionKWh: null };
    for (const issue of energyIssues({ ...energy, ...pickNumbers(values, Object.keys(energy) as (keyof typeof energy)[]) })) {
      const total = issue.field === 'renewableEnergyConsumptionKWh' ? 'energyConsumptionKWh' : 'energyProductionKWh';
      const cell = `${columnLetters(positions.get(issue.field as PortfolioColumn) ?? 0)}${rowNumber}`;
      rowOk = false;
      errors.add(rowNumber, cell, portfolioImportProblems.cell(cell, portfolioImportProblems.renewableOverTotal(headerName(total))));
    }
    const fund = typeof values.fund === 'string' ? values.fund : '';
    const assetName = typeof values.asset === 'string' ? values.asset : '';
    lines.push({ row: rowNumber, fund, values, line: rowOk ? lineOf(rowNumber, assetName, values) : null });
  }

  for (const [column, problems] of optionProblems) {
    const cells = [...problems.values.values()].flatMap((entry) => entry.cells);
    const single = cells.length === 1 ? cells[0] ?? null : null;
    errors.add(
      single === null ? null : Number(single.replace(/^[A-Z]+/, '')),
      single,
      portfolioImportProblems.invalidOptions(headerName(column), [...problems.values.values()].map((entry) => entry.shown), cells, validValuesOf(column, context, offered)),
    );
  }

  // An asset's fields agree on each of its rows; an asset is once per fund; a name is known.
  const assetRows = new AssetRowChecks(investeeColumns, headerName, errors);
  const unknownReported = new Set<string>();
  for (const { row: rowNumber, fund, values } of lines) {
    const asset = typeof values.asset === 'string' ? values.asset : undefined;
    if (asset === undefined) continue;
    const assetKey = nameKey(asset);
    if (!context.allowNewAssets && !context.knownAssets.has(assetKey) && !unknownReported.has(assetKey)) {
      unknownReported.add(assetKey);
      errors.add(rowNumber, null, portfolioImportProblems.unknownAsset(asset, rowNumber));
    }
    assetRows.add(rowNumber, fund, asset, values);
  }
  assetRows.finish();
  if (context.maxLinesNumber !== null && lines.length > context.maxLinesNumber) {
    errors.add(null, null, portfolioImportProblems.tooManyLines(lines.length, context.maxLinesNumber));
  }
  const fundKeys = new Set([...(context.fundNames ?? []), ...lines.flatMap(({ fund }) => (fund ? [nameKey(fund)] : []))]);
  if (fundKeys.size > portfolioLimits.funds) errors.add(null, null, portfolioImportProblems.tooManyFunds(fundKeys.size, portfolioLimits.funds));
  if (errors.any) return { ok: false, errors: errors.all() };

  const funds = new Map<string, { name: string; lines: ImportedLine[] }>();
  for (const { fund, line } of lines) {
    if (!line) continue;
    const key = nameKey(fund);
    const entry = funds.get(key) ?? { name: fund, lines: [] };
    funds.set(key, entry);
    entry.lines.push(line);
  }
  return { ok: true, plan: { funds: [...funds.values()], lineCount: lines.length } };
}

/**
 * A file that gives one side of an energy pair and not the other (its column left out) against
 * the other side as the questionnaire holds it, since the write keeps what the file does not give:
 * a renewable part over its total is refused there too, once per asset, at its first row.
 */
export function storedEnergyErrors(plan: ImportPlan, investees: readonly Pick<Investee, 'name' | EnergyField>[], language: SheetLanguage): PortfolioImportError[] {
  const stored = new Map(investees.map((investee) => [nameKey(investee.name), investee]));
  const errors: PortfolioImportError[] = [];
  const seen = new Set<string>();
  for (const line of plan.funds.flatMap((fund) => fund.lines)) {
    const key = nameKey(line.assetName);
    const current = stored.get(key);
    if (!current || seen.has(key)) continue;
    seen.add(key);
    const given = Object.fromEntries(Object.entries(line).filter(([field]) => isEnergyColumn(field)));
    for (const issue of energyIssues({ ...current, ...given })) {
      const total = issue.field === 'renewableEnergyConsumptionKWh' ? 'energyConsumptionKWh' : 'energyProductionKWh';
      errors.push(errorOf(line.row, null, portfolioImportProblems.renewableOverTotal(columnSpecs[total].headers[language])));
    }
  }
  return errors;
}

const isEnergyColumn = (field: string): boolean => field === 'energyConsumptionKWh' || field === 'renewableEnergyConsumptionKWh' || field === 'energyProductionKWh' || field === 'renewableEnergyProductionKWh';

interface OfferedOptions {
  reportTypes: readonly PortfolioReportType[];
  assetTypes: readonly AssetType[];
}

/** One cell read as its column's kind. */
function parseCell(column: PortfolioColumn, value: unknown, context: ImportContext, offered: OfferedOptions): Parsed<unknown> {
  const spec: ColumnSpec = columnSpecs[column];
  switch (spec.kind) {
    case 'text': {
      const text = textOf(value);
      if (text === undefined || text === '') return { reason: portfolioImportProblems.emptyField() };
      if (text.length > textBounds.name) return { reason: portfolioImportProblems.tooLong(textBounds.name) };
      return { value: text.replace(/\s+/g, ' ') };
    }
    case 'euros':
      return parseAmount(value, portfolioLimits.magnitude);
    case 'headcount':
      return parseAmount(value, portfolioLimits.employees);
    case 'tonnes': {
      const parsed = parseAmount(value, portfolioLimits.magnitude / 1000);
      return 'value' in parsed && parsed.value !== null ? { value: kilogramsOf(parsed.value) } : parsed;
    }
    case 'megawattHours': {
      const parsed = parseAmount(value, portfolioLimits.magnitude / 1000);
      return 'value' in parsed && parsed.value !== null ? { value: kilowattHoursOf(parsed.value) } : parsed;
    }
    case 'yesNoUnsaid':
      return isBlank(value) ? { value: null } : parseYesNo(value, context.language);
    case 'year':
      return parseYear(value);
    case 'yesNo':
      return parseYesNo(value, context.language);
    case 'option':
      return parseOption(column, value, context, offered);
  }
}

function parseOption(column: PortfolioColumn, value: unknown, context: ImportContext, offered: OfferedOptions): Parsed<string | null> {
  if (isBlank(value)) return { value: null };
  const text = (textOf(value) ?? '').replace(/\s+/g, ' ');
  const valid = (code: string | undefined, among: readonly string[]): Parsed<string | null> =>
    code !== undefined && among.includes(code) ? { value: code } : { invalidOption: text };
  switch (column) {
    case 'reportType':
      return valid(reportTypeOf(text), offered.reportTypes);
    case 'assetType':
      return valid(assetTypeOf(text), offered.assetTypes);
    case 'sector':
      return valid(sectorOf(text), AssetSector.options);
    case 'mainLocation':
      return countryCodeSet.has(text.toUpperCase()) ? { value: text.toUpperCase() } : { invalidOption: text };
    case 'naceCode':
      // A code typed in a number cell reads as the number's text: 64.20 typed so is '64.2'. The template writes codes as texts.
      if (context.naceCodes) return isNaceCode(context.naceCodes, text.toUpperCase()) ? { value: text.toUpperCase() } : { invalidOption: text };
      return text.length > portfolioLimits.naceCode ? { reason: portfolioImportProblems.tooLong(portfolioLimits.naceCode) } : { value: text.toUpperCase() };
    default:
      return { invalidOption: text };
  }
}

const isNaceCode = (codes: NonNullable<ImportContext['naceCodes']>, code: string) => (typeof codes === 'function' ? codes(code) : codes.has(code));

/** The values an option column takes, as the error lists them: labels in the reporting's language. */
function validValuesOf(column: PortfolioColumn, context: ImportContext, offered: readonly PortfolioReportType[]): string[] {
  switch (column) {
    case 'reportType':
      return offered.map((type) => labelOf('portfolioReportType', type, context.language));
    case 'assetType':
      return context.allowedAssetTypes.map((type) => labelOf('assetType', type, context.language));
    case 'sector':
      return AssetSector.options.map((sector) => labelOf('sector', sector, context.language));
    case 'mainLocation':
      return [...countryCodes];
    case 'naceCode':
      return typeof context.naceCodes === 'function' ? [] : [...(context.naceCodes ?? [])];
    default:
      return [];
  }
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The numbers among a row's values, by column; a column the file lacks is left out. */
function pickNumbers<K extends PortfolioColumn>(values: RowValues, columns: readonly K[]): Partial<Record<K, number | null>> {
  return Object.fromEntries(columns.filter((column) => column in values).map((column) => [column, numberOrNull(values[column])])) as Partial<Record<K, number | null>>;
}

/** The PAI fields of a row whose file has their columns. */
function paiValuesOf(values: RowValues): Partial<Pick<ImportedLine, PaiField>> {
  const fields: Partial<Pick<ImportedLine, PaiField>> = pickNumbers(values, ['energyConsumptionKWh', 'renewableEnergyConsumptionKWh', 'energyProductionKWh', 'renewableEnergyProductionKWh']);
  if ('isActiveInFossilFuelSector' in values) fields.isActiveInFossilFuelSector = typeof values.isActiveInFossilFuelSector === 'boolean' ? values.isActiveInFossilFuelSector : null;
  return fields;
}
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A row whose every cell parsed, as the line to write. */
function lineOf(row: number, assetName: string, values: RowValues): ImportedLine {
  const reportType = PortfolioReportType.safeParse(values.reportType);
  const assetType = AssetType.safeParse(values.assetType);
  const sector = AssetSector.safeParse(values.sector);
  return {
    row,
    assetName,
    outstandingAmountEur: numberOrNull(values.outstandingAmount),
    include: values.include !== false,
    exitYear: numberOrNull(values.exitYear),
    reportType: reportType.success ? reportType.data : null,
    valuation: numberOrNull(values.valuation),
    turnover: numberOrNull(values.turnover),
    sector: sector.success ? sector.data : null,
    mainLocation: textOrNull(values.mainLocation),
    naceCode: textOrNull(values.naceCode),
    assetType: assetType.success ? assetType.data : null,
    baseYear: numberOrNull(values.baseYear),
    baseYearTurnover: numberOrNull(values.baseYearTurnover),
    employeeNumber: numberOrNull(values.employeeNumber),
    baseYearEmployeeNumber: numberOrNull(values.baseYearEmployeeNumber),
    totalScope1Kg: numberOrNull(values.totalScope1Kg),
    totalScope2Kg: numberOrNull(values.totalScope2Kg),
    totalScope3Kg: numberOrNull(values.totalScope3Kg),
    baseYearTotalScope1Kg: numberOrNull(values.baseYearTotalScope1Kg),
    baseYearTotalScope2Kg: numberOrNull(values.baseYearTotalScope2Kg),
    baseYearTotalScope3Kg: numberOrNull(values.baseYearTotalScope3Kg),
    ...paiValuesOf(values),
  };
}
