import { emptyPmdrAnswers } from '@cairn/shared/calc/pmdr';
import { answersOf } from '@cairn/shared/calc/pmdr/testAnswers';
import type { PmdrClientView, PmdrInvesteeView, PmdrYearView } from '@cairn/shared/contract/pmdr';
import { describe, expect, it } from 'vitest';
import {
  attributionScatter,
  developmentOf,
  filterChoices,
  filterForYear,
  measureValue,
  openingFilter,
  panelInvestees,
  pmdrYearOf,
  reportOfYear,
  sharePercent,
  statusScatter,
  tabSeparated,
  toggledKept,
  toggledScopes,
} from './reportModel.ts';

const M = 1_000_000;
/** 1 t in kg. */
const t = 1_000;

/** A blank investee view with the fields the report reads set. */
function investee(uuid: string, fields: Partial<PmdrInvesteeView>): PmdrInvesteeView {
  return {
    uuid,
    version: 1,
    name: uuid,
    assetUuid: null,
    isLinked: false,
    reportType: null,
    valuation: null,
    euroTurnover: null,
    totalScope1Kg: null,
    totalScope2Kg: null,
    totalScope3Kg: null,
    totalEmissionsKg: null,
    outstandingAmount: null,
    financedEmissionsKg: null,
    lines: [],
    pmdrStatus: 'NotStarted',
    pmdrUpdatedAt: null,
    decarbonizationEnabler: false,
    enablerKind: null,
    noPathwayToAlign: false,
    completion: 'DONE',
    missingData: [],
    rawAnswers: emptyPmdrAnswers,
    canEditCarbonData: true,
    firYear: 2024,
    consolidatedDecarbonizationType: null,
    ...fields,
  };
}

/** A fund line of an amount in M€ (the view's other line fields are the server's and unread). */
const line = (fundUuid: string, amountM: number | null) => ({
  investmentUuid: `${fundUuid}-line`,
  fundUuid,
  outstandingAmount: amountM === null ? null : amountM * M,
  exitYear: null,
  attributionFactor: 0,
  financedEmissionsKg: null,
});
const fund = (uuid: string, name: string) => ({ uuid, name, version: 1, hasInvestments: true });
const yearView = (year: number, fields: Partial<PmdrYearView>): PmdrYearView => ({
  reportingUuid: `r${year}`,
  year,
  standalone: true,
  pmdrStatus: 'DASHBOARD_AVAILABLE',
  completion: 'COMPLETE',
  funds: [],
  investees: [],
  ...fields,
});

/*
 * Worked example. Amounts in M€, emissions in t.
 * 2024, funds F1 'Growth' and F2 'Impact':
 *   Alpha (asset a1) valuation 100, turnover 50, scopes 100 + 200 + 700 = 1,000; answers
 *     'YYY Y?N YNY YYY': Net zero aligned, enabler. Lines F1 10, F2 30: factors 10/100 = 0.1 and
 *     30/100 = 0.3; financed 0.1 × 1,000 + 0.3 × 1,000 = 400; value 40; per revenue 1,000/50 = 20.
 *   Beta (typed by name, no asset) valuation 20, turnover 0, 10 + 20 + 70 = 100; 'NN? ??Y YYY YYN':
 *     Aligning, no pathway. Line F1 30: 30/20 capped to 1; financed 100; no emissions per revenue.
 *   Gamma (asset c1) valuation 40, turnover 8, 40 + 0 + 360 = 400; 'Y?N NYN YYY NNN': Capturing
 *     data, emerging enabler. Line F2 4: 0.1; financed 40; per revenue 400/8 = 50.
 *   Delta (asset d1) valuation 10, turnover 5, 5 + 5 + 10 = 20; nothing answered: Not started.
 *     Line F1 2: 0.2; financed 4.
 *   Foxtrot (asset f1) valuation 10, turnover 5, 1 + 1 + 1 = 3; Not started. Line F1 2: 0.2; financed 0.6.
 *   Echo: no valuation, excluded (noValuation).
 *   Total financed 400 + 100 + 40 + 4 + 0.6 = 544.6; total value 40 + 30 + 4 + 2 + 2 = 78.
 * 2023, funds G1 'Growth' and G2 'Impact' (the same funds, new uuids): Alpha (a1) nothing answered,
 *   line G1 10; Gamma (c1) Capturing data, line G2 4.
 * 2025: Alpha (a1) only, line H1 'Growth' 10 (a later year, left out of 2024's development).
 */
