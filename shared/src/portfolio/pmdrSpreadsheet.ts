import { pmdrQuestionKeys, type PmdrAnswer, type PmdrAnswers, type PmdrQuestionKey } from '../calc/pmdr/questions.ts';
import { textBounds } from '../constants.ts';
import { say } from '../errorMessages.ts';
import type { PortfolioImportError } from './importErrors.ts';
import { portfolioLimits } from './model.ts';
import {
  addTooLongRows,
  AssetRowChecks,
  columnLetters,
  columnSpecs,
  comparable,
  filledLength,
  headerKey,
  ImportErrors,
  isBlank,
  kilogramsOf,
  nameKey,
  noWords,
  parseAmount,
  parseYear,
  portfolioImportProblems,
  readSheetLayout,
  textOf,
  tonnesOf,
  yesNo,
  yesWords,
  type Parsed,
  type SheetLanguage,
  type TemplateCell,
} from './spreadsheet.ts';

/*
 * The PMDR data collection as a spreadsheet (spec 3 sections 4 "PMDR import flow", 5 "PMDR
 * spreadsheet import", 7 `pmdr.spreadsheetExport` and `pmdr.importFromSpreadsheet`, 8 "Import
 * errors"): the template's columns and rows, and the check of a filled file, which answers every
 * error at once or the plan of what to write. The workbook is read and written by the caller
 * (functions/src/lib/portfolio/workbook.ts); the portfolio-emissions sheet's parsing, header
 * matching and error wordings (spreadsheet.ts) are reused, so both imports read a file alike.
 *
 * One row per investment line: fund, asset, the line's outstanding amount and exit year, then the
 * investee's asset value, revenue, scopes (tonnes in the file, kilograms stored) and twelve
 * answers, repeated on each of its lines (they must agree). An answer is Yes, No or Don't know;
 * a blank or a Don't know is null, the one value the engine has for both (calc/pmdr/questions.ts).
 *
 * Two kinds (the contract's `PmdrImportKind`):
 * - standalone: the file is the reporting's PMDR portfolio. Funds and assets are matched by name,
 *   case and spacing ignored; a new fund name adds a fund, a fund the file does not name is kept; a
 *   new asset name adds an asset typed by name. Every column is required.
 * - linked to portfolio emissions: only the answers are read. Each row must name a line the
 *   reporting has (a fund and an asset in it, by name); an asset the file leaves out keeps its
 *   answers. The figure columns are informative (the export writes them so the file reads as the
 *   page does), may be left out, and are neither read nor checked: the figures belong to the
 *   portfolio-emissions questionnaire.
 *
 * Headers are matched in English or French whatever the reporting's language, as `headerKey`
 * compares them (case, accents, punctuation and the unit in parentheses ignored), and in these
 * older wordings: for a question, its bare number ('Q7') and its answer key
 * ('pmdrScope1And2Measuring'); for the other columns, the portfolio-emissions template's headers
 * (the same texts), the spec's field names ('assetName', 'valuation', 'euroTurnover',
 * 'outstandingAmount', 'exitYear', 'totalScope1'…) and 'Asset name', 'Valuation', 'Turnover'
 * (FR 'Nom de l’actif', 'Valorisation'). Other columns (notes) are ignored.
 */

export const pmdrTemplateFileName = (year: number) => `pmdr-data-collection-template-${year}.xlsx`;
export const pmdrSheetNames: Record<SheetLanguage, { data: string; options: string }> = {
  en: { data: 'PMDR', options: 'Valid values' },
  fr: { data: 'PMDR', options: 'Valeurs valides' },
};

type Kind = 'text' | 'euros' | 'year' | 'tonnes' | 'answer';

interface PmdrColumnSpec {
  kind: Kind;
  headers: Record<SheetLanguage, string>;
  /** Older wordings also accepted (see above). */
  older: readonly string[];
}

