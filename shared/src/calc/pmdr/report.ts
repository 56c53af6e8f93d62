import type { Scope } from '../../labels/enums.ts';
import { attributionFactor } from '../portfolio/compute.ts';
import { pmdrMissingData, type PmdrMissingData } from './completion.ts';
import type { PmdrInvestee, PmdrYear } from './model.ts';
import { pmdrAssessment, pmdrStatuses, type PmdrEnablerKind, type PmdrStatus } from './status.ts';

/*
 * The figures of the PMDR report (spec 3 section 2.4) that the pages chart: per investee its
 * status, attribution and financed emissions; the five-status categorisation by financed
 * emissions, investment value and number of assets, for the portfolio and per fund; the two flag
 * tiles; the scatters; the development over years; the investees left out and why. Emissions in
 * kgCO2e, amounts in euros, intensities in tCO2e per M€; nothing is rounded here. Decisions:
 * docs/methodology.md, "PMDR alignment".
 */

const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/** What the reader chose: the scopes summed, and the funds and assets kept (null: all). */
export interface PmdrFilter {
  scopes: readonly Scope[];
  /**
   * Fund uuids; each year keeps its lines in those of them it holds. A reporting's funds have
   * uuids of their own each year, so a development over years that follows a fund is given every
   * year's uuid of it.
   */
  fundUuids: readonly string[] | null;
  assetUuids: readonly string[] | null;
}

/** An investee's place in one kept fund. */
export interface PmdrReportLine {
  fundUuid: string;
  outstandingAmountEur: number;
  /** Outstanding amount / valuation, clamped to 0-1 (0 when the valuation is 0), the portfolio engine's. */
  attributionFactor: number;
  financedEmissionsKg: number;
}

/** An investee the report counts (it has every figure, and is kept by the filter). */
export interface PmdrReportInvestee {
  investeeUuid: string;
  assetUuid: string;
  name: string;
  status: PmdrStatus;
  decarbonizationEnabler: boolean;
  enablerKind: PmdrEnablerKind | null;
  noPathwayToAlign: boolean;
  valuationEur: number;
  turnoverEur: number;
  /** The sum of the filter's scopes. */
  emissionsKg: number;
  /** Null when the turnover is 0. */
  emissionsPerRevenueTPerM: number | null;
  /** Over the kept lines. */
  outstandingAmountEur: number;
  financedEmissionsKg: number;
  lines: PmdrReportLine[];
}

/** Each figure's share of its total (0-1), null when the total is 0. */
export interface PmdrShares {
  financedEmissions: number | null;
  investmentValue: number | null;
  assets: number | null;
}

export interface PmdrMeasures {
  financedEmissionsKg: number;
  investmentValueEur: number;
  assetCount: number;
}

export interface PmdrStatusFigures extends PmdrMeasures {
  status: PmdrStatus;
  shares: PmdrShares;
}

/** The five statuses in scale order, each with its figures and its shares of the totals. */
export interface PmdrCategorisation {
  statuses: PmdrStatusFigures[];
  totals: PmdrMeasures;
}

/** A flag tile: the flagged investees' figures and their shares of all the report's. */
export interface PmdrFlagTile extends PmdrMeasures {
  shares: PmdrShares;
}

export interface PmdrFundCategorisation {
  fundUuid: string;
  name: string;
  categorisation: PmdrCategorisation;
}

export interface PmdrScatterPoint {
  investeeUuid: string;
  name: string;
  status: PmdrStatus;
  emissionsKg: number;
  emissionsPerRevenueTPerM: number | null;
  financedEmissionsKg: number;
}

/** One point of "attribution factor against emissions": a line, its factor capped at 1. */
export interface PmdrAttributionPoint {
  investeeUuid: string;
  fundUuid: string;
  attributionFactor: number;
  emissionsKg: number;
  financedEmissionsKg: number;
}

export interface PmdrExclusion {
  investeeUuid: string;
  name: string;
  missing: PmdrMissingData[];
}

