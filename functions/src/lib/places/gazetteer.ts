import type { PlaceKindFilter } from '@cairn/shared/contract/places';
import { foldText } from '@cairn/shared/text';

/*
 * The offline gazetteer's index: cities and airports searched by the start of their names' words,
 * whatever the case and accents, without a scan of every place.
 *
 * Every word of every name (folded: 'Montréal' gives 'montreal') is kept once, sorted, with the
 * places that have it; a text's word then names a contiguous range of words found by two binary
 * searches, and the places of that range are the only candidates. Places are numbered from the
 * heaviest (the most populous) down, so ranking by weight is ranking by number.
 *
 * A place matches when every word of the text starts one of its words ('new yo' finds New York
 * City, 'saint et' Saint-Étienne). Matches are ranked by how well they match, then by weight:
 *   -1  the text is an airport's IATA code typed in capitals ('CDG');
 *    0  the text is the whole name (or an airport's town: 'Paris' finds Charles de Gaulle);
 *    1  the name (or town) starts with the text;
 *    2  other words of the name start with the text's words.
 * An IATA code typed in lower case matches as a word of the airport's name, in rank 2.
 */

export type GazetteerKind = 'CITY' | 'AIRPORT';

export interface GazetteerEntry {
  /** `geonames:<id>` for a city, `ourairports:<id>` for an airport: stable across data releases. */
  placeId: string;
  kind: GazetteerKind;
  /** The id in its source (GeoNames' or OurAirports'), the number the place id ends with. */
  sourceId: number;
  name: string;
  /** An airport's IATA code, when it has one. */
  iata: string | null;
  /** An airport's town. */
  municipality: string | null;
  /** A US state's postal code ('TX'): the only first-level division the data names in a form readers know. */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
  /** What orders places that match equally well: a city's population; an airport's, see `sources.ts`. */
  weight: number;
}

/** A place with the folded forms its matching reads, computed once when the index is built. */
export interface IndexedEntry {
  readonly entry: GazetteerEntry;
  /** Its folded words, each once: a text's words must each start one of them. */
  readonly words: readonly string[];
  /** Its folded names as words joined by one space (an airport's name and its town), for ranks 0 and 1. */
  readonly phrases: readonly string[];
}

/** A search text as the matching reads it. */
export interface PlaceQuery {
  /** Its folded words, in order. */
  readonly words: readonly string[];
  /** The same joined by one space. */
  readonly phrase: string;
  /** The text itself when it is three capitals: an IATA code. */
  readonly iata: string | null;
  readonly kind: PlaceKindFilter;
}

/** Printable ASCII only: no accent to fold. */
const ascii = /^[ -~]*$/;

/** The words of a text, folded; anything but a letter or a digit separates them ('Val-d'Oise' gives val, d, oise). */
export function foldedWords(text: string): string[] {
  // Four names in five are plain ASCII, whose folding is lower case: a third of the index's build time saved.
  const words = ascii.test(text) ? text.toLowerCase().split(/[^a-z0-9]+/) : foldText(text).split(/[^\p{L}\p{N}]+/u);
  return words.filter((word) => word !== '');
}

/** The places' ids by their prefix: `find` reads the number, a map keyed by numbers builds in a fraction of the time of one keyed by text. */
const sourcePrefixes = { geonames: 'CITY', ourairports: 'AIRPORT' } as const satisfies Record<string, GazetteerKind>;

export function placeIdOf(kind: GazetteerKind, sourceId: number): string {
  return `${kind === 'CITY' ? 'geonames' : 'ourairports'}:${sourceId}`;
}

export function placeQuery(text: string, kind: PlaceKindFilter): PlaceQuery {
  const words = foldedWords(text);
  const trimmed = text.trim();
  return { words, phrase: words.join(' '), iata: /^[A-Z]{3}$/.test(trimmed) ? trimmed : null, kind };
}

/** The words once each, in their order; most names repeat none, and are answered as they are. */
function distinct(words: string[]): string[] {
  return words.length < 2 ? words : words.filter((word, index) => words.indexOf(word) === index);
}

export function indexedEntry(entry: GazetteerEntry): IndexedEntry {
  const nameWords = foldedWords(entry.name);
  if (!entry.municipality && !entry.iata) return { entry, words: distinct(nameWords), phrases: [nameWords.join(' ')] };
  const townWords = entry.municipality ? foldedWords(entry.municipality) : [];
  const words = distinct([...nameWords, ...townWords, ...(entry.iata ? [entry.iata.toLowerCase()] : [])]);
  return { entry, words, phrases: entry.municipality ? [nameWords.join(' '), townWords.join(' ')] : [nameWords.join(' ')] };
}

/** How well a place matches a text (see the module's comment), or null when it does not. */
export function rankOf(indexed: IndexedEntry, query: PlaceQuery): number | null {
  const { entry } = indexed;
  if (query.kind !== 'ANY' && entry.kind !== query.kind) return null;
  if (query.iata !== null && entry.iata === query.iata) return -1;
  if (query.words.length === 0) return null;
  for (const word of query.words) {
    if (!indexed.words.some((own) => own.startsWith(word))) return null;
  }
  if (indexed.phrases.includes(query.phrase)) return 0;
  if (indexed.phrases.some((phrase) => phrase.startsWith(query.phrase))) return 1;
  return 2;
}

