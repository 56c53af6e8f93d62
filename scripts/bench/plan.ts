import {
  costsByYear,
  marginalAbatementCost,
  projectPlan,
  type CostLine,
  type PlanAction,
  type PlanFormula,
  type PlanFrame,
  type Scope,
} from '@cairn/shared/calc/plan';
import { alternated, reportAlternated } from './measure.ts';

/*
 * A decarbonization plan of 200 actions projected over 30 years (2024 to 2053) with their costs: the projection
 * per year and scope (`projectPlan`), each action's cost per year over the same years
 * (`costsByYear`) and its marginal abatement cost over its 10-year window
 * (`marginalAbatementCost`). The baseline does the same work in plain loops, every rule inline
 * (ramp, growth, CAPEX spread, window sums). Both are checked to agree before either is timed, so
 * the ratio is the cost of the engine's structure (an object per action-year, one call per rule)
 * over the same arithmetic. Pure computing: run before the stack starts.
 */

const actionCount = 200;
const frame: PlanFrame = { baselineYear: 2024, targetYear: 2053, annualGrowth: 2 };
const baseline = { scope1: 4_000_000, scope2: 1_500_000, scope3: 30_000_000 };
const scopes: Scope[] = ['ONE', 'TWO', 'THREE'];

/** A deterministic pseudo-random sequence (a 32-bit linear congruential generator), one per action. */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** One generated action: 1 to 3 formulas (ramps, even effects, open ends) and 2 to 4 cost lines; most selected. */
export function syntheticAction(index: number): PlanAction {
  const next = sequence(index + 1);
  const start = 2025 + Math.floor(next() * 10);
  const formulas: PlanFormula[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
    const formulaStart = start + Math.floor(next() * 3);
    return {
      scope: scopes[Math.floor(next() * 3)]!,
      averageImpact: -Math.round(1_000 + next() * 200_000),
      carbonImpactStartYear: formulaStart,
      carbonImpactEndYear: next() < 0.2 ? null : formulaStart + Math.floor(next() * 6),
      noBaselineModification: next() < 0.25,
    };
  });
  const investments: CostLine[] = [
    { type: 'CAPEX', startYear: start, endYear: start + Math.floor(next() * 4), yearlyAmount: Math.round(next() * 500_000), amortizationYears: 10 },
    { type: 'OPEX', startYear: start, endYear: next() < 0.5 ? null : start + 5 + Math.floor(next() * 10), yearlyAmount: Math.round(next() * 20_000) },
    ...(next() < 0.7 ? [{ type: 'SAVINGS' as const, startYear: start + 1, endYear: null, yearlyAmount: Math.round(next() * 60_000) }] : []),
    ...(next() < 0.3 ? [{ type: 'CAPEX' as const, startYear: start + 5, endYear: start + 6, yearlyAmount: Math.round(next() * 100_000) }] : []),
  ];
  return {
    uuid: `action-${index}`,
    displayId: index + 1,
    status: next() < 0.8 ? 'SELECTED' : 'SUGGESTED',
    type: null,
    isRecommended: false,
    preBaseline: false,
    proportionalToGrowth: next() < 0.4,
    votes: [],
    formulas,
    investments,
    implementationStartDate: `${start}-${next() < 0.5 ? '01' : '07'}-01`,
    implementationEndDate: null,
  };
}

/** What one run produces: the total per year, each action's net cost per year and its cost per tonne. */
interface PlanFigures {
  totalKgCo2eByYear: number[];
  netAmountByActionYear: number[][];
  costPerTCo2eByAction: (number | null)[];
}

function enginePlan(actions: readonly PlanAction[]): PlanFigures {
  const projection = projectPlan(frame, baseline, actions);
  return {
    totalKgCo2eByYear: projection.years.map((year) => year.projectedKgCo2e.total),
    netAmountByActionYear: actions.map((action) => costsByYear(action.investments, frame.baselineYear, frame.targetYear).map((row) => row.netAmount)),
    costPerTCo2eByAction: actions.map((action) => marginalAbatementCost(action, frame).costPerTCo2e),
  };
}

