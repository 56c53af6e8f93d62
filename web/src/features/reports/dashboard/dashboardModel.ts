import {
  countedEntries,
  defaultBasis,
  dependsOnPrivateValue,
  sectorComparison,
  snapshotSectorBenchmarks,
  type CategoryView,
  type ReportRollup,
} from '@cairn/shared/calc/report';
import { shownValue } from '@cairn/shared/catalogue';
import { capDrillDown, roundPercentages } from '@cairn/shared/format';
import { labelOf, type Scope } from '@cairn/shared/labels';
import type {
  CommuteType,
  ElectricityBasis,
  EmployeeSurveyResult,
  ReportEntry,
  ReportEntryLine,
  ReportNote,
  ReportSnapshot,
  Sector,
} from '@cairn/shared/schemas';

/*
 * What the report dashboard shows, computed from the snapshot and the shared roll-up. Every
 * emission figure comes from `computeReport`; this file only picks and arranges.
 */

/** A figure of the dashboard that can explain itself. */
export type Figure =
  | { readonly kind: 'TOTAL' }
  | { readonly kind: 'SCOPE'; readonly scope: Scope }
  | { readonly kind: 'CATEGORY'; readonly view: CategoryView; readonly category: string }
  | { readonly kind: 'ENTRY'; readonly uuid: string };

export interface FigureExplanation {
  readonly figure: Figure;
  /** kgCO2e, as the dashboard shows it; null for an entry the report does not hold. */
  readonly valueKg: number | null;
  /** The entries that make the figure up, largest first, at most 200. */
  readonly entries: readonly ReportEntry[];
  readonly hiddenEntryCount: number;
}

const byValueDescending = (a: ReportEntry, b: ReportEntry): number => b.value - a.value;

/** The entries behind a figure, in the electricity view the roll-up was made for. */
export function explainFigure(snapshot: ReportSnapshot, rollup: ReportRollup, figure: Figure): FigureExplanation {
  const counted = countedEntries(snapshot, rollup.basis);
  const capped = (entries: ReportEntry[]) => {
    const { kept, restCount } = capDrillDown([...entries].sort(byValueDescending));
    return { entries: kept, hiddenEntryCount: restCount };
  };
  switch (figure.kind) {
    case 'TOTAL':
      return { figure, valueKg: rollup.total, ...capped(counted) };
    case 'SCOPE': {
      const scopeTotal = rollup.byScope.find((row) => row.scope === figure.scope);
      return {
        figure,
        valueKg: scopeTotal?.value ?? 0,
        ...capped(counted.filter((entry) => entry.scope === figure.scope)),
      };
    }
    case 'CATEGORY': {
      const row = rollup.byCategory[figure.view].rows.find((candidate) => candidate.category === figure.category);
      if (!row) return { figure, valueKg: 0, entries: [], hiddenEntryCount: 0 };
      const byUuid = new Map(snapshot.entries.map((entry) => [entry.uuid, entry]));
      const entries = row.entries.flatMap((rowEntry) => {
        const entry = byUuid.get(rowEntry.uuid);
        return entry ? [entry] : [];
      });
      return { figure, valueKg: row.value, entries, hiddenEntryCount: row.hiddenEntryCount };
    }
    case 'ENTRY': {
      const entry = snapshot.entries.find((candidate) => candidate.uuid === figure.uuid);
      return { figure, valueKg: entry?.value ?? null, entries: entry ? [entry] : [], hiddenEntryCount: 0 };
    }
  }
}

export interface FactorTrace {
  readonly uuid: string;
  readonly name: string;
  /** Null when the source is private: the value is never sent to clients. */
  readonly value: number | null;
  readonly unit: string;
  readonly source: string;
  readonly sourceVersion: string;
  /** The `until` of the value-history entry used (null: the current one); undefined in older snapshots. */
  readonly validUntil?: number | null;
  /** The combination this value was read through. */
  readonly via?: string | null;
}

export interface HypothesisTrace {
  readonly uuid: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly source: string;
  readonly validUntil?: number | null;
  readonly via?: string | null;
}

/** How one entry was computed: its activity data, formula, factors, hypotheses and lines. */
export interface EntryTrace {
  readonly activity: { readonly value: number; readonly unit: string } | null;
  readonly formula: string | null;
  /**
   * The entry uses a licensed value and its client's copy leaves out what would give it back
   * (activity, formula, other multipliers: docs/private-values.md), so say so instead of 'none'.
   */
  readonly withheld: boolean;
  readonly factors: readonly FactorTrace[];
  readonly hypotheses: readonly HypothesisTrace[];
  readonly explanation: string | null;
  /** At most 200 lines, in the report's order. */
  readonly lines: readonly ReportEntryLine[];
  readonly hiddenLineCount: number;
  /** The questionnaire answer the entry was computed from; null for an entry typed by hand. */
  readonly question: QuestionTrace | null;
}

