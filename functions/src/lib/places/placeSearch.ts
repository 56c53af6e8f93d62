import type { AutocompleteInput, GeocodeInput, Place, PlaceAttribution, PlacePrediction } from '@cairn/shared/contract/places';
import { googlePlacesSettings } from '../integrations/config.ts';
import { googlePlaceSearch } from './google.ts';
import { offlinePlaceSearch } from './offline.ts';

/*
 * Where the place search of a questionnaire's DISTANCE cells answers from (docs/integrations.md):
 * by default an offline gazetteer of cities and airports shipped by npm packages, which needs no
 * account and costs nothing per request; Google Places (New) when a deployment configures its
 * key, for addresses and places the gazetteer does not know.
 */

export interface PlaceSearch {
  /** Whose data the answers are: shown under the predictions, as the data's licence asks. */
  readonly attribution: PlaceAttribution;
  /** At most `placeSearch.maxPredictions` places for a text of 3 to 100 characters, best first. */
  autocomplete(input: AutocompleteInput): Promise<PlacePrediction[]>;
  /** The place a prediction named, or null when the id names none this service knows. */
  geocode(input: GeocodeInput): Promise<Place | null>;
}

/** Google Places when its key is configured, else the gazetteer. */
export function configuredPlaceSearch(): PlaceSearch {
  const settings = googlePlacesSettings();
  return settings ? googlePlaceSearch(settings) : offlinePlaceSearch();
}

/** A text cut to `max` characters: what a service says is shown, not refused for its length. */
export function clip(text: string, max: number = 200): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The line a dropdown shows: the place, then where it is. */
export function describe(label: string, secondary: string): string {
  return clip(secondary ? `${label}, ${secondary}` : label, 400);
}