const alpha = (uuid: string, fundUuid: string, answers = answersOf('YYY Y?N YNY YYY'), second?: string) =>
  investee(uuid, {
    name: 'Alpha',
    assetUuid: '00000000-0000-4000-8000-0000000000a1',
    valuation: 100 * M,
    euroTurnover: 50 * M,
    totalScope1Kg: 100 * t,
    totalScope2Kg: 200 * t,
    totalScope3Kg: 700 * t,
    rawAnswers: answers,
    lines: second ? [line(fundUuid, 10), line(second, 30)] : [line(fundUuid, 10)],
  });
const gamma = (uuid: string, fundUuid: string) =>
  investee(uuid, {
    name: 'Gamma',
    assetUuid: '00000000-0000-4000-8000-0000000000c1',
    valuation: 40 * M,
    euroTurnover: 8 * M,
    totalScope1Kg: 40 * t,
    totalScope2Kg: 0,
    totalScope3Kg: 360 * t,
    rawAnswers: answersOf('Y?N NYN YYY NNN'),
    lines: [line(fundUuid, 4)],
  });
const year2024 = yearView(2024, {
  funds: [fund('F1', 'Growth'), fund('F2', 'Impact')],
  investees: [
    alpha('A', 'F1', undefined, 'F2'),
    investee('B', { name: 'Beta', valuation: 20 * M, euroTurnover: 0, totalScope1Kg: 10 * t, totalScope2Kg: 20 * t, totalScope3Kg: 70 * t, rawAnswers: answersOf('NN? ??Y YYY YYN'), lines: [line('F1', 30)] }),
    gamma('C', 'F2'),
    investee('D', { name: 'Delta', assetUuid: '00000000-0000-4000-8000-0000000000d1', valuation: 10 * M, euroTurnover: 5 * M, totalScope1Kg: 5 * t, totalScope2Kg: 5 * t, totalScope3Kg: 10 * t, lines: [line('F1', 2)] }),
    investee('F', { name: 'Foxtrot', assetUuid: '00000000-0000-4000-8000-0000000000f1', valuation: 10 * M, euroTurnover: 5 * M, totalScope1Kg: t, totalScope2Kg: t, totalScope3Kg: t, lines: [line('F1', 2)] }),
    investee('E', { name: 'Echo', euroTurnover: 5 * M, totalScope1Kg: t, totalScope2Kg: t, totalScope3Kg: t, lines: [line('F1', 5)] }),
  ],
});
const view: PmdrClientView = {
  years: [
    yearView(2025, { funds: [fund('H1', 'Growth')], investees: [alpha('A25', 'H1')] }),
    year2024,
    yearView(2023, { funds: [fund('G1', 'Growth'), fund('G2', 'Impact')], investees: [alpha('A23', 'G1', emptyPmdrAnswers), gamma('C23', 'G2')] }),
  ],
};
const report = reportOfYear(view, 2024, openingFilter, 2024)!;

describe('the adapter from the view to the engine', () => {
  it('reads figures, answers and lines, and keys an asset typed by name by its name', () => {
    const year = pmdrYearOf(year2024);
    expect(year.funds).toEqual([
      { uuid: 'F1', name: 'Growth' },
      { uuid: 'F2', name: 'Impact' },
    ]);
    const beta = year.investees[1]!;
    expect(beta).toMatchObject({ uuid: 'B', assetUuid: 'name:Beta', valuationEur: 20 * M, turnoverEur: 0, scope1Kg: 10 * t, scope2Kg: 20 * t, scope3Kg: 70 * t });
    expect(beta.funds).toEqual([{ fundUuid: 'F1', outstandingAmountEur: 30 * M }]);
    expect(year.investees[0]!.assetUuid).toBe('00000000-0000-4000-8000-0000000000a1');
  });

  it('gives the engine what it counts and what it leaves out', () => {
    expect(report.investees.map((each) => [each.name, each.status])).toEqual([
      ['Alpha', 'NetZeroAligned'],
      ['Beta', 'Aligning'],
      ['Gamma', 'CapturingData'],
      ['Delta', 'NotStarted'],
      ['Foxtrot', 'NotStarted'],
    ]);
    expect(report.excluded).toEqual([{ investeeUuid: 'E', name: 'Echo', missing: ['noValuation'] }]);
  });
});

