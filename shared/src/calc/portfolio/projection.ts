import type { AssetSector } from '../../schemas/enums.ts';
import type { PortfolioAsset } from '../../portfolio/results.ts';
import { isQuantified, rampFraction } from '../plan/impact.ts';
import { scopeFilterValue } from '../plan/projection.ts';
import type { PlanAction, PlanFormula, PlanFrame, Scope, ScopeFilter, ScopeKgCo2e } from '../plan/types.ts';

/*
 * The portfolio decarbonization trajectory (spec 3 sections 2.2, 3 "Decarbonization dashboard
 * response", 4 "Portfolio decarbonization", 8 and 9): the delivered reportings' actual years, then
 * each investee projected from its consolidated trajectory up to the consolidated target year,
 * attributed by the reporting's outstanding amounts. Rules, decisions and a worked example:
 * docs/methodology.md, "Portfolio decarbonization trajectory". Emissions in kgCO2e, amounts in
 * euros, intensities in tCO2e per M€; nothing is rounded.
 */

const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/** The consolidated trajectory types of spec 3 ("consolidatedDecarbonizationType"). */
export const trajectoryTypes = ['INTERNAL', 'EXTERNAL', 'ESTIMATE'] as const;
export type TrajectoryType = (typeof trajectoryTypes)[number];

/**
 * One investment line of a delivered reporting, as the portfolio engine computed it, with the
 * line's exit year (spec 3 "Investment"; an investee held by two funds may leave one first).
 */
export type ProjectionLine = Pick<
  PortfolioAsset,
  | 'investmentUuid'
  | 'investeeUuid'
  | 'fundUuid'
  | 'name'
  | 'sector'
  | 'totalScope1Kg'
  | 'totalScope2Kg'
  | 'totalScope3Kg'
  | 'outstandingAmountEur'
  | 'turnoverEur'
  | 'attributionFactor'
  | 'exclusions'
> & { exitYear: number | null };

/** A plan formula as a snapshot stores it: its scope may be missing, which the admin warning lists. */
export type ProjectionPlanFormula = Omit<PlanFormula, 'scope'> & { scope: Scope | null };
export type ProjectionPlanAction = Omit<PlanAction, 'formulas'> & { formulas: readonly ProjectionPlanFormula[] };

/** The investee's delivered Cairn plan snapshot: its frame and actions (its baseline is not read, see `internalEmissions`). */
export interface ProjectionPlan {
  uuid: string;
  frame: PlanFrame;
  actions: readonly ProjectionPlanAction[];
}

/** One point of a reported target: a value per scope, null when the target says nothing of that scope. */
export interface TargetValues {
  valueScope1: number | null;
  valueScope2: number | null;
  valueScope3: number | null;
}

/**
 * A reported (EXTERNAL) trajectory, spec 3 "Trajectory". Values are kgCO2e for an absolute
 * target; for an intensity target, kgCO2e per unit of activity, the activity being `activity`
 * (its value in the reporting year and its yearly growth in percent) or, when null, the
 * investee's turnover in M€ grown by its turnover growth.
 */
export interface ExternalTrajectory {
  absoluteOrIntensity: { kind: 'ABSOLUTE' } | { kind: 'INTENSITY'; activity: { baselineValue: number; growthProjection: number | null } | null };
  target: ({ kind: 'LINEAR'; targetYear: number } & TargetValues) | { kind: 'GRANULAR'; values: readonly ({ year: number } & TargetValues)[] };
}

/** An investee's consolidated decarbonization data (spec 3 "Decarbonization dashboard response", per asset). */
export interface InvesteeTrajectory {
  investeeUuid: string;
  /** Percent a year, compounded from the reporting year; null counts as 0 (spec 3 section 4). */
  turnoverGrowthPercentage: number | null;
  consolidated:
    | { type: 'INTERNAL'; plan: ProjectionPlan | null }
    | { type: 'EXTERNAL'; trajectory: ExternalTrajectory | null }
    /** The sector pathway of the investee's sector (`sectorPathways`). */
    | { type: 'ESTIMATE' }
    | null;
}

/**
 * A sector's decarbonization pathway for ESTIMATE investees: a yearly reduction rate in percent,
 * compounded, of the emissions (ABSOLUTE) or of the emissions per euro of turnover (INTENSITY,
 * the emissions then following the turnover's growth). Input data with its source: this module
 * holds no figure (docs/methodology.md says where the table should come from).
 */
export interface SectorPathway {
  sector: AssetSector;
  annualReductionPercent: number;
  basis: 'ABSOLUTE' | 'INTENSITY';
  source: string;
}

/** A delivered reporting: its year, computed lines and its investees' trajectories at the time. */
export interface ProjectionReporting {
  year: number;
  lines: readonly ProjectionLine[];
  trajectories: readonly InvesteeTrajectory[];
}

