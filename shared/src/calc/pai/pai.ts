import type { PortfolioAsset } from '../../portfolio/results.ts';
import { highImpactClimateSections, naceSectionOf } from '../../portfolio/nace/sectors.ts';
import { attributionFactor } from '../portfolio/compute.ts';

/*
 * The mandatory climate indicators 1 to 6 of the SFDR principal adverse impacts statement
 * (Commission Delegated Regulation (EU) 2022/1288, Annex I, Table 1), over the investment lines
 * of a fund or of the whole portfolio. Formulas and decisions: docs/methodology.md, "SFDR
 * principal adverse impacts (PAI 1 to 6)". Inputs in euros, kgCO2e and kWh; results in the
 * Annex's units (tCO2e, M€, GWh, %); nothing is rounded here.
 */

const kgPerTonne = 1000;
const eurosPerMillion = 1e6;
const kWhPerGWh = 1e6;

/**
 * What PAI reads of an investee beyond the portfolio engine's line: its energy figures (spec 1
 * section 3, "Energy figures") and whether it is active in the fossil fuel sector. Each null
 * while unknown.
 */
export interface PaiInvesteeData {
  energyConsumptionKWh: number | null;
  /** The part of the consumption from renewable sources; more than the consumption is invalid. */
  renewableEnergyConsumptionKWh: number | null;
  energyProductionKWh: number | null;
  /** The part of the production from renewable sources; more than the production is invalid. */
  renewableEnergyProductionKWh: number | null;
  /** Derives any revenue from fossil fuels (Annex I's definition); null when unknown. */
  isActiveInFossilFuelSector: boolean | null;
}

/**
 * One investment line: the portfolio engine's `PortfolioAsset` fields PAI reads (same names, so an
 * asset spread with its investee's `PaiInvesteeData` is a line) plus the energy and fossil data.
 * `outstandingAmountEur` is the current value of the investment, `valuationEur` the investee's
 * enterprise value (EVIC), `turnoverEur` its revenue, the scopes its emissions. An investee held by
 * two funds is two lines.
 */
export type PaiLine = Pick<
  PortfolioAsset,
  'investmentUuid' | 'investeeUuid' | 'fundUuid' | 'outstandingAmountEur' | 'valuationEur' | 'turnoverEur' | 'naceCode' | 'totalScope1Kg' | 'totalScope2Kg' | 'totalScope3Kg'
> &
  PaiInvesteeData;

export type PaiUnit = 'tCO2e' | 'tCO2ePerMEurInvested' | 'tCO2ePerMEurRevenue' | 'percent' | 'gwhPerMEurRevenue';

/** Why a line adds nothing to a figure. */
export type PaiExclusionReason =
  /** The current value of the investment is unknown: the line weighs nothing anywhere. */
  | 'noValue'
  /** The investee's enterprise value is unknown or 0: no attribution factor. */
  | 'noValuation'
  | 'noEmissions'
  /** Revenue unknown or 0: an intensity per revenue is undefined. */
  | 'noRevenue'
  | 'noFossilFuelData'
  /** The energy total or its renewable part is unknown. */
  | 'noEnergyData'
  /** A total of 0 kWh: the non-renewable share of nothing is undefined. */
  | 'noEnergy'
  /** The renewable part exceeds the total (the collection's 'Invalid'). */
  | 'invalidEnergyData'
  /** No NACE code, or one that names no section: the high-impact sector is unknown. */
  | 'noNaceCode';

export interface PaiExclusion {
  investmentUuid: string;
  investeeUuid: string;
  reason: PaiExclusionReason;
}

/** One figure of an indicator. */
export interface PaiFigure {
  /** Null when no line has the data (or no line has a value). */
  value: number | null;
  unit: PaiUnit;
  /**
   * Share (0-1) of the current value of all the lines' investments whose investee has the data
   * the figure needs; null when the lines' current value is 0.
   */
  coverage: number | null;
  excluded: PaiExclusion[];
}

/** Indicator 6 for one high-impact climate sector (a NACE section among A-H and L). */
export type PaiSectorFigure = {
  section: string;
  /** Share (0-1) of the current value of all investments held in investees of the section. */
  sectionShare: number | null;
  excluded: PaiExclusion[];
} & (
  | ({ kind: 'value' } & Omit<PaiFigure, 'excluded'>)
  /**
   * The spec's 'Error' (spec 3 section 8): an investee of the section has no revenue, so the
   * section's intensity cannot be computed without leaving part of the sector out silently.
   */
  | { kind: 'error'; error: 'missingTurnover'; investeeUuids: string[] }
);