describe('the measures a bar chart shows', () => {
  it('reads tonnes, millions of euros and counts, and shares in percent', () => {
    const aligned = report.categorisation.statuses[4]!;
    expect(measureValue(aligned, 'financedEmissions')).toBeCloseTo(400, 9);
    expect(measureValue(aligned, 'investmentValue')).toBeCloseTo(40, 9);
    expect(measureValue(aligned, 'assets')).toBe(1);
    // 400 / 544.6 and 40 / 78 of the totals; 1 asset of 5.
    expect(sharePercent(aligned.shares, 'financedEmissions')).toBeCloseTo((400 / 544.6) * 100, 9);
    expect(sharePercent(aligned.shares, 'investmentValue')).toBeCloseTo((40 / 78) * 100, 9);
    expect(sharePercent(aligned.shares, 'assets')).toBeCloseTo(20, 9);
    // Preparing to decarbonize: nobody, 0 %.
    expect(sharePercent(report.categorisation.statuses[2]!.shares, 'assets')).toBe(0);
  });
});

describe("the reader's filter", () => {
  it('keeps a list, or null when every choice is ticked again', () => {
    const all = ['a', 'b', 'c'];
    expect(toggledKept(all, null, ['b'], false)).toEqual(['a', 'c']);
    expect(toggledKept(all, ['a', 'c'], ['b'], true)).toBeNull();
    expect(toggledKept(all, ['a'], ['c'], true)).toEqual(['a', 'c']);
    expect(toggledKept(all, ['a'], ['a'], false)).toEqual([]);
  });

  it('keeps at least one scope, in scope order', () => {
    expect(toggledScopes(['ONE', 'TWO', 'THREE'], 'TWO', false)).toEqual(['ONE', 'THREE']);
    expect(toggledScopes(['THREE'], 'ONE', true)).toEqual(['ONE', 'THREE']);
    expect(toggledScopes(['ONE'], 'ONE', false)).toEqual(['ONE']);
  });

  it("offers the year's funds and its assets by name", () => {
    expect(filterChoices(year2024).assets.map((asset) => asset.name)).toEqual(['Alpha', 'Beta', 'Delta', 'Echo', 'Foxtrot', 'Gamma']);
    expect(filterChoices(year2024).assets[1]).toEqual({ key: 'name:Beta', name: 'Beta' });
  });

  it("follows the kept funds to another year's funds of the same names", () => {
    const growth = { ...openingFilter, fundUuids: ['F1'] };
    expect(filterForYear(view, 2024, growth, 2023).fundUuids).toEqual(['G1']);
    expect(filterForYear(view, 2024, growth, 2024).fundUuids).toEqual(['F1']);
    expect(filterForYear(view, 2024, openingFilter, 2023).fundUuids).toBeNull();
  });
});

describe('the development over years', () => {
  it('counts the years up to the shown one, oldest first', () => {
    // 2023: Alpha (Not started) and Gamma (Capturing data); 2024: the five counted above; 2025 is later.
    const development = developmentOf(view, 2024, openingFilter)!;
    expect(development.map((year) => [year.year, year.categorisation.totals.assetCount])).toEqual([
      [2023, 2],
      [2024, 5],
    ]);
    expect(development[0]!.categorisation.statuses.map((status) => status.assetCount)).toEqual([1, 1, 0, 0, 0]);
  });

  it("follows a fund across years: 'Growth' holds Alpha in 2023, Alpha, Beta, Delta and Foxtrot in 2024", () => {
    const development = developmentOf(view, 2024, { ...openingFilter, fundUuids: ['F1'] })!;
    expect(development.map((year) => year.categorisation.totals.assetCount)).toEqual([1, 4]);
  });

  it('is not shown with a single year of data', () => {
    expect(developmentOf(view, 2023, openingFilter)).toBeNull();
  });
});

