import type { ResultsAsset, ResultsFund, ResultsTotals } from './resultsModel.ts';

/*
 * Results for the page's tests: lines and funds with every field the contract asks for, each
 * test giving only the figures it is about.
 */

let counter = 0;
/** A fresh uuid-shaped id, so lines and funds never collide. */
export function fixtureUuid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export function assetFixture(overrides: Partial<ResultsAsset> = {}): ResultsAsset {
  return {
    investmentUuid: fixtureUuid(),
    investeeUuid: fixtureUuid(),
    assetUuid: null,
    fundUuid: fixtureUuid(),
    name: 'Asset',
    sector: null,
    naceCode: null,
    reportType: null,
    carbonFootprintType: null,
    lowDataType: null,
    pcafScore: null,
    activityDataQualityPercentage: null,
    totalScope1Kg: null,
    totalScope2Kg: null,
    totalScope3Kg: null,
    filteredScopeTotalKg: null,
    outstandingAmountEur: null,
    valuationEur: null,
    turnoverEur: null,
    attributionFactor: 0,
    attributionFactorUncapped: null,
    financedEmissionsKg: null,
    revenueIntensityTPerM: null,
    investmentCarbonIntensityTPerM: null,
    contributionToFundWaciTPerM: 0,
    reportLink: null,
    estimate: null,
    energyConsumptionKWh: null,
    renewableEnergyConsumptionKWh: null,
    energyProductionKWh: null,
    renewableEnergyProductionKWh: null,
    isActiveInFossilFuelSector: null,
    hasHighClimateSectorImpact: null,
    exclusions: [],
    ...overrides,
  };
}

export function totalsFixture(overrides: Partial<ResultsTotals> = {}): ResultsTotals {
  return {
    financedEmissionsKg: 0,
    investedAmountEur: 0,
    valuationEur: 0,
    investmentCarbonIntensityTPerM: null,
    waciTPerM: 0,
    pcafScore: null,
    assetsWithoutEmissions: 0,
    assetsWithoutIntensity: 0,
    ...overrides,
  };
}

export function fundFixture(overrides: Partial<ResultsFund> = {}): ResultsFund {
  return { uuid: fixtureUuid(), name: 'Fund', article: null, materialityMapLabelPosition: 'RIGHT', assets: [], totals: totalsFixture(), ...overrides };
}