export interface PaiIndicators {
  /** Current value of all the lines' investments, € (the denominator of every share). */
  totalValueEur: number;
  /** 1. GHG emissions, financed, by scope and in total. */
  ghgEmissions: {
    scope1: PaiFigure;
    scope2: PaiFigure;
    scope3: PaiFigure;
    total: PaiFigure;
  };
  /** 2. Carbon footprint: indicator 1's total per M€ invested. */
  carbonFootprint: PaiFigure;
  /** 3. GHG intensity of investee companies (weighted average of emissions per M€ of revenue). */
  ghgIntensity: PaiFigure;
  /** 4. Share of investments in companies active in the fossil fuel sector. */
  fossilFuelExposure: PaiFigure;
  /** 5. Share of non-renewable energy consumption and production. */
  nonRenewableEnergy: { consumption: PaiFigure; production: PaiFigure };
  /** 6. Energy consumption intensity per high-impact climate sector, one per section A-H and L. */
  energyIntensity: { sectors: PaiSectorFigure[]; excluded: PaiExclusion[] };
}

/** A figure as the engine may use it: finite and not negative, else unknown. */
function known(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value >= 0 ? value : null;
}

const exclusion = (line: PaiLine, reason: PaiExclusionReason): PaiExclusion => ({
  investmentUuid: line.investmentUuid,
  investeeUuid: line.investeeUuid,
  reason,
});

/** The lines with a known current value, with it (the others weigh nothing; `noValueExclusions` lists them). */
function valued(lines: readonly PaiLine[]): { line: PaiLine; valueEur: number }[] {
  return lines.flatMap((line) => {
    const valueEur = known(line.outstandingAmountEur);
    return valueEur === null ? [] : [{ line, valueEur }];
  });
}

const noValueExclusions = (lines: readonly PaiLine[]): PaiExclusion[] => lines.filter((line) => known(line.outstandingAmountEur) === null).map((line) => exclusion(line, 'noValue'));

const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** The outcome of one line for one figure: its amount (summed, or averaged by value), or why it is excluded. */
type LineOutcome = { ok: true; amount: number } | { ok: false; reason: PaiExclusionReason };

/**
 * Sums each covered line's amount; `weighted` divides by the covered value (a value-weighted
 * average of per-investee figures), else the sum stands as is.
 */
function figure(lines: readonly PaiLine[], totalValueEur: number, unit: PaiUnit, outcome: (line: PaiLine, valueEur: number) => LineOutcome, mode: 'sum' | 'weighted'): PaiFigure {
  const excluded = noValueExclusions(lines);
  let sum = 0;
  let coveredValue = 0;
  let coveredLines = 0;
  for (const { line, valueEur } of valued(lines)) {
    const result = outcome(line, valueEur);
    if (!result.ok) {
      excluded.push(exclusion(line, result.reason));
      continue;
    }
    sum += mode === 'weighted' ? valueEur * result.amount : result.amount;
    coveredValue += valueEur;
    coveredLines += 1;
  }
  const value = coveredLines === 0 ? null : mode === 'weighted' ? share(sum, coveredValue) : sum;
  return {
    value,
    unit,
    coverage: share(coveredValue, totalValueEur),
    excluded,
  };
}

type ScopeKey = 'totalScope1Kg' | 'totalScope2Kg' | 'totalScope3Kg';

/** The investee's emissions of the scopes, tonnes; null if any is unknown. */
function tonnes(line: PaiLine, scopes: readonly ScopeKey[]): number | null {
  let kg = 0;
  for (const scope of scopes) {
    const value = known(line[scope]);
    if (value === null) return null;
    kg += value;
  }
  return kg / kgPerTonne;
}

const allScopes: readonly ScopeKey[] = ['totalScope1Kg', 'totalScope2Kg', 'totalScope3Kg'];

/**
 * Indicator 1 for some scopes: Σ attribution factor × emissions. The factor is the portfolio
 * engine's (current value over enterprise value, clamped to 0-1, spec 3 section 9), so a line
 * worth more than its investee's EVIC finances all of the investee's emissions, no more.
 */