export interface PmdrReport {
  year: number;
  investees: PmdrReportInvestee[];
  categorisation: PmdrCategorisation;
  noPathwayToAlign: PmdrFlagTile;
  /** `emergingCount`: how many of its assets are emerging enablers (Q5, not Q4). */
  decarbonizationEnabler: PmdrFlagTile & { emergingCount: number };
  /** The year's funds the filter keeps, in the year's order. */
  funds: PmdrFundCategorisation[];
  scatter: PmdrScatterPoint[];
  attribution: PmdrAttributionPoint[];
  /** Investees the filter keeps but the report cannot count ('Missing data'). */
  excluded: PmdrExclusion[];
}

export interface PmdrDevelopmentYear {
  year: number;
  /** Its shares are the Normalized view. */
  categorisation: PmdrCategorisation;
}

const ratio = (part: number, total: number): number | null => (total > 0 ? part / total : null);

function sharesOf(measures: PmdrMeasures, totals: PmdrMeasures): PmdrShares {
  return {
    financedEmissions: ratio(measures.financedEmissionsKg, totals.financedEmissionsKg),
    investmentValue: ratio(measures.investmentValueEur, totals.investmentValueEur),
    assets: ratio(measures.assetCount, totals.assetCount),
  };
}

const emptyMeasures = (): PmdrMeasures => ({ financedEmissionsKg: 0, investmentValueEur: 0, assetCount: 0 });

/** Adds an investee (or one of its lines) to a measure's sums. */
function add(measures: PmdrMeasures, financedEmissionsKg: number, investmentValueEur: number): void {
  measures.financedEmissionsKg += financedEmissionsKg;
  measures.investmentValueEur += investmentValueEur;
  measures.assetCount += 1;
}

/** Sums by status, each status's shares and the totals, from (status, financed, value) entries. */
function categorise(entries: readonly { status: PmdrStatus; financedEmissionsKg: number; outstandingAmountEur: number }[]): PmdrCategorisation {
  const byStatus = new Map<PmdrStatus, PmdrMeasures>(pmdrStatuses.map((status) => [status, emptyMeasures()]));
  const totals = emptyMeasures();
  for (const entry of entries) {
    add(byStatus.get(entry.status)!, entry.financedEmissionsKg, entry.outstandingAmountEur);
    add(totals, entry.financedEmissionsKg, entry.outstandingAmountEur);
  }
  return {
    statuses: pmdrStatuses.map((status) => {
      const measures = byStatus.get(status)!;
      return { status, ...measures, shares: sharesOf(measures, totals) };
    }),
    totals,
  };
}

function flagTile(investees: readonly PmdrReportInvestee[], totals: PmdrMeasures): PmdrFlagTile {
  const measures = emptyMeasures();
  for (const investee of investees) add(measures, investee.financedEmissionsKg, investee.outstandingAmountEur);
  return { ...measures, shares: sharesOf(measures, totals) };
}

/** A predicate keeping what the list names, or everything when it is null. */
function keeps(list: readonly string[] | null): (uuid: string) => boolean {
  if (list === null) return () => true;
  const kept = new Set(list);
  return (uuid) => kept.has(uuid);
}

/** The sum of the investee's emissions over the filter's scopes (each scope once); all three are known here. */
function filteredEmissionsKg(investee: PmdrInvestee, scopes: ReadonlySet<Scope>): number {
  return (scopes.has('ONE') ? investee.scope1Kg! : 0) + (scopes.has('TWO') ? investee.scope2Kg! : 0) + (scopes.has('THREE') ? investee.scope3Kg! : 0);
}