export interface QuestionTrace {
  /** The question's label in the reader's language. */
  readonly label: string;
  /** The table lines read as the questionnaire numbers them, in ranges ("1–3, 5"); null for the whole answer. */
  readonly lines: string | null;
  /** How many lines were read, to word "line" or "lines". */
  readonly lineCount: number;
}

/** Line numbers as ranges: 1, 2, 3, 5 reads "1–3, 5". */
export function lineRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    ranges.push(end === index ? String(sorted[index]) : `${sorted[index]}–${sorted[end]}`);
    index = end + 1;
  }
  return ranges.join(', ');
}

function questionTrace(entry: ReportEntry, language: 'en' | 'fr'): QuestionTrace | null {
  const source = entry.source;
  // A supplier expense has no question: its explanation says which figure it came from.
  if (!source || source.supplierExpense) return null;
  const label = language === 'fr' ? (source.questionLabelFr ?? source.questionLabelEn) : source.questionLabelEn;
  const numbers = source.lines?.map((line) => line.number) ?? null;
  return { label, lines: numbers ? lineRanges(numbers) : null, lineCount: numbers?.length ?? 0 };
}

export function entryTrace(entry: ReportEntry, language: 'en' | 'fr'): EntryTrace {
  const { kept, restCount } = capDrillDown(entry.lines ?? []);
  const unit = entry.activityData ? (language === 'fr' ? (entry.activityData.unit.labelFr ?? entry.activityData.unit.labelEn) : entry.activityData.unit.labelEn) : '';
  return {
    activity: entry.activityData ? { value: entry.activityData.value, unit } : null,
    formula: entry.formula,
    withheld: dependsOnPrivateValue(entry) && entry.formula === null,
    factors: entry.emissionFactors.map((factor) => ({
      uuid: factor.uuid,
      name: (language === 'fr' ? factor.clientNameFr : factor.clientNameEn) ?? factor.clientNameEn ?? factor.name,
      value: shownValue(factor),
      unit: factor.unit,
      source: factor.source,
      sourceVersion: factor.sourceVersion,
      validUntil: factor.validUntil,
      via: factor.via,
    })),
    hypotheses: entry.hypotheses.map((hypothesis) => ({
      uuid: hypothesis.uuid,
      name: hypothesis.clientNameEn ?? hypothesis.name,
      value: hypothesis.value,
      unit: hypothesis.unit,
      source: hypothesis.source,
      validUntil: hypothesis.validUntil,
      via: hypothesis.via,
    })),
    explanation: entry.explanation?.trim() ? entry.explanation : null,
    lines: kept,
    hiddenLineCount: restCount,
    question: questionTrace(entry, language),
  };
}


/** Survey, decarbonization levers and notes belong to the report's own electricity view only. */
export function showsDefaultViewSections(snapshot: Pick<ReportSnapshot, 'electricityReporting'>, basis: ElectricityBasis): boolean {
  return basis === defaultBasis(snapshot.electricityReporting);
}

export function dashboardNotes(notes: readonly ReportNote[]): ReportNote[] {
  return notes.filter((note) => note.includeIn.includes('DASHBOARD'));
}

// Employee survey ------------------------------------------------------------------------------

export const commuteGroups = ['PUBLIC_TRANSPORT', 'CAR', 'BIKE_WALK', 'CARPOOLING', 'MOTORISED_TWO_WHEEL'] as const;
export type CommuteGroup = (typeof commuteGroups)[number];

/**
 * The dashboard's commuting modes. Company cars are left out (their emissions are computed with
 * the company's fleet), and so is 'other', which has no mode to show.
 */
export const commuteGroupOf: Readonly<Record<CommuteType, CommuteGroup | null>> = {
  PUBLIC_TRANSPORTATION: 'PUBLIC_TRANSPORT',
  CAR: 'CAR',
  CARPOOLING: 'CARPOOLING',
  COMPANY_CAR: null,
  MOTORBIKE: 'MOTORISED_TWO_WHEEL',
  SCOOTER: 'MOTORISED_TWO_WHEEL',
  ELECTRIC_BIKE: 'BIKE_WALK',
  BIKE: 'BIKE_WALK',
  WALK: 'BIKE_WALK',
  OTHER: null,
};

export interface CommuteShare {
  readonly group: CommuteGroup;
  /** Whole percent of the respondents of the shown modes. */
  readonly employeesPercent: number;
  /** Whole percent of the emissions of the shown modes. */
  readonly emissionsPercent: number;
}