/** The impact of one formula in one year, every rule inline. */
function plainImpact(action: PlanAction, year: number): number {
  let sum = 0;
  for (const f of action.formulas) {
    const start = f.carbonImpactStartYear;
    if (start === null || year < start) continue;
    const end = f.carbonImpactEndYear === null ? null : Math.max(start, f.carbonImpactEndYear);
    let fraction: number;
    if (f.noBaselineModification) fraction = end === null || year <= end ? 1 : 0;
    else fraction = end === null || year >= end ? 1 : (year - start + 1) / (end - start + 1);
    sum += f.averageImpact * fraction;
  }
  return action.proportionalToGrowth ? sum * (1 + frame.annualGrowth / 100) ** (year - frame.baselineYear) : sum;
}

function plainNet(lines: readonly CostLine[], year: number): number {
  let net = 0;
  for (const l of lines) {
    if (year < l.startYear) continue;
    if (l.type === 'CAPEX') {
      const end = Math.max(l.startYear, l.endYear ?? l.startYear);
      if (year <= end) net += l.yearlyAmount / (end - l.startYear + 1);
    } else if (l.endYear === null || year <= l.endYear) net += l.type === 'OPEX' ? l.yearlyAmount : -l.yearlyAmount;
  }
  return net;
}

function plainPlan(actions: readonly PlanAction[]): PlanFigures {
  const baseTotal = baseline.scope1 + baseline.scope2 + baseline.scope3;
  const totalKgCo2eByYear: number[] = [];
  const selected = actions.filter((action) => action.status === 'SELECTED');
  for (let year = frame.baselineYear; year <= frame.targetYear; year += 1) {
    let total = baseTotal;
    if (year > frame.baselineYear) for (const action of selected) total += plainImpact(action, year);
    totalKgCo2eByYear.push(total);
  }
  const netAmountByActionYear: number[][] = [];
  const costPerTCo2eByAction: (number | null)[] = [];
  for (const action of actions) {
    const row: number[] = [];
    for (let year = frame.baselineYear; year <= frame.targetYear; year += 1) row.push(plainNet(action.investments, year));
    netAmountByActionYear.push(row);
    const from = Number(action.implementationStartDate!.slice(0, 4));
    let net = 0;
    let impact = 0;
    for (let year = from; year < from + 10; year += 1) {
      net += plainNet(action.investments, year);
      impact += plainImpact(action, year);
    }
    const avoided = -impact / 1000;
    costPerTCo2eByAction.push(avoided > 0 ? net / avoided : null);
  }
  return { totalKgCo2eByYear, netAmountByActionYear, costPerTCo2eByAction };
}

/** Whether two results agree, numbers to 1e-9 relative (the two add in different orders). */
function agree(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => agree((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export async function benchPlanProjection(): Promise<void> {
  const actions = Array.from({ length: actionCount }, (_, index) => syntheticAction(index));
  const engine = enginePlan(actions);
  const plain = plainPlan(actions);
  if (!agree(engine, plain)) {
    throw new Error(`The plan engine and the plain loops disagree on ${actionCount} actions: the comparison would mean nothing`);
  }
  let sink = 0;
  const rounds = 60;
  const timings = await alternated(
    [
      { label: 'plain loops, every rule inline (baseline)', run: async () => (sink += plainPlan(actions).totalKgCo2eByYear.length) },
      { label: 'projectPlan + costsByYear + marginalAbatementCost', run: async () => (sink += enginePlan(actions).totalKgCo2eByYear.length) },
    ],
    { warmup: 5, rounds },
  );
  const years = frame.targetYear - frame.baselineYear + 1;
  console.log(reportAlternated(`A decarbonization plan, ${actionCount} actions over ${years} years with costs (same figures checked; ${rounds} alternated rounds)`, timings));
  for (const timing of timings) console.log(`  ${timing.label.padEnd(58)} ${timing.medianMs.toFixed(2).padStart(7)} ms per projection (median)`);
  if (Number.isNaN(sink)) throw new Error('A benchmark produced NaN');
}

// Run alone with `npx tsx scripts/bench/plan.ts`; `npm run bench` calls it from index.ts.
if (import.meta.url === `file://${process.argv[1]}`) await benchPlanProjection();