export interface PortfolioProjectionInput {
  /** The reporting whose dashboard this is (its final portfolio emissions snapshot). */
  reporting: ProjectionReporting;
  /** The consolidated decarbonization target year; no projected year when not after the reporting's. */
  targetYear: number;
  /** Earlier delivered reportings of the same portfolio, in any order; one per year is read. */
  pastReportings: readonly ProjectionReporting[];
  sectorPathways: readonly SectorPathway[];
}

/** The four measures of the dashboard's main chart. */
export interface ProjectionMeasures {
  /** Σ attribution factor × emissions. */
  financedEmissionsKg: number;
  /** Σ emissions, each investee once. */
  absoluteEmissionsKg: number;
  /** Financed tonnes per M€ invested; null when nothing is invested. */
  investmentIntensityTPerM: number | null;
  /** Σ outstanding / invested × emissions per M€ of turnover, none counting 0. */
  waciTPerM: number;
}

/** Each measure of a group over the year's total for that measure; null when the total is 0. */
export type ProjectionShares = Record<keyof ProjectionMeasures, number | null>;

/** A group's contribution to the year's measures: the groups of a year add up to its totals. */
export interface ProjectionGroup<Key> {
  key: Key;
  measures: ProjectionMeasures;
  shares: ProjectionShares;
  /** The investees counted, by name. */
  investeeUuids: string[];
}

/** An investee held in a year, for the side panel's 'Assets Involved'. */
export interface ProjectionAsset {
  investeeUuid: string;
  name: string;
  /** Null in an actual year: the actual emissions are no projection. */
  trajectoryType: TrajectoryType | null;
  sector: AssetSector | null;
  /** Grown from the reporting year in projected years. */
  turnoverEur: number | null;
  /** Under the scope filter; null in an actual year when the reporting had none. */
  emissionsKg: number | null;
  /** The same year's emissions scope by scope, whatever the filter (the temperature scores read them); null as `emissionsKg`. */
  scopesKg: ScopeKgCo2e | null;
  financedEmissionsKg: number;
  outstandingAmountEur: number;
  /** Null without turnover. */
  revenueIntensityTPerM: number | null;
}

/**
 * The 'Projected and actual financed emissions per year' bars, financed kgCO2e, from the previous
 * year P (the previous delivered reporting for an actual year, the year before for a projected one):
 * - previousProjectedKg: P's projection for this year of the investees held in P and still held;
 * - excludedKg: P's projection for this year of the investees held in P and no longer held;
 * - newKg: this year's actual financed emissions of investees not held in P (0 when projected:
 *   no future acquisitions);
 * - actualKg: this year's actual financed emissions of the investees held in P (0 when projected).
 * previousProjected + excluded is what P expected of its portfolio; actual + new is what happened.
 */
export interface ProjectionBars {
  previousYear: number;
  previousProjectedKg: number;
  excludedKg: number;
  newKg: number;
  actualKg: number;
  previousInvestments: string[];
  excludedInvestments: string[];
  newInvestments: string[];
}

export interface ProjectionYear {
  year: number;
  kind: 'ACTUAL' | 'PROJECTED';
  measures: ProjectionMeasures;
  /** One ACTUAL group in an actual year; the trajectory types present in a projected year. */
  byType: ProjectionGroup<TrajectoryType | 'ACTUAL'>[];
  /** Null is the group of investees without a sector. */
  bySector: ProjectionGroup<AssetSector | null>[];
  /** The investees counted this year, by name. */
  assets: ProjectionAsset[];
  /** Null for the first actual year, which has no previous year. */
  bars: ProjectionBars | null;
}

export type MissingTrajectoryReason = 'NO_EMISSIONS' | 'NO_TYPE' | 'NO_PLAN' | 'NO_TARGET' | 'NO_TARGET_AFTER_REPORTING_YEAR' | 'NO_ACTIVITY' | 'NO_SECTOR_PATHWAY';

export interface PortfolioProjection {
  years: ProjectionYear[];
  /** Investees of the reporting that cannot be projected: listed, and absent from the projected years. */
  missingTrajectories: { investeeUuid: string; name: string; reason: MissingTrajectoryReason }[];
  /** Actions of the reporting's counted plans with a formula without scope (their impact counts in ALL only). */
  actionsMissingScope: { investeeUuid: string; planUuid: string; actionUuid: string }[];
  /** Whether a line exits on or before the target year (the dashboard's exit warning). */
  hasExitByTargetYear: boolean;
  /** Whether some projected year holds more than one trajectory type (the per-type chart shows). */
  showsTypeChart: boolean;
  /** Whether more than one sector appears in some year (the per-sector chart shows). */
  showsSectorChart: boolean;
}

