import type { EstimateFactor, EstimateInputs, SurveyAnswerFields, SurveyQuestion } from '../../surveys/model.ts';
import type { EstimateAnswer } from './estimate.ts';

/*
 * The catalogue values the survey tests compute by hand, as the catalogue import brings them in
 * (scripts/src/catalogueImport: baseEmpreinte.ts, ademe.ts). Each test writes its arithmetic
 * from these numbers; the catalogue-import test checks the names exist in the import.
 */
const baseEmpreinte = { source: 'ADEME Base Empreinte (impactCO2)', sourceVersion: '2026' };
const ngc = (source: string, sourceVersion: string) => ({ source, sourceVersion });
const factor = (value: number, unit: string, provenance: { source: string; sourceVersion: string }): EstimateFactor => ({ value, unit, ...provenance });

export const testFactorValues = {
  carCombustion: 0.192,
  carElectric: 0.0198,
  /** Nos Gestes Climat's bus mix. */
  bus: 0.1126275,
  /** Mean of metro 0.00503 and RER 0.00978. */
  subway: 0.007405,
  regionalTrain: 0.0277,
  motorbike: 0.22,
  scooterGasoline: 0.0851,
  scooterElectric: 0.031,
  electricBike: 0.00223,
  /** Fuel + construction + contrails: 0.1412 + 0.00038 + 0.117 = 0.25858. */
  planeShort: { fuel: 0.1412, construction: 0.00038, contrails: 0.117 },
  /** 0.1024 + 0.00036 + 0.0848 = 0.18756. */
  planeMedium: { fuel: 0.1024, construction: 0.00036, contrails: 0.0848 },
  /** 0.083 + 0.00026 + 0.0687 = 0.15196. */
  planeLong: { fuel: 0.083, construction: 0.00026, contrails: 0.0687 },
  mealVegetarian: 0.51,
  mealBeef: 7.26,
  mealChicken: 1.58,
  /** Nos Gestes Climat's national train mix. */
  train: 0.00875784431138,
  hotelNight: 6.93,
} as const;

const v = testFactorValues;
export const testFactors: Record<string, EstimateFactor> = {
  'base-empreinte.car.thermal.fuel': factor(v.carCombustion, 'km', baseEmpreinte),
  'base-empreinte.car.electric.fuel': factor(v.carElectric, 'km', baseEmpreinte),
  'ademe.transport.transports-commun.bus.impact-par-km': factor(v.bus, 'km', ngc('ADEME Nos Gestes Climat', 'v4.10.2')),
  'ademe.transport.transports-commun.metro-ou-tram.impact-par-km': factor(v.subway, 'km', ngc('ADEME Nos Gestes Climat', 'v4.10.2')),
  'ademe.transport.train.TER': factor(v.regionalTrain, 'km', ngc('ADEME Base Empreinte', '2022')),
  'ademe.transport.deux-roues.empreinte-au-km.moto-sup-250': factor(v.motorbike, 'km', ngc('ADEME Base Empreinte', '2023')),
  'ademe.transport.deux-roues.empreinte-au-km.scooter-thermique': factor(v.scooterGasoline, 'km', ngc('ADEME Base Empreinte', '2023')),
  'ademe.transport.deux-roues.empreinte-au-km.scooter-electrique': factor(v.scooterElectric, 'km', ngc('ADEME, 2-roues motorisés : mise à jour des connaissances, via Nos Gestes Climat', 'v4.10.2')),
  'ademe.transport.mobilite-douce.vae.empreinte': factor(v.electricBike, 'km', ngc('ADEME Base Empreinte via Nos Gestes Climat', 'v4.10.2')),
  'base-empreinte.plane.short-haul.fuel': factor(v.planeShort.fuel, 'km', baseEmpreinte),
  'base-empreinte.plane.short-haul.construction': factor(v.planeShort.construction, 'km', baseEmpreinte),
  'base-empreinte.plane.short-haul.contrails': factor(v.planeShort.contrails, 'km', baseEmpreinte),
  'base-empreinte.plane.medium-haul.fuel': factor(v.planeMedium.fuel, 'km', baseEmpreinte),
  'base-empreinte.plane.medium-haul.construction': factor(v.planeMedium.construction, 'km', baseEmpreinte),
  'base-empreinte.plane.medium-haul.contrails': factor(v.planeMedium.contrails, 'km', baseEmpreinte),
  'base-empreinte.plane.long-haul.fuel': factor(v.planeLong.fuel, 'km', baseEmpreinte),
  'base-empreinte.plane.long-haul.construction': factor(v.planeLong.construction, 'km', baseEmpreinte),
  'base-empreinte.plane.long-haul.contrails': factor(v.planeLong.contrails, 'km', baseEmpreinte),
  'base-empreinte.meal.vegetarian': factor(v.mealVegetarian, 'meal', baseEmpreinte),
  'base-empreinte.meal.beef': factor(v.mealBeef, 'meal', baseEmpreinte),
  'base-empreinte.meal.chicken': factor(v.mealChicken, 'meal', baseEmpreinte),
  'ademe.transport.train.impact-par-km': factor(v.train, 'km', ngc('ADEME Nos Gestes Climat', 'v4.10.2')),
  'ademe.logement.vacances.empreinte-hotel-par-nuit': factor(v.hotelNight, 'night', ngc('ADEME Nos Gestes Climat', '03/2020')),
};