describe("the side panel's investees", () => {
  const names = (choice: Parameters<typeof panelInvestees>[0], from = report) => panelInvestees(choice, from).map((each) => each.name);

  it('lists by name the investees of a status, a flag, a fund or a year', () => {
    expect(names({ kind: 'status', status: 'NotStarted' })).toEqual(['Delta', 'Foxtrot']);
    expect(names({ kind: 'flag', flag: 'noPathwayToAlign' })).toEqual(['Beta']);
    expect(names({ kind: 'flag', flag: 'decarbonizationEnabler' })).toEqual(['Alpha', 'Gamma']);
    expect(names({ kind: 'fund', fundUuid: 'F2', status: null })).toEqual(['Alpha', 'Gamma']);
    expect(names({ kind: 'fund', fundUuid: 'F1', status: 'NotStarted' })).toEqual(['Delta', 'Foxtrot']);
    expect(names({ kind: 'year', year: 2023, status: 'CapturingData' }, reportOfYear(view, 2024, openingFilter, 2023)!)).toEqual(['Gamma']);
  });
});

describe('the scatters', () => {
  it('places each status in its column, spreading its assets by name', () => {
    const { points, hidden } = statusScatter(report, 'emissions', false);
    expect(hidden).toBe(0);
    expect(points.map((point) => [point.name, point.x, point.y])).toEqual([
      // Not started (column 0): Delta and Foxtrot, spread to -0.3 and +0.3.
      ['Delta', -0.3, 20],
      ['Foxtrot', 0.3, 3],
      ['Gamma', 1, 400],
      ['Beta', 3, 100],
      ['Alpha', 4, 1000],
    ]);
  });

  it('leaves out what the axis cannot show', () => {
    // Beta has no emissions per revenue (turnover 0); Alpha 1,000 / 50 = 20, Gamma 400 / 8 = 50.
    const perRevenue = statusScatter(report, 'emissionsPerRevenue', false);
    expect(perRevenue.hidden).toBe(1);
    expect(perRevenue.points.find((point) => point.name === 'Gamma')?.y).toBeCloseTo(50, 9);
    // Scope 2 alone: Gamma's 0 t has no place on a log axis, it has on a linear one.
    const scope2 = reportOfYear(view, 2024, { ...openingFilter, scopes: ['TWO'] }, 2024)!;
    expect(statusScatter(scope2, 'emissions', true).hidden).toBe(1);
    expect(statusScatter(scope2, 'emissions', false).hidden).toBe(0);
    // Financed emissions: Alpha's 400 t.
    expect(statusScatter(report, 'financedEmissions', true).points.find((point) => point.name === 'Alpha')?.y).toBeCloseTo(400, 9);
  });

  it('gives one attribution point per fund line, in percent and tonnes', () => {
    const points = attributionScatter(report).map((point) => [point.name, point.fundName, point.x, point.y, point.financedT]);
    expect(points.slice(0, 3)).toEqual([
      ['Alpha', 'Growth', 10, 1000, 100],
      ['Alpha', 'Impact', 30, 1000, 300],
      // 30 / 20 capped to 100 %.
      ['Beta', 'Growth', 100, 100, 100],
    ]);
    expect(points).toHaveLength(6);
  });
});

describe("a chart's data as tab-separated text", () => {
  it('writes numbers plainly in the language and keeps each text in its cell', () => {
    const rows = [
      ['Status', 'tCO2e'],
      ['Net zero aligned', 12345.678912],
      ['A\tB\nC', null],
    ];
    expect(tabSeparated(rows, 'en')).toBe('Status\ttCO2e\nNet zero aligned\t12345.6789\nA B C\t');
    expect(tabSeparated(rows, 'fr')).toBe('Status\ttCO2e\nNet zero aligned\t12345,6789\nA B C\t');
  });
});