/** One investee of a reporting, its lines gathered. */
interface Holding {
  investeeUuid: string;
  name: string;
  sector: AssetSector | null;
  turnoverEur: number | null;
  lines: ProjectionLine[];
  /** The reporting year's emissions; null when a scope is unknown. */
  emissions: ScopeKgCo2e | null;
  trajectory: InvesteeTrajectory | null;
  /** Whether a line has an exit year; when none has, every year holds all the lines or none. */
  exits: boolean;
}

/**
 * An investee's projected emissions of each year after the reporting year (index year − reporting
 * year − 1), computed once in a loop rather than by a closure per investee read each year: a page
 * reprojects after each filter change, and closures made per call lose their optimized code to
 * every full collection.
 */
type Emissions = { ok: true; years: ScopeKgCo2e[] } | { ok: false; reason: MissingTrajectoryReason };

const counted = (line: ProjectionLine): boolean => !line.exclusions.includes('excluded');

/** An asset is kept in year Y only if its exit year is null or greater than Y (spec 3 section 4). */
export const isHeldIn = (line: Pick<ProjectionLine, 'exitYear'>, year: number): boolean => line.exitYear === null || line.exitYear > year;

function holdingsOf(reporting: ProjectionReporting): Holding[] {
  const trajectories = new Map(reporting.trajectories.map((trajectory) => [trajectory.investeeUuid, trajectory]));
  const holdings = new Map<string, Holding>();
  for (const line of reporting.lines.filter(counted)) {
    let holding = holdings.get(line.investeeUuid);
    if (!holding) {
      const { totalScope1Kg: one, totalScope2Kg: two, totalScope3Kg: three } = line;
      holding = {
        investeeUuid: line.investeeUuid,
        name: line.name,
        sector: line.sector,
        turnoverEur: line.turnoverEur,
        lines: [],
        emissions: one === null || two === null || three === null ? null : { one, two, three, total: one + two + three },
        trajectory: trajectories.get(line.investeeUuid) ?? null,
        exits: false,
      };
      holdings.set(line.investeeUuid, holding);
    }
    holding.lines.push(line);
    if (line.exitYear !== null) holding.exits = true;
  }
  // By name once: every list built from them keeps this order (the side panel's).
  return [...holdings.values()].sort((a, b) => a.name.localeCompare(b.name) || a.investeeUuid.localeCompare(b.investeeUuid));
}

const scaled = (values: ScopeKgCo2e, factor: number): ScopeKgCo2e => {
  const one = values.one * factor;
  const two = values.two * factor;
  const three = values.three * factor;
  return { one, two, three, total: one + two + three };
};

/**
 * Powers base^0, base^1, … by base, each table computed once per projection: the investees share
 * a few growth and reduction rates, and a year reads its factor instead of raising to a power
 * (the same `**`, so the same figures as `growthFactor`). `length`: the most years from a
 * reporting year to the horizon year, plus one.
 */
interface Powers {
  length: number;
  tables: Map<number, number[]>;
}

function powersOf(powers: Powers, base: number): readonly number[] {
  let table = powers.tables.get(base);
  if (!table) {
    table = [];
    for (let years = 0; years < powers.length; years += 1) table.push(base ** years);
    powers.tables.set(base, table);
  }
  return table;
}

/** (1 + percent / 100)^n by n: `growthFactor`'s compounding. */
const growthPowers = (powers: Powers, percent: number): readonly number[] => powersOf(powers, 1 + percent / 100);

/** The turnover growth factors from the reporting year, (1 + g / 100)^(Y − R) by Y − R, g 0 when unset. */
const turnoverGrowth = (holding: Holding, powers: Powers): readonly number[] => growthPowers(powers, holding.trajectory?.turnoverGrowthPercentage ?? 0);

/** A plan's counted impacts by year from the reporting year: per scope for the formulas with a scope, in total for those without. */
interface PlanImpacts {
  one: number[];
  two: number[];
  three: number[];
  unscoped: number[];
}

/**
 * The impacts `projectPlan` would give the plan's actions in each year from `fromYear` to
 * `toYear` under `frame`, summed the same way (each action's formulas, then the actions, in
 * order) and by the same rules (SELECTED, quantified and dated actions, `rampFraction`, growth
 * compounded from the baseline year), without building its rows and copies of the actions for
 * every investee. Zero in a year not after the frame's baseline year or after its target year.
 */
