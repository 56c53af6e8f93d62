import { placeSearch } from '@cairn/shared/constants';
import type { Place, PlaceAttribution, PlacePrediction } from '@cairn/shared/contract/places';
import type { Language } from '@cairn/shared/schemas';
import { Gazetteer, placeQuery, type GazetteerEntry } from './gazetteer.ts';
import { clip, describe, type PlaceSearch } from './placeSearch.ts';
import { readGazetteerEntries } from './sources.ts';

/*
 * The place search without an outside service: the gazetteer of cities and airports, read from
 * the packages' files on the function's first request and kept for the container's life (the
 * first search also builds the word index: about 0.7 s in all, a look-up 0.3 s; `npm run bench`). Names are GeoNames' and OurAirports' (mostly the English or
 * local romanised name: 'Munich', 'Montréal'); countries are said in the caller's language.
 */

/** GeoNames' licence (CC BY 4.0) asks for its name where its data shows; OurAirports' data is public domain, named as a courtesy. */
export const gazetteerAttribution: PlaceAttribution = { text: 'GeoNames (CC BY 4.0), OurAirports', url: 'https://www.geonames.org/' };

let gazetteer: Gazetteer | null = null;

/** The gazetteer, built on first use. */
export function loadedGazetteer(): Gazetteer {
  gazetteer ??= new Gazetteer(readGazetteerEntries());
  return gazetteer;
}

const countryNames = new Map<Language, Intl.DisplayNames>();

function countryName(code: string, language: Language): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/** 'Paris' and 'France'; 'Paris' and 'TX, United States'; 'Charles de Gaulle International Airport (CDG)' and 'Paris, France'. */
export function predictionOf(entry: GazetteerEntry, language: Language): PlacePrediction {
  const label = clip(entry.iata ? `${entry.name} (${entry.iata})` : entry.name);
  const secondary = clip([entry.municipality, entry.region, countryName(entry.country, language)].filter(Boolean).join(', '));
  return { placeId: entry.placeId, description: describe(label, secondary), label, secondary, kind: entry.kind };
}

export function placeOf(entry: GazetteerEntry, language: Language): Place {
  return { ...predictionOf(entry, language), lat: entry.lat, lng: entry.lng, country: entry.country };
}

export function offlinePlaceSearch(gazetteerOf: () => Gazetteer = loadedGazetteer): PlaceSearch {
  return {
    attribution: gazetteerAttribution,
    autocomplete: async ({ text, language, kind }) =>
      gazetteerOf()
        .search(placeQuery(text, kind), placeSearch.maxPredictions)
        .map((entry) => predictionOf(entry, language)),
    geocode: async ({ placeId, language }) => {
      const entry = gazetteerOf().find(placeId);
      return entry ? placeOf(entry, language) : null;
    },
  };
}