/** Each question's short header, question 1 first, without its '(Yes/No/Don't know)'. */
const questionTitles: Record<PmdrQuestionKey, Record<SheetLanguage, string>> = {
  pmdrTransitionEnablingActivities: { en: "Activities covered by the fund's taxonomy", fr: 'Activités couvertes par la taxonomie du fonds' },
  pmdrSubstantialMitigationContribution: { en: 'Substantial contribution to climate change mitigation', fr: 'Contribution substantielle à l’atténuation du changement climatique' },
  pmdrNoSubstantialAdverseImpact: { en: 'No substantial adverse impact', fr: 'Aucune incidence négative substantielle' },
  pmdrEnablingRevenueOver50: { en: 'Over 50% of revenue from enabling activities', fr: 'Plus de 50 % du chiffre d’affaires issu d’activités habilitantes' },
  pmdrEnablingRevenueOver10HighEmittingUnder50: {
    en: 'Over 10% of revenue enabling and under 50% high-emitting',
    fr: 'Plus de 10 % du chiffre d’affaires habilitant et moins de 50 % très émetteur',
  },
  pmdrUnfeasibleHighEmittingOver50: {
    en: 'Over 50% of revenue high-emitting with no feasible decarbonization',
    fr: 'Plus de 50 % du chiffre d’affaires très émetteur sans décarbonation possible',
  },
  pmdrScope1And2Measuring: { en: 'Scope 1 and 2 emissions measured', fr: 'Émissions des scopes 1 et 2 mesurées' },
  pmdrScope3Material: { en: 'Scope 3 material, 40% or more of total emissions', fr: 'Scope 3 significatif, 40 % ou plus des émissions totales' },
  pmdrScope3FundReporting: { en: 'Scope 3 data measured and shared with the fund', fr: 'Données de scope 3 mesurées et partagées avec le fonds' },
  pmdrDecarbonizationPlan: { en: 'Decarbonization plan started', fr: 'Plan de décarbonation engagé' },
  pmdrNetZeroAlignedCommitment: { en: 'Near-term science-based target committed', fr: 'Objectif à court terme fondé sur la science engagé' },
  pmdrNetZeroAlignedReduction: { en: 'Emissions profile in line with a net zero pathway', fr: 'Profil d’émissions aligné sur une trajectoire net zéro' },
};

/** The three answers as the template writes them; Don't know is null, as a blank. */
export const pmdrAnswerWords: Record<SheetLanguage, { yes: string; no: string; dontKnow: string }> = {
  en: { ...yesNo.en, dontKnow: 'Don’t know' },
  fr: { ...yesNo.fr, dontKnow: 'Je ne sais pas' },
};
const dontKnowWords: ReadonlySet<string> = new Set(["don't know", 'dont know', 'do not know', 'unknown', 'je ne sais pas', 'ne sais pas', 'ne sait pas', 'nsp', 'inconnu']);

const questionSpecs = Object.fromEntries(
  pmdrQuestionKeys.map((key, index) => {
    const number = `Q${index + 1}`;
    const spec: PmdrColumnSpec = {
      kind: 'answer',
      headers: {
        en: `${number} ${questionTitles[key].en} (Yes/No/Don't know)`,
        fr: `${number} ${questionTitles[key].fr} (Oui/Non/Je ne sais pas)`,
      },
      older: [number, key],
    };
    return [key, spec];
  }),
) as Record<PmdrQuestionKey, PmdrColumnSpec>;

/** Every column of the template, in its order; the shared ones worded as the portfolio-emissions template. */
export const pmdrColumnSpecs = {
  fund: { kind: 'text', headers: columnSpecs.fund.headers, older: ['fundName', 'Fund name', 'Nom du fonds'] },
  asset: { kind: 'text', headers: columnSpecs.asset.headers, older: ['assetName', 'Asset name', 'Nom de l’actif'] },
  outstandingAmount: { kind: 'euros', headers: columnSpecs.outstandingAmount.headers, older: ['outstandingAmount'] },
  exitYear: { kind: 'year', headers: columnSpecs.exitYear.headers, older: ['exitYear'] },
  valuation: { kind: 'euros', headers: columnSpecs.valuation.headers, older: ['valuation', 'Valuation (€)', 'Valorisation (€)'] },
  turnover: { kind: 'euros', headers: columnSpecs.turnover.headers, older: ['euroTurnover', 'Turnover (€)'] },
  totalScope1Kg: { kind: 'tonnes', headers: columnSpecs.totalScope1Kg.headers, older: ['totalScope1', 'Total scope 1 (tCO₂e)'] },
  totalScope2Kg: { kind: 'tonnes', headers: columnSpecs.totalScope2Kg.headers, older: ['totalScope2', 'Total scope 2 (tCO₂e)'] },
  totalScope3Kg: { kind: 'tonnes', headers: columnSpecs.totalScope3Kg.headers, older: ['totalScope3', 'Total scope 3 (tCO₂e)'] },
  ...questionSpecs,
} as const satisfies Record<string, PmdrColumnSpec>;

