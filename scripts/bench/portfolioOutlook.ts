import { paiByFund, paiLinesOf, type PaiFigure, type PaiIndicators } from '@cairn/shared/calc/pai';
import {
  computePortfolio,
  portfolioOutlook,
  projectPortfolio,
  temperatureHoldingsOf,
  type ExternalTrajectory,
  type InvesteeTrajectory,
  type OutlookInvestee,
  type PortfolioProjection,
  type PortfolioProjectionInput,
  type ProjectionLine,
  type ProjectionPlan,
  type SectorPathway,
  type TargetValues,
} from '@cairn/shared/calc/portfolio';
import {
  aggregationMethods,
  computeTemperature,
  regression,
  type AggregationMethod,
  type CompanyFinancials,
  type ScopeBenchmarks,
  type TemperatureHolding,
  type TemperatureResult,
  type TrajectoryBasis,
} from '@cairn/shared/calc/temperature';
import type { PlanAction, Scope } from '@cairn/shared/calc/plan';
import type { AssetSector } from '@cairn/shared/schemas/enums';
import type { Investee, Investment } from '@cairn/shared/portfolio/model';
import type { PortfolioAsset, PortfolioInput } from '@cairn/shared/portfolio/results';
import { randomUUID } from 'node:crypto';
import { alternated, disagreement, reportAlternated } from './measure.ts';
import { syntheticAction } from './plan.ts';
import { syntheticPortfolio } from './portfolio.ts';

/*
 * Issue 18's outlook of a 2,000-investee portfolio (two funds, reporting year 2024): the engine
 * chain a page runs, against the same figures in plain loops, every rule inline.
 * - Subject: `computePortfolio` (all scopes), `paiByFund(paiLinesOf(...))`, then the dashboard's
 *   own `portfolioOutlook` under ALL: `projectPortfolio` to 2050 (each asset of a row carries its
 *   scopes too) and `computeTemperature` on each holding's per-scope series read from those rows,
 *   for horizons 2029 (5 years: short), 2034 (10: mid) and 2050 (long: the projection ends there;
 *   at 2054 every holding would lack its horizon figure and take the default score).
 * - Baseline: financed emissions and WACI, PAI 1 to 5 per fund and for the portfolio, the
 *   financed emissions of each year to 2050, and the seven temperature aggregations per horizon.
 * Both are checked to agree before either is timed. Pure computing: run before the stack starts.
 */