function financedEmissions(lines: readonly PaiLine[], totalValueEur: number, scopes: readonly ScopeKey[]): PaiFigure {
  return figure(
    lines,
    totalValueEur,
    'tCO2e',
    (line, valueEur) => {
      const valuation = known(line.valuationEur);
      if (valuation === null || valuation === 0) return { ok: false, reason: 'noValuation' };
      const emissions = tonnes(line, scopes);
      if (emissions === null) return { ok: false, reason: 'noEmissions' };
      return {
        ok: true,
        amount: attributionFactor(valueEur, valuation).factor * emissions,
      };
    },
    'sum',
  );
}

/** Revenue in M€, or the reason there is none to divide by. */
function revenueMillions(line: PaiLine): number | null {
  const revenue = known(line.turnoverEur);
  return revenue === null || revenue === 0 ? null : revenue / eurosPerMillion;
}

/**
 * Indicator 3: Σ value_i / value of all investments × emissions_i / revenue_i (Annex I's formula).
 * Its denominator is the value of all investments, so a line without an intensity (no emissions,
 * or no revenue: unknown or 0) adds nothing while its value still weighs, as the spec's WACI
 * counts a zero turnover (spec 3 section 9); the coverage says how much of the value that is.
 */
function ghgIntensity(lines: readonly PaiLine[], totalValueEur: number): PaiFigure {
  const result = figure(
    lines,
    totalValueEur,
    'tCO2ePerMEurRevenue',
    (line, valueEur) => {
      const emissions = tonnes(line, allScopes);
      if (emissions === null) return { ok: false, reason: 'noEmissions' };
      const revenue = revenueMillions(line);
      if (revenue === null) return { ok: false, reason: 'noRevenue' };
      return { ok: true, amount: valueEur * (emissions / revenue) };
    },
    'sum',
  );
  return {
    ...result,
    value: result.value === null ? null : share(result.value, totalValueEur),
  };
}

/** Indicator 4: value of the lines in fossil-fuel companies over the value of all investments, %. */
function fossilFuelExposure(lines: readonly PaiLine[], totalValueEur: number): PaiFigure {
  const result = figure(
    lines,
    totalValueEur,
    'percent',
    (line, valueEur) => (line.isActiveInFossilFuelSector === null ? { ok: false, reason: 'noFossilFuelData' } : { ok: true, amount: line.isActiveInFossilFuelSector ? valueEur : 0 }),
    'sum',
  );
  const fossilShare = result.value === null ? null : share(result.value, totalValueEur);
  return { ...result, value: fossilShare === null ? null : fossilShare * 100 };
}

/**
 * Why an investee's energy figures cannot be read, or null when they can: the total and its
 * renewable part must be known, the part not above the total (spec 1 section 5, 'Invalid').
 */
export function energyDataProblem(totalKWh: number | null, renewableKWh: number | null): 'noEnergyData' | 'invalidEnergyData' | null {
  const total = known(totalKWh);
  const renewable = known(renewableKWh);
  if ((totalKWh !== null && total === null) || (renewableKWh !== null && renewable === null)) return 'invalidEnergyData';
  if (total === null || renewable === null) return 'noEnergyData';
  return renewable > total ? 'invalidEnergyData' : null;
}

/**
 * An investee's non-renewable share of its consumption or production, %: (total − renewable) /
 * total (spec 3 section 9: non-renewable = consumption minus renewable), clamped to 0-100 against
 * rounding; the reason when undefined.
 */
export function nonRenewableSharePercent(totalKWh: number | null, renewableKWh: number | null): { ok: true; percent: number } | { ok: false; reason: PaiExclusionReason } {
  const problem = energyDataProblem(totalKWh, renewableKWh);
  if (problem !== null) return { ok: false, reason: problem };
  const total = totalKWh ?? 0;
  if (total === 0) return { ok: false, reason: 'noEnergy' };
  const percent = ((total - (renewableKWh ?? 0)) / total) * 100;
  return { ok: true, percent: Math.min(100, Math.max(0, percent)) };
}

/** Indicator 5, one side: the value-weighted average of the investees' non-renewable shares. */
function nonRenewableShare(lines: readonly PaiLine[], totalValueEur: number, side: 'consumption' | 'production'): PaiFigure {
  return figure(
    lines,
    totalValueEur,
    'percent',
    (line) => {
      const result =
        side === 'consumption'
          ? nonRenewableSharePercent(line.energyConsumptionKWh, line.renewableEnergyConsumptionKWh)
          : nonRenewableSharePercent(line.energyProductionKWh, line.renewableEnergyProductionKWh);
      return result.ok ? { ok: true, amount: result.percent } : result;
    },
    'weighted',
  );
}

