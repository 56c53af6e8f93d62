import { waterfallScalePx } from '../../charts/waterfall.ts';
import { actionImpactKgCo2e } from './impact.ts';
import type { PlanAction, PlanFrame } from './types.ts';

/*
 * Layout rules of the plan's charts that the spec fixes (spec 2 section 9, "Waterfall bar widths"
 * and "Calendar").
 */

/** The waterfall's bar width by its column count, and its 200 px scale: the comparison's waterfall rules. */
export { waterfallBarWidthPx as waterfallBarWidth, waterfallLabelsOnTop, waterfallScalePx } from '../../charts/waterfall.ts';

/** Bar heights on the 200 px scale, the largest absolute value filling it. */
export function waterfallBarHeightsPx(values: readonly number[], scalePx = waterfallScalePx): number[] {
  const largest = Math.max(0, ...values.map(Math.abs));
  return values.map((value) => (largest === 0 ? 0 : (Math.abs(value) / largest) * scalePx));
}

export type WaterfallColumn =
  | { kind: 'BASELINE'; year: number; kgCo2e: number }
  | { kind: 'ACTION'; uuid: string; kgCo2e: number }
  | { kind: 'TARGET'; year: number; kgCo2e: number };

/**
 * The absolute decarbonization waterfall: the baseline, then each action's impact in the target
 * year (negative, stepping down) in the order given (the caller sorts them), then the target
 * year's emissions (baseline + those impacts). Actions with no impact in the target year are left out.
 */
export function planWaterfall(frame: PlanFrame, baselineTotalKgCo2e: number, actions: readonly PlanAction[]): WaterfallColumn[] {
  const steps = actions
    .map((action) => ({ kind: 'ACTION' as const, uuid: action.uuid, kgCo2e: actionImpactKgCo2e(action, frame, frame.targetYear).total }))
    .filter((step) => step.kgCo2e !== 0);
  const target = steps.reduce((sum, step) => sum + step.kgCo2e, baselineTotalKgCo2e);
  return [{ kind: 'BASELINE', year: frame.baselineYear, kgCo2e: baselineTotalKgCo2e }, ...steps, { kind: 'TARGET', year: frame.targetYear, kgCo2e: target }];
}

/** A half-year step of the implementation calendar. */
export interface CalendarStep {
  year: number;
  /** 1 from 1 January, 2 from 1 July. */
  half: 1 | 2;
  label: string;
}

export type CalendarWindow = 1 | 3 | 5 | 'ALL';
export const calendarWindows: readonly CalendarWindow[] = [1, 3, 5, 'ALL'];
/** Where a windowed calendar starts unless told otherwise. */
export const defaultCalendarStartYear = 2022;

/** The half-year of an ISO date (months 1-6 the first, 7-12 the second), or null. */
export function halfOfDate(date: string | null): { year: number; half: 1 | 2 } | null {
  const match = date === null ? null : /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), half: month <= 6 ? 1 : 2 };
}

const stepIndex = (step: { year: number; half: 1 | 2 }) => step.year * 2 + (step.half - 1);
const stepAt = (index: number): CalendarStep => {
  const year = Math.floor(index / 2);
  const half = ((index % 2) + 1) as 1 | 2;
  return { year, half, label: `S${half} ${year}` };
};

/**
 * The calendar's half-year steps. A window of 1, 3 or 5 years shows 2, 6 or 10 steps from S1 of
 * `startYear`. ALL runs from the earliest implementation start to the latest implementation end
 * (the end date's half-year included: an end of 1 July 2026 ends in S2 2026) among the actions;
 * none dated, no step.
 */
export function calendarSteps(window: CalendarWindow, actions: readonly Pick<PlanAction, 'implementationStartDate' | 'implementationEndDate'>[], startYear = defaultCalendarStartYear): CalendarStep[] {
  let first: number;
  let last: number;
  if (window === 'ALL') {
    const indexes = actions.flatMap((action) => [halfOfDate(action.implementationStartDate), halfOfDate(action.implementationEndDate)]).flatMap((half) => (half ? [stepIndex(half)] : []));
    if (indexes.length === 0) return [];
    first = Math.min(...indexes);
    last = Math.max(...indexes);
  } else {
    first = startYear * 2;
    last = first + window * 2 - 1;
  }
  const steps: CalendarStep[] = [];
  for (let index = first; index <= last; index += 1) steps.push(stepAt(index));
  return steps;
}

/**
 * Where an action's bar lies among the steps: the indexes of its first and last half-year, clipped
 * to the steps; null when undated or outside them. Without an end date the bar is its start alone.
 */
export function calendarBar(action: Pick<PlanAction, 'implementationStartDate' | 'implementationEndDate'>, steps: readonly CalendarStep[]): { fromStep: number; toStep: number } | null {
  const start = halfOfDate(action.implementationStartDate);
  if (start === null || steps.length === 0) return null;
  const end = halfOfDate(action.implementationEndDate) ?? start;
  const origin = stepIndex(steps[0]!);
  const from = Math.max(0, stepIndex(start) - origin);
  const to = Math.min(steps.length - 1, Math.max(stepIndex(start), stepIndex(end)) - origin);
  return from > to ? null : { fromStep: from, toStep: to };
}
