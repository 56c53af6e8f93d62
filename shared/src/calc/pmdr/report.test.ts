import { describe, expect, it } from 'vitest';
import type { PmdrInvestee, PmdrYear } from './model.ts';
import { emptyPmdrAnswers } from './questions.ts';
import { pmdrDevelopment, pmdrReport, type PmdrCategorisation, type PmdrFilter } from './report.ts';
import { answersOf } from './testAnswers.ts';

const M = 1_000_000;
/** 1 t in kg. */
const t = 1_000;
const all: PmdrFilter = { scopes: ['ONE', 'TWO', 'THREE'], fundUuids: null, assetUuids: null };

function investee(uuid: string, fields: Partial<PmdrInvestee>): PmdrInvestee {
  return {
    uuid,
    assetUuid: `asset-${uuid}`,
    name: `Investee ${uuid}`,
    valuationEur: null,
    turnoverEur: null,
    scope1Kg: null,
    scope2Kg: null,
    scope3Kg: null,
    answers: emptyPmdrAnswers,
    funds: [],
    ...fields,
  };
}

/*
 * Worked example, 2024. Amounts in M€, emissions in t (the engine reads € and kg).
 *   A  valuation 100, turnover 50, scopes 100 + 200 + 700 = 1,000; NetZeroAligned (all Yes but
 *      Q8 No), Decarbonization Enabler (Q4 Yes). Lines F1 10, F2 30.
 *   B  valuation 20, turnover 0, scopes 10 + 20 + 70 = 100; Aligning (Q12 No), No pathway (Q6).
 *      Line F1 30 (worth more than B's valuation).
 *   C  valuation 40, turnover 8, scopes 40 + 0 + 360 = 400; CapturingData; emerging enabler (Q5).
 *      Line F2 4.
 *   D  valuation 10, turnover 5, scopes 5 + 5 + 10 = 20; NotStarted (nothing answered). Line F1 2.
 *   E  valuation unknown, otherwise complete: excluded (noValuation). Line F1 5.
 *   G  no turnover, no fund: excluded (noTurnover, noOutstandingAmount).
 * Funds F1, F2, F3 (F3 holds nothing).
 *
 * All scopes. Attribution factors: A F1 10/100 = 0.1, A F2 30/100 = 0.3; B 30/20 = 1.5 capped to 1;
 * C 4/40 = 0.1; D 2/10 = 0.2.
 * Financed: A 0.1 × 1,000 + 0.3 × 1,000 = 100 + 300 = 400; B 1 × 100 = 100; C 0.1 × 400 = 40;
 * D 0.2 × 20 = 4. Total 544.
 * Investment value: A 10 + 30 = 40; B 30; C 4; D 2. Total 76. Assets 4.
 * Emissions per revenue (t/M€): A 1,000 / 50 = 20; B none (turnover 0); C 400 / 8 = 50; D 20 / 5 = 4.
 *
 *   status                  financed       value        assets
 *   NotStarted     D        4   (4/544)    2  (2/76)    1 (1/4)
 *   CapturingData  C        40  (40/544)   4  (4/76)    1 (1/4)
 *   Preparing      -        0   (0)        0  (0)       0 (0)
 *   Aligning       B        100 (100/544)  30 (30/76)   1 (1/4)
 *   NetZeroAligned A        400 (400/544)  40 (40/76)   1 (1/4)
 * No pathway: B: 100, 30, 1 (100/544, 30/76, 1/4).
 * Enabler: A and C: 400 + 40 = 440, 40 + 4 = 44, 2 (440/544, 44/76, 2/4), of which 1 emerging (C).
 * Per fund: F1 A 100 (NZ), B 100 (Aligning), D 4 (NotStarted): 204, value 10 + 30 + 2 = 42, 3
 * assets; F2 A 300 (NZ), C 40 (Capturing): 340, value 30 + 4 = 34, 2 assets; F3 all 0, shares none.
 */
