import { pmdrDevelopment, pmdrReport, pmdrStatuses } from '@cairn/shared/calc/pmdr';
import type { PmdrDevelopmentYear, PmdrFilter, PmdrMeasures, PmdrReport, PmdrReportInvestee, PmdrShares, PmdrStatus, PmdrYear } from '@cairn/shared/calc/pmdr';
import type { Scope } from '@cairn/shared/labels';
import type { PmdrClientView, PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';

/*
 * What the PMDR report (spec 3 section 2.4) draws, read from the engine (`pmdrReport`,
 * `pmdrDevelopment`): the adapter from the pages' view to the engine's input, the reader's
 * filter, the measure a chart shows, the investees a side panel lists, the scatters' points and
 * each chart's data as tab-separated text. The components compute no figure themselves.
 */

const kgPerTonne = 1000;
const eurosPerMillion = 1e6;

/**
 * The key that follows an asset across years: the platform asset's uuid, or for an asset only
 * typed by name (no platform asset) its name, which a standalone reporting keeps year to year.
 */
export function assetKeyOf(investee: Pick<PmdrInvesteeView, 'assetUuid' | 'name'>): string {
  return investee.assetUuid ?? `name:${investee.name}`;
}

/** The engine's input for one year of the view. */
export function pmdrYearOf(view: PmdrYearView): PmdrYear {
  return {
    year: view.year,
    funds: view.funds.map((fund) => ({ uuid: fund.uuid, name: fund.name })),
    investees: view.investees.map((investee) => ({
      uuid: investee.uuid,
      assetUuid: assetKeyOf(investee),
      name: investee.name,
      valuationEur: investee.valuation,
      turnoverEur: investee.euroTurnover,
      scope1Kg: investee.totalScope1Kg,
      scope2Kg: investee.totalScope2Kg,
      scope3Kg: investee.totalScope3Kg,
      answers: investee.rawAnswers,
      funds: investee.lines.map((line) => ({ fundUuid: line.fundUuid, outstandingAmountEur: line.outstandingAmount })),
    })),
  };
}

/** Every scope, every fund and every asset: the report as it opens. */
export const openingFilter: PmdrFilter = { scopes: ['ONE', 'TWO', 'THREE'], fundUuids: null, assetUuids: null };

/** What a bar chart measures (spec 3 section 2.4: financed emissions, investment values or number of assets). */
export const pmdrMeasures = ['financedEmissions', 'investmentValue', 'assets'] as const;
export type PmdrMeasure = (typeof pmdrMeasures)[number];

/** The measure as the chart's axis reads it: tCO2e, M€ or a count. */
export function measureValue(measures: PmdrMeasures, measure: PmdrMeasure): number {
  if (measure === 'financedEmissions') return measures.financedEmissionsKg / kgPerTonne;
  if (measure === 'investmentValue') return measures.investmentValueEur / eurosPerMillion;
  return measures.assetCount;
}

/** The measure's share of its total in percent, 0 when the total is 0 (the Normalized view). */
export function sharePercent(shares: PmdrShares, measure: PmdrMeasure): number {
  const share = measure === 'financedEmissions' ? shares.financedEmissions : measure === 'investmentValue' ? shares.investmentValue : shares.assets;
  return (share ?? 0) * 100;
}

/**
 * A list filter after a box is ticked or unticked: null (no filter) when every choice is kept
 * again, the kept choices otherwise. `kept` null means all are kept.
 */
export function toggledKept(all: readonly string[], kept: readonly string[] | null, uuids: readonly string[], checked: boolean): string[] | null {
  const next = new Set(kept ?? all);
  for (const uuid of uuids) {
    if (checked) next.add(uuid);
    else next.delete(uuid);
  }
  const ordered = all.filter((uuid) => next.has(uuid));
  return ordered.length === all.length ? null : ordered;
}

/** The scopes after one is ticked or unticked, in scope order; the last one kept cannot be unticked (the report needs a scope). */
export function toggledScopes(scopes: readonly Scope[], scope: Scope, checked: boolean): Scope[] {
  const all: readonly Scope[] = ['ONE', 'TWO', 'THREE'];
  const next = all.filter((each) => (each === scope ? checked : scopes.includes(each)));
  return next.length === 0 ? [...scopes] : next;
}

/** The year's funds and its assets (by name), the asset/fund filter's choices. */
export function filterChoices(view: PmdrYearView): { funds: { uuid: string; name: string }[]; assets: { key: string; name: string }[] } {
  const assets = new Map<string, string>();
  for (const investee of view.investees) assets.set(assetKeyOf(investee), investee.name);
  return {
    funds: view.funds.map((fund) => ({ uuid: fund.uuid, name: fund.name })),
    assets: [...assets].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * The filter for another year: a reporting's funds have uuids of their own each year, so the
 * funds kept in the shown year are followed to the other year's funds of the same names.
 */
export function filterForYear(view: PmdrClientView, shownYear: number, filter: PmdrFilter, year: number): PmdrFilter {
  if (filter.fundUuids === null || year === shownYear) return filter;
  const shown = view.years.find((each) => each.year === shownYear);
  const other = view.years.find((each) => each.year === year);
  const names = new Set((shown?.funds ?? []).filter((fund) => filter.fundUuids!.includes(fund.uuid)).map((fund) => fund.name));
  return { ...filter, fundUuids: (other?.funds ?? []).filter((fund) => names.has(fund.name)).map((fund) => fund.uuid) };
}

/** The report of one year of the view under the filter chosen on the shown year; null when the view has no such year. */
export function reportOfYear(view: PmdrClientView, shownYear: number, filter: PmdrFilter, year: number): PmdrReport | null {
  const yearView = view.years.find((each) => each.year === year);
  return yearView ? pmdrReport(pmdrYearOf(yearView), filterForYear(view, shownYear, filter, year)) : null;
}

/**
 * The alignment development up to the shown year, oldest first, over the years with counted
 * assets; null unless there are two of them or more (spec 3 section 2.4: only with more than one
 * year). A later year, still being collected, is left out of an earlier year's report.
 */
export function developmentOf(view: PmdrClientView, shownYear: number, filter: PmdrFilter): PmdrDevelopmentYear[] | null {
  const years = view.years.filter((each) => each.year <= shownYear);
  const development = years
    .flatMap((each) => pmdrDevelopment([pmdrYearOf(each)], filterForYear(view, shownYear, filter, each.year)))
    .filter((each) => each.categorisation.totals.assetCount > 0)
    .sort((a, b) => a.year - b.year);
  return development.length > 1 ? development : null;
}

/** What a click opened the side panel on: a status bar, a flag tile, a fund's bar or a year's bar (a status within them, or all). */
export type PanelChoice =
  | { kind: 'status'; status: PmdrStatus }
  | { kind: 'flag'; flag: 'noPathwayToAlign' | 'decarbonizationEnabler' }
  | { kind: 'fund'; fundUuid: string; status: PmdrStatus | null }
  | { kind: 'year'; year: number; status: PmdrStatus | null };

/** The investees the panel lists, by name, from the report the choice reads (the year's own for a year). */
export function panelInvestees(choice: PanelChoice, report: PmdrReport): PmdrReportInvestee[] {
  const holds = (investee: PmdrReportInvestee): boolean => {
    switch (choice.kind) {
      case 'status':
        return investee.status === choice.status;
      case 'flag':
        return choice.flag === 'noPathwayToAlign' ? investee.noPathwayToAlign : investee.decarbonizationEnabler;
      case 'fund':
        return investee.lines.some((line) => line.fundUuid === choice.fundUuid) && (choice.status === null || investee.status === choice.status);
      case 'year':
        return choice.status === null || investee.status === choice.status;
    }
  };
  return report.investees.filter(holds).sort((a, b) => a.name.localeCompare(b.name));
}

/** What the status scatter's y axis shows (spec 3 section 2.4). */
export const scatterMeasures = ['emissions', 'emissionsPerRevenue', 'financedEmissions'] as const;
export type ScatterMeasure = (typeof scatterMeasures)[number];

export interface StatusScatterPoint {
  investeeUuid: string;
  name: string;
  status: PmdrStatus;
  /** The status's place on the x axis (0 to 4), spread within ±0.3 so that points of one status do not hide each other. */
  x: number;
  /** tCO2e, or tCO2e per M€. */
  y: number;
}

/** Half the width a status's points spread over. */
const spread = 0.3;

/**
 * The assets by status: each status a column, its assets spread across it by name. An asset
 * without the value (no emissions per revenue at a turnover of 0), or with none above 0 on a
 * log axis, which cannot show it, is not drawn: `hidden` counts them.
 */
export function statusScatter(report: PmdrReport, measure: ScatterMeasure, log: boolean): { points: StatusScatterPoint[]; hidden: number } {
  const points: StatusScatterPoint[] = [];
  let hidden = 0;
  for (const [index, status] of pmdrStatuses.entries()) {
    const shown = report.scatter
      .filter((point) => point.status === status)
      .map((point) => ({
        point,
        y: measure === 'emissions' ? point.emissionsKg / kgPerTonne : measure === 'financedEmissions' ? point.financedEmissionsKg / kgPerTonne : point.emissionsPerRevenueTPerM,
      }))
      .filter((each): each is { point: (typeof report.scatter)[number]; y: number } => {
        const drawn = each.y !== null && (!log || each.y > 0);
        if (!drawn) hidden += 1;
        return drawn;
      })
      .sort((a, b) => a.point.name.localeCompare(b.point.name));
    shown.forEach(({ point, y }, rank) => {
      const offset = shown.length === 1 ? 0 : -spread + (2 * spread * rank) / (shown.length - 1);
      points.push({ investeeUuid: point.investeeUuid, name: point.name, status, x: index + offset, y });
    });
  }
  return { points, hidden };
}

export interface AttributionScatterPoint {
  investeeUuid: string;
  name: string;
  fundName: string;
  status: PmdrStatus;
  /** The attribution factor in percent (0-100). */
  x: number;
  /** The investee's emissions over the filter's scopes, tCO2e. */
  y: number;
  financedT: number;
}

/** Attribution factor against emissions: one point per fund line, named by its investee and fund. */
export function attributionScatter(report: PmdrReport): AttributionScatterPoint[] {
  const investees = new Map(report.investees.map((investee) => [investee.investeeUuid, investee]));
  const funds = new Map(report.funds.map((fund) => [fund.fundUuid, fund.name]));
  return report.attribution.map((point) => {
    const investee = investees.get(point.investeeUuid)!;
    return {
      investeeUuid: point.investeeUuid,
      name: investee.name,
      fundName: funds.get(point.fundUuid) ?? '',
      status: investee.status,
      x: point.attributionFactor * 100,
      y: point.emissionsKg / kgPerTonne,
      financedT: point.financedEmissionsKg / kgPerTonne,
    };
  });
}

/** A cell of the copied data: a text, a number, or nothing. */
export type DataCell = string | number | null;

/**
 * A chart's data as tab-separated text, one row a line, to paste into a spreadsheet: numbers
 * without grouping, with the page language's decimal mark and at most 4 decimals, so a
 * spreadsheet in that language reads them as numbers; tabs and line breaks inside a text
 * become spaces so they do not split its cell.
 */
export function tabSeparated(rows: readonly (readonly DataCell[])[], language: string): string {
  const number = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 4 });
  const cell = (value: DataCell) => (value === null ? '' : typeof value === 'number' ? number.format(value) : value.replace(/[\t\r\n]+/g, ' '));
  return rows.map((row) => row.map(cell).join('\t')).join('\n');
}
