/*
 * ADEME Base Empreinte (Base Carbone) factors for cars, flights by distance band and meals, as
 * ADEME's impactCO2 service publishes them (incubateur-ademe/impactco2, src/data/categories/
 * deplacement.json and repas.json, src/data/ecv.json). These are the values behind the spec's
 * reference sentences on commuting and lunches; the catalogue's `ademe.*` factors come from the
 * Nos Gestes Climat model, which computes its own (different) values. Each part ADEME publishes
 * separately (fuel, vehicle construction, and for flights the contrails, the non-CO2 effect
 * ADEME includes) is its own factor, so a report's trace shows each part. Recorded in
 * docs/reference-data.md.
 */

export const baseEmpreinteSource = {
  source: 'ADEME Base Empreinte (impactCO2)',
  /**
   * The selection records no Base Empreinte version: the year is the one the values were read
   * from impactCO2, which publishes the current Base Empreinte values.
   */
  sourceVersion: '2026',
  carUrl: 'https://base-empreinte.ademe.fr/documentation/base-carbone?docLink=Routier2',
  planeUrl: 'https://base-empreinte.ademe.fr/documentation/base-carbone?docLink=aerien',
  /** The meals have no Base Carbone documentation page: the impactCO2 repository that lists them. */
  mealUrl: 'https://github.com/incubateur-ademe/impactco2',
  licence: 'ADEME open data (Base Empreinte); impactCO2 code under MIT',
} as const;

/** kgCO2e per vehicle-km, per passenger-km or per meal, as the selection lists them. */
export const baseEmpreinteValues = {
  carThermal: { fuel: 0.192, construction: 0.0256 },
  carElectric: { fuel: 0.0198, construction: 0.0836 },
  plane: {
    shortHaul: { fuel: 0.1412, construction: 0.00038, contrails: 0.117 },
    mediumHaul: { fuel: 0.1024, construction: 0.00036, contrails: 0.0848 },
    longHaul: { fuel: 0.083, construction: 0.00026, contrails: 0.0687 },
  },
  meals: { vegetarian: 0.51, vegan: 0.39, beef: 7.26, chicken: 1.58, whiteFish: 1.98, oilyFish: 1.11 },
} as const;

export interface BaseEmpreinteRow {
  name: string;
  clientNameEn: string;
  clientNameFr: string;
  family: string;
  group: string;
  unitSymbol: 'km' | 'meal';
  value: number;
  source: string;
  sourceVersion: string;
  sourceUrl: string;
  comment: string;
}

const prefix = 'base-empreinte';

/** Factor names, for the demo reports and the tests. */
export const baseEmpreinteNames = {
  carThermal: { fuel: `${prefix}.car.thermal.fuel`, construction: `${prefix}.car.thermal.construction` },
  carElectric: { fuel: `${prefix}.car.electric.fuel`, construction: `${prefix}.car.electric.construction` },
  plane: {
    shortHaul: { fuel: `${prefix}.plane.short-haul.fuel`, construction: `${prefix}.plane.short-haul.construction`, contrails: `${prefix}.plane.short-haul.contrails` },
    mediumHaul: { fuel: `${prefix}.plane.medium-haul.fuel`, construction: `${prefix}.plane.medium-haul.construction`, contrails: `${prefix}.plane.medium-haul.contrails` },
    longHaul: { fuel: `${prefix}.plane.long-haul.fuel`, construction: `${prefix}.plane.long-haul.construction`, contrails: `${prefix}.plane.long-haul.contrails` },
  },
  meals: {
    vegetarian: `${prefix}.meal.vegetarian`,
    vegan: `${prefix}.meal.vegan`,
    beef: `${prefix}.meal.beef`,
    chicken: `${prefix}.meal.chicken`,
    whiteFish: `${prefix}.meal.white-fish`,
    oilyFish: `${prefix}.meal.oily-fish`,
  },
} as const;

type Part = 'fuel' | 'construction' | 'contrails';

const partNames: Record<Part, { en: string; fr: string; comment: string }> = {
  fuel: { en: 'fuel', fr: 'carburant', comment: 'Fuel part: combustion and upstream (extraction, refining, transport) of the fuel.' },
  construction: { en: 'vehicle construction', fr: 'construction du véhicule', comment: 'Construction part: the vehicle’s manufacture, spread over its lifetime distance.' },
  contrails: { en: 'contrails', fr: 'traînées', comment: 'Contrails part: the non-CO2 effect of flights (contrails and induced cirrus) that ADEME adds to the fuel’s CO2.' },
};