function planImpacts(plan: ProjectionPlan, frame: PlanFrame, fromYear: number, toYear: number): PlanImpacts {
  const impacts: PlanImpacts = { one: [], two: [], three: [], unscoped: [] };
  const counted = plan.actions.filter((action) => action.status === 'SELECTED' && isQuantified(action));
  // Dated (`isDated`: a formula has a start year) among the formulas of each side, as `projectPlan` reads the formulas it is given.
  const dated = (action: ProjectionPlanAction, scoped: boolean): boolean => action.formulas.some((formula) => (formula.scope !== null) === scoped && formula.carbonImpactStartYear !== null);
  const scopedDated = counted.map((action) => dated(action, true));
  const unscopedDated = counted.map((action) => dated(action, false));
  for (let year = fromYear; year <= toYear; year += 1) {
    // Plain numbers, no object per action and year: a portfolio's plans are read over decades.
    let one = 0;
    let two = 0;
    let three = 0;
    let unscoped = 0;
    if (year > frame.baselineYear && year <= frame.targetYear) {
      const growth = (1 + frame.annualGrowth / 100) ** (year - frame.baselineYear);
      for (let index = 0; index < counted.length; index += 1) {
        const action = counted[index]!;
        const scale = action.proportionalToGrowth ? growth : 1;
        let ownOne = 0;
        let ownTwo = 0;
        let ownThree = 0;
        let ownUnscoped = 0;
        // Indexed: a `for of` here allocates an iterator per action and year.
        for (let at = 0; at < action.formulas.length; at += 1) {
          const formula = action.formulas[at]!;
          const fraction = rampFraction(formula, year);
          if (fraction === 0) continue;
          const value = formula.averageImpact * fraction * scale;
          if (formula.scope === 'ONE') ownOne += value;
          else if (formula.scope === 'TWO') ownTwo += value;
          else if (formula.scope === 'THREE') ownThree += value;
          else ownUnscoped += value;
        }
        if (scopedDated[index]) {
          one += ownOne;
          two += ownTwo;
          three += ownThree;
        }
        if (unscopedDated[index]) unscoped += ownUnscoped;
      }
    }
    impacts.one.push(one);
    impacts.two.push(two);
    impacts.three.push(three);
    impacts.unscoped.push(unscoped);
  }
  return impacts;
}

/**
 * INTERNAL: the measured reporting-year emissions plus what the plan's counted actions change
 * after the reporting year, per scope: E(Y) = E(R) + impact(Y) − impact(R), impacts as
 * `projectPlan` gives them (SELECTED actions, ramps, growth; `planImpacts`). The reporting's
 * footprint is the starting point, so the plan's own baseline is not read: when the plan starts
 * from that footprint (the usual case) this is the plan's projection itself. The plan's frame is
 * stretched to the target year so later years keep the actions' full effect. A formula without
 * scope counts in the total (the ALL filter) only. Each scope, and the total, is floored at 0.
 * Computed to `lastYear`.
 */
function internalEmissions(plan: ProjectionPlan, start: ScopeKgCo2e, reportingYear: number, horizonYear: number, lastYear: number): ScopeKgCo2e[] {
  const frame: PlanFrame = { ...plan.frame, targetYear: Math.max(plan.frame.targetYear, horizonYear) };
  const { one: ones, two: twos, three: threes, unscoped } = planImpacts(plan, frame, reportingYear, lastYear);
  const years: ScopeKgCo2e[] = [];
  for (let at = 1; at <= lastYear - reportingYear; at += 1) {
    const one = Math.max(0, start.one + ones[at]! - ones[0]!);
    const two = Math.max(0, start.two + twos[at]! - twos[0]!);
    const three = Math.max(0, start.three + threes[at]! - threes[0]!);
    years.push({ one, two, three, total: Math.max(0, one + two + three + unscoped[at]! - unscoped[0]!) });
  }
  return years;
}

/**
 * A scope's value in `year` on the points (R, value in R) and the target's points after R:
 * linear between two points, held at the last point after it.
 */
/** A year's value on a curve. */
interface Point {
  year: number;
  value: number;
}

function interpolated(points: readonly Point[], year: number): number {
  let before = points[0];
  for (let at = 0; at < points.length; at += 1) {
    const point = points[at]!;
    if (point.year === year) return point.value;
    if (point.year > year) {
      if (!before) return point.value;
      return before.value + ((point.value - before.value) * (year - before.year)) / (point.year - before.year);
    }
    before = point;
  }
  return before?.value ?? 0;
}

const targetScopes = [
  ['one', 'valueScope1'],
  ['two', 'valueScope2'],
  ['three', 'valueScope3'],
] as const;

/**
 * EXTERNAL: per scope, from the reporting-year value to the target's values after the reporting
 * year (linear: one point at its target year; granular: one per year given, linear between two
 * given years), held at the last value after it; a scope the target leaves null stays at its
 * reporting-year value. For an intensity target the values are intensities, the reporting-year
 * intensity being E(R) / activity(R), and emissions are intensity × the year's activity.
 */
