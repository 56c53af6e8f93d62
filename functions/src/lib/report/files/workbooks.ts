import {
  categoryName,
  categoryNumber,
  categoryOf,
  computeReport,
  defaultBasis,
  defaultCategoryView,
  hasElectricityToggle,
  reportMethod,
  type CategoryRow,
  type CategoryView,
  type ReportRollup,
} from '@cairn/shared/calc/report';
import { labelOf } from '@cairn/shared/labels';
import type { ElectricityBasis, Language, ReportEmissionFactor, ReportEntry, ReportHypothesis, ReportSnapshot } from '@cairn/shared/schemas';
import { neutralizeRows } from '@cairn/shared/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { factorName, factorText, fileText, periodOf, publicValue, tonnes, type FileText } from './text.ts';

/*
 * The spreadsheet downloads of a delivered report: results, emission factors and activity data.
 * Pure: a snapshot in, the bytes of an .xlsx file out. Emissions are numbers in tCO2e at full
 * precision (not rounded text), so a reader can sum and chart them; the header says the unit.
 */

type Cell = string | number | null;
type Row = Cell[];

export interface ResultsWorkbookInput {
  readonly snapshot: ReportSnapshot;
  readonly reportName: string;
  readonly assetName: string;
  readonly language: Language;
}

export interface FactorsWorkbookInput {
  readonly snapshot: ReportSnapshot;
  readonly language: Language;
}

export interface ActivityDataWorkbookInput {
  readonly snapshot: ReportSnapshot;
  readonly language: Language;
  /** Staff only: adds the formula, and the factors and hypotheses with their values and sources. */
  readonly audit: boolean;
}

/** The electricity views a report shows: both when it reports both, market-based first. */
export function reportBases(snapshot: Pick<ReportSnapshot, 'electricityReporting'>): ElectricityBasis[] {
  return hasElectricityToggle(snapshot.electricityReporting)
    ? ['MARKET', 'LOCATION']
    : [defaultBasis(snapshot.electricityReporting)];
}

/** Category views with a sheet of their own; the SCOPE view is the 'By scope' sheet. */
const sheetViews = ['OPERATIONAL', 'GHG', 'BEGES'] as const satisfies readonly CategoryView[];

/**
 * Widths in characters, the first column wider for labels. Every text cell is neutralised
 * (a label such as `=HYPERLINK(...)` is written as text, not run as a formula).
 */
function sheet(rows: readonly Row[], widths: readonly number[]): XLSX.WorkSheet {
  const worksheet = XLSX.utils.aoa_to_sheet(neutralizeRows(rows));
  worksheet['!cols'] = widths.map((wch) => ({ wch }));
  return worksheet;
}

function toBytes(workbook: XLSX.WorkBook): Uint8Array {
  const written = XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  return new Uint8Array(written);
}

function summaryRows(
  snapshot: ReportSnapshot,
  reportName: string,
  assetName: string,
  language: Language,
  rollups: readonly ReportRollup[],
): Row[] {
  const text = fileText[language];
  const f = text.fields;
  const rows: Row[] = [
    [text.columns.field, text.columns.value],
    [f.report, reportName],
    [f.asset, assetName],
    [f.company, snapshot.companyName],
    [f.year, snapshot.year],
    [f.period, periodOf(snapshot)],
    [f.startDate, snapshot.startDate],
    [f.endDate, snapshot.endDate],
    [f.controlType, labelOf('controlType', snapshot.controlType, language)],
    [f.standard, text.standard[reportMethod(snapshot)]],
    [f.electricity, labelOf('electricityReporting', snapshot.electricityReporting, language)],
    [],
    ['', ...rollups.map((rollup) => text.basis[rollup.basis])],
    [f.total, ...rollups.map((rollup) => tonnes(rollup.unroundedTotal))],
  ];
  const first = rollups[0]!;
  if (first.dataQuality.kind === 'PCAF') {
    rows.push([f.pcafScore, ...rollups.map((rollup) => (rollup.dataQuality.kind === 'PCAF' ? rollup.dataQuality.score : null))]);
  } else {
    rows.push([
      f.dataQuality,
      ...rollups.map((rollup) => (rollup.dataQuality.kind === 'PERCENTAGE' ? rollup.dataQuality.percent : null)),
    ]);
  }
  rows.push([f.perEmployee, ...rollups.map((rollup) => ratioInTonnes(rollup.ratios.kgPerEmployee))]);
  rows.push([f.perTurnover, ...rollups.map((rollup) => ratioInTonnes(rollup.ratios.kgPerTurnoverM))]);
  first.keyFigureRatios.forEach((figure, index) => {
    rows.push([
      `tCO2e ${figure.ratioSuffix} (${figure.label})`,
      ...rollups.map((rollup) => tonnes(rollup.keyFigureRatios[index]?.value ?? 0)),
    ]);
  });
  return rows;
}

