import { placeSearch } from '@cairn/shared/constants';
import { greatCircleKm } from '@cairn/shared/questionnaires/distance';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * The place search of a questionnaire's DISTANCE cells, through the gateway, as a client's
 * browser calls it. No Google key is configured here: the offline gazetteer answers.
 */

const api = useGateway();
let client: string;

beforeAll(async () => {
  const asset = await createAsset();
  client = await tokenOf(api, (await createUser({ assetUuid: asset.uuid })).username);
});

const predictions = async (input: { text: string; language: 'en' | 'fr'; kind?: 'CITY' | 'AIRPORT' | 'ANY' }): Promise<WireJson[]> =>
  (await api.ok('gMaps.autocomplete', input, client)).predictions;

describe('gMaps.autocomplete', () => {
  it("puts Paris, France first for 'Paris', then its airports, with the credit GeoNames' licence asks for", async () => {
    const answer = await api.ok('gMaps.autocomplete', { text: 'Paris', language: 'en' }, client);
    expect(answer.attribution).toEqual({ text: 'GeoNames (CC BY 4.0), OurAirports', url: 'https://www.geonames.org/' });
    expect(answer.predictions[0]).toEqual({ placeId: 'geonames:2988507', description: 'Paris, France', label: 'Paris', secondary: 'France', kind: 'CITY' });
    expect(answer.predictions.slice(1, 3).map((prediction: WireJson) => prediction.label)).toEqual([
      'Charles de Gaulle International Airport (CDG)',
      'Paris-Orly Airport (ORY)',
    ]);
    // Then the other Parises, a US one with its state.
    expect(answer.predictions).toContainEqual(expect.objectContaining({ description: 'Paris, TX, United States', kind: 'CITY' }));
  });

  it('says countries in the caller’s language, and keeps to the kind asked', async () => {
    const cities = await predictions({ text: 'Paris', language: 'fr', kind: 'CITY' });
    expect(cities[0]).toMatchObject({ label: 'Paris', secondary: 'France' });
    expect(cities[1]).toMatchObject({ description: 'Paris, TX, États-Unis' });
    expect(cities.every((prediction) => prediction.kind === 'CITY')).toBe(true);
    const airports = await predictions({ text: 'Paris', language: 'en', kind: 'AIRPORT' });
    expect(airports.length).toBeGreaterThan(1);
    expect(airports.every((prediction) => prediction.kind === 'AIRPORT')).toBe(true);
  });

  it("finds Montréal for 'Montreal' and 'montréal', accents and case aside", async () => {
    for (const text of ['Montreal', 'montréal', 'MONTREAL']) {
      const [first] = await predictions({ text, language: 'en' });
      expect({ text, first }).toEqual({ text, first: expect.objectContaining({ placeId: 'geonames:6077243', description: 'Montréal, Canada' }) });
    }
  });

  it('finds an airport by its IATA code', async () => {
    const [first] = await predictions({ text: 'CDG', language: 'en' });
    expect(first).toEqual({
      placeId: 'ourairports:4185',
      description: 'Charles de Gaulle International Airport (CDG), Paris, France',
      label: 'Charles de Gaulle International Airport (CDG)',
      secondary: 'Paris, France',
      kind: 'AIRPORT',
    });
    // In lower case too, as a word of its name.
    expect((await predictions({ text: 'cdg', language: 'en', kind: 'AIRPORT' }))[0].placeId).toBe('ourairports:4185');
  });

  it(`answers at most ${placeSearch.maxPredictions} places, and none for a text that matches nothing`, async () => {
    // 'San' starts thousands of names: San Antonio, Santiago, Sankt Gallen...
    expect(await predictions({ text: 'San', language: 'en' })).toHaveLength(placeSearch.maxPredictions);
    expect(await predictions({ text: 'Qzxqzx', language: 'en' })).toEqual([]);
  });

  it('refuses a text under 3 characters, or over 100, on its field', async () => {
    const short = await api.call('gMaps.autocomplete', { text: ' Pa ', language: 'en' }, client);
    expect({ status: short.status, issues: short.body.error.issues }).toEqual({
      status: 400,
      issues: [{ path: ['text'], message: 'Type at least 3 characters', key: 'validation.message.placeSearchTooShort' }],
    });
    const long = await api.call('gMaps.autocomplete', { text: 'x'.repeat(placeSearch.maxLength + 1), language: 'en' }, client);
    expect({ status: long.status, key: long.body.error.issues[0].key }).toEqual({ status: 400, key: 'validation.message.tooLong' });
  });

  it('answers only a signed-in user', async () => {
    const { status, body } = await api.call('gMaps.autocomplete', { text: 'Paris', language: 'en' });
    expect({ status, code: body.error.code }).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });
});

describe('gMaps.geocode', () => {
  it('gives the coordinates of a place the search returned, and the great-circle distance follows', async () => {
    const [paris] = await predictions({ text: 'Paris', language: 'en', kind: 'CITY' });
    const [yul] = await predictions({ text: 'YUL', language: 'en', kind: 'AIRPORT' });
    const place = await api.ok('gMaps.geocode', { placeId: paris.placeId, language: 'en' }, client);
    expect(place).toEqual({ ...paris, lat: expect.closeTo(48.85341, 5), lng: expect.closeTo(2.3488, 5), country: 'FR' });
    const airport = await api.ok('gMaps.geocode', { placeId: yul.placeId }, client);
    expect(airport).toMatchObject({ label: 'Montreal / Pierre Elliott Trudeau International Airport (YUL)', country: 'CA' });
    // Paris to Montréal-Trudeau: 5,518.3 km on the spec's 6,371 km sphere (to 0.5 km).
    expect(greatCircleKm({ lat: place.lat, lon: place.lng }, { lat: airport.lat, lon: airport.lng })).toBeCloseTo(5_518.3, 0);
  });

  it('answers NOT_FOUND with a catalogue message for a place id it never gave', async () => {
    for (const placeId of ['geonames:999999999', 'ourairports:1', 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ']) {
      const { status, body } = await api.call('gMaps.geocode', { placeId, language: 'fr' }, client);
      expect({ placeId, status, error: body.error }).toEqual({
        placeId,
        status: 404,
        error: { message: 'Place not found', key: 'server.notFound.place', code: 'NOT_FOUND' },
      });
    }
  });

  it('refuses a place id that is no id at all', async () => {
    const { status, body } = await api.call('gMaps.geocode', { placeId: 'Paris, France', language: 'en' }, client);
    expect({ status, path: body.error.issues[0].path }).toEqual({ status: 400, path: ['placeId'] });
  });
});