const year2024: PmdrYear = {
  year: 2024,
  funds: [
    { uuid: 'F1', name: 'Fund 1' },
    { uuid: 'F2', name: 'Fund 2' },
    { uuid: 'F3', name: 'Fund 3' },
  ],
  investees: [
    investee('A', {
      valuationEur: 100 * M,
      turnoverEur: 50 * M,
      scope1Kg: 100 * t,
      scope2Kg: 200 * t,
      scope3Kg: 700 * t,
      answers: answersOf('YYY Y?N YNY YYY'),
      funds: [
        { fundUuid: 'F1', outstandingAmountEur: 10 * M },
        { fundUuid: 'F2', outstandingAmountEur: 30 * M },
      ],
    }),
    investee('B', {
      valuationEur: 20 * M,
      turnoverEur: 0,
      scope1Kg: 10 * t,
      scope2Kg: 20 * t,
      scope3Kg: 70 * t,
      answers: answersOf('NN? ??Y YYY YYN'),
      funds: [{ fundUuid: 'F1', outstandingAmountEur: 30 * M }],
    }),
    investee('C', {
      valuationEur: 40 * M,
      turnoverEur: 8 * M,
      scope1Kg: 40 * t,
      scope2Kg: 0,
      scope3Kg: 360 * t,
      answers: answersOf('Y?N NYN YYY NNN'),
      funds: [{ fundUuid: 'F2', outstandingAmountEur: 4 * M }],
    }),
    investee('D', { valuationEur: 10 * M, turnoverEur: 5 * M, scope1Kg: 5 * t, scope2Kg: 5 * t, scope3Kg: 10 * t, funds: [{ fundUuid: 'F1', outstandingAmountEur: 2 * M }] }),
    investee('E', { turnoverEur: 5 * M, scope1Kg: 1, scope2Kg: 1, scope3Kg: 1, funds: [{ fundUuid: 'F1', outstandingAmountEur: 5 * M }] }),
    investee('G', { valuationEur: 10 * M, scope1Kg: 1, scope2Kg: 1, scope3Kg: 1 }),
  ],
};

/** The categorisation as rows [status, financed t, value M€, assets, share of each], for reading. */
function rows(categorisation: PmdrCategorisation): [string, number, number, number, number | null, number | null, number | null][] {
  return categorisation.statuses.map((row) => [
    row.status,
    row.financedEmissionsKg / t,
    row.investmentValueEur / M,
    row.assetCount,
    row.shares.financedEmissions,
    row.shares.investmentValue,
    row.shares.assets,
  ]);
}

/** Compares numbers to 1e-9 inside nested arrays. */
function expectClose(actual: unknown, expected: unknown): void {
  if (typeof expected === 'number') {
    expect(typeof actual).toBe('number');
    expect(actual as number).toBeCloseTo(expected, 9);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual)).toBe(true);
    expect((actual as unknown[]).length).toBe(expected.length);
    expected.forEach((value, index) => expectClose((actual as unknown[])[index], value));
  } else expect(actual).toEqual(expected);
}

