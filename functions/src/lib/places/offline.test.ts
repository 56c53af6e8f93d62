import { describe, expect, it } from 'vitest';
import { Gazetteer, type GazetteerEntry } from './gazetteer.ts';
import { offlinePlaceSearch, placeOf, predictionOf } from './offline.ts';

const houston: GazetteerEntry = {
  placeId: 'geonames:4699066',
  kind: 'CITY',
  sourceId: 4699066,
  name: 'Houston',
  iata: null,
  municipality: null,
  region: 'TX',
  country: 'US',
  lat: 29.76328,
  lng: -95.36327,
  weight: 2_296_224,
};
const iah: GazetteerEntry = {
  ...houston,
  placeId: 'ourairports:3488',
  kind: 'AIRPORT',
  sourceId: 3488,
  name: 'George Bush Intercontinental Houston Airport',
  iata: 'IAH',
  municipality: 'Houston',
  lat: 29.984399795532227,
  lng: -95.34140014648438,
  weight: 100_000,
};

describe('the offline place search', () => {
  it('says a place with its state in the US and its country in the caller’s language', () => {
    expect(predictionOf(houston, 'en')).toEqual({ placeId: 'geonames:4699066', description: 'Houston, TX, United States', label: 'Houston', secondary: 'TX, United States', kind: 'CITY' });
    expect(predictionOf(houston, 'fr').description).toBe('Houston, TX, États-Unis');
    expect(predictionOf(iah, 'en')).toMatchObject({ label: 'George Bush Intercontinental Houston Airport (IAH)', secondary: 'Houston, TX, United States', kind: 'AIRPORT' });
    expect(placeOf(iah, 'en')).toMatchObject({ lat: 29.984399795532227, lng: -95.34140014648438, country: 'US' });
  });

  it('builds its gazetteer once, on its first search', async () => {
    let builds = 0;
    let built: Gazetteer | null = null;
    const search = offlinePlaceSearch(() => {
      if (!built) {
        builds += 1;
        built = new Gazetteer([houston, iah]);
      }
      return built;
    });
    expect(builds).toBe(0);
    expect((await search.autocomplete({ text: 'hous', language: 'en', kind: 'ANY' })).map((prediction) => prediction.label)).toEqual([
      'Houston',
      'George Bush Intercontinental Houston Airport (IAH)',
    ]);
    expect(await search.geocode({ placeId: 'ourairports:3488', language: 'en' })).toMatchObject({ country: 'US' });
    expect(await search.geocode({ placeId: 'ourairports:1', language: 'en' })).toBeNull();
    expect(builds).toBe(1);
  });
});
