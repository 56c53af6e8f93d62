import { AppError, messages } from '@cairn/shared/errors';
import { defineProcedure } from '../lib/http/areas/places.ts';
import { configuredPlaceSearch } from '../lib/places/placeSearch.ts';

/** The place the client chose, with the coordinates its great-circle distance needs. */
export const handler = defineProcedure('gMaps.geocode', async (input) => {
  const place = await configuredPlaceSearch().geocode(input);
  if (!place) throw new AppError('NOT_FOUND', messages.notFound('Place'));
  return place;
});
