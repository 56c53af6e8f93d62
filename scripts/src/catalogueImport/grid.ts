import { sortValues } from '@cairn/shared/catalogue';
import { averageIntensity } from '@tgwf/co2/data';
import { yearly2021, yearly2022, yearly2023, yearly2024, yearly2025, type ElectricityMapsYear } from '@tgwf/co2/data/electricity-maps';

/*
 * Location-based electricity factors per country (and per grid zone) from the `@tgwf/co2`
 * package: Electricity Maps yearly averages 2021 to 2024, and Ember's latest yearly average
 * where a country has no Electricity Maps data. Both are life-cycle intensities.
 */

export const co2Package = { name: '@tgwf/co2', version: '0.19.0' };

export interface GridValue {
  until: number | null;
  value: number;
  source: string;
  sourceVersion: string;
  sourceUrl: string | null;
  comment: string;
}

export interface GridRow {
  name: string;
  clientNameEn: string;
  clientNameFr: string | null;
  family: string;
  group: string;
  unitSymbol: 'kWh';
  values: GridValue[];
}

/** Complete years only: the package's 2025 file covers part of the year, so it is left out. */
export const electricityMapsYears: readonly [number, ElectricityMapsYear][] = [
  [2021, yearly2021],
  [2022, yearly2022],
  [2023, yearly2023],
  [2024, yearly2024],
];
export const partialYears = { 2025: yearly2025 };

/**
 * ISO 3166-1 alpha-3 to alpha-2 codes of the countries Ember covers and Electricity Maps does
 * not (ISO 3166-1; checked against the package's keys). Ember's regional aggregates (EU, WORLD,
 * G20...) have no country code and are imported under their own name.
 */
export const emberOnlyCountries: Record<string, string> = {
  ASM: 'AS',
  CHL: 'CL',
  COK: 'CK',
  GRD: 'GD',
  KIR: 'KI',
  KNA: 'KN',
  MSR: 'MS',
  NRU: 'NR',
  RUS: 'RU',
  TCA: 'TC',
  UKR: 'UA',
  VGB: 'VG',
};

const electricityMapsLicence =
  'Electricity Maps yearly data, ODbL (attribution: Electricity Maps), as shipped by @tgwf/co2 0.19.0';
const emberLicence = 'Ember yearly electricity data, CC-BY-SA-4.0 (attribution: Ember), as shipped by @tgwf/co2 0.19.0';
const lifeCycle = 'Life-cycle (not combustion-only) location-based grid intensity, gCO2e/kWh divided by 1000.';

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const frenchNames = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });

/** A country's name from the runtime's CLDR data; the code itself when it has none. */
export function countryNames(code: string): { en: string; fr: string | null } {
  const safe = (names: Intl.DisplayNames) => {
    try {
      return names.of(code) ?? null;
    } catch {
      return null;
    }
  };
  return { en: safe(englishNames) ?? code, fr: safe(frenchNames) };
}

const kg = (grams: number) => Number((grams / 1000).toPrecision(12));
const slug = (key: string) => key.replace(/[^A-Za-z0-9]+/g, '-');

function zoneNames(key: string, zone: ElectricityMapsYear['data'][string]): { en: string; fr: string | null } {
  if (/^[A-Z]{2}$/.test(key)) return countryNames(key);
  const country = countryNames(key.slice(0, 2));
  const label = zone.zone.displayName ?? zone.zone.zoneName;
  return { en: `${country.en} – ${label}`, fr: country.fr ? `${country.fr} – ${label}` : null };
}

/**
 * One factor per Electricity Maps zone with yearly data (countries such as `FR`, and grid zones
 * such as `US-CAL-CISO`): each complete year an entry with `until` that year, the latest one open.
 * Then Ember's latest value for the countries Electricity Maps lacks, and for Ember's regions.
 */
export function gridFactors(): GridRow[] {
  const rows: GridRow[] = [];
  const zoneKeys = [...new Set(electricityMapsYears.flatMap(([, year]) => Object.keys(year.data)))].sort();
  const latestYear = electricityMapsYears.at(-1)![0];
  for (const key of zoneKeys) {
    const history = electricityMapsYears.flatMap(([year, data]) => {
      const zone = data.data[key];
      const grams = zone?.carbonIntensity.value;
      return typeof grams === 'number' && Number.isFinite(grams) && zone!.carbonIntensity.unit === 'gCO2eq/kWh' ? [{ year, grams, zone: zone! }] : [];
    });
    if (!history.length) continue;
    const last = history.at(-1)!;
    const names = zoneNames(key, last.zone);
    const isCountry = /^[A-Z]{2}$/.test(key);
    rows.push({
      name: `electricity.location.${slug(key)}`,
      clientNameEn: `Electricity, location-based – ${names.en}`,
      clientNameFr: names.fr ? `Électricité, approche localisée – ${names.fr}` : null,
      family: 'Energy',
      group: isCountry ? 'Electricity grid by country' : 'Electricity grid by zone',
      unitSymbol: 'kWh',
      values: history.map(({ year, grams }) => ({
        until: year === last.year && year === latestYear ? null : year,
        value: kg(grams),
        source: 'Electricity Maps',
        sourceVersion: String(year),
        sourceUrl: 'https://www.electricitymaps.com/data/methodology',
        comment: `${lifeCycle} Yearly average ${year} of zone ${key}. ${electricityMapsLicence}. The package's 2025 figure is a partial year and is not imported.`,
      })),
    });
    // A zone whose data stops before the latest year keeps its last year open.
    const values = rows.at(-1)!.values;
    if (!values.some((value) => value.until === null)) values[values.length - 1]!.until = null;
    // The catalogue's order: the open entry first, then by `until` descending.
    rows.at(-1)!.values = sortValues(values);
  }
  const ember = averageIntensity.data;
  for (const [key, grams] of Object.entries(ember)) {
    const alpha2 = emberOnlyCountries[key];
    const isRegion = !/^[A-Z]{3}$/.test(key);
    if (!alpha2 && !isRegion) continue;
    if (!Number.isFinite(grams)) continue;
    const names = alpha2 ? countryNames(alpha2) : { en: key, fr: null };
    rows.push({
      name: `electricity.location.${slug(alpha2 ?? key)}`,
      clientNameEn: `Electricity, location-based – ${names.en}`,
      clientNameFr: names.fr ? `Électricité, approche localisée – ${names.fr}` : null,
      family: 'Energy',
      group: alpha2 ? 'Electricity grid by country' : 'Electricity grid by region',
      unitSymbol: 'kWh',
      values: [
        {
          until: null,
          value: kg(grams),
          source: 'Ember',
          sourceVersion: co2Package.version.replace(/^(\d+)\.(\d+).*$/, 'v$1.$2'),
          sourceUrl: 'https://ember-energy.org/data/yearly-electricity-data/',
          comment: `${lifeCycle} Ember's latest yearly average for ${key} (the package does not say which year; the version is that of ${co2Package.name}). ${emberLicence}.`,
        },
      ],
    });
  }
  return rows;
}
