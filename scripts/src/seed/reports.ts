import type { EmployeeSurveyResult, ReportDraftInput, ReportEntryInput, ReportSettingsInput } from '@cairn/shared/schemas';
import { footprintEmployeeSurveys } from '@cairn/functions/survey/answered';
import { deliverReport, saveDraft } from '@cairn/functions/report';
import { reports, type Actor } from '@cairn/functions/data';
import { baseEmpreinteNames, baseEmpreinteValues, flightScript } from '../catalogueImport/baseEmpreinte.ts';
import { demoUuid } from './ids.ts';
import { uuidOf } from './demo.ts';

/*
 * The client's two yearly footprints, computed by the report engine from the activity data
 * below and the real factors of the catalogue (ADEME models, ADEME Base Empreinte for flights
 * and meals, as the spec's reference sentences use, grid intensities by year). The
 * company is fictitious, so are its activity figures and its survey answers; every factor is
 * the catalogue's. 2024 shows the three kinds of change a comparison splits: less diesel
 * (activity), a cleaner French grid (emission factor) and rail freight added (scope).
 */

/** The catalogue's factors the demo reports use, by what they measure. */
export const factor = {
  diesel: 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10',
  gridFrance: 'electricity.location.FR',
  solar: 'ademe.logement.electricite.photovoltaique.intensite-carbone',
  gas: 'ademe-chauffage.FE.gaz',
  highSpeedTrain: 'ademe.transport.train.TGV',
  hotel: 'ademe.logement.vacances.empreinte-hotel-par-nuit',
  carTrip: 'ademe-livraison.livraison-colis.deplacement-consommateur.voiture.usage.empreinte',
  bus: 'ademe.transport.transports-commun.bus.impact-par-km.gazole',
  regionalTrain: 'ademe.transport.train.TER',
  vegetarianMeal: baseEmpreinteNames.meals.vegetarian,
  meatMeal: baseEmpreinteNames.meals.chicken,
  laptop: 'ademe-numerique.acv.ordinateur-portable.carbone.fabrication',
  railFreight: 'ademe-livraison.livraison-colis.transport-inter-plateformes.ferroviaire.empreinte',
  cardboardRecycling: 'ademe.alimentation.dechets.dechetterie.papier-carton.recyclage.impact',
  otherWasteIncineration: 'ademe.alimentation.dechets.omr.autre.incineration.impact',
} as const;

/*
 * Where each entry happens, for the dashboard's sub-entity comparison. Electricity has one entry
 * per site in every method and basis, so switching the electricity basis moves nothing between
 * sub-entities. Commuting covers the staff of both sites and rail freight is bought from a
 * partner: neither belongs to one site, so they stay without a group and the dashboard shows
 * them under 'Other', the same in both bases.
 */
const site = {
  headOffice: 'Head office (Valence)',
  depot: 'Depot (Saint-Rambert-d’Albon)',
  fleet: 'Truck fleet',
} as const;

/** An entry's formula: its activity times one factor of the catalogue. */
export const times = (name: string) => `q.activity * ef["${name}"]`;
export const unit = (labelEn: string, labelFr: string) => ({ labelEn, labelFr });
export const litres = unit('litre', 'litre');
export const kWh = unit('kWh', 'kWh');
const km = unit('passenger-km', 'passager-km');

interface YearFigures {
  dieselLitres: number;
  officeKWh: number;
  depotKWh: number;
  gasKWh: number;
  shortHaulKm: number;
  longHaulKm: number;
  trainKm: number;
  hotelNights: number;
  commuteCarKm: number;
  commuteBusKm: number;
  commuteTrainKm: number;
  vegetarianMeals: number;
  meatMeals: number;
  laptops: number;
  railFreightTkm: number;
  cardboardKg: number;
  otherWasteKg: number;
  employees: number;
  turnover: number;
  freightTkm: number;
}

