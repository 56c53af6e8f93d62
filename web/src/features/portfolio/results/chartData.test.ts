import { describe, expect, it } from 'vitest';
import {
  attributionPoints,
  carbonFootprintTypeSlices,
  financedEmissionsSlices,
  ghgBars,
  materialityPoints,
  pcafScoreSlices,
  sharesOf,
  waciFundOf,
  waciSlices,
} from './chartData.ts';
import { assetFixture, fundFixture, totalsFixture } from './resultsFixture.ts';
import { assetRows } from './resultsModel.ts';

/*
 * A two-fund portfolio: Alpha holds Bakery and Cannery, Beta holds Atelier and a second line
 * on Bakery (the same investee in both funds).
 */
const bakeryInvestee = '44444444-4444-4444-8444-444444444444';
const bakery = assetFixture({
  name: 'Bakery',
  investeeUuid: bakeryInvestee,
  sector: 'AGRIFOOD_INDUSTRIES',
  carbonFootprintType: 'ESTIMATE',
  pcafScore: 4,
  filteredScopeTotalKg: 500_000,
  revenueIntensityTPerM: 250,
  financedEmissionsKg: 100_000,
  attributionFactor: 0.2,
  attributionFactorUncapped: 0.2,
  contributionToFundWaciTPerM: 75,
});
const cannery = assetFixture({
  name: 'Cannery',
  sector: 'AGRIFOOD_INDUSTRIES',
  carbonFootprintType: 'CAIRN',
  pcafScore: 1,
  filteredScopeTotalKg: 2_000_000,
  revenueIntensityTPerM: 40,
  financedEmissionsKg: 2_000_000,
  attributionFactor: 1,
  attributionFactorUncapped: 1.6,
  contributionToFundWaciTPerM: 28,
});
const atelier = assetFixture({
  name: 'Atelier',
  sector: 'INTELLECTUAL_SERVICES',
  carbonFootprintType: null,
  pcafScore: null,
  filteredScopeTotalKg: null,
  revenueIntensityTPerM: null,
  financedEmissionsKg: null,
  exclusions: ['noEmissions'],
});
const bakeryInBeta = { ...bakery, investmentUuid: '55555555-5555-4555-8555-555555555555', financedEmissionsKg: 50_000, attributionFactor: 0.1, attributionFactorUncapped: 0.1 };
const alpha = fundFixture({
  name: 'Alpha',
  assets: [bakery, cannery],
  totals: totalsFixture({ financedEmissionsKg: 2_100_000, investedAmountEur: 30_000_000, waciTPerM: 103, investmentCarbonIntensityTPerM: 70 }),
});
const beta = fundFixture({
  name: 'Beta',
  materialityMapLabelPosition: 'TOP',
  assets: [atelier, bakeryInBeta],
  totals: totalsFixture({ financedEmissionsKg: 50_000, investedAmountEur: 5_000_000, waciTPerM: 250, investmentCarbonIntensityTPerM: 10 }),
});
const funds = [alpha, beta];
const rows = assetRows(funds);

describe('the pies', () => {
  it('count each asset once by carbon footprint type, in the type order', () => {
    // Bakery (twice held, once counted) ESTIMATE, Cannery CAIRN, Atelier none.
    expect(carbonFootprintTypeSlices(rows)).toEqual([
      { key: 'CAIRN', value: 1 },
      { key: 'ESTIMATE', value: 1 },
      { key: 'NONE', value: 1 },
    ]);
  });

  it('count each asset once by PCAF score, assets without one last', () => {
    expect(pcafScoreSlices(rows)).toEqual([
      { key: 1, value: 1 },
      { key: 4, value: 1 },
      { key: 0, value: 1 },
    ]);
  });

  it('give each slice its share of the total', () => {
    // 1 of 4 is 25 %, 3 of 4 is 75 %; an empty total has no shares.
    expect(sharesOf([{ key: 'a', value: 1 }, { key: 'b', value: 3 }])).toEqual([25, 75]);
    expect(sharesOf([{ key: 'a', value: 0 }])).toEqual([0]);
  });
});

