import { defineProcedure } from '../lib/http/areas/places.ts';
import { configuredPlaceSearch } from '../lib/places/placeSearch.ts';

/** The places a DISTANCE cell's search box offers for its text, with the credit of their data. */
export const handler = defineProcedure('gMaps.autocomplete', async (input) => {
  const search = configuredPlaceSearch();
  return { predictions: await search.autocomplete(input), attribution: search.attribution };
});