const bands = {
  shortHaul: { en: 'short haul (up to 1,000 km)', fr: 'court-courrier (jusqu’à 1 000 km)' },
  mediumHaul: { en: 'medium haul (1,001 to 3,500 km)', fr: 'moyen-courrier (1 001 à 3 500 km)' },
  longHaul: { en: 'long haul (over 3,500 km)', fr: 'long-courrier (plus de 3 500 km)' },
} as const;

const mealNames: Record<keyof typeof baseEmpreinteValues.meals, { en: string; fr: string }> = {
  vegetarian: { en: 'vegetarian', fr: 'végétarien' },
  vegan: { en: 'vegan', fr: 'végétalien' },
  beef: { en: 'with beef', fr: 'avec du bœuf' },
  chicken: { en: 'with chicken', fr: 'avec du poulet' },
  whiteFish: { en: 'with white fish', fr: 'avec du poisson blanc' },
  oilyFish: { en: 'with oily fish', fr: 'avec du poisson gras' },
};

const common = { source: baseEmpreinteSource.source, sourceVersion: baseEmpreinteSource.sourceVersion };
const licence = `${baseEmpreinteSource.licence}.`;

/** Every factor of the selection, one per published part. */
export function baseEmpreinteFactors(): BaseEmpreinteRow[] {
  const rows: BaseEmpreinteRow[] = [];
  const cars = [
    ['carThermal', 'Car, combustion engine', 'Voiture thermique'],
    ['carElectric', 'Car, electric', 'Voiture électrique'],
  ] as const;
  for (const [key, en, fr] of cars) {
    for (const part of ['fuel', 'construction'] as const) {
      const partName = key === 'carElectric' && part === 'fuel' ? { en: 'electricity', fr: 'électricité' } : partNames[part];
      rows.push({
        ...common,
        name: baseEmpreinteNames[key][part],
        clientNameEn: `${en}, ${partName.en}, per vehicle-km (Base Empreinte)`,
        clientNameFr: `${fr}, ${partName.fr}, par véhicule-km (Base Empreinte)`,
        family: 'Transport',
        group: 'Base Empreinte – car',
        unitSymbol: 'km',
        value: baseEmpreinteValues[key][part],
        sourceUrl: baseEmpreinteSource.carUrl,
        comment: `${key === 'carElectric' && part === 'fuel' ? 'Electricity part: the French grid’s electricity the car uses.' : partNames[part].comment} Per vehicle-km. ${licence}`,
      });
    }
  }
  for (const band of ['shortHaul', 'mediumHaul', 'longHaul'] as const) {
    for (const part of ['fuel', 'construction', 'contrails'] as const) {
      rows.push({
        ...common,
        name: baseEmpreinteNames.plane[band][part],
        clientNameEn: `Plane, ${bands[band].en}, ${partNames[part].en}, per passenger-km (Base Empreinte)`,
        clientNameFr: `Avion, ${bands[band].fr}, ${partNames[part].fr}, par passager-km (Base Empreinte)`,
        family: 'Transport',
        group: 'Base Empreinte – plane',
        unitSymbol: 'km',
        value: baseEmpreinteValues.plane[band][part],
        sourceUrl: baseEmpreinteSource.planeUrl,
        comment: `${partNames[part].comment} Per passenger-km, for a flight of this distance band. ${licence}`,
      });
    }
  }
  for (const [key, value] of Object.entries(baseEmpreinteValues.meals) as [keyof typeof baseEmpreinteValues.meals, number][]) {
    rows.push({
      ...common,
      name: baseEmpreinteNames.meals[key],
      clientNameEn: `Meal ${mealNames[key].en} (Base Empreinte)`,
      clientNameFr: `Repas ${mealNames[key].fr} (Base Empreinte)`,
      family: 'Food',
      group: 'Base Empreinte – meals',
      unitSymbol: 'meal',
      value,
      sourceUrl: baseEmpreinteSource.mealUrl,
      comment: `Per meal, as impactCO2 lists it. ${licence}`,
    });
  }
  return rows;
}

/** A script that adds a flight band's parts: the trace then lists fuel, construction and contrails. */
export function flightScript(band: keyof typeof baseEmpreinteNames.plane): string {
  const names = baseEmpreinteNames.plane[band];
  return `q.activity * (ef["${names.fuel}"] + ef["${names.construction}"] + ef["${names.contrails}"])`;
}