/** The investees the report counts, and those the filter keeps that it cannot count. */
function reportInvestees(year: PmdrYear, filter: PmdrFilter): { investees: PmdrReportInvestee[]; excluded: PmdrExclusion[] } {
  const keepFund = keeps(filter.fundUuids);
  const keepAsset = keeps(filter.assetUuids);
  const scopes = new Set(filter.scopes);
  const investees: PmdrReportInvestee[] = [];
  const excluded: PmdrExclusion[] = [];
  for (const investee of year.investees) {
    if (!keepAsset(investee.assetUuid)) continue;
    // Kept when in a kept fund; with no fund filter an investee in no fund is kept (and excluded, lacking an amount).
    const keptLines = investee.funds.filter((line) => keepFund(line.fundUuid));
    if (filter.fundUuids !== null && keptLines.length === 0) continue;
    const missing = pmdrMissingData(investee);
    if (missing.length > 0) {
      excluded.push({ investeeUuid: investee.uuid, name: investee.name, missing });
      continue;
    }
    const valuation = investee.valuationEur!;
    const turnover = investee.turnoverEur!;
    const emissionsKg = filteredEmissionsKg(investee, scopes);
    let outstanding = 0;
    let financed = 0;
    const lines = keptLines.map((line): PmdrReportLine => {
      const amount = line.outstandingAmountEur!;
      const { factor } = attributionFactor(amount, valuation);
      outstanding += amount;
      financed += factor * emissionsKg;
      return { fundUuid: line.fundUuid, outstandingAmountEur: amount, attributionFactor: factor, financedEmissionsKg: factor * emissionsKg };
    });
    const assessment = pmdrAssessment(investee.answers);
    investees.push({
      investeeUuid: investee.uuid,
      assetUuid: investee.assetUuid,
      name: investee.name,
      status: assessment.status,
      decarbonizationEnabler: assessment.decarbonizationEnabler,
      enablerKind: assessment.enablerKind,
      noPathwayToAlign: assessment.noPathwayToAlign,
      valuationEur: valuation,
      turnoverEur: turnover,
      emissionsKg,
      emissionsPerRevenueTPerM: turnover > 0 ? emissionsKg / kgPerTonne / (turnover / eurosPerMillion) : null,
      outstandingAmountEur: outstanding,
      financedEmissionsKg: financed,
      lines,
    });
  }
  return { investees, excluded };
}

/** The report of one year under the reader's filter. */
export function pmdrReport(year: PmdrYear, filter: PmdrFilter): PmdrReport {
  const { investees, excluded } = reportInvestees(year, filter);
  const categorisation = categorise(investees);
  const keepFund = keeps(filter.fundUuids);
  const byFund = new Map<string, { status: PmdrStatus; financedEmissionsKg: number; outstandingAmountEur: number }[]>();
  for (const fund of year.funds) if (keepFund(fund.uuid)) byFund.set(fund.uuid, []);
  const attribution: PmdrAttributionPoint[] = [];
  for (const investee of investees) {
    for (const line of investee.lines) {
      byFund.get(line.fundUuid)?.push({ status: investee.status, financedEmissionsKg: line.financedEmissionsKg, outstandingAmountEur: line.outstandingAmountEur });
      attribution.push({
        investeeUuid: investee.investeeUuid,
        fundUuid: line.fundUuid,
        attributionFactor: line.attributionFactor,
        emissionsKg: investee.emissionsKg,
        financedEmissionsKg: line.financedEmissionsKg,
      });
    }
  }
  const enablers = investees.filter((investee) => investee.decarbonizationEnabler);
  return {
    year: year.year,
    investees,
    categorisation,
    noPathwayToAlign: flagTile(
      investees.filter((investee) => investee.noPathwayToAlign),
      categorisation.totals,
    ),
    decarbonizationEnabler: { ...flagTile(enablers, categorisation.totals), emergingCount: enablers.filter((investee) => investee.enablerKind === 'EMERGING').length },
    funds: year.funds.filter((fund) => byFund.has(fund.uuid)).map((fund) => ({ fundUuid: fund.uuid, name: fund.name, categorisation: categorise(byFund.get(fund.uuid)!) })),
    scatter: investees.map((investee) => ({
      investeeUuid: investee.investeeUuid,
      name: investee.name,
      status: investee.status,
      emissionsKg: investee.emissionsKg,
      emissionsPerRevenueTPerM: investee.emissionsPerRevenueTPerM,
      financedEmissionsKg: investee.financedEmissionsKg,
    })),
    attribution,
    excluded,
  };
}

/** The categorisation of each year, oldest first, under one filter (alignment development). */
export function pmdrDevelopment(years: readonly PmdrYear[], filter: PmdrFilter): PmdrDevelopmentYear[] {
  return [...years].sort((a, b) => a.year - b.year).map((year) => ({ year: year.year, categorisation: categorise(reportInvestees(year, filter).investees) }));
}
