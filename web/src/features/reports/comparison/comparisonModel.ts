import {
  computeReport,
  countedEntries,
  decomposeChange,
  defaultBasis,
  defaultChangeKey,
  normaliseLabel,
  variationPercent,
  type CategoryChange,
  type ChangeSplit,
  type ReportRollup,
} from '@cairn/shared/calc/report';
import { waterfallBarWidthPx, waterfallLabelsOnTop, waterfallScalePx } from '@cairn/shared/charts/waterfall';
import type { ReportSnapshot } from '@cairn/shared/schemas';

export { waterfallBarWidthPx, waterfallLabelInsideMinShare, waterfallLabelsOnTop, waterfallScalePx } from '@cairn/shared/charts/waterfall';

/*
 * View models of the report comparison page. Every figure comes from the report engine
 * (`@cairn/shared/calc/report`); this module only arranges the figures for the charts and cards.
 * Each report is rolled up in its own default electricity view.
 */

/** A consultant's waterfall step, as the comparison answer carries it (kgCO2e). */
export interface ConsultantStep {
  readonly order: number;
  readonly value: number;
  readonly label: string;
  readonly hint: string | null;
}

// ---------------------------------------------------------------------------------------------
// Waterfall geometry (spec 2 section 9)

/** The per-category history bars are at most this high. */
export const historyBarMaxPx = 150;

export type WaterfallKind = 'total' | 'subtotal' | 'step';

/** One column: a level (total, subtotal) drawn from zero, or a step floating from `fromKgCo2e` to `toKgCo2e`. */
export interface WaterfallColumn {
  readonly key: string;
  readonly kind: WaterfallKind;
  readonly label: string;
  readonly hint: string | null;
  readonly fromKgCo2e: number;
  readonly toKgCo2e: number;
}

/** The value a column shows: the level of a total, the change of a step. */
export function columnValueKgCo2e(column: WaterfallColumn): number {
  return column.kind === 'step' ? column.toKgCo2e - column.fromKgCo2e : column.toKgCo2e;
}

export interface WaterfallBar {
  readonly column: WaterfallColumn;
  /** From the bottom of the chart. */
  readonly bottomPx: number;
  readonly heightPx: number;
}

export interface WaterfallLayout {
  readonly bars: readonly WaterfallBar[];
  readonly barWidthPx: number;
  readonly labelsOnTop: boolean;
  /** Height of the zero line above the bottom of the chart (above 0 when some level is negative). */
  readonly zeroPx: number;
}

/** Places the columns on the 200 px scale: the span from the lowest to the highest level (zero included) fills it. */
export function layoutWaterfall(columns: readonly WaterfallColumn[]): WaterfallLayout {
  const levels = columns.flatMap((column) => [column.fromKgCo2e, column.toKgCo2e]);
  const low = Math.min(0, ...levels);
  const high = Math.max(0, ...levels);
  const pxPerKg = high === low ? 0 : waterfallScalePx / (high - low);
  const bars = columns.map((column) => ({
    column,
    bottomPx: (Math.min(column.fromKgCo2e, column.toKgCo2e) - low) * pxPerKg,
    heightPx: Math.abs(column.toKgCo2e - column.fromKgCo2e) * pxPerKg,
  }));
  return {
    bars,
    barWidthPx: waterfallBarWidthPx(columns.length),
    labelsOnTop: waterfallLabelsOnTop(bars.map((bar) => bar.heightPx)),
    zeroPx: -low * pxPerKg,
  };
}

/** Heights of history bars: the largest magnitude is 150 px high. */
export function historyBarHeightsPx(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values.map(Math.abs));
  return values.map((value) => (largest === 0 ? 0 : (Math.abs(value) / largest) * historyBarMaxPx));
}

// ---------------------------------------------------------------------------------------------
// Consultant waterfall and pro-forma base year

/** The words of the levels, in the user's language. */
export interface WaterfallWords {
  readonly base: string;
  readonly proForma: string;
  readonly next: string;
  /** The step that closes a gap between the consultant's steps and the new total. */
  readonly other: string;
}

/** A gap under half a kilogram between the steps and the new total is rounding, not a change. */
const closingGapKgCo2e = 0.5;

/*
 * Pro-forma rule. The consultant's steps are sorted by `order`. Steps with a negative order come
 * before the baseline: they restate the base year (a perimeter or method change, as if the new
 * year's boundaries had applied then). Steps with order 0 or more come after it: what really
 * changed between the years. The pro-forma card (the base year restated) shows only when both
 * kinds exist; with restatements alone the new year already reads as the restated base plus
 * nothing, and with changes alone there is nothing to restate.
 */