/** Share of employees next to share of emissions, per grouped mode; the excluded modes count in neither. */
export function commuteShares(survey: Pick<EmployeeSurveyResult, 'commuteEntries'>): CommuteShare[] {
  const answers = new Map<CommuteGroup, number>();
  const emissions = new Map<CommuteGroup, number>();
  for (const entry of survey.commuteEntries) {
    const group = commuteGroupOf[entry.commuteType];
    if (group === null) continue;
    answers.set(group, (answers.get(group) ?? 0) + entry.numberOfAnswers);
    emissions.set(group, (emissions.get(group) ?? 0) + entry.estimatedEmissions);
  }
  const present = commuteGroups.filter((group) => answers.has(group));
  const employeePercents = roundPercentages(present.map((group) => answers.get(group) ?? 0));
  const emissionPercents = roundPercentages(present.map((group) => emissions.get(group) ?? 0));
  return present.map((group, index) => ({
    group,
    employeesPercent: employeePercents[index] ?? 0,
    emissionsPercent: emissionPercents[index] ?? 0,
  }));
}

/** Answers over employees, in percent, never above 100 (late hires answer too); null without employees. */
export function answerRatePercent(survey: Pick<EmployeeSurveyResult, 'nbAnswers' | 'employeeNumber'>): number | null {
  if (survey.employeeNumber <= 0) return null;
  return Math.min(100, (survey.nbAnswers * 100) / survey.employeeNumber);
}

// Benchmarks -----------------------------------------------------------------------------------

/**
 * COMPANY is the report's own intensity, highlighted; OWN_SECTOR the average of the company's
 * sector in the sector charts ('Your sector'); TARGET bars get their own colour.
 */
export type BenchmarkBarKind = 'COMPANY' | 'OWN_SECTOR' | 'TARGET' | 'OTHER';

export interface BenchmarkBar {
  readonly label: string;
  /** tCO2e per unit of the chart. */
  readonly value: number;
  readonly kind: BenchmarkBarKind;
}

export interface BenchmarkChart {
  readonly key: string;
  readonly title: string;
  readonly unit: string;
  readonly bars: readonly BenchmarkBar[];
  /** A sentence under the chart saying what it leaves out and why; null when nothing is. */
  readonly note: string | null;
}

export interface BenchmarkTexts {
  readonly perEmployee: string;
  readonly perTurnover: string;
  readonly unitPerEmployee: string;
  readonly unitPerTurnover: string;
  readonly sectorTitle: (ratio: 'EMPLOYEE' | 'TURNOVER') => string;
  /** Why the per-turnover sector chart leaves a sector out (the aeronautic rule), given its name. */
  readonly sectorHidden: (sector: string) => string;
}

/**
 * The sector comparison's two charts (per turnover, per employee); none without a sector. The
 * averages are those the snapshot was made with. The company's own sector is its own kind of
 * bar, and a sector left out (the aeronautic rule of `sectorComparison`) is named in the chart's note.
 */
export function sectorCharts(
  snapshot: ReportSnapshot,
  rollup: ReportRollup,
  companyName: string,
  language: string,
  texts: BenchmarkTexts,
): BenchmarkChart[] {
  if (snapshot.sectorialBenchmark === null) return [];
  const comparison = sectorComparison({
    totalKg: rollup.unroundedTotal,
    turnover: snapshot.turnover,
    currency: snapshot.currency,
    year: snapshot.year,
    employeeNumber: snapshot.employeeNumber,
    benchmarks: snapshotSectorBenchmarks(snapshot),
  });
  const ownSector = snapshot.sectorialBenchmark;
  const sectorName = (sector: Sector) => labelOf('sector', sector, language);
  return (['TURNOVER', 'EMPLOYEE'] as const).map((ratio) => {
    const side = comparison[ratio];
    const bars: BenchmarkBar[] = side.rows
      .filter((row) => !row.isHidden)
      .map((row) => ({ label: sectorName(row.sector), value: row.value, kind: row.sector === ownSector ? 'OWN_SECTOR' : 'OTHER' }));
    if (side.company !== null) bars.unshift({ label: companyName, value: side.company, kind: 'COMPANY' });
    const hidden = side.rows.filter((row) => row.isHidden).map((row) => sectorName(row.sector));
    return {
      key: `sector-${ratio}`,
      title: texts.sectorTitle(ratio),
      unit: ratio === 'EMPLOYEE' ? texts.unitPerEmployee : side.unit,
      bars,
      note: hidden.length === 0 ? null : texts.sectorHidden(hidden.join(', ')),
    };
  });
}

/**
 * The report's own benchmarks: its intensity next to the entries the consultant chose, in tCO2e
 * per unit (entries are stored in kgCO2e per unit). A hidden ASSET_VALUE entry hides the company's bar.
 */