const reportingYear = 2024;
const targetYear = 2050;
const horizonYears = [2029, 2034, 2050] as const;
const scopes = ['ONE', 'TWO', 'THREE'] as const satisfies readonly Scope[];
const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/** A deterministic pseudo-random sequence (a 32-bit linear congruential generator). */
function sequence(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** What the outlook is computed from: the reporting, its investees' trajectories, and the temperature inputs. */
interface OutlookInput {
  portfolio: PortfolioInput;
  trajectories: InvesteeTrajectory[];
  sectorPathways: SectorPathway[];
  /** The dashboard's temperature inputs of each investee: its benchmarks and financials. */
  investees: OutlookInvestee[];
  /** By investee, for the baseline: the basis its trajectory is scored on (the engine derives it), its benchmarks and financials. */
  temperature: Map<string, { basis: TrajectoryBasis; benchmarks: ScopeBenchmarks; financials: CompanyFinancials }>;
}

/** Synthetic pathways for six of the seven sectors (none for aeronautics, whose ESTIMATE investees cannot be projected). */
const sectorPathways: SectorPathway[] = [
  { sector: 'INTELLECTUAL_SERVICES', annualReductionPercent: 4.2, basis: 'ABSOLUTE', source: 'bench' },
  { sector: 'GENERAL_SERVICES', annualReductionPercent: 4.2, basis: 'INTENSITY', source: 'bench' },
  { sector: 'LOGISTICS', annualReductionPercent: 3, basis: 'INTENSITY', source: 'bench' },
  { sector: 'MANUFACTURING_INDUSTRY', annualReductionPercent: 3.5, basis: 'ABSOLUTE', source: 'bench' },
  { sector: 'AGRIFOOD_INDUSTRIES', annualReductionPercent: 2.5, basis: 'ABSOLUTE', source: 'bench' },
  { sector: 'EXTRACTIVE_INDUSTRIES', annualReductionPercent: 5, basis: 'INTENSITY', source: 'bench' },
];

const absolute = { sector: null, targetType: 'Absolute' } as const;
const intensity = { sector: null, targetType: 'Intensity' } as const;

/** A target's values: each scope's reporting-year figure (`start`, per unit of activity) times a factor, or null. */
function targetValues(next: () => number, start: readonly [number, number, number], leaveOut: boolean): TargetValues {
  const value = (figure: number) => figure * (0.15 + next() * 0.9);
  return { valueScope1: value(start[0]), valueScope2: leaveOut ? null : value(start[1]), valueScope3: value(start[2]) };
}

/** The investee's trajectory, its temperature basis and benchmarks, by its index: four in ten INTERNAL, four EXTERNAL, two ESTIMATE. */
function outlookOf(investee: Investee, index: number): { trajectory: InvesteeTrajectory; basis: TrajectoryBasis; benchmarks: ScopeBenchmarks } {
  const next = sequence(index + 10_001);
  const turnoverGrowthPercentage = index % 3 === 0 ? null : (index % 7) - 2;
  const raw = [investee.totalScope1Kg ?? 0, investee.totalScope2Kg ?? 0, investee.totalScope3Kg ?? 0] as const;
  const allAbsolute: ScopeBenchmarks = index % 211 === 5 ? { ONE: absolute, TWO: absolute } : { ONE: absolute, TWO: absolute, THREE: absolute };
  const plain = (consolidated: InvesteeTrajectory['consolidated']) => ({
    trajectory: { investeeUuid: investee.uuid, turnoverGrowthPercentage, consolidated },
    basis: { kind: 'ABSOLUTE' } as const,
    benchmarks: allAbsolute,
  });
  const kind = index % 10;
  if (kind <= 3) {
    if (index % 101 === 0) return plain({ type: 'INTERNAL', plan: null });
    const actions: PlanAction[] = Array.from({ length: 2 + (index % 3) }, (_, position) => syntheticAction(index * 4 + position));
    // Every 25th plan has a formula without scope: it counts in the total only.
    const withUnscoped = index % 25 === 1;
    const plan: ProjectionPlan = {
      uuid: `plan-${index}`,
      frame: { baselineYear: index % 2 === 0 ? 2024 : 2023, targetYear: 2030 + (index % 15), annualGrowth: index % 4 },
      actions: actions.map((action, position) =>
        withUnscoped && position === 0 ? { ...action, formulas: action.formulas.map((formula, at) => ({ ...formula, scope: at === 0 ? null : formula.scope })) } : action,
      ),
    };
    return plain({ type: 'INTERNAL', plan });
  }
  if (kind === 4 || kind === 6) {
    const target: ExternalTrajectory['target'] =
      kind === 4
        ? { kind: 'LINEAR', targetYear: 2030 + (index % 21), ...targetValues(next, raw, index % 4 === 0) }
        : {
            kind: 'GRANULAR',
            // Unsorted, with a year before the reporting's (ignored) and a repeated one (the first kept).
            values: [
              { year: 2040, ...targetValues(next, raw, false) },
              { year: 2022, ...targetValues(next, raw, false) },
              { year: 2027 + (index % 3), ...targetValues(next, raw, index % 4 === 0) },
              { year: 2035, ...targetValues(next, raw, false) },
              { year: 2040, ...targetValues(next, raw, false) },
              ...(index % 2 === 0 ? [{ year: 2050, ...targetValues(next, raw, true) }] : []),
            ],
          };
    return plain({ type: 'EXTERNAL', trajectory: { absoluteOrIntensity: { kind: 'ABSOLUTE' }, target } });
  }
  if (kind === 5 || kind === 7) {
    // Intensity: per M€ of turnover (kind 5) or per unit of the investee's own activity (kind 7).
    const activity = kind === 5 ? null : { baselineValue: Math.round(100 + next() * 10_000), growthProjection: index % 5 === 0 ? null : 1 + (index % 3) };
    const base = activity === null ? (investee.turnover ?? 0) / eurosPerMillion : activity.baselineValue;
    const perUnit = [raw[0] / base, raw[1] / base, raw[2] / base] as const;
    const target: ExternalTrajectory['target'] =
      kind === 5
        ? { kind: 'LINEAR', targetYear: 2035 + (index % 16), ...targetValues(next, perUnit, false) }
        : {
            kind: 'GRANULAR',
            values: [
              { year: 2030, ...targetValues(next, perUnit, false) },
              { year: 2045, ...targetValues(next, perUnit, index % 4 === 1) },
            ],
          };
    const growthProjection = activity === null ? turnoverGrowthPercentage : activity.growthProjection;
    return {
      trajectory: { investeeUuid: investee.uuid, turnoverGrowthPercentage, consolidated: { type: 'EXTERNAL', trajectory: { absoluteOrIntensity: { kind: 'INTENSITY', activity }, target } } },
      basis: { kind: 'INTENSITY', baselineValue: base, growthProjection },
      benchmarks: { ONE: intensity, TWO: absolute, THREE: intensity },
    };
  }
  // Every third investee of the last tenth has no consolidated type.
  return plain(kind === 9 && index % 3 === 0 ? null : { type: 'ESTIMATE' });
}

/** Company figures for the owned-emissions aggregations, a few unknown. */
function financialsOf(investee: Investee, index: number): CompanyFinancials {
  const valuation = investee.valuation ?? 0;
  const turnover = investee.turnover ?? 0;
  return {
    marketCapEur: index % 17 === 0 ? null : valuation * 0.6,
    enterpriseValueEur: valuation,
    cashEquivalentsEur: index % 23 === 0 ? null : valuation * 0.04,
    totalAssetsEur: index % 29 === 0 ? null : turnover * 1.4,
    revenueEur: turnover,
  };
}

function outlookInput(): OutlookInput {
  const synthetic = syntheticPortfolio(randomUUID(), [randomUUID(), randomUUID()]);
  // Every 23rd line leaves between 2030 and 2046.
  const investments: Investment[] = synthetic.investments.map((line, index) => ({ ...line, exitYear: index % 23 === 0 ? 2030 + (index % 17) : null }));
  const trajectories: InvesteeTrajectory[] = [];
  const investees: OutlookInvestee[] = [];
  const temperature: OutlookInput['temperature'] = new Map();
  synthetic.investees.forEach((investee, index) => {
    const { trajectory, basis, benchmarks } = outlookOf(investee, index);
    const financials = financialsOf(investee, index);
    trajectories.push(trajectory);
    investees.push({ investeeUuid: investee.uuid, benchmarks, financials });
    temperature.set(investee.uuid, { basis, benchmarks, financials });
  });
  return { portfolio: { ...synthetic, investments }, trajectories, sectorPathways, investees, temperature };
}

/** The figures both computations answer. */
interface OutlookFigures {
  financedT: number;
  waciTPerM: number;
  /** 'portfolio' and each fund's uuid: indicators 1 to 5. */
  pai: Record<string, (number | null)[]>;
  /** Financed kgCO2e of each year, 2024 to 2050, all scopes. */
  financedKgByYear: number[];
  /** Per horizon, each aggregation's score (null when it has none). */
  temperature: Record<number, Record<AggregationMethod, number | null>>;
}

const paiValues = (indicators: PaiIndicators): (number | null)[] => {
  const figures: PaiFigure[] = [
    indicators.ghgEmissions.scope1,
    indicators.ghgEmissions.scope2,
    indicators.ghgEmissions.scope3,
    indicators.ghgEmissions.total,
    indicators.carbonFootprint,
    indicators.ghgIntensity,
    indicators.fossilFuelExposure,
    indicators.nonRenewableEnergy.consumption,
    indicators.nonRenewableEnergy.production,
  ];
  return figures.map((figure) => figure.value);
};

/** The engine's intermediate results, kept so each stage can also be timed alone. */
interface EngineStages {
  assets: PortfolioAsset[];
  projectionInput: PortfolioProjectionInput;
  dashboard: PortfolioProjection;
  holdings: readonly TemperatureHolding[];
}

/** The lines the projection reads: the results' lines with their investment's exit year. */
function projectionInputOf(input: OutlookInput, assets: readonly PortfolioAsset[]): PortfolioProjectionInput {
  const exitYears = new Map(input.portfolio.investments.map((line) => [line.uuid, line.exitYear]));
  const lines: ProjectionLine[] = assets.map((asset) => ({
    investmentUuid: asset.investmentUuid,
    investeeUuid: asset.investeeUuid,
    fundUuid: asset.fundUuid,
    name: asset.name,
    sector: asset.sector,
    totalScope1Kg: asset.totalScope1Kg,
    totalScope2Kg: asset.totalScope2Kg,
    totalScope3Kg: asset.totalScope3Kg,
    outstandingAmountEur: asset.outstandingAmountEur,
    turnoverEur: asset.turnoverEur,
    attributionFactor: asset.attributionFactor,
    exclusions: asset.exclusions,
    exitYear: exitYears.get(asset.investmentUuid) ?? null,
  }));
  return { reporting: { year: reportingYear, lines, trajectories: input.trajectories }, targetYear, pastReportings: [], sectorPathways: input.sectorPathways };
}

const temperatureFigures = (result: TemperatureResult): OutlookFigures['temperature'] =>
  Object.fromEntries(
    result.horizons.map((horizon) => [
      horizon.horizonYear,
      Object.fromEntries(aggregationMethods.map((method) => [method, horizon.portfolio[method].ok ? horizon.portfolio[method].score : null])) as Record<AggregationMethod, number | null>,
    ]),
  );

/** The chain a page runs; `stages` receives the intermediate results when given. */
function engineOutlook(input: OutlookInput, stages?: (kept: EngineStages) => void): OutlookFigures {
  const results = computePortfolio(input.portfolio, scopes);
  const assets = results.funds.flatMap((fund) => fund.assets);
  const pai = paiByFund(paiLinesOf(assets));
  const projectionInput = projectionInputOf(input, assets);
  const { projection: dashboard, temperature } = portfolioOutlook(projectionInput, input.investees, horizonYears, 'ALL');
  if (temperature === null) throw new Error('The outlook has no temperature scores');
  stages?.({ assets, projectionInput, dashboard, holdings: temperature.request.holdings });
  return {
    financedT: results.totals.financedEmissionsKg / kgPerTonne,
    waciTPerM: results.totals.waciTPerM,
    pai: Object.fromEntries([['portfolio', paiValues(pai.portfolio)], ...pai.funds.map((fund) => [fund.fundUuid, paiValues(fund.indicators)] as const)]),
    financedKgByYear: dashboard.years.map((row) => row.measures.financedEmissionsKg),
    temperature: temperatureFigures(temperature),
  };
}

// ---------------------------------------------------------------------------------------------
// The baseline: the same figures in plain loops, every rule inline.

type Triple = [number, number, number];

/** A line the baseline keeps: its fund's slot (1 or 2; 0 is the portfolio), amount, attribution factor, exit year. */
interface PlainLine {
  fund: number;
  amount: number | null;
  factor: number;
  exitYear: number | null;
}

/** An investee the included lines hold. */
interface PlainHolding {
  investee: Investee;
  trajectory: InvesteeTrajectory | undefined;
  start: Triple;
  lines: PlainLine[];
}

/** One investee's reporting-year scopes by its report type; null when an input is missing. */
function plainScopes(investee: Investee, sectorIntensityTPerM: Readonly<Record<string, number>>): Triple | null {
  const { totalScope1Kg: s1, totalScope2Kg: s2, totalScope3Kg: s3 } = investee;
  const base = [investee.baseYearTotalScope1Kg, investee.baseYearTotalScope2Kg, investee.baseYearTotalScope3Kg];
  const scaledBase = (numerator: number | null, denominator: number | null): Triple | null => {
    if (numerator === null || denominator === null || denominator <= 0 || base[0] == null || base[1] == null || base[2] == null) return null;
    const scale = numerator / denominator;
    return [base[0] * scale, base[1] * scale, base[2] * scale];
  };
  switch (investee.reportType) {
    case 'REVENUE_EXTRAPOLATION':
      return scaledBase(investee.turnover, investee.baseYearTurnover);
    case 'EMPLOYEE_EXTRAPOLATION':
      return scaledBase(investee.employeeNumber, investee.baseYearEmployeeNumber);
    case 'SECTORAL_ESTIMATE': {
      const rate = investee.sector === null ? undefined : sectorIntensityTPerM[investee.sector];
      if (rate === undefined || investee.turnover === null) return null;
      const estimateKg = (investee.turnover / eurosPerMillion) * rate * kgPerTonne;
      return [s1 ?? 0, s2 ?? 0, Math.max(0, estimateKg - (s1 ?? 0) - (s2 ?? 0))];
    }
    case null:
    case 'CAIRN':
      return null;
    default:
      return s1 === null || s2 === null || s3 === null ? null : [s1, s2, s3];
  }
}

const finite = (value: number | null): value is number => value !== null && Number.isFinite(value) && value >= 0;

/** PAI 1 to 5 of one group of lines, accumulated line by line. */
class PlainPai {
  totalValue = 0;
  financed = [0, 0, 0, 0];
  financedLines = 0;
  intensitySum = 0;
  intensityLines = 0;
  fossilSum = 0;
  fossilLines = 0;
  consumptionSum = 0;
  consumptionValue = 0;
  consumptionLines = 0;
  productionSum = 0;
  productionValue = 0;
  productionLines = 0;

  add(investee: Investee, value: number, scopesKg: Triple | null): void {
    this.totalValue += value;
    const valuation = investee.valuation;
    if (scopesKg !== null && finite(valuation) && valuation > 0) {
      const factor = Math.min(1, Math.max(0, value / valuation));
      this.financed[0]! += (factor * scopesKg[0]) / kgPerTonne;
      this.financed[1]! += (factor * scopesKg[1]) / kgPerTonne;
      this.financed[2]! += (factor * scopesKg[2]) / kgPerTonne;
      this.financed[3]! += (factor * (scopesKg[0] + scopesKg[1] + scopesKg[2])) / kgPerTonne;
      this.financedLines += 1;
    }
    if (scopesKg !== null && finite(investee.turnover) && investee.turnover > 0) {
      this.intensitySum += value * ((scopesKg[0] + scopesKg[1] + scopesKg[2]) / kgPerTonne / (investee.turnover / eurosPerMillion));
      this.intensityLines += 1;
    }
    if (investee.isActiveInFossilFuelSector !== null) {
      if (investee.isActiveInFossilFuelSector) this.fossilSum += value;
      this.fossilLines += 1;
    }
    const consumption = investee.energyConsumptionKWh;
    const renewable = investee.renewableEnergyConsumptionKWh;
    if (finite(consumption) && finite(renewable) && renewable <= consumption && consumption > 0) {
      this.consumptionSum += value * Math.min(100, Math.max(0, ((consumption - renewable) / consumption) * 100));
      this.consumptionValue += value;
      this.consumptionLines += 1;
    }
    const production = investee.energyProductionKWh;
    const renewableProduction = investee.renewableEnergyProductionKWh;
    if (finite(production) && finite(renewableProduction) && renewableProduction <= production && production > 0) {
      this.productionSum += value * Math.min(100, Math.max(0, ((production - renewableProduction) / production) * 100));
      this.productionValue += value;
      this.productionLines += 1;
    }
  }

  values(): (number | null)[] {
    const whole = this.totalValue;
    const financed = this.financed.map((tonnes) => (this.financedLines === 0 ? null : tonnes));
    const total = financed[3] ?? null;
    return [
      ...financed,
      total === null || whole === 0 ? null : total / (whole / eurosPerMillion),
      this.intensityLines === 0 || whole <= 0 ? null : this.intensitySum / whole,
      this.fossilLines === 0 || whole <= 0 ? null : (this.fossilSum / whole) * 100,
      this.consumptionLines === 0 || this.consumptionValue <= 0 ? null : this.consumptionSum / this.consumptionValue,
      this.productionLines === 0 || this.productionValue <= 0 ? null : this.productionSum / this.productionValue,
    ];
  }
}

/** (1 + percent / 100)^years, as the engines compound it. */
const compounded = (percent: number, years: number): number => (1 + percent / 100) ** years;

/**
 * An investee's emissions from the reporting year to the target year: per scope (index year −
 * reporting year) and the total under ALL; null when it cannot be projected.
 */
function plainProjection(holding: PlainHolding, pathways: ReadonlyMap<AssetSector, SectorPathway>): { scopes: Triple[]; total: number[] } | null {
  const consolidated = holding.trajectory?.consolidated ?? null;
  if (consolidated === null) return null;
  const start = holding.start;
  const rows: Triple[] = [];
  const total: number[] = [];
  if (consolidated.type === 'INTERNAL') {
    const plan = consolidated.plan;
    if (plan === null) return null;
    const { baselineYear, annualGrowth } = plan.frame;
    // Impacts of the counted actions in a year: scopes 1-3 and the formulas without scope.
    const impactIn = (year: number): [number, number, number, number] => {
      const impact: [number, number, number, number] = [0, 0, 0, 0];
      if (year <= baselineYear) return impact;
      for (const action of plan.actions) {
        if (action.status !== 'SELECTED' || action.type === 'QUALITATIVE') continue;
        const scale = action.proportionalToGrowth ? compounded(annualGrowth, year - baselineYear) : 1;
        const own: [number, number, number, number] = [0, 0, 0, 0];
        for (const formula of action.formulas) {
          const from = formula.carbonImpactStartYear;
          if (from === null || year < from) continue;
          const end = formula.carbonImpactEndYear === null ? null : Math.max(from, formula.carbonImpactEndYear);
          let fraction: number;
          if (formula.noBaselineModification) fraction = end === null || year <= end ? 1 : 0;
          else fraction = end === null || year >= end ? 1 : (year - from + 1) / (end - from + 1);
          if (fraction === 0) continue;
          const value = formula.averageImpact * fraction * scale;
          own[formula.scope === 'ONE' ? 0 : formula.scope === 'TWO' ? 1 : formula.scope === 'THREE' ? 2 : 3] += value;
        }
        for (let slot = 0; slot < 4; slot += 1) impact[slot]! += own[slot]!;
      }
      return impact;
    };
    const atReporting = impactIn(reportingYear);
    for (let year = reportingYear; year <= targetYear; year += 1) {
      const impact = year === reportingYear ? atReporting : impactIn(year);
      const one = Math.max(0, start[0] + impact[0] - atReporting[0]);
      const two = Math.max(0, start[1] + impact[1] - atReporting[1]);
      const three = Math.max(0, start[2] + impact[2] - atReporting[2]);
      rows.push([one, two, three]);
      total.push(Math.max(0, one + two + three + impact[3] - atReporting[3]));
    }
    return { scopes: rows, total };
  }
  const growth = holding.trajectory?.turnoverGrowthPercentage ?? 0;
  if (consolidated.type === 'ESTIMATE') {
    const pathway = holding.investee.sector === null ? undefined : pathways.get(holding.investee.sector);
    if (!pathway) return null;
    for (let year = reportingYear; year <= targetYear; year += 1) {
      let factor = Math.max(0, 1 - pathway.annualReductionPercent / 100) ** (year - reportingYear);
      if (pathway.basis === 'INTENSITY') factor *= compounded(growth, year - reportingYear);
      const row: Triple = [start[0] * factor, start[1] * factor, start[2] * factor];
      rows.push(row);
      total.push(row[0] + row[1] + row[2]);
    }
    return { scopes: rows, total };
  }
  const trajectory = consolidated.trajectory;
  if (trajectory === null) return null;
  const given = trajectory.target.kind === 'LINEAR' ? [{ ...trajectory.target, year: trajectory.target.targetYear }] : [...trajectory.target.values];
  const later = given.filter((point) => point.year > reportingYear).sort((a, b) => a.year - b.year);
  if (!later.some((point) => point.valueScope1 !== null || point.valueScope2 !== null || point.valueScope3 !== null)) return null;
  let activityBase = 1;
  let activityGrowth = 0;
  if (trajectory.absoluteOrIntensity.kind === 'INTENSITY') {
    const activity = trajectory.absoluteOrIntensity.activity;
    activityBase = activity === null ? (holding.investee.turnover ?? 0) / eurosPerMillion : activity.baselineValue;
    activityGrowth = activity === null ? growth : (activity.growthProjection ?? 0);
    if (!(activityBase > 0)) return null;
  }
  const activityIn = (year: number) => activityBase * compounded(activityGrowth, year - reportingYear);
  const fields = ['valueScope1', 'valueScope2', 'valueScope3'] as const;
  const curves = fields.map((field, scope) => {
    const points = [{ year: reportingYear, value: start[scope]! / activityIn(reportingYear) }];
    for (const point of later) {
      const value = point[field];
      if (value !== null && points[points.length - 1]!.year !== point.year) points.push({ year: point.year, value });
    }
    return points;
  });
  for (let year = reportingYear; year <= targetYear; year += 1) {
    const activity = activityIn(year);
    const row = curves.map((points) => {
      let value = points[points.length - 1]!.value;
      for (let at = 0; at < points.length; at += 1) {
        const point = points[at]!;
        if (point.year === year) {
          value = point.value;
          break;
        }
        if (point.year > year) {
          const before = points[at - 1]!;
          value = before.value + ((point.value - before.value) * (year - before.year)) / (point.year - before.year);
          break;
        }
      }
      return value * activity;
    }) as Triple;
    rows.push(row);
    total.push(row[0] + row[1] + row[2]);
  }
  return { scopes: rows, total };
}

/** A scope's temperature score, or null when it has none (no benchmark, or an intensity one on an absolute trajectory). */
function plainScopeScore(scope: 0 | 1 | 2, basis: TrajectoryBasis, benchmarks: ScopeBenchmarks, startKg: number, endKg: number | null, horizonYear: number): number | null {
  const benchmark = benchmarks[scopes[scope]];
  if (!benchmark) return null;
  const isIntensity = benchmark.targetType === 'Intensity';
  if (isIntensity && basis.kind !== 'INTENSITY') return null;
  const years = horizonYear - reportingYear;
  const frame = years <= 5 ? 'SHORT' : years <= 10 ? 'MID' : 'LONG';
  let arr: number | null = null;
  if (endKg !== null) {
    let from = startKg;
    let to = endKg;
    if (isIntensity && basis.kind === 'INTENSITY') {
      const growth = 1 + (basis.growthProjection ?? 0) / 100;
      const baseline = basis.baselineValue;
      if (baseline === null || baseline <= 0 || growth <= 0) from = Number.NaN;
      else {
        from = startKg / baseline;
        to = endKg / (baseline * growth ** years);
      }
    }
    if (!Number.isNaN(from)) arr = from <= 0 ? 0 : to <= 0 ? 100 : (1 - (to / from) ** (1 / years)) * 100;
  }
  if (arr === null || arr < 0) return 3.4;
  const variable = isIntensity ? (scope === 1 ? 'INT.emCO2energysupply_SE' : 'INT.emKyoto_gdp') : scope === 1 ? 'Emissions|CO2|Energy|Supply' : 'Emissions|Kyoto Gases';
  const row = regression[variable][frame];
  return Math.min(3.4, Math.max(1.5, row.intercept + row.param * arr));
}

function plainOutlook(input: OutlookInput): OutlookFigures {
  const { portfolio } = input;
  const investees = new Map(portfolio.investees.map((investee) => [investee.uuid, investee]));
  const trajectories = new Map(input.trajectories.map((trajectory) => [trajectory.investeeUuid, trajectory]));
  const fundSlot = new Map([...portfolio.funds].sort((a, b) => a.position - b.position).map((fund, position) => [fund.uuid, position + 1]));
  const scopesOf = new Map<string, Triple | null>();
  for (const investee of portfolio.investees) scopesOf.set(investee.uuid, plainScopes(investee, portfolio.sectorIntensityTPerM));

  // Financed emissions, WACI and PAI over the included lines; the holdings for the projection.
  const pai = [new PlainPai(), ...portfolio.funds.map(() => new PlainPai())];
  const holdings = new Map<string, PlainHolding>();
  let financedKg = 0;
  let invested = 0;
  let weightedIntensity = 0;
  for (const line of portfolio.investments) {
    const investee = investees.get(line.investeeUuid);
    const fund = fundSlot.get(line.fundUuid);
    if (!investee || fund === undefined || !line.includeInPortfolioEmissions) continue;
    const scopesKg = scopesOf.get(investee.uuid) ?? null;
    const amount = line.outstandingAmount;
    const valuation = investee.valuation;
    const factor = amount === null || valuation === null || valuation <= 0 ? 0 : Math.min(1, Math.max(0, amount / valuation));
    invested += amount ?? 0;
    if (scopesKg !== null) {
      const kg = scopesKg[0] + scopesKg[1] + scopesKg[2];
      financedKg += factor * kg;
      if (investee.turnover !== null && investee.turnover > 0) weightedIntensity += (amount ?? 0) * (kg / kgPerTonne / (investee.turnover / eurosPerMillion));
    }
    if (finite(amount)) {
      pai[0]!.add(investee, amount, scopesKg);
      pai[fund]!.add(investee, amount, scopesKg);
    }
    if (scopesKg === null) continue;
    let holding = holdings.get(investee.uuid);
    if (!holding) {
      holding = { investee, trajectory: trajectories.get(investee.uuid), start: scopesKg, lines: [] };
      holdings.set(investee.uuid, holding);
    }
    holding.lines.push({ fund, amount, factor, exitYear: line.exitYear });
  }

  // Each year's financed emissions, and each holding's temperature inputs.
  const pathways = new Map(input.sectorPathways.map((pathway) => [pathway.sector, pathway]));
  const years = targetYear - reportingYear + 1;
  const financedKgByYear = new Array<number>(years).fill(0);
  const perHorizon = horizonYears.map(() => ({ investment: [] as number[], emissions: [] as number[], scores: [] as number[], financials: [] as CompanyFinancials[] }));
  for (const holding of holdings.values()) {
    const startTotal = holding.start[0] + holding.start[1] + holding.start[2];
    let outstanding = 0;
    for (const line of holding.lines) {
      financedKgByYear[0]! += line.factor * startTotal;
      outstanding += line.amount ?? 0;
    }
    const projected = plainProjection(holding, pathways);
    if (projected === null) continue;
    for (let at = 1; at < years; at += 1) {
      const year = reportingYear + at;
      for (const line of holding.lines) if (line.exitYear === null || line.exitYear > year) financedKgByYear[at]! += line.factor * projected.total[at]!;
    }
    const given = input.temperature.get(holding.investee.uuid)!;
    horizonYears.forEach((horizonYear, slot) => {
      // The horizon's figure is known while a line is still held then.
      const held = horizonYear <= targetYear && holding.lines.some((line) => line.exitYear === null || line.exitYear > horizonYear);
      let weighted = 0;
      let weights = 0;
      let failed = false;
      for (const scope of [0, 1, 2] as const) {
        const end = held ? projected.scopes[horizonYear - reportingYear]![scope] : null;
        const score = plainScopeScore(scope, given.basis, given.benchmarks, holding.start[scope], end, horizonYear);
        if (score === null) failed = true;
        weighted += (score ?? 0) * Math.max(0, holding.start[scope]);
        weights += Math.max(0, holding.start[scope]);
      }
      if (failed || weights <= 0) return;
      const bucket = perHorizon[slot]!;
      bucket.investment.push(outstanding);
      bucket.emissions.push(startTotal);
      bucket.scores.push(weighted / weights);
      bucket.financials.push(given.financials);
    });
  }

  // The seven aggregations: a holding's weight is its share of the method's basis.
  const temperature: OutlookFigures['temperature'] = {};
  horizonYears.forEach((horizonYear, slot) => {
    const bucket = perHorizon[slot]!;
    const scores = {} as Record<AggregationMethod, number | null>;
    for (const method of aggregationMethods) {
      let sum = 0;
      let total = 0;
      for (let at = 0; at < bucket.scores.length; at += 1) {
        const investment = bucket.investment[at]!;
        const emissions = Math.max(0, bucket.emissions[at]!);
        const company = bucket.financials[at]!;
        let basis: number;
        if (method === 'TETS') basis = emissions;
        else if (method === 'WATS') basis = investment;
        else {
          const value =
            method === 'MOTS'
              ? company.marketCapEur
              : method === 'EOTS'
                ? company.enterpriseValueEur
                : method === 'ECOTS'
                  ? company.enterpriseValueEur === null || company.cashEquivalentsEur === null
                    ? null
                    : company.enterpriseValueEur + company.cashEquivalentsEur
                  : method === 'AOTS'
                    ? company.totalAssetsEur
                    : company.revenueEur;
          if (value === null || !(value > 0)) continue;
          basis = (investment / value) * emissions;
        }
        sum += basis * bucket.scores[at]!;
        total += basis;
      }
      scores[method] = total > 0 ? sum / total : null;
    }
    temperature[horizonYear] = scores;
  });

  return {
    financedT: financedKg / kgPerTonne,
    waciTPerM: invested > 0 ? weightedIntensity / invested : 0,
    pai: Object.fromEntries([['portfolio', pai[0]!.values()], ...[...fundSlot.entries()].map(([uuid, slot]) => [uuid, pai[slot]!.values()] as const)]),
    financedKgByYear,
    temperature,
  };
}

export async function benchPortfolioOutlook(): Promise<void> {
  const input = outlookInput();
  let kept: EngineStages | undefined;
  const engine = engineOutlook(input, (stages) => (kept = stages));
  const plain = plainOutlook(input);
  const differs = disagreement(engine, plain);
  if (differs !== null || !kept) throw new Error(`The outlook engine chain and the plain loops disagree, the comparison would mean nothing: ${differs ?? 'no stages'}`);
  const { assets, projectionInput, dashboard, holdings } = kept;
  const lines = paiLinesOf(assets);
  let sink = 0;
  const rounds = 20;
  const timings = await alternated(
    [
      { label: 'plain loops, every rule inline (baseline)', run: async () => (sink += plainOutlook(input).financedT) },
      { label: 'the chain: portfolio + PAI + projection + temperature', run: async () => (sink += engineOutlook(input).financedT) },
      { label: '  of which computePortfolio (all scopes)', run: async () => (sink += computePortfolio(input.portfolio, scopes).totals.financedEmissionsKg) },
      { label: '  of which paiByFund(paiLinesOf(...))', run: async () => (sink += paiByFund(lines).portfolio.totalValueEur) },
      { label: "  of which projectPortfolio to 2050, ALL (the dashboard's)", run: async () => (sink += projectPortfolio(projectionInput, 'ALL').years.length) },
      { label: '  of which temperatureHoldingsOf (the glue)', run: async () => (sink += temperatureHoldingsOf(projectionInput, dashboard, input.investees).length) },
      { label: '  of which computeTemperature, 3 horizons', run: async () => (sink += computeTemperature({ reportingYear, horizonYears, scopeFilter: 'ALL', holdings }).horizons.length) },
    ],
    { warmup: 3, rounds, collectGarbage: true },
  );
  const investeeCount = input.portfolio.investees.length;
  console.log(
    reportAlternated(
      `Portfolio outlook engine, ${investeeCount} investees, reporting year ${reportingYear} to ${targetYear}, horizons ${horizonYears.join(', ')} (same figures checked; ${rounds} alternated rounds)`,
      timings,
    ),
  );
  const chain = timings[1]!;
  console.log(
    `  target: the outlook chain of ${investeeCount} investees under 100 ms (issue 18): median ${chain.medianMs.toFixed(2)} ms, min ${chain.minMs.toFixed(2)} ms, ${chain.medianMs < 100 ? 'met' : 'NOT met'}`,
  );
  if (Number.isNaN(sink)) throw new Error('A benchmark produced NaN');
}

// Run alone with `npx tsx scripts/bench/portfolioOutlook.ts`; `npm run bench` calls it from index.ts.
if (import.meta.url === `file://${process.argv[1]}`) await benchPortfolioOutlook();