export type PmdrColumn = keyof typeof pmdrColumnSpecs;
export const pmdrColumns = Object.keys(pmdrColumnSpecs) as PmdrColumn[];
type FigureColumn = 'outstandingAmount' | 'exitYear' | 'valuation' | 'turnover' | 'totalScope1Kg' | 'totalScope2Kg' | 'totalScope3Kg';
const scopeColumns = ['totalScope1Kg', 'totalScope2Kg', 'totalScope3Kg'] as const;
/** The columns an asset's rows must agree on: the investee's, not the line's. */
const investeeColumns: readonly PmdrColumn[] = ['valuation', 'turnover', ...scopeColumns, ...pmdrQuestionKeys];
/** The columns a linked reporting's import reads; the others are informative there. */
const answerImportColumns: readonly PmdrColumn[] = ['fund', 'asset', ...pmdrQuestionKeys];

/** The header row in a language. */
export function pmdrHeaderRow(language: SheetLanguage): string[] {
  return pmdrColumns.map((column) => pmdrColumnSpecs[column].headers[language]);
}

/** Each accepted header's key: both languages' headers, with and without their parentheses, and the older wordings. */
const columnsByHeader: ReadonlyMap<string, PmdrColumn> = new Map(
  pmdrColumns.flatMap((column) => {
    const spec: PmdrColumnSpec = pmdrColumnSpecs[column];
    return [...Object.values(spec.headers), ...spec.older].flatMap((header) => [
      [headerKey(header), column] as const,
      [headerKey(header.replace(/\([^)]*\)/g, '')), column] as const,
    ]);
  }),
);

/** The column a header names, or undefined for a column of the user's own. */
export function pmdrColumnOfHeader(header: string): PmdrColumn | undefined {
  return columnsByHeader.get(headerKey(header));
}

// The template.

/** What the template is written from: a year of `pmdr.client` (PmdrYearView) fits. */
export interface PmdrTemplateSource {
  /** In the reporting's order. */
  funds: readonly { uuid: string; name: string }[];
  investees: readonly {
    name: string;
    valuation: number | null;
    euroTurnover: number | null;
    /** The scopes PMDR shows, in kgCO2e. */
    totalScope1Kg: number | null;
    totalScope2Kg: number | null;
    totalScope3Kg: number | null;
    rawAnswers: PmdrAnswers;
    lines: readonly { fundUuid: string; outstandingAmount: number | null; exitYear: number | null }[];
  }[];
}

const answerCell = (answer: PmdrAnswer, language: SheetLanguage): string | null => (answer === null ? null : answer ? yesNo[language].yes : yesNo[language].no);

/**
 * The template's rows: the header, then one row per investment line, funds in their order and
 * assets by name within a fund. An unanswered question (or a Don't know: the same null) is blank.
 */
export function pmdrTemplateRows(source: PmdrTemplateSource, language: SheetLanguage): TemplateCell[][] {
  const investees = [...source.investees].sort((a, b) => a.name.localeCompare(b.name));
  const rows: TemplateCell[][] = [pmdrHeaderRow(language)];
  for (const fund of source.funds) {
    for (const investee of investees) {
      for (const line of investee.lines) {
        if (line.fundUuid !== fund.uuid) continue;
        const cells: Record<PmdrColumn, TemplateCell> = {
          fund: fund.name,
          asset: investee.name,
          outstandingAmount: line.outstandingAmount,
          exitYear: line.exitYear,
          valuation: investee.valuation,
          turnover: investee.euroTurnover,
          totalScope1Kg: tonnesOf(investee.totalScope1Kg),
          totalScope2Kg: tonnesOf(investee.totalScope2Kg),
          totalScope3Kg: tonnesOf(investee.totalScope3Kg),
          ...(Object.fromEntries(pmdrQuestionKeys.map((key) => [key, answerCell(investee.rawAnswers[key], language)])) as Record<PmdrQuestionKey, TemplateCell>),
        };
        rows.push(pmdrColumns.map((column) => cells[column]));
      }
    }
  }
  return rows;
}