export function splitAtBaseline(steps: readonly ConsultantStep[]): { before: ConsultantStep[]; after: ConsultantStep[] } {
  const sorted = [...steps].sort((a, b) => a.order - b.order);
  return { before: sorted.filter((step) => step.order < 0), after: sorted.filter((step) => step.order >= 0) };
}

export interface ProForma {
  /** The base year's total restated by the steps before the baseline, kgCO2e. */
  readonly totalKgCo2e: number;
  readonly restatements: readonly ConsultantStep[];
}

export function proFormaOf(steps: readonly ConsultantStep[], baseTotalKgCo2e: number): ProForma | null {
  const { before, after } = splitAtBaseline(steps);
  if (before.length === 0 || after.length === 0) return null;
  return { totalKgCo2e: before.reduce((sum, step) => sum + step.value, baseTotalKgCo2e), restatements: before };
}

/**
 * The 'Evolution details' columns from the consultant's steps: base total, restatements, the
 * pro-forma subtotal (see `proFormaOf`), changes, a closing step if the steps do not reach the new
 * total, and the new total.
 */
export function consultantWaterfall(
  steps: readonly ConsultantStep[],
  baseTotalKgCo2e: number,
  newTotalKgCo2e: number,
  words: WaterfallWords,
): WaterfallColumn[] {
  const { before, after } = splitAtBaseline(steps);
  const columns: WaterfallColumn[] = [
    { key: 'base', kind: 'total', label: words.base, hint: null, fromKgCo2e: 0, toKgCo2e: baseTotalKgCo2e },
  ];
  let level = baseTotalKgCo2e;
  const addStep = (step: ConsultantStep, index: number): void => {
    columns.push({ key: `step-${index}`, kind: 'step', label: step.label, hint: step.hint, fromKgCo2e: level, toKgCo2e: level + step.value });
    level += step.value;
  };
  before.forEach((step, index) => addStep(step, index));
  if (proFormaOf(steps, baseTotalKgCo2e) !== null) {
    columns.push({ key: 'proForma', kind: 'subtotal', label: words.proForma, hint: null, fromKgCo2e: 0, toKgCo2e: level });
  }
  after.forEach((step, index) => addStep(step, before.length + index));
  if (Math.abs(newTotalKgCo2e - level) >= closingGapKgCo2e) {
    columns.push({ key: 'other', kind: 'step', label: words.other, hint: null, fromKgCo2e: level, toKgCo2e: newTotalKgCo2e });
  }
  columns.push({ key: 'new', kind: 'total', label: words.next, hint: null, fromKgCo2e: 0, toKgCo2e: newTotalKgCo2e });
  return columns;
}

// ---------------------------------------------------------------------------------------------
// Computed split: activity, emission-factor and scope/method effects

export interface ChangeEffects {
  readonly total: ChangeSplit;
  /** Operational categories, the largest change first. */
  readonly byCategory: readonly CategoryChange[];
}

/** Splits the change between the two reports, each counted in its default electricity view and its own method. */
export function changeEffects(base: ReportSnapshot, next: ReportSnapshot): ChangeEffects {
  const split = decomposeChange(
    countedEntries(base, defaultBasis(base.electricityReporting)),
    countedEntries(next, defaultBasis(next.electricityReporting)),
    defaultChangeKey,
    'OPERATIONAL',
  );
  const byCategory = [...split.byCategory].sort((a, b) => Math.abs(b.new - b.base) - Math.abs(a.new - a.base));
  return { total: split.total, byCategory };
}

export interface EffectWords {
  readonly base: string;
  readonly activity: string;
  readonly emissionFactor: string;
  readonly scope: string;
  readonly next: string;
}

/** Base total → activity effect → emission-factor effect → scope/method effect → new total. */
export function effectsWaterfall(split: ChangeSplit, words: EffectWords): WaterfallColumn[] {
  const afterActivity = split.base + split.activity;
  const afterFactor = afterActivity + split.emissionFactor;
  return [
    { key: 'base', kind: 'total', label: words.base, hint: null, fromKgCo2e: 0, toKgCo2e: split.base },
    { key: 'activity', kind: 'step', label: words.activity, hint: null, fromKgCo2e: split.base, toKgCo2e: afterActivity },
    { key: 'emissionFactor', kind: 'step', label: words.emissionFactor, hint: null, fromKgCo2e: afterActivity, toKgCo2e: afterFactor },
    { key: 'scope', kind: 'step', label: words.scope, hint: null, fromKgCo2e: afterFactor, toKgCo2e: afterFactor + split.scope },
    { key: 'new', kind: 'total', label: words.next, hint: null, fromKgCo2e: 0, toKgCo2e: split.new },
  ];
}

// ---------------------------------------------------------------------------------------------
// Variation text

export type VariationTone = 'decrease' | 'increase' | 'stable';