describe('the assets GHG emissions bars', () => {
  it('show each asset once, largest first, in tonnes or in intensity, leaving out assets without the figure', () => {
    // 2,000,000 kg = 2,000 t; 500,000 kg = 500 t.
    expect(ghgBars(funds, 'absolute', false)).toEqual({ labels: ['Cannery', 'Bakery'], series: [{ fundUuid: null, name: null, values: [2000, 500] }] });
    expect(ghgBars(funds, 'intensity', false)).toEqual({ labels: ['Bakery', 'Cannery'], series: [{ fundUuid: null, name: null, values: [250, 40] }] });
  });

  it('give each fund its own series over its own lines when broken down by fund', () => {
    expect(ghgBars(funds, 'absolute', true)).toEqual({
      labels: ['Cannery', 'Bakery', 'Bakery'],
      series: [
        { fundUuid: alpha.uuid, name: 'Alpha', values: [2000, 500, null] },
        { fundUuid: beta.uuid, name: 'Beta', values: [null, null, 500] },
      ],
    });
  });

  it('are empty without any figure', () => {
    expect(ghgBars([beta].map((fund) => ({ ...fund, assets: [atelier] })), 'absolute', false)).toEqual({ labels: [], series: [] });
  });
});

describe('the financed emissions donut', () => {
  it('sums per fund from the funds totals, in tonnes', () => {
    expect(financedEmissionsSlices(funds, 'perFund')).toEqual([
      { key: alpha.uuid, name: 'Alpha', value: 2100 },
      { key: beta.uuid, name: 'Beta', value: 50 },
    ]);
  });

  it('sums per sector over the lines, largest first, dropping empty sectors and excluded lines', () => {
    // Agrifood: 100 t (Bakery in Alpha) + 2,000 t (Cannery) + 50 t (Bakery in Beta) = 2,150 t.
    expect(financedEmissionsSlices(funds, 'perSector')).toEqual([{ key: 'AGRIFOOD_INDUSTRIES', value: 2150 }]);
    const excluded = { ...alpha, assets: [{ ...cannery, exclusions: ['excluded' as const] }] };
    expect(financedEmissionsSlices([excluded], 'perSector')).toEqual([]);
  });
});

describe('the attribution factor scatter', () => {
  it('places each line at its factor in percent, capped at 100 and flagged, against its financed tonnes', () => {
    expect(attributionPoints(rows)).toEqual([
      { name: 'Bakery', fundName: 'Alpha', x: 20, y: 100, capped: false },
      // 160 % before the cap: drawn at 100 %, told as ≥100%.
      { name: 'Cannery', fundName: 'Alpha', x: 100, y: 2000, capped: true },
      { name: 'Bakery', fundName: 'Beta', x: 10, y: 50, capped: false },
    ]);
  });
});

describe('the contributions to the fund WACI donut', () => {
  it('shows the chosen fund, or the first when the choice is not among the funds shown', () => {
    expect(waciFundOf(funds, beta.uuid)).toBe(beta);
    expect(waciFundOf(funds, undefined)).toBe(alpha);
    expect(waciFundOf([], undefined)).toBeNull();
  });

  it('sums contributions per sector or lists them per asset, largest first, without zero slices', () => {
    // Agrifood: 75 + 28 = 103 tCO2e/M€, the fund's WACI.
    expect(waciSlices(alpha, 'perSector')).toEqual([{ key: 'AGRIFOOD_INDUSTRIES', value: 103 }]);
    expect(waciSlices(alpha, 'perAsset')).toEqual([
      { key: bakery.investmentUuid, name: 'Bakery', value: 75 },
      { key: cannery.investmentUuid, name: 'Cannery', value: 28 },
    ]);
    expect(waciSlices(null, 'perAsset')).toEqual([]);
  });
});

describe('the materiality map', () => {
  it('places each fund at its value in M€ and its WACI, sized 5 to 40 by investment intensity', () => {
    // Alpha has the highest intensity (70): radius 40. Beta: 5 + (10 / 70) × 35 = 10.
    expect(materialityPoints(funds)).toEqual([
      { fundUuid: alpha.uuid, name: 'Alpha', x: 30, y: 103, intensity: 70, r: 40, labelPosition: 'RIGHT' },
      { fundUuid: beta.uuid, name: 'Beta', x: 5, y: 250, intensity: 10, r: 10, labelPosition: 'TOP' },
    ]);
  });

  it('draws the smallest circle for a fund without intensity', () => {
    const none = { ...beta, totals: totalsFixture({ investmentCarbonIntensityTPerM: null }) };
    expect(materialityPoints([none])[0]?.r).toBe(5);
  });
});