/** The sheet of valid values: the three answers, and each question's header beside its answer key. */
export function pmdrOptionRows(language: SheetLanguage): TemplateCell[][] {
  const words = pmdrAnswerWords[language];
  const answers = [words.yes, words.no, words.dontKnow];
  const titles = language === 'fr' ? ['Réponse', 'Question', 'Clé'] : ['Answer', 'Question', 'Key'];
  return [titles, ...pmdrQuestionKeys.map((key, index) => [answers[index] ?? null, pmdrColumnSpecs[key].headers[language], key])];
}

// The import.

/** What the reporting holds of an investee the file may name. */
export interface PmdrKnownInvestee {
  uuid: string;
  name: string;
  /** The names of the funds it has a line in. */
  fundNames: readonly string[];
  /** Whether its scopes may be typed (`canEditPmdrCarbonData`); else the file must give them as shown. */
  scopesEditable: boolean;
  /** Its scopes as PMDR shows them (and the export writes them), in kgCO2e. */
  scopes: Readonly<Record<(typeof scopeColumns)[number], number | null>>;
}

export interface PmdrImportContext {
  /** The reporting's language: the one valid values and missing columns are said in. */
  language: SheetLanguage;
  /** Standalone (the file is the PMDR portfolio) or linked (answers only). */
  standalone: boolean;
  /** The most rows the file may hold past its header. */
  maxRows: number;
  /** The most investment lines of the project (spec 3 section 9), or null for the platform's bound. */
  maxLinesNumber: number | null;
  /** The reporting's funds' names: a fund the file does not name is kept, so both count towards the bound. */
  fundNames: readonly string[];
  investees: readonly PmdrKnownInvestee[];
}

/** One row of a valid standalone file. */
export interface PmdrImportedLine {
  /** The 1-based row of the sheet. */
  row: number;
  assetName: string;
  outstandingAmountEur: number | null;
  exitYear: number | null;
  valuation: number | null;
  turnover: number | null;
  totalScope1Kg: number | null;
  totalScope2Kg: number | null;
  totalScope3Kg: number | null;
  answers: PmdrAnswers;
}

export type PmdrImportPlan =
  | {
      kind: 'pmdr_standalone';
      /** Funds in the order the file first names them, with their lines in row order. */
      funds: { name: string; lines: PmdrImportedLine[] }[];
      lineCount: number;
    }
  | {
      kind: 'pmdr_portfolio_emissions';
      /** The answers of each investee the file names, once each, in row order. */
      answers: { investeeUuid: string; answers: PmdrAnswers }[];
    };

export type PmdrImportValidation = { ok: true; plan: PmdrImportPlan } | { ok: false; errors: PortfolioImportError[] };

/** The PMDR import's own messages; the others are the portfolio import's (`portfolioImportProblems`). */
export const pmdrImportProblems = {
  notInFund: (name: string, fund: string, row: number) => say('server.pmdrImport.notInFund', { name, fund, row }),
  carbonDataLocked: () => say('server.pmdr.carbonDataLocked'),
} as const;

/** Rows closer than this relative gap are the same scope: tonnes written and read back in kilograms. */
const scopeTolerance = 1e-9;
const sameScope = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= scopeTolerance * Math.max(1, Math.abs(a), Math.abs(b)));

function parseAnswer(value: unknown): Parsed<PmdrAnswer> {
  if (isBlank(value)) return { value: null };
  if (typeof value === 'boolean') return { value };
  const text = textOf(value) ?? '';
  const word = comparable(text);
  if (yesWords.has(word)) return { value: true };
  if (noWords.has(word)) return { value: false };
  if (dontKnowWords.has(word)) return { value: null };
  return { invalidOption: text.replace(/\s+/g, ' ') };
}

function parseText(value: unknown): Parsed<string> {
  const text = textOf(value);
  if (text === undefined || text === '') return { reason: portfolioImportProblems.emptyField() };
  if (text.length > textBounds.name) return { reason: portfolioImportProblems.tooLong(textBounds.name) };
  return { value: text.replace(/\s+/g, ' ') };
}