/** France's location-based grid in 2024, Electricity Maps: 33 gCO2e/kWh. */
export const franceGridKgCo2ePerKwh = 0.033;

export const testInputs: EstimateInputs = {
  year: 2024,
  fteWorkedDaysPerWeek: 5,
  factors: testFactors,
  countries: [
    { code: 'FR', nameEn: 'France', nameFr: 'France', gridKgCo2ePerKwh: franceGridKgCo2ePerKwh, gridSource: 'Electricity Maps', gridSourceVersion: '2024' },
    { code: 'XK', nameEn: 'Kosovo', nameFr: 'Kosovo', gridKgCo2ePerKwh: null },
  ],
};

let questionNumber = 0;
/** A survey question of a type, named by the well-known name when it is a custom one. */
export const question = (type: SurveyQuestion['type'], name: string = type.toLowerCase()): Pick<SurveyQuestion, 'name' | 'type'> & { uuid: string } => ({
  uuid: `00000000-0000-4000-8000-${String(++questionNumber).padStart(12, '0')}`,
  name,
  type,
});

/** A survey asking every question the estimate and the dashboard read. */
export const fullSurvey = {
  questions: [
    question('COMMUTE_DAYS_PER_WEEK'),
    question('COMMUTE_ROUND_TRIPS_PER_WEEK'),
    question('COMMUTE_DISTANCE'),
    question('REMOTE_COUNTRY'),
    question('FLIGHTS'),
    question('MEALS'),
    question('NUMERIC', 'trainHoursPerYear'),
    question('NUMERIC', 'hotelNightsPerYear'),
    question('YES_NO', 'professionalSmartphone'),
    question('NUMERIC', 'computerScreens'),
    question('NUMERIC', 'coffeeCupsPerDay'),
    question('NUMERIC', 'teaCupsPerDay'),
  ],
};

/** A blank answer: every field the estimate reads, unanswered. */
export const blankAnswer: EstimateAnswer & Pick<SurveyAnswerFields, 'affiliationUuid'> = {
  affiliationUuid: null,
  daysInOfficePerWeek: null,
  commuteRoundTripsPerWeek: null,
  commuteType: null,
  carType: null,
  scooterType: null,
  publicTransportType: null,
  commuteDistance: null,
  commuteUnit: 'KM',
  countryElectricity: null,
  flightsTableData: [],
  workdayLunchesWithMeatPerWeek: null,
  customQuestions: {},
};