function ratioInTonnes(kg: number | null): number | null {
  return kg === null ? null : tonnes(kg);
}

/** Columns of the value and share of each electricity view, headed with the view's name when there are two. */
function valueHeaders(text: FileText, rollups: readonly ReportRollup[]): string[] {
  if (rollups.length === 1) return [text.columns.tCo2e, text.columns.percent];
  return rollups.flatMap((rollup) => [
    `${text.columns.tCo2e} (${text.basis[rollup.basis]})`,
    `${text.columns.percent} (${text.basis[rollup.basis]})`,
  ]);
}

function scopeRows(language: Language, rollups: readonly ReportRollup[]): Row[] {
  const text = fileText[language];
  const rows: Row[] = [[text.columns.scope, ...valueHeaders(text, rollups)]];
  rollups[0]!.byScope.forEach((scopeTotal, index) => {
    rows.push([
      labelOf('scope', scopeTotal.scope, language),
      ...rollups.flatMap((rollup) => {
        const row = rollup.byScope[index]!;
        return [tonnes(row.value), row.percent];
      }),
    ]);
  });
  rows.push([text.total, ...rollups.flatMap((rollup) => [tonnes(rollup.unroundedTotal), 100])]);
  return rows;
}

function categoryRows(view: CategoryView, language: Language, rollups: readonly ReportRollup[]): Row[] {
  const text = fileText[language];
  const numbered = view === 'GHG' || view === 'BEGES';
  const rows: Row[] = [[...(numbered ? [text.columns.number] : []), text.columns.category, ...valueHeaders(text, rollups)]];
  // The categories of every view, in the order of the first (largest first there).
  const categories: string[] = [];
  for (const rollup of rollups) {
    for (const row of rollup.byCategory[view].rows) if (!categories.includes(row.category)) categories.push(row.category);
  }
  for (const category of categories) {
    const number = categoryNumber(view, category);
    rows.push([
      ...(numbered ? [number] : []),
      categoryName(view, category, language),
      ...rollups.flatMap((rollup) => {
        const row: CategoryRow | undefined = rollup.byCategory[view].rows.find((r) => r.category === category);
        return row === undefined ? [0, 0] : [tonnes(row.value), row.percent];
      }),
    ]);
  }
  rows.push([
    ...(numbered ? [''] : []),
    text.total,
    ...rollups.flatMap((rollup) => [tonnes(rollup.byCategory[view].total), rollup.byCategory[view].rows.length > 0 ? 100 : 0]),
  ]);
  return rows;
}

function categoryCell(entry: ReportEntry, view: CategoryView, language: Language): string {
  const category = categoryOf(entry, view);
  if (category === null) return '';
  const number = categoryNumber(view, category);
  const label = categoryName(view, category, language);
  return number === null ? label : `${number} ${label}`;
}

function unitOf(entry: ReportEntry, language: Language): string {
  const unit = entry.activityData?.unit;
  if (unit === undefined) return '';
  return language === 'fr' ? (unit.labelFr ?? unit.labelEn) : unit.labelEn;
}

function plain(value: number): string {
  return String(value);
}

function factorsCell(factors: readonly ReportEmissionFactor[], language: Language): string {
  const text = fileText[language];
  return factors.map((factor) => `${factorName(factor, language)}: ${factorText(factor, text, plain)}`).join('; ');
}

function hypothesesCell(hypotheses: readonly ReportHypothesis[]): string {
  return hypotheses.map((h) => `${h.name}: ${String(h.value)} ${h.unit} (${h.source})`).join('; ');
}

function entryRows(snapshot: ReportSnapshot, language: Language): Row[] {
  const text = fileText[language];
  const c = text.columns;
  const rows: Row[] = [
    [c.label, c.scope, c.operational, c.ghg, c.beges, c.basis, c.tCo2e, c.quality, c.activityValue, c.activityUnit, c.factors],
  ];
  for (const entry of snapshot.entries) {
    rows.push([
      entry.label,
      labelOf('scope', entry.scope, language),
      categoryCell(entry, 'OPERATIONAL', language),
      categoryCell(entry, 'GHG', language),
      categoryCell(entry, 'BEGES', language),
      entry.electricityBasis === null ? '' : text.basis[entry.electricityBasis],
      tonnes(entry.value),
      entry.qualityPercentage,
      entry.activityData?.value ?? null,
      unitOf(entry, language),
      factorsCell(entry.emissionFactors, language),
    ]);
  }
  return rows;
}