const figures: Record<2023 | 2024, YearFigures> = {
  2023: {
    dieselLitres: 1_380_000, officeKWh: 210_000, depotKWh: 640_000, gasKWh: 460_000, shortHaulKm: 92_000, longHaulKm: 38_000,
    trainKm: 156_000, hotelNights: 410, commuteCarKm: 1_150_000, commuteBusKm: 140_000, commuteTrainKm: 210_000,
    vegetarianMeals: 6_900, meatMeals: 23_800, laptops: 24, railFreightTkm: 0, cardboardKg: 18_500, otherWasteKg: 42_000,
    employees: 182, turnover: 31_400_000, freightTkm: 96_500_000,
  },
  2024: {
    dieselLitres: 1_290_000, officeKWh: 198_000, depotKWh: 655_000, gasKWh: 420_000, shortHaulKm: 81_000, longHaulKm: 41_000,
    trainKm: 188_000, hotelNights: 380, commuteCarKm: 1_090_000, commuteBusKm: 152_000, commuteTrainKm: 236_000,
    vegetarianMeals: 9_800, meatMeals: 21_300, laptops: 31, railFreightTkm: 4_200_000, cardboardKg: 17_900, otherWasteKg: 38_500,
    employees: 188, turnover: 33_900_000, freightTkm: 98_200_000,
  },
};

