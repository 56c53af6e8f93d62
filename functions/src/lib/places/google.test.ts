import { integrationEnv } from '@cairn/shared/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordedExchanges, startRecordedServer, type RecordedExchange, type RecordedServer } from '../../../../test/recordedServer.ts';
import { detailsFieldMask, googleAttribution, googlePlaceSearch } from './google.ts';
import { gazetteerAttribution } from './offline.ts';
import { configuredPlaceSearch } from './placeSearch.ts';

const sessionToken = '6f1c2b9e-4d7a-4c3e-9b1f-2a8d5e7c3f10';
let server: RecordedServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllEnvs();
});

async function google(exchanges: RecordedExchange[] = recordedExchanges('google-places.json')) {
  server = await startRecordedServer(exchanges);
  return googlePlaceSearch({ baseUrl: server.url, apiKey: () => Promise.resolve('google-test-key') }, { sleep: () => Promise.resolve() });
}

describe('Google Places (New)', () => {
  it('asks Autocomplete (New) for cities, with the key, and answers its place predictions', async () => {
    const places = await google();
    const predictions = await places.autocomplete({ text: 'Paris', language: 'en', kind: 'CITY' });
    expect(server!.unmatched).toEqual([]);
    expect(server!.requests[0]).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete', headers: { 'x-goog-api-key': 'google-test-key' } });
    expect(predictions).toEqual([
      { placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ', description: 'Paris, France', label: 'Paris', secondary: 'France', kind: 'CITY' },
      { placeId: 'ChIJmysnFgZYSoYRSfPTL2YJuck', description: 'Paris, TX, USA', label: 'Paris', secondary: 'TX, USA', kind: 'CITY' },
      { placeId: 'ChIJ4zHP-Sije4gRBDEsVxunOWg', description: 'Paris, TN, USA', label: 'Paris', secondary: 'TN, USA', kind: 'CITY' },
    ]);
    expect(places.attribution).toEqual(googleAttribution);
  });

  it('asks for airports in the caller’s language with the session token, and for any place without a type', async () => {
    const places = await google();
    expect(await places.autocomplete({ text: 'CDG', language: 'fr', kind: 'AIRPORT', sessionToken })).toEqual([
      {
        placeId: 'ChIJW89MjgM-5kcRLKZbL5jgKwQ',
        description: 'Aéroport de Paris-Charles de Gaulle (CDG), Roissy-en-France, France',
        label: 'Aéroport de Paris-Charles de Gaulle (CDG)',
        secondary: 'Roissy-en-France, France',
        kind: 'AIRPORT',
      },
    ]);
    // An address is a place too, of no kind the gazetteer knows.
    expect(await places.autocomplete({ text: '12 rue de Rivoli', language: 'en', kind: 'ANY' })).toMatchObject([{ label: '12 Rue de Rivoli', kind: 'OTHER' }]);
    expect(await places.autocomplete({ text: 'Qzxqzx', language: 'en', kind: 'ANY' })).toEqual([]);
    expect(server!.unmatched).toEqual([]);
  });

  it("asks Place Details (New) for a prediction's place with a field mask, and answers its coordinates and country", async () => {
    const places = await google();
    expect(await places.geocode({ placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ', language: 'en' })).toEqual({
      placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ',
      description: 'Paris, France',
      label: 'Paris',
      secondary: 'France',
      kind: 'CITY',
      lat: 48.8575475,
      lng: 2.3513765,
      country: 'FR',
    });
    expect(server!.requests[0]!.headers).toMatchObject({ 'x-goog-api-key': 'google-test-key', 'x-goog-fieldmask': detailsFieldMask });
    // An establishment's address does not start with its name: both are said.
    expect(await places.geocode({ placeId: 'ChIJW89MjgM-5kcRLKZbL5jgKwQ', language: 'fr', sessionToken })).toMatchObject({
      description: 'Aéroport de Paris-Charles de Gaulle, 95700 Roissy-en-France, France',
      kind: 'AIRPORT',
      country: 'FR',
    });
    expect(server!.unmatched).toEqual([]);
  });

  it('answers no place for an id Google does not know or refuses, and does not ask about the gazetteer’s ids', async () => {
    const places = await google();
    expect(await places.geocode({ placeId: 'ChIJAAAAAAAAAAAAAAAAAAAAAAA', language: 'en' })).toBeNull();
    expect(await places.geocode({ placeId: 'not-a-place', language: 'en' })).toBeNull();
    expect(await places.geocode({ placeId: 'geonames:2988507', language: 'en' })).toBeNull();
    // Each asked once: a refusal is not tried again.
    expect(server!.requests.map((request) => request.path)).toEqual(['/v1/places/ChIJAAAAAAAAAAAAAAAAAAAAAAA?languageCode=en', '/v1/places/not-a-place?languageCode=en']);
  });

  it('reports a refused key as the deployment mistake it is, not as an unknown place', async () => {
    const refused: RecordedExchange = {
      request: { method: 'GET', path: '/v1/places/ChIJD7fiBh9u5kcRYJSMaMOCCwQ?languageCode=en' },
      response: { status: 400, body: { error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' } } },
    };
    const places = await google([refused]);
    await expect(places.geocode({ placeId: 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ', language: 'en' })).rejects.toThrow(/Google Places answered 400/);
  });
});

describe('the configured place search', () => {
  it('is Google Places when its key is set, the gazetteer otherwise', () => {
    vi.stubEnv(integrationEnv.googlePlacesApiKey, '');
    vi.stubEnv(integrationEnv.googlePlacesApiKeySecretArn, '');
    expect(configuredPlaceSearch().attribution).toEqual(gazetteerAttribution);
    vi.stubEnv(integrationEnv.googlePlacesApiKey, 'google-test-key');
    expect(configuredPlaceSearch().attribution).toEqual(googleAttribution);
  });
});