/** Results: summary, scopes, one sheet per category view and every entry. */
export function resultsWorkbook({ snapshot, reportName, assetName, language }: ResultsWorkbookInput): Uint8Array {
  const text = fileText[language];
  const rollups = reportBases(snapshot).map((basis) => computeReport(snapshot, { basis }));
  const valueWidths = rollups.flatMap(() => [16, 10]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    sheet(summaryRows(snapshot, reportName, assetName, language, rollups), [44, ...rollups.map(() => 28)]),
    text.sheets.summary,
  );
  XLSX.utils.book_append_sheet(workbook, sheet(scopeRows(language, rollups), [20, ...valueWidths]), text.sheets.byScope);
  // The report's own method first.
  const views = [...sheetViews].sort((a, b) => Number(b === defaultCategoryView(snapshot)) - Number(a === defaultCategoryView(snapshot)));
  for (const view of views) {
    XLSX.utils.book_append_sheet(workbook, sheet(categoryRows(view, language, rollups), [6, 48, ...valueWidths]), text.sheets.views[view]);
  }
  XLSX.utils.book_append_sheet(
    workbook,
    sheet(entryRows(snapshot, language), [36, 10, 24, 36, 36, 20, 12, 10, 14, 14, 60]),
    text.sheets.entries,
  );
  return toBytes(workbook);
}

/** Every distinct emission factor and hypothesis the entries use, with the entries using each. */
export function factorsWorkbook({ snapshot, language }: FactorsWorkbookInput): Uint8Array {
  const text = fileText[language];
  const c = text.columns;
  const factors = new Map<string, { factor: ReportEmissionFactor; entries: string[] }>();
  const hypotheses = new Map<string, { hypothesis: ReportHypothesis; entries: string[] }>();
  for (const entry of snapshot.entries) {
    for (const factor of entry.emissionFactors) {
      const used = factors.get(factor.uuid);
      if (used === undefined) factors.set(factor.uuid, { factor, entries: [entry.label] });
      else if (!used.entries.includes(entry.label)) used.entries.push(entry.label);
    }
    for (const hypothesis of entry.hypotheses) {
      const used = hypotheses.get(hypothesis.uuid);
      if (used === undefined) hypotheses.set(hypothesis.uuid, { hypothesis, entries: [entry.label] });
      else if (!used.entries.includes(entry.label)) used.entries.push(entry.label);
    }
  }
  const factorRows: Row[] = [[c.name, c.clientName, c.value, c.unit, c.gas, c.source, c.version, c.quality, c.usedBy]];
  for (const { factor, entries } of factors.values()) {
    const clientName = language === 'fr' ? (factor.clientNameFr ?? factor.clientNameEn) : factor.clientNameEn;
    factorRows.push([
      factor.name,
      clientName ?? '',
      publicValue(factor) ?? text.privateSource,
      factor.unit,
      labelOf('gas', factor.gas, language),
      factor.source,
      factor.sourceVersion,
      factor.qualityPercentage,
      entries.join('; '),
    ]);
  }
  const hypothesisRows: Row[] = [[c.name, c.value, c.unit, c.source, c.usedBy]];
  for (const { hypothesis, entries } of hypotheses.values()) {
    hypothesisRows.push([hypothesis.name, hypothesis.value, hypothesis.unit, hypothesis.source, entries.join('; ')]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet(factorRows, [40, 30, 14, 22, 8, 26, 10, 10, 50]), text.sheets.factors);
  XLSX.utils.book_append_sheet(workbook, sheet(hypothesisRows, [40, 14, 14, 30, 50]), text.sheets.hypotheses);
  return toBytes(workbook);
}

/** One row per entry, then one per line of its drill-down (the line's label in the second column). */
export function activityDataWorkbook({ snapshot, language, audit }: ActivityDataWorkbookInput): Uint8Array {
  const text = fileText[language];
  const c = text.columns;
  const header: Row = [c.label, c.line, c.scope, c.operational, c.ghg, c.beges, c.activityValue, c.activityUnit, c.tCo2e];
  if (audit) header.push(c.formula, c.factors, c.hypotheses);
  const rows: Row[] = [header];
  for (const entry of snapshot.entries) {
    const categories: Row = [
      labelOf('scope', entry.scope, language),
      categoryCell(entry, 'OPERATIONAL', language),
      categoryCell(entry, 'GHG', language),
      categoryCell(entry, 'BEGES', language),
    ];
    const unit = unitOf(entry, language);
    const row: Row = [entry.label, '', ...categories, entry.activityData?.value ?? null, unit, tonnes(entry.value)];
    if (audit) row.push(entry.formula ?? '', factorsCell(entry.emissionFactors, language), hypothesesCell(entry.hypotheses));
    rows.push(row);
    for (const line of entry.lines ?? []) {
      rows.push([entry.label, line.label, ...categories, line.activityValue, line.activityValue === null ? '' : unit, tonnes(line.value)]);
    }
  }
  const widths = [36, 24, 10, 24, 36, 36, 14, 14, 12, ...(audit ? [36, 60, 40] : [])];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet(rows, widths), text.sheets.activityData);
  return toBytes(workbook);
}