describe('pmdrReport, all scopes, every fund and asset', () => {
  const report = pmdrReport(year2024, all);

  it('counts the four investees with every figure, in the input order', () => {
    expect(report.investees.map((row) => [row.investeeUuid, row.status])).toEqual([
      ['A', 'NetZeroAligned'],
      ['B', 'Aligning'],
      ['C', 'CapturingData'],
      ['D', 'NotStarted'],
    ]);
  });

  it('gives each investee its attribution per fund and its financed emissions', () => {
    const [a, b, c, d] = report.investees;
    expectClose(
      a!.lines.map((line) => [line.fundUuid, line.attributionFactor, line.financedEmissionsKg / t, line.outstandingAmountEur / M]),
      [
        ['F1', 0.1, 100, 10],
        ['F2', 0.3, 300, 30],
      ],
    );
    expectClose([a!.financedEmissionsKg / t, a!.outstandingAmountEur / M, a!.emissionsKg / t, a!.emissionsPerRevenueTPerM], [400, 40, 1000, 20]);
    expectClose([b!.lines[0]!.attributionFactor, b!.financedEmissionsKg / t, b!.emissionsPerRevenueTPerM], [1, 100, null]);
    expectClose([c!.lines[0]!.attributionFactor, c!.financedEmissionsKg / t, c!.emissionsPerRevenueTPerM], [0.1, 40, 50]);
    expectClose([d!.lines[0]!.attributionFactor, d!.financedEmissionsKg / t, d!.emissionsPerRevenueTPerM], [0.2, 4, 4]);
  });

  it('categorises by financed emissions, investment value and number of assets', () => {
    expectClose(rows(report.categorisation), [
      ['NotStarted', 4, 2, 1, 4 / 544, 2 / 76, 1 / 4],
      ['CapturingData', 40, 4, 1, 40 / 544, 4 / 76, 1 / 4],
      ['PreparingToDecarbonize', 0, 0, 0, 0, 0, 0],
      ['Aligning', 100, 30, 1, 100 / 544, 30 / 76, 1 / 4],
      ['NetZeroAligned', 400, 40, 1, 400 / 544, 40 / 76, 1 / 4],
    ]);
    expectClose([report.categorisation.totals.financedEmissionsKg / t, report.categorisation.totals.investmentValueEur / M, report.categorisation.totals.assetCount], [544, 76, 4]);
  });

  it('fills the two flag tiles', () => {
    const { noPathwayToAlign: none, decarbonizationEnabler: enabler } = report;
    expectClose([none.assetCount, none.financedEmissionsKg / t, none.investmentValueEur / M, none.shares.financedEmissions, none.shares.investmentValue, none.shares.assets], [1, 100, 30, 100 / 544, 30 / 76, 1 / 4]);
    expectClose(
      [enabler.assetCount, enabler.emergingCount, enabler.financedEmissionsKg / t, enabler.investmentValueEur / M, enabler.shares.financedEmissions, enabler.shares.investmentValue, enabler.shares.assets],
      [2, 1, 440, 44, 440 / 544, 44 / 76, 2 / 4],
    );
  });

  it('categorises each fund by its own lines, an empty fund with no shares', () => {
    expect(report.funds.map((fund) => [fund.fundUuid, fund.name])).toEqual([
      ['F1', 'Fund 1'],
      ['F2', 'Fund 2'],
      ['F3', 'Fund 3'],
    ]);
    const [f1, f2, f3] = report.funds;
    expectClose(rows(f1!.categorisation), [
      ['NotStarted', 4, 2, 1, 4 / 204, 2 / 42, 1 / 3],
      ['CapturingData', 0, 0, 0, 0, 0, 0],
      ['PreparingToDecarbonize', 0, 0, 0, 0, 0, 0],
      ['Aligning', 100, 30, 1, 100 / 204, 30 / 42, 1 / 3],
      ['NetZeroAligned', 100, 10, 1, 100 / 204, 10 / 42, 1 / 3],
    ]);
    expectClose(rows(f2!.categorisation), [
      ['NotStarted', 0, 0, 0, 0, 0, 0],
      ['CapturingData', 40, 4, 1, 40 / 340, 4 / 34, 1 / 2],
      ['PreparingToDecarbonize', 0, 0, 0, 0, 0, 0],
      ['Aligning', 0, 0, 0, 0, 0, 0],
      ['NetZeroAligned', 300, 30, 1, 300 / 340, 30 / 34, 1 / 2],
    ]);
    expect(rows(f3!.categorisation).map((row) => row.slice(1))).toEqual(Array.from({ length: 5 }, () => [0, 0, 0, null, null, null]));
  });

  it('places the scatter points and the attribution points', () => {
    expectClose(
      report.scatter.map((point) => [point.investeeUuid, point.status, point.emissionsKg / t, point.emissionsPerRevenueTPerM, point.financedEmissionsKg / t]),
      [
        ['A', 'NetZeroAligned', 1000, 20, 400],
        ['B', 'Aligning', 100, null, 100],
        ['C', 'CapturingData', 400, 50, 40],
        ['D', 'NotStarted', 20, 4, 4],
      ],
    );
    expectClose(
      report.attribution.map((point) => [point.investeeUuid, point.fundUuid, point.attributionFactor, point.emissionsKg / t, point.financedEmissionsKg / t]),
      [
        ['A', 'F1', 0.1, 1000, 100],
        ['A', 'F2', 0.3, 1000, 300],
        ['B', 'F1', 1, 100, 100],
        ['C', 'F2', 0.1, 400, 40],
        ['D', 'F1', 0.2, 20, 4],
      ],
    );
  });

  it('lists the excluded investees with why', () => {
    expect(report.excluded).toEqual([
      { investeeUuid: 'E', name: 'Investee E', missing: ['noValuation'] },
      { investeeUuid: 'G', name: 'Investee G', missing: ['noTurnover', 'noOutstandingAmount'] },
    ]);
  });
});