export interface Variation {
  /** Two decimals; null when the previous value is 0. */
  readonly percent: number | null;
  readonly tone: VariationTone;
  /** Green for a decrease, red for an increase. */
  readonly color: 'green.fg' | 'red.fg' | 'fg.muted';
}

export function variationOf(previous: number, last: number): Variation {
  const percent = variationPercent(previous, last);
  if (percent === null || percent === 0) return { percent, tone: 'stable', color: 'fg.muted' };
  return percent < 0 ? { percent, tone: 'decrease', color: 'green.fg' } : { percent, tone: 'increase', color: 'red.fg' };
}

/** '+12.34%' in English, '+12,34 %' in French (no-break space): always two decimals and a sign. */
export function formatVariationPercent(percent: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(percent);
  return locale.startsWith('fr') ? `${number}\u00a0%` : `${number}%`;
}

// ---------------------------------------------------------------------------------------------
// Evolution chart options

export type EvolutionRatio =
  | { readonly kind: 'ABSOLUTE' }
  | { readonly kind: 'EMPLOYEE' }
  | { readonly kind: 'TURNOVER' }
  | { readonly kind: 'KEY_FIGURE'; readonly label: string; readonly unit: string; readonly ratioSuffix: string };

export interface EvolutionOption {
  /** Stable key for the selector. */
  readonly key: string;
  readonly ratio: EvolutionRatio;
  /** kgCO2e, or kgCO2e per unit of the ratio. */
  readonly base: number;
  readonly next: number;
}

const keyFigureKey = (figure: { label: string; unit: string }): string =>
  JSON.stringify([normaliseLabel(figure.label), normaliseLabel(figure.unit)]);

/** Absolute, then each ratio both years have: per employee, per M€ of turnover, per key figure (matched by label and unit). */
export function evolutionOptions(base: ReportRollup, next: ReportRollup): EvolutionOption[] {
  const options: EvolutionOption[] = [
    { key: 'ABSOLUTE', ratio: { kind: 'ABSOLUTE' }, base: base.unroundedTotal, next: next.unroundedTotal },
  ];
  if (base.ratios.kgPerEmployee !== null && next.ratios.kgPerEmployee !== null) {
    options.push({ key: 'EMPLOYEE', ratio: { kind: 'EMPLOYEE' }, base: base.ratios.kgPerEmployee, next: next.ratios.kgPerEmployee });
  }
  if (base.ratios.kgPerTurnoverM !== null && next.ratios.kgPerTurnoverM !== null) {
    options.push({ key: 'TURNOVER', ratio: { kind: 'TURNOVER' }, base: base.ratios.kgPerTurnoverM, next: next.ratios.kgPerTurnoverM });
  }
  const baseFigures = new Map(base.keyFigureRatios.map((figure) => [keyFigureKey(figure), figure]));
  const seen = new Set<string>();
  for (const figure of next.keyFigureRatios) {
    const key = keyFigureKey(figure);
    const previous = baseFigures.get(key);
    if (previous === undefined || seen.has(key)) continue;
    seen.add(key);
    options.push({
      key: `KEY_FIGURE:${key}`,
      ratio: { kind: 'KEY_FIGURE', label: figure.label, unit: figure.unit, ratioSuffix: figure.ratioSuffix },
      base: previous.value,
      next: figure.value,
    });
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Per-category history

export interface CategoryHistoryRow {
  /** Operational category. */
  readonly category: string;
  /** kgCO2e, 4 significant digits; 0 when the year has no entry in the category. */
  readonly base: number;
  readonly next: number;
  readonly variation: Variation;
  readonly comment: string | null;
}

/** The operational categories of either year, the new year's largest first, with the consultant's comment. */
export function categoryHistory(
  base: ReportRollup,
  next: ReportRollup,
  comments: readonly { readonly category: string; readonly comment: string }[],
): CategoryHistoryRow[] {
  const baseValues = new Map(base.byCategory.OPERATIONAL.rows.map((row) => [row.category, row.value]));
  const nextValues = new Map(next.byCategory.OPERATIONAL.rows.map((row) => [row.category, row.value]));
  const categories = [...new Set([...nextValues.keys(), ...baseValues.keys()])];
  return categories.map((category) => {
    const baseValue = baseValues.get(category) ?? 0;
    const nextValue = nextValues.get(category) ?? 0;
    const comment = comments.find((candidate) => candidate.category === category)?.comment.trim();
    return {
      category,
      base: baseValue,
      next: nextValue,
      variation: variationOf(baseValue, nextValue),
      comment: comment === undefined || comment === '' ? null : comment,
    };
  });
}

/** Both reports rolled up in their default electricity view. */
export function rollupsOf(base: ReportSnapshot, next: ReportSnapshot): { base: ReportRollup; next: ReportRollup } {
  return { base: computeReport(base), next: computeReport(next) };
}
