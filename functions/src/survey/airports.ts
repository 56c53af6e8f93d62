import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { searchAirports } from '../lib/places/airports.ts';

/** Most airports one search answers. */
const maxAirports = 10;

/** The reference airports matching a text, for the add-a-trip dialog of an answer's flights. */
export const handler = defineProcedure('survey.airports', async ({ search }) =>
  searchAirports(search, maxAirports).map((airport) => ({
    iata: airport.iata!,
    name: airport.name,
    municipality: airport.municipality,
    country: airport.country,
    latitude: airport.lat,
    longitude: airport.lng,
  })),
);