describe('pmdrReport under filters', () => {
  /*
   * Scopes 1 and 2: A 100 + 200 = 300, B 10 + 20 = 30, C 40 + 0 = 40, D 5 + 5 = 10.
   * Financed: A 0.1 × 300 + 0.3 × 300 = 120; B 30; C 0.1 × 40 = 4; D 0.2 × 10 = 2. Total 156.
   * A's emissions per revenue 300 / 50 = 6. Values and counts as without the filter.
   */
  it('sums only the chosen scopes', () => {
    const report = pmdrReport(year2024, { ...all, scopes: ['ONE', 'TWO'] });
    expectClose(
      report.investees.map((row) => [row.financedEmissionsKg / t, row.emissionsKg / t]),
      [
        [120, 300],
        [30, 30],
        [4, 40],
        [2, 10],
      ],
    );
    expectClose(report.investees[0]!.emissionsPerRevenueTPerM, 6);
    expectClose(rows(report.categorisation).map((row) => [row[1], row[4]]), [
      [2, 2 / 156],
      [4, 4 / 156],
      [0, 0],
      [30, 30 / 156],
      [120, 120 / 156],
    ]);
  });

  // A scope named twice counts once; no scope at all finances nothing (every financed share none).
  it('counts a scope once, and nothing without scopes', () => {
    expectClose(pmdrReport(year2024, { ...all, scopes: ['THREE', 'THREE'] }).categorisation.totals.financedEmissionsKg / t, 0.1 * 700 + 0.3 * 700 + 70 + 0.1 * 360 + 0.2 * 10);
    const none = pmdrReport(year2024, { ...all, scopes: [] });
    expect(none.categorisation.totals.financedEmissionsKg).toBe(0);
    expect(none.categorisation.statuses.map((row) => row.shares.financedEmissions)).toEqual([null, null, null, null, null]);
    expect(none.categorisation.totals.assetCount).toBe(4);
  });

  /*
   * Fund F2 only: A by its F2 line (30, financed 300) and C (4, 40): financed 340, value 34, 2
   * assets. E (F1 only) and G (no fund) are not kept, so not listed as excluded.
   */
  it('keeps the chosen funds\' lines only', () => {
    const report = pmdrReport(year2024, { ...all, fundUuids: ['F2'] });
    expectClose(
      report.investees.map((row) => [row.investeeUuid, row.outstandingAmountEur / M, row.financedEmissionsKg / t, row.lines.length]),
      [
        ['A', 30, 300, 1],
        ['C', 4, 40, 1],
      ],
    );
    expectClose([report.categorisation.totals.financedEmissionsKg / t, report.categorisation.totals.investmentValueEur / M, report.categorisation.totals.assetCount], [340, 34, 2]);
    expect(report.funds.map((fund) => fund.fundUuid)).toEqual(['F2']);
    expect(report.excluded).toEqual([]);
  });

  it('keeps the chosen assets only, excluded ones listed', () => {
    const report = pmdrReport(year2024, { ...all, assetUuids: ['asset-B', 'asset-E'] });
    expect(report.investees.map((row) => row.investeeUuid)).toEqual(['B']);
    expect(report.excluded.map((row) => row.investeeUuid)).toEqual(['E']);
    // B alone: every share of Aligning is 1, of No pathway too; no enabler.
    expect(report.categorisation.statuses[3]!.shares).toEqual({ financedEmissions: 1, investmentValue: 1, assets: 1 });
    expect(report.noPathwayToAlign.shares).toEqual({ financedEmissions: 1, investmentValue: 1, assets: 1 });
    expect(report.decarbonizationEnabler).toMatchObject({ assetCount: 0, emergingCount: 0, shares: { financedEmissions: 0, investmentValue: 0, assets: 0 } });
  });

  it('reports an empty year with no shares', () => {
    const report = pmdrReport({ year: 2024, funds: [], investees: [] }, all);
    expect(report.categorisation.totals).toEqual({ financedEmissionsKg: 0, investmentValueEur: 0, assetCount: 0 });
    expect(report.noPathwayToAlign.shares).toEqual({ financedEmissions: null, investmentValue: null, assets: null });
    expect([report.investees, report.funds, report.scatter, report.attribution, report.excluded]).toEqual([[], [], [], [], []]);
  });
});