function externalEmissions(holding: Holding, trajectory: ExternalTrajectory, start: ScopeKgCo2e, reportingYear: number, lastYear: number, powers: Powers): Emissions {
  const { target } = trajectory;
  const given: readonly ({ year: number } & TargetValues)[] = target.kind === 'LINEAR' ? [{ ...target, year: target.targetYear }] : target.values;
  const later = given.filter((point) => point.year > reportingYear).sort((a, b) => a.year - b.year);
  if (!later.some((point) => targetScopes.some(([, field]) => point[field] !== null))) return { ok: false, reason: 'NO_TARGET_AFTER_REPORTING_YEAR' };
  // The activity: 1 for an absolute target, else its value in the reporting year grown.
  let base = 1;
  let growth: readonly number[] | null = null;
  const basis = trajectory.absoluteOrIntensity;
  if (basis.kind === 'INTENSITY') {
    base = basis.activity === null ? (holding.turnoverEur ?? 0) / eurosPerMillion : basis.activity.baselineValue;
    growth = growthPowers(powers, basis.activity === null ? (holding.trajectory?.turnoverGrowthPercentage ?? 0) : (basis.activity.growthProjection ?? 0));
    if (!(base > 0)) return { ok: false, reason: 'NO_ACTIVITY' };
  }
  const atReporting = growth === null ? 1 : base * growth[0]!;
  const curves = targetScopes.map(([scope, field]) => {
    const points = [{ year: reportingYear, value: start[scope] / atReporting }];
    for (const point of later) {
      const value = point[field];
      // One value per year: a repeated year keeps the first given.
      if (value !== null && points.every((known) => known.year !== point.year)) points.push({ year: point.year, value });
    }
    return points;
  });
  const [ones, twos, threes] = curves as [Point[], Point[], Point[]];
  const years: ScopeKgCo2e[] = [];
  for (let year = reportingYear + 1; year <= lastYear; year += 1) {
    const scale = growth === null ? 1 : base * growth[year - reportingYear]!;
    const one = interpolated(ones, year) * scale;
    const two = interpolated(twos, year) * scale;
    const three = interpolated(threes, year) * scale;
    years.push({ one, two, three, total: one + two + three });
  }
  return { ok: true, years };
}

/** The investee's emissions per projected year to `lastYear`, or why there are none. */
function projectedEmissions(holding: Holding, reportingYear: number, horizonYear: number, lastYear: number, pathways: ReadonlyMap<AssetSector, SectorPathway>, powers: Powers): Emissions {
  const start = holding.emissions;
  if (start === null) return { ok: false, reason: 'NO_EMISSIONS' };
  const consolidated = holding.trajectory?.consolidated ?? null;
  if (consolidated === null) return { ok: false, reason: 'NO_TYPE' };
  switch (consolidated.type) {
    case 'INTERNAL':
      if (consolidated.plan === null) return { ok: false, reason: 'NO_PLAN' };
      return { ok: true, years: internalEmissions(consolidated.plan, start, reportingYear, horizonYear, lastYear) };
    case 'EXTERNAL':
      if (consolidated.trajectory === null) return { ok: false, reason: 'NO_TARGET' };
      return externalEmissions(holding, consolidated.trajectory, start, reportingYear, lastYear, powers);
    case 'ESTIMATE': {
      const pathway = holding.sector === null ? undefined : pathways.get(holding.sector);
      if (!pathway) return { ok: false, reason: 'NO_SECTOR_PATHWAY' };
      const reductions = powersOf(powers, Math.max(0, 1 - pathway.annualReductionPercent / 100));
      const growth = pathway.basis === 'INTENSITY' ? turnoverGrowth(holding, powers) : null;
      const years: ScopeKgCo2e[] = [];
      for (let year = reportingYear + 1; year <= lastYear; year += 1) {
        const from = year - reportingYear;
        years.push(scaled(start, reductions[from]! * (growth === null ? 1 : growth[from]!)));
      }
      return { ok: true, years };
    }
  }
}

/** A holding in one year: its emissions under the filter and its lines still held. */
interface Entry {
  holding: Holding;
  type: TrajectoryType | 'ACTUAL';
  emissionsKg: number;
  /** Every scope, unfiltered; null when the reporting had none. */
  scopes: ScopeKgCo2e | null;
  turnoverEur: number | null;
  lines: ProjectionLine[];
}

const outstandingOf = (line: ProjectionLine): number => line.outstandingAmountEur ?? 0;

/**
 * `from` plus the lines' outstanding amounts, in order. The loops run per investee and year index
 * their arrays: a `for of` there allocates an iterator each time, megabytes a projection.
 */
function outstandingSum(lines: readonly ProjectionLine[], from = 0): number {
  let sum = from;
  for (let at = 0; at < lines.length; at += 1) sum += outstandingOf(lines[at]!);
  return sum;
}

const tonnesPerMillion = (kg: number, eur: number | null): number | null => (eur === null || eur <= 0 ? null : kg / kgPerTonne / (eur / eurosPerMillion));