export function benchmarkCharts(snapshot: ReportSnapshot, rollup: ReportRollup, companyName: string, texts: BenchmarkTexts): BenchmarkChart[] {
  return snapshot.benchmarks.flatMap((benchmark, index): BenchmarkChart[] => {
    let title: string;
    let unit: string;
    let companyKg: number | null;
    if (benchmark.ratio === 'EMPLOYEE') {
      title = texts.perEmployee;
      unit = texts.unitPerEmployee;
      companyKg = rollup.ratios.kgPerEmployee;
    } else if (benchmark.ratio === 'TURNOVER') {
      title = texts.perTurnover;
      unit = texts.unitPerTurnover;
      companyKg = rollup.ratios.kgPerTurnoverM;
    } else {
      const figure = rollup.keyFigureRatios.find((candidate) => candidate.uuid === benchmark.ratio);
      if (!figure) return [];
      title = `${figure.label} (${figure.ratioSuffix})`;
      unit = `tCO2e/${figure.unit}`;
      companyKg = figure.value;
    }
    const visible = benchmark.entries.filter((entry) => entry.isHidden !== true);
    const bars = visible.flatMap((entry): BenchmarkBar[] => {
      if (entry.type !== 'ASSET_VALUE') return [{ label: entry.name, value: entry.value / 1_000, kind: entry.type === 'TARGET' ? 'TARGET' : 'OTHER' }];
      // The company's own value is usually left at 0 so that it follows the report: the computed ratio stands in.
      const ownKg = Number.isFinite(entry.value) && entry.value !== 0 ? entry.value : companyKg;
      return ownKg === null ? [] : [{ label: entry.name.trim() || companyName, value: ownKg / 1_000, kind: 'COMPANY' }];
    });
    if (!visible.some((entry) => entry.type === 'ASSET_VALUE') && companyKg !== null) {
      bars.unshift({ label: companyName, value: companyKg / 1_000, kind: 'COMPANY' });
    }
    return [{ key: `benchmark-${index}`, title, unit, bars, note: null }];
  });
}

/** Spec 2 section 9: a chart of five bars or more uses small text. */
export function usesSmallText(chart: Pick<BenchmarkChart, 'bars'>): boolean {
  return chart.bars.length >= 5;
}

// Sub-entities ---------------------------------------------------------------------------------

/*
 * The sub-entities of a report are the distinct `group` values of the entries it counts in the
 * shown electricity view (`countedEntries`): a site, a fleet, a subsidiary, as the consultant
 * named them. Entries without a group (commuting of the whole staff, a shared meter) cannot be
 * put on one sub-entity; they are gathered under one 'Other' bar rather than left out, so the
 * bars add up to the report's total. The comparison is shown from two named groups on.
 */

/** The key of the entries without a group; no group name is empty once trimmed. */
export const ungroupedKey = '';

export interface SubEntityTotal {
  /** The group name, or `ungroupedKey`. */
  readonly key: string;
  /** kgCO2e. */
  readonly valueKg: number;
}

/** Spec 2 section 9: more than 12 sub-entity bars turn their labels diagonal. */
export const diagonalLabelsAbove = 12;
export const diagonalLabelDegrees = 45;

/** Each group's total, largest first, the ungrouped entries last; empty under two named groups. */
export function subEntityTotals(snapshot: Pick<ReportSnapshot, 'beges' | 'entries'>, basis: ElectricityBasis): SubEntityTotal[] {
  const totals = new Map<string, number>();
  for (const entry of countedEntries(snapshot, basis)) {
    const key = entry.group?.trim() ?? ungroupedKey;
    totals.set(key, (totals.get(key) ?? 0) + entry.value);
  }
  const named = [...totals.keys()].filter((key) => key !== ungroupedKey);
  if (named.length < 2) return [];
  const rows = named.map((key) => ({ key, valueKg: totals.get(key) ?? 0 })).sort((a, b) => b.valueKg - a.valueKg || a.key.localeCompare(b.key));
  const ungroupedKg = totals.get(ungroupedKey);
  return ungroupedKg === undefined ? rows : [...rows, { key: ungroupedKey, valueKg: ungroupedKg }];
}

/** The picked sub-entities in chart order; `picked` null means all, the picker's default. */
export function pickSubEntities(totals: readonly SubEntityTotal[], picked: readonly string[] | null): SubEntityTotal[] {
  if (picked === null) return [...totals];
  const keep = new Set(picked);
  return totals.filter((total) => keep.has(total.key));
}

/** The rotation of the sub-entity labels: diagonal past 12 bars, else chart.js decides. */
export function subEntityLabelRotation(barCount: number): number | null {
  return barCount > diagonalLabelsAbove ? diagonalLabelDegrees : null;
}

/**
 * A bar label cut into lines of about `maxChars` at spaces, so that a few long names sit
 * upright under their bars; a single word longer than that keeps its own line.
 */
export function wrapLabel(label: string, maxChars = 16): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length === 0 ? [''] : lines;
}

/** A percentage as the locale writes it ('12%', '12 %' in French). */
export function formatPercent(percent: number, language: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}
