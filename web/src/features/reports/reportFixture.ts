import { plainEntry, type ReportEntry, type ReportSnapshot } from '@cairn/shared/schemas';

/*
 * A small hand-made snapshot for the view-model tests: two scopes, a market and a location
 * electricity entry, a generic monetary entry and a survey. Values in kgCO2e.
 */

const uuidOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function entry(n: number, fields: Partial<ReportEntry>): ReportEntry {
  return plainEntry({
    uuid: uuidOf(n),
    label: `Entry ${n}`,
    value: 0,
    scope: 'THREE',
    operationalCategory: 'TRAVELS',
    ghgCategory: 'BUSINESS_TRAVEL',
    begesCategory: 'BEGES_3_5',
    ...fields,
  });
}

export const fixtureEntryUuids = { gas: uuidOf(1), market: uuidOf(2), location: uuidOf(3), flights: uuidOf(4), purchases: uuidOf(5) };

export const reportFixture: ReportSnapshot = {
  name: 'Footprint 2024',
  year: 2024,
  period: '2024',
  controlType: 'OPERATIONAL',
  beges: false,
  electricityReporting: 'LOCATION_AND_MARKET',
  organizationalBoundaries: 'Head office and two warehouses',
  entries: [
    entry(1, { label: 'Natural gas', value: 12_000, scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'STATIONARY_COMBUSTION', begesCategory: 'BEGES_1_1' }),
    entry(2, { label: 'Electricity (market)', value: 3_000, scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1', electricityBasis: 'MARKET', type: 'GHG' }),
    entry(3, { label: 'Electricity (location)', value: 1_000, scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1', electricityBasis: 'LOCATION', type: 'GHG' }),
    entry(4, {
      label: 'Flights',
      value: 20_000,
      formula: 'q.activity * ef["Flight"]',
      explanation: 'Distances from the **travel agency**.',
      activityData: { value: 100_000, unit: { labelEn: 'passenger.km', labelFr: 'passager.km' } },
      emissionFactors: [
        { uuid: uuidOf(101), name: 'Flight medium haul', clientNameEn: 'Medium-haul flight', clientNameFr: 'Vol moyen-courrier', value: 0.2, unit: 'kgCO₂e/passenger.km', gas: 'CO2E', source: 'ADEME', sourceVersion: '23.0', isPublic: true, qualityPercentage: 100 },
        { uuid: uuidOf(102), name: 'Licensed factor', clientNameEn: null, clientNameFr: null, value: null, unit: 'kgCO₂e/passenger.km', gas: 'CO2E', source: 'Licensed', sourceVersion: '2024', isPublic: false, qualityPercentage: 100 },
      ],
      hypotheses: [{ uuid: uuidOf(201), name: 'Radiative forcing', clientNameEn: 'Radiative forcing', value: 2, unit: 'ratio', source: 'ADEME' }],
      lines: Array.from({ length: 205 }, (_, index) => ({ label: `Trip ${index + 1}`, value: 20_000 / 205, activityValue: 100_000 / 205 })),
    }),
    entry(5, { label: 'Purchases', value: 4_000, operationalCategory: 'SERVICES', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1', qualityPercentage: 50 }),
  ],
  benchmarks: [],
  benchmarkDisclaimer: null,
  sectorialBenchmark: null,
  sectorialBenchmarkEntries: [],
  reportsBenchmarks: [],
  comparisonBaseReportYear: 2023,
  activityDataQualityPercentage: 90,
  showBCConformLogo: false,
  employeeSurveys: [
    {
      uuid: uuidOf(301),
      label: 'Employee survey 2024',
      employeeNumber: 40,
      nbAnswers: 44,
      averageRemoteDaysPerWeek: 1.5,
      averageDaysInOfficePerWeek: 3.5,
      professionalSmartphoneRatio: 0.5,
      computerScreensRatio: 1.2,
      flights: { short: { count: 4, totalKm: 2_400 }, medium: { count: 2, totalKm: 4_000 }, long: { count: 1, totalKm: 9_000 } },
      numberOfTrainHours: 120,
      numberOfHotelNights: 30,
      vegetarianMealsRatio: 0.25,
      averageDailyCoffeeCups: 1.8,
      averageDailyTeaCups: 0.6,
      commuteEntries: [
        { commuteType: 'PUBLIC_TRANSPORTATION', numberOfAnswers: 20, estimatedEmissions: 2_000 },
        { commuteType: 'CAR', numberOfAnswers: 10, estimatedEmissions: 6_000 },
        { commuteType: 'BIKE', numberOfAnswers: 4, estimatedEmissions: 0 },
        { commuteType: 'ELECTRIC_BIKE', numberOfAnswers: 2, estimatedEmissions: 20 },
        { commuteType: 'WALK', numberOfAnswers: 2, estimatedEmissions: 0 },
        { commuteType: 'COMPANY_CAR', numberOfAnswers: 5, estimatedEmissions: 5_000 },
        { commuteType: 'OTHER', numberOfAnswers: 1, estimatedEmissions: 100 },
        { commuteType: 'SCOOTER', numberOfAnswers: 2, estimatedEmissions: 1_980 },
      ],
      commuteKmsDistribution: [
        { label: '0-5 km', value: 0.25 },
        { label: '5-10 km', value: 0.35 },
        { label: '10-20 km', value: 0.25 },
        { label: '20+ km', value: 0.15 },
      ],
      commuteKmsMedian: 9,
    },
  ],
  decarbonizationLevers: [],
  notes: [
    { uuid: uuidOf(401), title: 'Scope', items: [{ content: 'Shown', image: null }], includeIn: ['DASHBOARD', 'A4'] },
    { uuid: uuidOf(402), title: 'Slides only', items: [{ content: 'Hidden', image: null }], includeIn: ['SLIDES'] },
  ],
  publicUrl: null,
  files: [],
  multi: false,
  pcafScore: null,
  keyFigures: [],
  employeeNumber: 40,
  turnover: 10_000_000,
  currency: 'EURO',
  ratios: { kgPerEmployee: 977.5, kgPerTurnoverM: 3_910 },
  language: 'en',
  companyName: 'Acme',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  headquarters: null,
  total: 39_000,
};
