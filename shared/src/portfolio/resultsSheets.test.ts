import { describe, expect, it } from 'vitest';
import { computePortfolio } from '../calc/portfolio/compute.ts';
import { testInvestee, testInvestment, testUuid } from '../calc/portfolio/testInvestees.ts';
import type { PortfolioInput } from './results.ts';
import { resultsSheets } from './resultsSheets.ts';

/*
 * One fund, one audited investee: scopes 100 t, 50 t and 850 t (1,000 t), valuation 40 M€,
 * outstanding 10 M€, revenue 20 M€. Attribution 10/40 = 0.25, financed 250 t, revenue intensity
 * 1,000 t / 20 M€ = 50 t/M€, investment intensity 250 t / 10 M€ = 25 t/M€, WACI 1 × 50 = 50,
 * PCAF 1 (an audit is verified reported emissions).
 */
const input: PortfolioInput = {
  reporting: { uuid: testUuid(1), year: 2024, assetUuid: testUuid(2) },
  funds: [{ uuid: testUuid(3), name: 'Growth II', article: 'ARTICLE_8', materialityMapLabelPosition: 'RIGHT', position: 0 }],
  investments: [testInvestment({ uuid: testUuid(4), fundUuid: testUuid(3), investeeUuid: testUuid(5), outstandingAmount: 10_000_000 })],
  investees: [
    testInvestee({
      uuid: testUuid(5),
      name: 'Verrerie du Morvan',
      sector: 'MANUFACTURING_INDUSTRY',
      reportType: 'AUDIT',
      valuation: 40_000_000,
      turnover: 20_000_000,
      totalScope1Kg: 100_000,
      totalScope2Kg: 50_000,
      totalScope3Kg: 850_000,
    }),
  ],
  internalFootprints: [],
  baseYearReports: [],
  sectorIntensityTPerM: {},
};

describe('the results workbook', () => {
  it('states the portfolio, each fund and each line in tonnes, M€ and tCO2e/M€', () => {
    const [summary, assets] = resultsSheets(computePortfolio(input, ['ONE', 'TWO', 'THREE']), 'en');
    expect(summary!.name).toBe('Summary');
    expect(summary!.rows[1]).toEqual(['Portfolio', 250, 25, 50, 1, 10, 40, 0, 0]);
    expect(summary!.rows[2]).toEqual(['Growth II', 250, 25, 50, 1, 10, 40, 0, 0]);
    expect(assets!.rows[0]![0]).toBe('Fund');
    expect(assets!.rows[1]).toEqual([
      'Growth II',
      'Verrerie du Morvan',
      'Manufacturing industry',
      null,
      'Audit',
      'Audit',
      'External report',
      1,
      null,
      100,
      50,
      850,
      1000,
      10_000_000,
      40_000_000,
      20_000_000,
      0.25,
      250,
      50,
      25,
      50,
      null,
    ]);
  });

  it('speaks French for a French reporting', () => {
    const [summary, assets] = resultsSheets(computePortfolio(input, ['ONE', 'TWO', 'THREE']), 'fr');
    expect(summary!.name).toBe('Synthèse');
    expect(summary!.rows[1]![0]).toBe('Portefeuille');
    expect(assets!.rows[0]!.slice(0, 3)).toEqual(['Fonds', 'Actif', 'Secteur']);
  });
});
