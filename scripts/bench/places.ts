import { BestMatches, Gazetteer, indexedEntry, placeQuery, rankOf, type IndexedEntry, type PlaceQuery } from '@cairn/functions/places/gazetteer';
import { readGazetteerEntries } from '@cairn/functions/places/sources';
import { placeSearch } from '@cairn/shared/constants';
import { gazetteerPackageFiles } from '@cairn/shared/contract/places';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { alternated, collect, reportAlternated } from './measure.ts';

/*
 * `npx tsx scripts/bench/places.ts` (also run by `npm run bench`, before the stack starts): the
 * offline gazetteer of gMaps.autocomplete, against a scan of the same places.
 *
 * - Cold start: what a function's first request pays. gMaps.autocomplete reads the packages'
 *   files, decodes them and builds the word index; gMaps.geocode reads and decodes them and files
 *   the places by id. The baseline reads and decodes the same files and prepares the same places
 *   (folded names) for a scan, without an index: the difference is the index's own price, paid
 *   once per container.
 * - Per search: the texts below, as a search box sends them, through the index and by a scan
 *   rating every place with the same rule (`rankOf`); both must answer the same places, in the
 *   same order, before any time is reported.
 */

const searches: { text: string; kind: 'CITY' | 'AIRPORT' | 'ANY' }[] = [
  { text: 'Paris', kind: 'ANY' },
  { text: 'par', kind: 'ANY' },
  // The widest three letters: thousands of names start with 'san'.
  { text: 'San', kind: 'ANY' },
  { text: 'Montreal', kind: 'CITY' },
  { text: 'CDG', kind: 'ANY' },
  { text: 'new yo', kind: 'ANY' },
  { text: 'Saint-Ét', kind: 'CITY' },
  { text: 'Frankfurt', kind: 'AIRPORT' },
  { text: 'rio de jan', kind: 'ANY' },
  { text: 'Qzxqzx', kind: 'ANY' },
];

function scan(entries: readonly IndexedEntry[], query: PlaceQuery, limit: number): string[] {
  const best = new BestMatches(limit);
  entries.forEach((indexed, position) => {
    const rank = rankOf(indexed, query);
    if (rank !== null) best.offer(position, rank);
  });
  return best.positions().map((position) => entries[position]!.entry.placeId);
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function benchPlaceSearch(): Promise<void> {
  const require = createRequire(import.meta.url);
  const files = Object.values(gazetteerPackageFiles).map((file) => `${file} ${mb(statSync(require.resolve(file)).size)}`);
  collect();
  const heapBefore = process.memoryUsage().heapUsed;
  const gazetteer = new Gazetteer(readGazetteerEntries());
  const { words, postings } = gazetteer.indexSize;
  collect();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(
    `\nPlace search (gMaps.autocomplete, offline gazetteer): ${gazetteer.size.toLocaleString('en')} places from ${files.join(', ')}; ` +
      `index of ${words.toLocaleString('en')} distinct words, ${postings.toLocaleString('en')} place-word pairs; ${mb(heapAfter - heapBefore)} of heap once built`,
  );

  // The sorted order is the index's: the scan then numbers places alike, and ties break alike.
  const prepared = gazetteer.entries;
  const queries = searches.map(({ text, kind }) => placeQuery(text, kind));
  for (const [index, query] of queries.entries()) {
    const indexed = gazetteer.search(query, placeSearch.maxPredictions).map((entry) => entry.placeId);
    const scanned = scan(prepared, query, placeSearch.maxPredictions);
    if (JSON.stringify(indexed) !== JSON.stringify(scanned)) throw new Error(`'${searches[index]!.text}': the index answered ${indexed}, the scan ${scanned}`);
  }
  const first = gazetteer.search(queries[0]!, 1)[0];
  if (first?.placeId !== 'geonames:2988507') throw new Error(`'Paris' should give Paris, France first, not ${first?.name}`);

  const cold = await alternated(
    [
      { label: 'read and decode the files, prepare the places for a scan (baseline)', run: async () => readGazetteerEntries().map(indexedEntry) },
      { label: "autocomplete's first search: the same, and the word index", run: async () => new Gazetteer(readGazetteerEntries()).search(queries[0]!, placeSearch.maxPredictions) },
      { label: "geocode's first look-up: read, decode, places by id", run: async () => new Gazetteer(readGazetteerEntries()).find('geonames:2988507') },
    ],
    { warmup: 1, rounds: 7, collectGarbage: true },
  );
  console.log(reportAlternated('  cold start (once per function container)', cold));

  const perSearch = await alternated(
    [
      { label: `scan of every place, ${searches.length} searches (baseline)`, run: async () => queries.map((query) => scan(prepared, query, placeSearch.maxPredictions)) },
      { label: `word index, the same ${searches.length} searches`, run: async () => queries.map((query) => gazetteer.search(query, placeSearch.maxPredictions)) },
    ],
    { warmup: 3, rounds: 30 },
  );
  console.log(reportAlternated(`  searching (${searches.map((search) => `'${search.text}'`).join(', ')})`, perSearch));
  const [scanned, indexed] = perSearch;
  console.log(
    `  per search: index min ${((indexed!.minMs * 1000) / searches.length).toFixed(0)} µs, median ${((indexed!.medianMs * 1000) / searches.length).toFixed(0)} µs; ` +
      `scan median ${(scanned!.medianMs / searches.length).toFixed(1)} ms; the index answers x${(scanned!.medianMs / indexed!.medianMs).toFixed(0)} faster (median)`,
  );

  const widest = await alternated(
    [
      { label: "scan, 'San' (baseline)", run: async () => scan(prepared, queries[2]!, placeSearch.maxPredictions) },
      { label: "word index, 'San'", run: async () => gazetteer.search(queries[2]!, placeSearch.maxPredictions) },
    ],
    { warmup: 3, rounds: 30 },
  );
  console.log(reportAlternated('  the widest search', widest));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPlaceSearch();