describe('pmdrDevelopment', () => {
  /*
   * 2023, fund F1-2023: A (same asset) valuation 100, scopes 1,000 t, CapturingData, line 20:
   * factor 0.2, financed 200; B valuation 20, scopes 100 t, NotStarted, line 10: factor 0.5,
   * financed 50. Totals 250, value 30, 2 assets:
   *   NotStarted 50 (50/250 = 0.2), 10 (10/30), 1 (1/2); CapturingData 200 (0.8), 20 (20/30), 1 (1/2).
   * 2024 as above. Given 2024 first, answered oldest first.
   */
  const year2023: PmdrYear = {
    year: 2023,
    funds: [{ uuid: 'F1-2023', name: 'Fund 1' }],
    investees: [
      { ...year2024.investees[0]!, uuid: 'A-2023', answers: answersOf('??? ??? YN? N??'), funds: [{ fundUuid: 'F1-2023', outstandingAmountEur: 20 * M }] },
      { ...year2024.investees[1]!, uuid: 'B-2023', turnoverEur: 4 * M, answers: emptyPmdrAnswers, funds: [{ fundUuid: 'F1-2023', outstandingAmountEur: 10 * M }] },
    ],
  };

  it('categorises each year, oldest first, with normalized shares', () => {
    const development = pmdrDevelopment([year2024, year2023], all);
    expect(development.map((year) => year.year)).toEqual([2023, 2024]);
    expectClose(rows(development[0]!.categorisation), [
      ['NotStarted', 50, 10, 1, 0.2, 10 / 30, 1 / 2],
      ['CapturingData', 200, 20, 1, 0.8, 20 / 30, 1 / 2],
      ['PreparingToDecarbonize', 0, 0, 0, 0, 0, 0],
      ['Aligning', 0, 0, 0, 0, 0, 0],
      ['NetZeroAligned', 0, 0, 0, 0, 0, 0],
    ]);
    expect(development[1]!.categorisation).toEqual(pmdrReport(year2024, all).categorisation);
  });

  // Fund 1 followed over both years by its two uuids: 2023 whole (250); 2024 F1's lines (204).
  it('follows a fund through its uuid of each year', () => {
    const development = pmdrDevelopment([year2023, year2024], { ...all, fundUuids: ['F1-2023', 'F1'] });
    expectClose(
      development.map((year) => year.categorisation.totals.financedEmissionsKg / t),
      [250, 204],
    );
  });

  // Asset A over both years: 2023 200 (CapturingData), 2024 400 (NetZeroAligned).
  it('follows an asset across years', () => {
    const development = pmdrDevelopment([year2023, year2024], { ...all, assetUuids: ['asset-A'] });
    expectClose(
      development.map((year) => [year.categorisation.statuses[1]!.financedEmissionsKg / t, year.categorisation.statuses[4]!.financedEmissionsKg / t]),
      [
        [200, 0],
        [0, 400],
      ],
    );
  });
});