/** The measures of some entries, the ratios over `investedEur` (the whole year's) so groups add up. */
function measuresOf(entries: readonly Entry[], investedEur: number): ProjectionMeasures {
  let financed = 0;
  let absolute = 0;
  let weighted = 0;
  for (const entry of entries) {
    absolute += entry.emissionsKg;
    const intensity = tonnesPerMillion(entry.emissionsKg, entry.turnoverEur) ?? 0;
    for (let at = 0; at < entry.lines.length; at += 1) {
      const line = entry.lines[at]!;
      financed += line.attributionFactor * entry.emissionsKg;
      weighted += outstandingOf(line) * intensity;
    }
  }
  return {
    financedEmissionsKg: financed,
    absoluteEmissionsKg: absolute,
    investmentIntensityTPerM: tonnesPerMillion(financed, investedEur),
    waciTPerM: investedEur > 0 ? weighted / investedEur : 0,
  };
}

const share = (part: number | null, whole: number | null): number | null => (part === null || whole === null || whole === 0 ? null : part / whole);

function groupsOf<Key>(entries: readonly Entry[], keyOf: (entry: Entry) => Key, order: readonly Key[], investedEur: number, total: ProjectionMeasures): ProjectionGroup<Key>[] {
  const groups = new Map<Key, Entry[]>();
  for (const entry of entries) {
    const key = keyOf(entry);
    const members = groups.get(key);
    if (members) members.push(entry);
    else groups.set(key, [entry]);
  }
  const rank = (key: Key): number => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, members]) => {
      const measures = measuresOf(members, investedEur);
      return {
        key,
        measures,
        shares: {
          financedEmissionsKg: share(measures.financedEmissionsKg, total.financedEmissionsKg),
          absoluteEmissionsKg: share(measures.absoluteEmissionsKg, total.absoluteEmissionsKg),
          investmentIntensityTPerM: share(measures.investmentIntensityTPerM, total.investmentIntensityTPerM),
          waciTPerM: share(measures.waciTPerM, total.waciTPerM),
        },
        investeeUuids: members.map((entry) => entry.holding.investeeUuid),
      };
    });
}


const sectorOrder: readonly (AssetSector | null)[] = [
  'INTELLECTUAL_SERVICES',
  'GENERAL_SERVICES',
  'LOGISTICS',
  'MANUFACTURING_INDUSTRY',
  'EXTRACTIVE_INDUSTRIES',
  'AGRIFOOD_INDUSTRIES',
  'AERONAUTIC_INDUSTRY',
  'REAL_ESTATE',
  null,
];

/** A holding its reporting can project, with what reading a year needs. */
interface Projectable {
  holding: Holding;
  type: TrajectoryType;
  /** `Emissions`' years. */
  years: ScopeKgCo2e[];
  /** By years from the reporting year. */
  turnoverGrowth: readonly number[];
}

/** One reporting's figures: its actual year and its projection of any later year. */
interface ReportingModel {
  year: number;
  holdings: Holding[];
  /** In `holdings`' order. */
  projections: Emissions[];
  /** The holdings with a projection, in `holdings`' order: each year reads them all. */
  projectable: Projectable[];
}

/** `horizonYear`: the last year any projection is read for; `lastYear`: the last this reporting's is (a past one's, up to the current reporting's year). */
function modelOf(reporting: ProjectionReporting, horizonYear: number, lastYear: number, pathways: ReadonlyMap<AssetSector, SectorPathway>, powers: Powers): ReportingModel {
  const holdings = holdingsOf(reporting);
  const projections = holdings.map((holding) => projectedEmissions(holding, reporting.year, horizonYear, lastYear, pathways, powers));
  const projectable: Projectable[] = [];
  holdings.forEach((holding, index) => {
    const projection = projections[index];
    const consolidated = holding.trajectory?.consolidated;
    if (projection?.ok && consolidated) projectable.push({ holding, type: consolidated.type, years: projection.years, turnoverGrowth: turnoverGrowth(holding, powers) });
  });
  return { year: reporting.year, holdings, projections, projectable };
}

/**
 * The reporting's actual year: every counted line with its measured emissions, a line without
 * emissions weighing in the invested amount with none, as in the delivered results
 * (`portfolioTotals`), so the actual year shows the figures the reporting delivered.
 */
function actualEntries(model: ReportingModel, filter: ScopeFilter): Entry[] {
  return model.holdings.map((holding) => ({
    holding,
    type: 'ACTUAL' as const,
    emissionsKg: holding.emissions === null ? 0 : scopeFilterValue(holding.emissions, filter),
    scopes: holding.emissions,
    turnoverEur: holding.turnoverEur,
    lines: holding.lines,
  }));
}