function parseCell(column: PmdrColumn, value: unknown): Parsed<string | number | boolean | null> {
  switch (pmdrColumnSpecs[column].kind) {
    case 'text':
      return parseText(value);
    case 'euros':
      return parseAmount(value, portfolioLimits.magnitude);
    case 'year':
      return parseYear(value);
    case 'tonnes': {
      const parsed = parseAmount(value, portfolioLimits.magnitude / 1000);
      return 'value' in parsed && parsed.value !== null ? { value: kilogramsOf(parsed.value) } : parsed;
    }
    case 'answer':
      return parseAnswer(value);
  }
}

type RowValues = Partial<Record<PmdrColumn, string | number | boolean | null>>;

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const answersOf = (values: RowValues): PmdrAnswers =>
  Object.fromEntries(pmdrQuestionKeys.map((key) => [key, typeof values[key] === 'boolean' ? values[key] : null])) as Record<PmdrQuestionKey, PmdrAnswer>;

/**
 * The rows of a filled PMDR template (the first sheet from row 1 and column A, each cell a text,
 * a number, a boolean or null) checked as a whole (spec 3 section 5): the file not empty and not
 * too long, the expected columns present once each (their absence or repetition comes alone, as
 * the cells cannot be read without them), no row past the header, each cell parsing, each answer
 * one of the choices, an asset once per fund, an asset's values equal on its rows; standalone, a
 * scope left as shown where it may not be typed, and the line and fund bounds; linked, each row a
 * line the reporting has. Every error at once, or the plan to write.
 */
export function validatePmdrImport(rows: readonly (readonly unknown[])[], context: PmdrImportContext): PmdrImportValidation {
  // The header: each known column once, those the kind reads all present.
  const read = context.standalone ? pmdrColumns : answerImportColumns;
  const sheet = readSheetLayout(rows, context.maxRows, pmdrColumnOfHeader, read, (column) => pmdrColumnSpecs[column].headers[context.language]);
  if (!sheet.ok) return sheet;
  const { layout } = sheet;
  const { header, headerIndex, lastIndex, positions } = layout;
  const headerName = (column: PmdrColumn) => String(header[positions.get(column) ?? 0]).trim();
  const cellOf = (column: PmdrColumn, row: number) => `${columnLetters(positions.get(column) ?? 0)}${row}`;
  const errors = new ImportErrors();

  // Rows longer than the header.
  addTooLongRows(rows, layout, errors);

  // Each cell of the columns read; invalid answers gathered by column, as one error each.
  const invalidAnswers = new Map<PmdrColumn, { values: Map<string, string>; cells: string[] }>();
  const lines: { row: number; values: RowValues; ok: boolean }[] = [];
  for (let index = headerIndex + 1; index <= lastIndex; index++) {
    const row = rows[index] ?? [];
    if (filledLength(row) === 0) continue;
    const rowNumber = index + 1;
    const values: RowValues = {};
    let ok = true;
    for (const column of read) {
      const parsed = parseCell(column, row[positions.get(column) ?? 0]);
      if ('value' in parsed) {
        values[column] = parsed.value;
        continue;
      }
      ok = false;
      const cell = cellOf(column, rowNumber);
      if ('reason' in parsed) errors.add(rowNumber, cell, portfolioImportProblems.cell(cell, parsed.reason));
      else {
        const problems = invalidAnswers.get(column) ?? { values: new Map<string, string>(), cells: [] };
        invalidAnswers.set(column, problems);
        if (!problems.values.has(comparable(parsed.invalidOption))) problems.values.set(comparable(parsed.invalidOption), parsed.invalidOption);
        problems.cells.push(cell);
      }
    }
    lines.push({ row: rowNumber, values, ok });
  }
  const words = pmdrAnswerWords[context.language];
  for (const [column, problems] of invalidAnswers) {
    const single = problems.cells.length === 1 ? (problems.cells[0] ?? null) : null;
    errors.add(
      single === null ? null : Number(single.replace(/^[A-Z]+/, '')),
      single,
      portfolioImportProblems.invalidOptions(headerName(column), [...problems.values.values()], problems.cells, [words.yes, words.no, words.dontKnow]),
    );
  }

  // An asset once per fund; an asset's values the same on each of its rows.
  const assetRows = new AssetRowChecks(investeeColumns, headerName, errors);
  for (const { row, values } of lines) {
    if (typeof values.asset === 'string' && typeof values.fund === 'string') assetRows.add(row, values.fund, values.asset, values);
  }
  assetRows.finish();

  const known = new Map<string, PmdrKnownInvestee>();
  for (const investee of context.investees) if (!known.has(nameKey(investee.name))) known.set(nameKey(investee.name), investee);
  return context.standalone ? standalonePlan(lines, known, context, errors, cellOf) : linkedPlan(lines, known, errors);
}