export function entriesOf(year: 2023 | 2024): ReportEntryInput[] {
  const f = figures[year];
  const entry = (key: string, fields: Omit<ReportEntryInput, 'uuid'>): ReportEntryInput => ({ uuid: demoUuid(`entry:${key}:${year}`), ...fields });
  const list: ReportEntryInput[] = [
    entry('diesel', {
      group: site.fleet,
      label: 'Diesel for the truck fleet', scope: 'ONE', operationalCategory: 'TRANSPORT_OF_GOODS', ghgCategory: 'MOBILE_COMBUSTION', begesCategory: 'BEGES_1_2',
      activityData: { value: f.dieselLitres, unit: litres }, formula: times(factor.diesel),
      explanation: 'Litres from the fuel cards of the **42 trucks** and the depot pump, per the fuel supplier’s yearly statement.',
      lines: [
        { label: 'Fuel cards', value: f.dieselLitres * 0.82 * 3.07, activityValue: f.dieselLitres * 0.82 },
        { label: 'Depot pump', value: f.dieselLitres * 0.18 * 3.07, activityValue: f.dieselLitres * 0.18 },
      ],
    }),
    entry('gas', {
      group: site.depot,
      label: 'Natural gas for the depot heating', scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'STATIONARY_COMBUSTION', begesCategory: 'BEGES_1_1',
      activityData: { value: f.gasKWh, unit: kWh }, formula: times(factor.gas), explanation: 'Gross calorific value, from the gas bills.',
    }),
    entry('electricity-location', {
      group: site.headOffice,
      label: 'Electricity, offices (location-based)', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1',
      activityData: { value: f.officeKWh, unit: kWh }, formula: times(factor.gridFrance), type: 'GHG', electricityBasis: 'LOCATION',
      explanation: 'The French grid’s average intensity of the year.',
    }),
    entry('electricity-location-depot', {
      group: site.depot,
      label: 'Electricity, depot (location-based)', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1',
      activityData: { value: f.depotKWh, unit: kWh }, formula: times(factor.gridFrance), type: 'GHG', electricityBasis: 'LOCATION',
      explanation: 'The French grid’s average intensity of the year.',
    }),
    entry('electricity-market-grid', {
      group: site.headOffice,
      label: 'Electricity, offices (market-based, grid supply)', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1',
      activityData: { value: f.officeKWh, unit: kWh }, formula: times(factor.gridFrance), type: 'GHG', electricityBasis: 'MARKET',
      explanation: 'The offices’ supply contract has no guarantee of origin: the grid’s intensity applies.',
    }),
    entry('electricity-market-solar', {
      group: site.depot,
      label: 'Electricity, depot (market-based, solar purchase agreement)', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1',
      activityData: { value: f.depotKWh, unit: kWh }, formula: times(factor.solar), type: 'GHG', electricityBasis: 'MARKET',
      explanation: 'The depot buys the output of a nearby solar plant under a purchase agreement.',
    }),
    entry('electricity-beges', {
      group: site.headOffice,
      label: 'Electricity, offices', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: null, begesCategory: 'BEGES_2_1',
      activityData: { value: f.officeKWh, unit: kWh }, formula: times(factor.gridFrance), type: 'BEGES',
      explanation: 'The regulatory method counts electricity at the grid’s average intensity.',
    }),
    entry('electricity-beges-depot', {
      group: site.depot,
      label: 'Electricity, depot', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: null, begesCategory: 'BEGES_2_1',
      activityData: { value: f.depotKWh, unit: kWh }, formula: times(factor.gridFrance), type: 'BEGES',
      explanation: 'The regulatory method counts electricity at the grid’s average intensity.',
    }),
    entry('short-haul', {
      group: site.headOffice,
      label: 'Business flights, short haul', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5',
      activityData: { value: f.shortHaulKm, unit: km }, formula: flightScript('shortHaul'),
      explanation: 'From the travel agency’s report. ADEME’s factor for flights up to 1,000 km: fuel, aircraft construction and contrails.',
    }),
    entry('long-haul', {
      group: site.headOffice,
      label: 'Business flights, long haul', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5',
      activityData: { value: f.longHaulKm, unit: km }, formula: flightScript('longHaul'),
      explanation: 'From the travel agency’s report. ADEME’s factor for flights over 3,500 km: fuel, aircraft construction and contrails.',
    }),
    entry('train', {
      group: site.headOffice,
      label: 'Business trips by high-speed train', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5',
      activityData: { value: f.trainKm, unit: km }, formula: times(factor.highSpeedTrain), explanation: null,
    }),
    entry('hotel', {
      group: site.headOffice,
      label: 'Hotel nights', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'BUSINESS_TRAVEL', begesCategory: 'BEGES_3_5',
      activityData: { value: f.hotelNights, unit: unit('night', 'nuit') }, formula: times(factor.hotel), explanation: null,
    }),
    entry('commute-car', {
      group: null,
      label: 'Commuting by car', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'EMPLOYEE_COMMUTING', begesCategory: 'BEGES_3_3',
      activityData: { value: f.commuteCarKm, unit: unit('vehicle-km', 'véhicule-km') }, formula: times(factor.carTrip),
      explanation: 'Extrapolated from the employee survey to the whole staff (working days × distance × 2).',
    }),
    entry('commute-bus', {
      group: null,
      label: 'Commuting by bus', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'EMPLOYEE_COMMUTING', begesCategory: 'BEGES_3_3',
      activityData: { value: f.commuteBusKm, unit: km }, formula: times(factor.bus), explanation: null,
    }),
    entry('commute-train', {
      group: null,
      label: 'Commuting by regional train', scope: 'THREE', operationalCategory: 'TRAVELS', ghgCategory: 'EMPLOYEE_COMMUTING', begesCategory: 'BEGES_3_3',
      activityData: { value: f.commuteTrainKm, unit: km }, formula: times(factor.regionalTrain), explanation: null,
    }),
    entry('meals', {
      group: site.headOffice,
      label: 'Canteen meals', scope: 'THREE', operationalCategory: 'SERVICES', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1',
      activityData: { value: f.vegetarianMeals + f.meatMeals, unit: unit('meal', 'repas') },
      formula: `q.activity * (${f.vegetarianMeals / (f.vegetarianMeals + f.meatMeals)} * ef["${factor.vegetarianMeal}"] + ${f.meatMeals / (f.vegetarianMeals + f.meatMeals)} * ef["${factor.meatMeal}"])`,
      explanation: 'Meals served by the canteen contractor, split between vegetarian and chicken meals (ADEME Base Empreinte values).',
      lines: [
        { label: 'Vegetarian meals', value: f.vegetarianMeals * baseEmpreinteValues.meals.vegetarian, activityValue: f.vegetarianMeals },
        { label: 'Chicken meals', value: f.meatMeals * baseEmpreinteValues.meals.chicken, activityValue: f.meatMeals },
      ],
    }),
    entry('laptops', {
      group: site.headOffice,
      label: 'Laptops bought', scope: 'THREE', operationalCategory: 'IT', ghgCategory: 'CAPITAL_GOODS', begesCategory: 'BEGES_4_2',
      activityData: { value: f.laptops, unit: unit('device', 'appareil') }, formula: times(factor.laptop),
      explanation: 'Manufacturing emissions counted in full the year of purchase, as the GHG Protocol asks for capital goods.',
    }),
    entry('cardboard', {
      group: site.depot,
      label: 'Cardboard sent to recycling', scope: 'THREE', operationalCategory: 'WASTE', ghgCategory: 'WASTE_GENERATED_IN_OPERATIONS', begesCategory: 'BEGES_4_3',
      activityData: { value: f.cardboardKg, unit: unit('kg', 'kg') }, formula: times(factor.cardboardRecycling), explanation: null,
    }),
    entry('other-waste', {
      group: site.depot,
      label: 'Other waste, incinerated', scope: 'THREE', operationalCategory: 'WASTE', ghgCategory: 'WASTE_GENERATED_IN_OPERATIONS', begesCategory: 'BEGES_4_3',
      activityData: { value: f.otherWasteKg, unit: unit('kg', 'kg') }, formula: times(factor.otherWasteIncineration), explanation: null,
    }),
  ];
  if (f.railFreightTkm > 0) {
    list.push(
      entry('rail-freight', {
        group: null,
        label: 'Rail freight bought from a partner', scope: 'THREE', operationalCategory: 'TRANSPORT_OF_GOODS', ghgCategory: 'UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION', begesCategory: 'BEGES_3_1',
        activityData: { value: f.railFreightTkm, unit: unit('t·km', 't·km') }, formula: times(factor.railFreight),
        explanation: 'New in 2024: the Lyon–Marseille lane moved to rail for a third of its volume.',
      }),
    );
  }
  return list;
}