/** The reporting's projection for `year` of the investees it can project, every line of theirs: the caller keeps those held then. */
function projectedEntries(model: ReportingModel, year: number, filter: ScopeFilter): Entry[] {
  const entries: Entry[] = [];
  const years = year - model.year;
  for (const { holding, type, years: projected, turnoverGrowth: growth } of model.projectable) {
    const scopes = projected[years - 1]!;
    entries.push({
      holding,
      type,
      emissionsKg: scopeFilterValue(scopes, filter),
      scopes,
      turnoverEur: holding.turnoverEur === null ? null : holding.turnoverEur * growth[years]!,
      lines: holding.lines,
    });
  }
  return entries;
}

/** Financed kgCO2e of one entry's lines. */
function entryFinancedKg(entry: Entry): number {
  let financed = 0;
  for (let at = 0; at < entry.lines.length; at += 1) financed += entry.lines[at]!.attributionFactor * entry.emissionsKg;
  return financed;
}

function financedOf(entries: readonly Entry[]): number {
  let financed = 0;
  for (const entry of entries) financed += entryFinancedKg(entry);
  return financed;
}

/**
 * The entries narrowed to their lines that `keep`, those left with none dropped; an entry all of
 * whose lines are kept is itself (most lines never exit, and a year reads 2,000 investees).
 */
function entriesWithLines(entries: readonly Entry[], keep: LineRule, year: number, reportingYear: number): Entry[] {
  const kept: Entry[] = [];
  for (const entry of entries) {
    // Lines without exit year all answer alike: the first speaks for them.
    if (!entry.holding.exits) {
      if (keep(entry.lines[0]!, year, reportingYear)) kept.push(entry);
    } else if (entry.lines.every((line) => keep(line, year, reportingYear))) kept.push(entry);
    else {
      const lines = entry.lines.filter((line) => keep(line, year, reportingYear));
      if (lines.length > 0) kept.push({ ...entry, lines });
    }
  }
  return kept;
}

/** Whether a line counts in `year` of a projection from `reportingYear`. */
type LineRule = (line: ProjectionLine, year: number, reportingYear: number) => boolean;

/** Held the year before (every line is in the year after the reporting's), not in `year`. */
const leavesIn: LineRule = (line, year, reportingYear) => (year - 1 === reportingYear || isHeldIn(line, year - 1)) && !isHeldIn(line, year);

/** Entries come in their holdings' order, by name (`holdingsOf`). */
const uuidOf = (entry: Entry): string => entry.holding.investeeUuid;
const uuidsOf = (entries: readonly Entry[]): string[] => entries.map(uuidOf);

/**
 * An investee's identity across reportings, whose investees each have uuids of their own: its
 * name, without case or repeated spaces (a name is unique within a reporting).
 */
const sameInvestee = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * An actual year's bars against the previous delivered reporting P: P's projection for this year
 * of the investees P held, split by whether they are still held, and this year's actual financed
 * emissions split by whether P held the investee, the investee known across years by its name.
 */
function actualBars(previous: ReportingModel, year: number, current: readonly Entry[], filter: ScopeFilter): ProjectionBars {
  const held = new Set(current.map((entry) => sameInvestee(entry.holding.name)));
  const before = new Set(previous.holdings.map((holding) => sameInvestee(holding.name)));
  const expected = projectedEntries(previous, year, filter);
  const kept = expected.filter((entry) => held.has(sameInvestee(entry.holding.name)));
  const left = expected.filter((entry) => !held.has(sameInvestee(entry.holding.name)));
  const arrived = current.filter((entry) => !before.has(sameInvestee(entry.holding.name)));
  const stayed = current.filter((entry) => before.has(sameInvestee(entry.holding.name)));
  return {
    previousYear: previous.year,
    previousProjectedKg: financedOf(kept),
    excludedKg: financedOf(left),
    newKg: financedOf(arrived),
    actualKg: financedOf(stayed),
    // The investees still held, by this year's uuids (the year's assets); those that left, by the earlier reporting's.
    previousInvestments: uuidsOf(stayed),
    excludedInvestments: uuidsOf(left),
    newInvestments: uuidsOf(arrived),
  };
}

/**
 * A projected year's bars, line by line: the lines held this year, and the lines held the year
 * before (every line in the year after the reporting's) that exit this year, both at this year's
 * projected emissions. Nothing is new or actual: no future acquisition is known.
 */
function projectedBars(model: ReportingModel, year: number, all: readonly Entry[], kept: readonly Entry[]): ProjectionBars {
  const left = entriesWithLines(all, leavesIn, year, model.year);
  return {
    previousYear: year - 1,
    previousProjectedKg: financedOf(kept),
    excludedKg: financedOf(left),
    newKg: 0,
    actualKg: 0,
    previousInvestments: uuidsOf(kept),
    excludedInvestments: uuidsOf(left),
    newInvestments: [],
  };
}

/*
 * The functions called per investee and year are declared once here, not as arrows inside the
 * functions that use them: those would be new closures each call, whose optimized code a full
 * collection discards, so each recomputation of the dashboard ran them unoptimized again.
 */
