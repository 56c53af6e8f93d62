import { placeSearch } from '@cairn/shared/constants';
import type { Place, PlaceAttribution, PlaceKind, PlaceKindFilter, PlacePrediction } from '@cairn/shared/contract/places';
import type { GooglePlacesSettings } from '../integrations/config.ts';
import { IntegrationError, requestJson, type RequestOptions } from '../integrations/http.ts';
import { clip, describe, type PlaceSearch } from './placeSearch.ts';

/*
 * Google Places API (New), as its documentation describes it, over fetch:
 * - Autocomplete (New): POST {root}/v1/places:autocomplete with the `X-Goog-Api-Key` header and
 *   `{ input, languageCode, includedPrimaryTypes?, sessionToken? }`; the answer's `suggestions`
 *   each hold a `placePrediction` with `placeId`, `text.text` and `structuredFormat` (`mainText`,
 *   `secondaryText`), and `types`.
 * - Place Details (New): GET {root}/v1/places/{placeId}?languageCode=…&sessionToken=… with the
 *   key and an `X-Goog-FieldMask` naming the fields wanted (required; the fields billed are
 *   those named): `id`, `displayName.text`, `formattedAddress`, `location` (`latitude`,
 *   `longitude`), `addressComponents` (`shortText`, `types`), `types`. An unknown id answers
 *   404, a malformed one 400 'Not a valid Place ID'.
 */

const service = 'Google Places';

/** Google's place types for each search: cities are its `(cities)` collection; ANY leaves the types open (addresses, ports, sites). */
const primaryTypes: Record<PlaceKindFilter, string[] | undefined> = { CITY: ['(cities)'], AIRPORT: ['airport'], ANY: undefined };

/** The fields a place's details are asked with. */
export const detailsFieldMask = 'id,displayName,formattedAddress,location,addressComponents,types';

/** Google's own name where its predictions show without its map, as its policies ask. */
export const googleAttribution: PlaceAttribution = { text: 'Google Maps', url: null };

interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: { text?: string };
      structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
      types?: string[];
    };
  }[];
}

interface DetailsAnswer {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: { shortText?: string; types?: string[] }[];
  types?: string[];
}

const cityTypes = new Set(['locality', 'postal_town', 'administrative_area_level_3']);

function kindOf(types: readonly string[] = []): PlaceKind {
  if (types.includes('airport')) return 'AIRPORT';
  return types.some((type) => cityTypes.has(type)) ? 'CITY' : 'OTHER';
}

const validPlaceId = (id: string | undefined): id is string => id !== undefined && id.length <= placeSearch.maxPlaceIdLength && /^[A-Za-z0-9_-]+$/.test(id);

/** Google refuses an id it never gave: 404, or 400 for one that is not a place id at all. */
function unknownPlace(error: unknown): boolean {
  return error instanceof IntegrationError && (error.status === 404 || (error.status === 400 && /place id/i.test(error.message)));
}

export function googlePlaceSearch(settings: GooglePlacesSettings, options: RequestOptions = {}): PlaceSearch {
  return {
    attribution: googleAttribution,

    async autocomplete({ text, language, kind, sessionToken }) {
      const apiKey = await settings.apiKey();
      const answer = await requestJson<AutocompleteAnswer>(
        service,
        {
          method: 'POST',
          url: `${settings.baseUrl}/v1/places:autocomplete`,
          headers: { 'x-goog-api-key': apiKey },
          body: { input: text, languageCode: language, includedPrimaryTypes: primaryTypes[kind], sessionToken },
        },
        options,
      );
      return (answer.suggestions ?? []).flatMap(({ placePrediction: prediction }): PlacePrediction[] => {
        if (!prediction || !validPlaceId(prediction.placeId)) return [];
        const whole = prediction.text?.text ?? '';
        const label = clip(prediction.structuredFormat?.mainText?.text ?? whole);
        if (!label) return [];
        const secondary = clip(prediction.structuredFormat?.secondaryText?.text ?? '');
        return [{ placeId: prediction.placeId, description: whole ? clip(whole, 400) : describe(label, secondary), label, secondary, kind: kindOf(prediction.types) }];
      }).slice(0, placeSearch.maxPredictions);
    },

    async geocode({ placeId, language, sessionToken }): Promise<Place | null> {
      // The gazetteer's ids (`geonames:…`) mean nothing to Google: not asked, not billed.
      if (!validPlaceId(placeId)) return null;
      const apiKey = await settings.apiKey();
      const query = new URLSearchParams({ languageCode: language, ...(sessionToken ? { sessionToken } : {}) });
      let answer: DetailsAnswer;
      try {
        answer = await requestJson<DetailsAnswer>(
          service,
          {
            method: 'GET',
            url: `${settings.baseUrl}/v1/places/${encodeURIComponent(placeId)}?${query}`,
            headers: { 'x-goog-api-key': apiKey, 'x-goog-fieldmask': detailsFieldMask },
          },
          options,
        );
      } catch (error) {
        if (unknownPlace(error)) return null;
        throw error;
      }
      const lat = answer.location?.latitude;
      const lng = answer.location?.longitude;
      if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        throw new IntegrationError(service, 200, `place ${placeId} came without a location`);
      }
      const address = answer.formattedAddress ?? '';
      const label = clip(answer.displayName?.text || address || placeId);
      // 'Paris, France' for Paris: the address without the name it starts with.
      const secondary = clip(address.startsWith(`${label}, `) ? address.slice(label.length + 2) : address === label ? '' : address);
      const country = answer.addressComponents?.find((component) => component.types?.includes('country'))?.shortText;
      return {
        placeId: validPlaceId(answer.id) ? answer.id : placeId,
        description: describe(label, secondary),
        label,
        secondary,
        kind: kindOf(answer.types),
        lat,
        lng,
        country: country && /^[A-Z]{2}$/.test(country) ? country : null,
      };
    },
  };
}