type CheckedRow = { row: number; values: RowValues; ok: boolean };

/** A standalone file's plan: scopes that may not be typed left as shown, and the bounds of lines and funds. */
function standalonePlan(
  lines: readonly CheckedRow[],
  known: ReadonlyMap<string, PmdrKnownInvestee>,
  context: PmdrImportContext,
  errors: ImportErrors,
  cellOf: (column: PmdrColumn, row: number) => string,
): PmdrImportValidation {
  const locked = new Set<string>();
  for (const { row, values } of lines) {
    const investee = typeof values.asset === 'string' ? known.get(nameKey(values.asset)) : undefined;
    if (!investee || investee.scopesEditable || locked.has(investee.uuid)) continue;
    const changed = scopeColumns.find((column) => column in values && !sameScope(numberOrNull(values[column]), investee.scopes[column]));
    if (changed === undefined) continue;
    locked.add(investee.uuid);
    const cell = cellOf(changed, row);
    errors.add(row, cell, portfolioImportProblems.cell(cell, pmdrImportProblems.carbonDataLocked()));
  }
  const maxLines = Math.min(context.maxLinesNumber ?? portfolioLimits.investees, portfolioLimits.investees);
  if (lines.length > maxLines) errors.add(null, null, portfolioImportProblems.tooManyLines(lines.length, maxLines));
  const fundKeys = new Set([...context.fundNames.map(nameKey), ...lines.flatMap(({ values }) => (typeof values.fund === 'string' ? [nameKey(values.fund)] : []))]);
  if (fundKeys.size > portfolioLimits.funds) errors.add(null, null, portfolioImportProblems.tooManyFunds(fundKeys.size, portfolioLimits.funds));
  if (errors.any) return { ok: false, errors: errors.all() };

  const funds = new Map<string, { name: string; lines: PmdrImportedLine[] }>();
  for (const { row, values } of lines) {
    const fund = String(values.fund);
    const entry = funds.get(nameKey(fund)) ?? { name: fund, lines: [] };
    funds.set(nameKey(fund), entry);
    const figure = (column: FigureColumn) => numberOrNull(values[column]);
    entry.lines.push({
      row,
      assetName: String(values.asset),
      outstandingAmountEur: figure('outstandingAmount'),
      exitYear: figure('exitYear'),
      valuation: figure('valuation'),
      turnover: figure('turnover'),
      totalScope1Kg: figure('totalScope1Kg'),
      totalScope2Kg: figure('totalScope2Kg'),
      totalScope3Kg: figure('totalScope3Kg'),
      answers: answersOf(values),
    });
  }
  return { ok: true, plan: { kind: 'pmdr_standalone', funds: [...funds.values()], lineCount: lines.length } };
}

/** A linked file's plan: each row a line the reporting has, the answers of each investee named. */
function linkedPlan(lines: readonly CheckedRow[], known: ReadonlyMap<string, PmdrKnownInvestee>, errors: ImportErrors): PmdrImportValidation {
  const unknown = new Set<string>();
  const answers = new Map<string, PmdrAnswers>();
  for (const { row, values, ok } of lines) {
    if (typeof values.asset !== 'string' || typeof values.fund !== 'string') continue;
    const assetKey = nameKey(values.asset);
    const investee = known.get(assetKey);
    if (!investee) {
      if (!unknown.has(assetKey)) errors.add(row, null, portfolioImportProblems.unknownAsset(values.asset, row));
      unknown.add(assetKey);
      continue;
    }
    const fundKey = nameKey(values.fund);
    if (!investee.fundNames.some((name) => nameKey(name) === fundKey)) {
      errors.add(row, null, pmdrImportProblems.notInFund(values.asset, values.fund, row));
      continue;
    }
    if (ok && !answers.has(investee.uuid)) answers.set(investee.uuid, answersOf(values));
  }
  if (errors.any) return { ok: false, errors: errors.all() };
  return { ok: true, plan: { kind: 'pmdr_portfolio_emissions', answers: [...answers].map(([investeeUuid, given]) => ({ investeeUuid, answers: given })) } };
}