/** The company's own bar: a value of 0 lets the dashboard show the report's computed ratio. */
const companyValue = { type: 'ASSET_VALUE', value: 0, name: 'Transports Vallée du Rhône' } as const;

/*
 * The 2030 target, 70% of the 2023 intensity, in the benchmarks' units (kgCO2e per M€ and per
 * employee; the dashboard shows them in tonnes). The 2023 report totals 4,750 tCO2e in its
 * default, market-based view (4,749,856 kg; reports.test.ts checks it):
 *   per M€ of turnover: 4,749,856 kg / 31.4 M€ = 151,269 kg/M€; × 0.7 = 105,889 → 105,900 kg/M€;
 *   per employee: 4,749,856 kg / 182 = 26,098 kg; × 0.7 = 18,269 → 18,270 kg.
 */
const target2030 = { kgPerTurnoverM: 105_900, kgPerEmployee: 18_270 } as const;

/** The report's settings; its survey section is the results of the footprint's survey answers (surveys.ts), read by the caller. */
export function settingsOf(year: 2023 | 2024, employeeSurveys: EmployeeSurveyResult[] = []): ReportSettingsInput {
  const f = figures[year];
  return {
    name: `Carbon footprint ${year}`,
    year,
    period: String(year),
    controlType: 'OPERATIONAL',
    beges: false,
    electricityReporting: 'LOCATION_AND_MARKET',
    organizationalBoundaries: 'Head office in Valence and the Saint-Rambert-d’Albon depot; subcontracted haulage outside the boundary.',
    benchmarks: [
      { ratio: 'TURNOVER', entries: [companyValue, { type: 'TARGET', value: target2030.kgPerTurnoverM, name: 'Target 2030' }] },
      { ratio: 'EMPLOYEE', entries: [companyValue, { type: 'TARGET', value: target2030.kgPerEmployee, name: 'Target 2030' }] },
    ],
    benchmarkDisclaimer: 'Sector values are orders of magnitude for comparison, not targets. The 2030 target is 70% of the 2023 intensity.',
    sectorialBenchmark: 'LOGISTICS',
    sectorialBenchmarkEntries: [],
    reportsBenchmarks: [],
    comparisonBaseReportYear: year === 2024 ? 2023 : null,
    activityDataQualityPercentage: null,
    showBCConformLogo: true,
    employeeSurveys,
    decarbonizationLevers: [
      { uuid: demoUuid(`lever:bio-fuel:${year}`), title: 'Move part of the fleet to biofuel (B100)', description: 'Trucks of the regional lanes can run on rapeseed biodiesel.' },
      { uuid: demoUuid(`lever:rail:${year}`), title: 'Shift long lanes to rail', description: 'Rail freight emits a fraction of road freight per tonne-kilometre.' },
      { uuid: demoUuid(`lever:eco-driving:${year}`), title: 'Eco-driving training', description: null },
    ],
    notes: [
      {
        uuid: demoUuid(`note:method:${year}`),
        title: 'Method',
        items: [{ content: 'Emissions follow the GHG Protocol Corporate Standard; electricity is reported location- and market-based.', image: null }],
        includeIn: ['DASHBOARD', 'A4'],
      },
    ],
    multi: false,
    pcafScore: null,
    keyFigures: [
      { uuid: demoUuid('key-figure:freight'), label: 'Freight transported', ratioSuffix: 'per thousand t·km', unit: 'thousand t·km', value: f.freightTkm / 1000, attributionFactor: 1 },
    ],
    employeeNumber: f.employees,
    turnover: f.turnover,
    currency: 'EURO',
    language: 'en',
    companyName: 'Transports Vallée du Rhône',
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    headquarters: 'Valence, France',
  };
}