/** The best `limit` matches kept while candidates come, best first: by rank, then by position (weight). */
export class BestMatches {
  private readonly kept: { position: number; rank: number }[] = [];

  constructor(private readonly limit: number) {}

  offer(position: number, rank: number): void {
    const kept = this.kept;
    if (kept.length === this.limit) {
      const last = kept[kept.length - 1]!;
      if (rank > last.rank || (rank === last.rank && position >= last.position)) return;
    }
    let at = kept.length;
    while (at > 0) {
      const before = kept[at - 1]!;
      if (before.rank < rank || (before.rank === rank && before.position < position)) break;
      // A place offered again (two of its words start with the text) is kept once.
      if (before.position === position) return;
      at -= 1;
    }
    kept.splice(at, 0, { position, rank });
    if (kept.length > this.limit) kept.pop();
  }

  positions(): number[] {
    return this.kept.map((match) => match.position);
  }
}

/** Heaviest first; `Array.prototype.sort` is stable, so equal weights keep the sources' order and every build numbers places alike. */
const byWeight = (a: GazetteerEntry, b: GazetteerEntry) => b.weight - a.weight;

/** The first index of a sorted list of words whose word is not before `word`. */
function firstAtOrAfter(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class Gazetteer {
  /** Heaviest first: a place's position is its rank by weight. */
  readonly entries: readonly IndexedEntry[];
  /** Every word of every place, each once, sorted by code unit. */
  private readonly words: string[];
  /** The positions of the places of `words[i]` are `postings[offsets[i]]` to `postings[offsets[i + 1] - 1]`, ascending. */
  private readonly offsets: Int32Array;
  private readonly postings: Int32Array;
  private readonly bySourceId: Record<GazetteerKind, Map<number, GazetteerEntry>>;
  private readonly byIata: Map<string, number>;

  constructor(entries: readonly GazetteerEntry[]) {
    this.entries = [...entries].sort(byWeight).map(indexedEntry);
    const placesOf = new Map<string, number[]>();
    this.bySourceId = { CITY: new Map(), AIRPORT: new Map() };
    this.byIata = new Map();
    this.entries.forEach((indexed, position) => {
      for (const word of indexed.words) {
        const places = placesOf.get(word);
        if (places) places.push(position);
        else placesOf.set(word, [position]);
      }
      this.bySourceId[indexed.entry.kind].set(indexed.entry.sourceId, indexed.entry);
      if (indexed.entry.iata) this.byIata.set(indexed.entry.iata, position);
    });
    this.words = [...placesOf.keys()].sort();
    this.offsets = new Int32Array(this.words.length + 1);
    let total = 0;
    this.words.forEach((word, index) => {
      this.offsets[index] = total;
      total += placesOf.get(word)!.length;
    });
    this.offsets[this.words.length] = total;
    this.postings = new Int32Array(total);
    this.words.forEach((word, index) => this.postings.set(placesOf.get(word)!, this.offsets[index]!));
  }

  get size(): number {
    return this.entries.length;
  }

  /** How many distinct words the index holds, and how many place-word pairs. */
  get indexSize(): { words: number; postings: number } {
    return { words: this.words.length, postings: this.postings.length };
  }

  find(placeId: string): GazetteerEntry | undefined {
    const [, prefix, number] = /^([a-z]+):(\d{1,12})$/.exec(placeId) ?? [];
    const kind = sourcePrefixes[prefix as keyof typeof sourcePrefixes];
    return kind ? this.bySourceId[kind].get(Number(number)) : undefined;
  }

  /** The best `limit` places for a text, best first (see the module's comment). */
  search(query: PlaceQuery, limit: number): GazetteerEntry[] {
    const best = new BestMatches(limit);
    const coded = query.iata === null ? undefined : this.byIata.get(query.iata);
    if (coded !== undefined) {
      const rank = rankOf(this.entries[coded]!, query);
      if (rank !== null) best.offer(coded, rank);
    }
    if (query.words.length > 0) {
      // The text's word with the fewest places drives; the others are checked on its places.
      let from = 0;
      let to = 0;
      let fewest = Infinity;
      for (const word of query.words) {
        const first = firstAtOrAfter(this.words, word);
        // Every word starting with `word` sorts before `word` followed by the highest code unit.
        const end = firstAtOrAfter(this.words, `${word}\uffff`);
        const count = this.offsets[end]! - this.offsets[first]!;
        if (count < fewest) [fewest, from, to] = [count, this.offsets[first]!, this.offsets[end]!];
      }
      for (let at = from; at < to; at += 1) {
        const position = this.postings[at]!;
        const rank = rankOf(this.entries[position]!, query);
        if (rank !== null) best.offer(position, rank);
      }
    }
    return best.positions().map((position) => this.entries[position]!.entry);
  }
}