/**
 * Indicator 6: for each high-impact climate section, the value-weighted average of its investees'
 * energy consumption (GWh) per M€ of revenue. Any investee of the section without revenue makes the
 * section's figure the typed error; an investee without energy data is left out of its section's
 * average and coverage.
 */
function energyIntensity(lines: readonly PaiLine[], totalValueEur: number): PaiIndicators['energyIntensity'] {
  const bySection = new Map<string, PaiLine[]>(highImpactClimateSections.map((section) => [section, []]));
  const excluded: PaiExclusion[] = [];
  for (const line of lines) {
    const section = line.naceCode === null ? undefined : naceSectionOf(line.naceCode);
    if (section === undefined) excluded.push(exclusion(line, 'noNaceCode'));
    else bySection.get(section.letter)?.push(line);
  }
  const sectors = [...bySection.entries()].map(([section, sectionLines]): PaiSectorFigure => {
    const sectionValue = valued(sectionLines).reduce((sum, { valueEur }) => sum + valueEur, 0);
    const missingTurnover = [...new Set(sectionLines.filter((line) => revenueMillions(line) === null).map((line) => line.investeeUuid))];
    const result = figure(
      sectionLines,
      totalValueEur,
      'gwhPerMEurRevenue',
      (line) => {
        const revenue = revenueMillions(line);
        if (revenue === null) return { ok: false, reason: 'noRevenue' };
        const total = known(line.energyConsumptionKWh);
        if (total === null)
          return {
            ok: false,
            reason: line.energyConsumptionKWh === null ? 'noEnergyData' : 'invalidEnergyData',
          };
        return { ok: true, amount: total / kWhPerGWh / revenue };
      },
      'weighted',
    );
    const common = {
      section,
      sectionShare: share(sectionValue, totalValueEur),
      excluded: result.excluded,
    };
    if (missingTurnover.length > 0)
      return {
        ...common,
        kind: 'error',
        error: 'missingTurnover',
        investeeUuids: missingTurnover,
      };
    return {
      ...common,
      kind: 'value',
      value: result.value,
      unit: result.unit,
      coverage: result.coverage,
    };
  });
  return { sectors, excluded };
}

/** Indicators 1 to 6 over some lines (a fund's, or every fund's for the portfolio). */
export function paiIndicators(lines: readonly PaiLine[]): PaiIndicators {
  const totalValueEur = valued(lines).reduce((sum, { valueEur }) => sum + valueEur, 0);
  const total = financedEmissions(lines, totalValueEur, allScopes);
  const investedMillions = totalValueEur / eurosPerMillion;
  return {
    totalValueEur,
    ghgEmissions: {
      scope1: financedEmissions(lines, totalValueEur, ['totalScope1Kg']),
      scope2: financedEmissions(lines, totalValueEur, ['totalScope2Kg']),
      scope3: financedEmissions(lines, totalValueEur, ['totalScope3Kg']),
      total,
    },
    // Spec 3 section 9: total financed emissions over the sum of outstanding amounts in M€, all
    // lines with a value counted (Annex I: "current value of all investments").
    carbonFootprint: {
      ...total,
      excluded: [...total.excluded],
      unit: 'tCO2ePerMEurInvested',
      value: total.value === null || investedMillions === 0 ? null : total.value / investedMillions,
    },
    ghgIntensity: ghgIntensity(lines, totalValueEur),
    fossilFuelExposure: fossilFuelExposure(lines, totalValueEur),
    nonRenewableEnergy: {
      consumption: nonRenewableShare(lines, totalValueEur, 'consumption'),
      production: nonRenewableShare(lines, totalValueEur, 'production'),
    },
    energyIntensity: energyIntensity(lines, totalValueEur),
  };
}

/** The portfolio's indicators over every line, and each fund's over its own, funds in first-seen order. */
export function paiByFund(lines: readonly PaiLine[]): {
  portfolio: PaiIndicators;
  funds: { fundUuid: string; indicators: PaiIndicators }[];
} {
  const byFund = new Map<string, PaiLine[]>();
  for (const line of lines) {
    const fundLines = byFund.get(line.fundUuid);
    if (fundLines) fundLines.push(line);
    else byFund.set(line.fundUuid, [line]);
  }
  return {
    portfolio: paiIndicators(lines),
    funds: [...byFund.entries()].map(([fundUuid, fundLines]) => ({
      fundUuid,
      indicators: paiIndicators(fundLines),
    })),
  };
}