const comparisonNotes: Pick<ReportDraftInput, 'comparisonCategoryComments' | 'comparisonSummary'> = {
  comparisonCategoryComments: [
    { category: 'TRANSPORT_OF_GOODS', comment: 'Less diesel per tonne-kilometre after the eco-driving training, and a first lane moved to rail.' },
    { category: 'BUILDING', comment: 'A cleaner French grid lowered the location-based electricity emissions.' },
  ],
  comparisonSummary: 'Emissions fell between 2023 and 2024 while freight volumes grew: **less diesel per tonne-kilometre** and a cleaner grid.',
};

export const demoReportUuid = (year: 2023 | 2024) => demoUuid(`report:client:${year}`);

/**
 * Creates and delivers the client's two reports once; a report already delivered is kept as
 * it is (a delivered snapshot never changes).
 */
export async function seedReports(actor: Actor): Promise<void> {
  for (const year of [2023, 2024] as const) {
    const uuid = demoReportUuid(year);
    const existing = await reports.get({ uuid }, { consistent: true });
    if (existing?.status === 'DELIVERED') continue;
    const saved = await saveDraft(
      {
        uuid: existing ? uuid : undefined,
        carbonFootprintUuid: uuidOf.module(`client-cf-${year}`),
        settings: settingsOf(year, (await footprintEmployeeSurveys(uuidOf.module(`client-cf-${year}`), year, 'en')).results),
        entries: entriesOf(year),
        ...(year === 2024 ? comparisonNotes : {}),
      },
      actor,
      existing ? undefined : uuid,
    );
    await deliverReport(saved.uuid, actor);
  }
}