const typeOf = (entry: Entry): TrajectoryType | 'ACTUAL' => entry.type;
const sectorOf = (entry: Entry): AssetSector | null => entry.holding.sector;
const typeOrder: readonly (TrajectoryType | 'ACTUAL')[] = ['ACTUAL', ...trajectoryTypes];

function assetOf(entry: Entry): ProjectionAsset {
  const emissionsKg = entry.holding.emissions === null ? null : entry.emissionsKg;
  return {
    investeeUuid: entry.holding.investeeUuid,
    name: entry.holding.name,
    trajectoryType: entry.type === 'ACTUAL' ? null : entry.type,
    sector: entry.holding.sector,
    turnoverEur: entry.turnoverEur,
    emissionsKg,
    scopesKg: entry.holding.emissions === null ? null : entry.scopes,
    financedEmissionsKg: entryFinancedKg(entry),
    outstandingAmountEur: outstandingSum(entry.lines),
    revenueIntensityTPerM: emissionsKg === null ? null : tonnesPerMillion(emissionsKg, entry.turnoverEur),
  };
}

function yearOf(year: number, kind: ProjectionYear['kind'], entries: readonly Entry[], bars: ProjectionBars | null): ProjectionYear {
  let investedEur = 0;
  for (const entry of entries) investedEur = outstandingSum(entry.lines, investedEur);
  const measures = measuresOf(entries, investedEur);
  return {
    year,
    kind,
    measures,
    byType: groupsOf<TrajectoryType | 'ACTUAL'>(entries, typeOf, typeOrder, investedEur, measures),
    bySector: groupsOf(entries, sectorOf, sectorOrder, investedEur, measures),
    assets: entries.map(assetOf),
    bars,
  };
}

/**
 * The dashboard's trajectory under one scope filter: the past reportings' actual years, the
 * reporting's actual year, then each year from the reporting year + 1 to the target year.
 * To narrow it to some investments, pass those lines only.
 */
export function projectPortfolio(input: PortfolioProjectionInput, filter: ScopeFilter): PortfolioProjection {
  const pathways = new Map(input.sectorPathways.map((pathway) => [pathway.sector, pathway]));
  const reportingYear = input.reporting.year;
  const pastByYear = new Map<number, ProjectionReporting>();
  for (const past of input.pastReportings) if (past.year < reportingYear && !pastByYear.has(past.year)) pastByYear.set(past.year, past);
  const reportings = [...[...pastByYear.values()].sort((a, b) => a.year - b.year), input.reporting];
  const horizonYear = Math.max(input.targetYear, reportingYear);
  const powers: Powers = { length: horizonYear - (reportings[0] as ProjectionReporting).year + 1, tables: new Map() };
  const actualModels = reportings.map((reporting) => modelOf(reporting, horizonYear, reporting === input.reporting ? horizonYear : reportingYear, pathways, powers));
  const current = actualModels[actualModels.length - 1] as ReportingModel;

  const years: ProjectionYear[] = [];
  actualModels.forEach((model, index) => {
    const entries = actualEntries(model, filter);
    const previous = actualModels[index - 1];
    years.push(yearOf(model.year, 'ACTUAL', entries, previous ? actualBars(previous, model.year, entries, filter) : null));
  });
  for (let year = reportingYear + 1; year <= input.targetYear; year += 1) {
    // Every line of the projectable investees, then those held this year: one projection read per investee.
    const all = projectedEntries(current, year, filter);
    const held = entriesWithLines(all, isHeldIn, year, reportingYear);
    years.push(yearOf(year, 'PROJECTED', held, projectedBars(current, year, all, held)));
  }

  const missingTrajectories: PortfolioProjection['missingTrajectories'] = [];
  const actionsMissingScope: PortfolioProjection['actionsMissingScope'] = [];
  current.holdings.forEach((holding, index) => {
    const projection = current.projections[index];
    if (projection && !projection.ok) missingTrajectories.push({ investeeUuid: holding.investeeUuid, name: holding.name, reason: projection.reason });
    const consolidated = holding.trajectory?.consolidated;
    if (consolidated?.type === 'INTERNAL' && consolidated.plan) {
      for (const action of consolidated.plan.actions) {
        if (action.formulas.some((formula) => formula.scope === null)) {
          actionsMissingScope.push({ investeeUuid: holding.investeeUuid, planUuid: consolidated.plan.uuid, actionUuid: action.uuid });
        }
      }
    }
  });
  const projected = years.filter((row) => row.kind === 'PROJECTED');
  return {
    years,
    missingTrajectories,
    actionsMissingScope,
    hasExitByTargetYear: input.reporting.lines.some((line) => counted(line) && line.exitYear !== null && line.exitYear <= input.targetYear),
    showsTypeChart: projected.some((row) => row.byType.length > 1),
    showsSectorChart: years.some((row) => row.bySector.length > 1),
  };
}
