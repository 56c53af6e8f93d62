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

/**
 * A place with the folded forms its matching reads, computed once when the index is built: its
 * name's and town's folded words, each joined by one space after a leading one (' saint etienne'),
 * so that 'a word starts with et' is `includes(' et')` and no array of words is kept per place.
 */
export interface IndexedEntry {
  readonly entry: GazetteerEntry;
  readonly name: string;
  /** An airport's town. */
  readonly town: string | null;
  /** An airport's IATA code in lower case, after a space (' cdg'). */
  readonly code: string | null;
}

/** A search text as the matching reads it. */
export interface PlaceQuery {
  /** Its folded words, in order. */
  readonly words: readonly string[];
  /** The same, each after a space. */
  readonly spacedWords: readonly string[];
  /** The same joined, as `IndexedEntry.name` is. */
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

const spaced = (words: readonly string[]) => ` ${words.join(' ')}`;

/** The places' ids by their prefix: `find` reads the number, a map keyed by numbers builds in a fraction of the time of one keyed by text. */
const sourcePrefixes = { geonames: 'CITY', ourairports: 'AIRPORT' } as const satisfies Record<string, GazetteerKind>;

export function placeIdOf(kind: GazetteerKind, sourceId: number): string {
  return `${kind === 'CITY' ? 'geonames' : 'ourairports'}:${sourceId}`;
}

export function placeQuery(text: string, kind: PlaceKindFilter): PlaceQuery {
  const words = foldedWords(text);
  const trimmed = text.trim();
  return { words, spacedWords: words.map((word) => ` ${word}`), phrase: spaced(words), iata: /^[A-Z]{3}$/.test(trimmed) ? trimmed : null, kind };
}

/** A place ready for matching, with the words the index files it under (each once). */
function prepared(entry: GazetteerEntry): { indexed: IndexedEntry; words: string[] } {
  const nameWords = foldedWords(entry.name);
  const townWords = entry.municipality ? foldedWords(entry.municipality) : [];
  const code = entry.iata ? entry.iata.toLowerCase() : null;
  const words = [...nameWords, ...townWords, ...(code ? [code] : [])];
  return {
    indexed: { entry, name: spaced(nameWords), town: entry.municipality ? spaced(townWords) : null, code: code && ` ${code}` },
    // Most names repeat no word, and are filed as they are.
    words: words.length < 2 ? words : words.filter((word, index) => words.indexOf(word) === index),
  };
}

export function indexedEntry(entry: GazetteerEntry): IndexedEntry {
  return prepared(entry).indexed;
}

/** How well a place matches a text (see the module's comment), or null when it does not. */
export function rankOf(indexed: IndexedEntry, query: PlaceQuery): number | null {
  const { entry } = indexed;
  if (query.kind !== 'ANY' && entry.kind !== query.kind) return null;
  if (query.iata !== null && entry.iata === query.iata) return -1;
  if (query.words.length === 0) return null;
  for (const word of query.spacedWords) {
    if (!(indexed.name.includes(word) || indexed.town?.includes(word) || indexed.code?.startsWith(word))) return null;
  }
  if (indexed.name === query.phrase || indexed.town === query.phrase) return 0;
  if (indexed.name.startsWith(query.phrase) || indexed.town?.startsWith(query.phrase)) return 1;
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

/** The word index of the module's comment. */
class WordIndex {
  /** Heaviest first: a place's position is its rank by weight. */
  readonly entries: readonly IndexedEntry[];
  /** Every word of every place, each once, sorted by code unit. */
  readonly words: readonly string[];
  /** The positions of the places of `words[i]` are `postings[offsets[i]]` to `postings[offsets[i + 1] - 1]`, ascending. */
  readonly offsets: Int32Array;
  readonly postings: Int32Array;
  readonly byIata: ReadonlyMap<string, number>;

  constructor(places: readonly GazetteerEntry[]) {
    const entries: IndexedEntry[] = [];
    const placesOf = new Map<string, number[]>();
    const byIata = new Map<string, number>();
    places.forEach((entry, position) => {
      const { indexed, words } = prepared(entry);
      entries.push(indexed);
      for (const word of words) {
        const positions = placesOf.get(word);
        if (positions) positions.push(position);
        else placesOf.set(word, [position]);
      }
      if (entry.iata) byIata.set(entry.iata, position);
    });
    this.entries = entries;
    this.byIata = byIata;
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

  /** The postings of every word that starts with `word`: a range of `postings`. */
  rangeOf(word: string): [from: number, to: number] {
    const first = firstAtOrAfter(this.words, word);
    // Every word starting with `word` sorts before `word` followed by the highest code unit.
    const end = firstAtOrAfter(this.words, `${word}\uffff`);
    return [this.offsets[first]!, this.offsets[end]!];
  }
}

/**
 * The gazetteer. Each part is built when first asked for, so that each function pays for its
 * own: the search's word index on the first search (gMaps.autocomplete), the places by id on the
 * first look-up (gMaps.geocode), which needs no folding at all.
 */
export class Gazetteer {
  /** Heaviest first. */
  private readonly places: readonly GazetteerEntry[];
  private index: WordIndex | null = null;
  private byId: Record<GazetteerKind, Map<number, GazetteerEntry>> | null = null;

  constructor(entries: readonly GazetteerEntry[]) {
    this.places = [...entries].sort(byWeight);
  }

  get size(): number {
    return this.places.length;
  }

  private wordIndex(): WordIndex {
    this.index ??= new WordIndex(this.places);
    return this.index;
  }

  /** The places as the search reads them, heaviest first (a scan of them answers as the index does). */
  get entries(): readonly IndexedEntry[] {
    return this.wordIndex().entries;
  }

  /** How many distinct words the index holds, and how many place-word pairs. */
  get indexSize(): { words: number; postings: number } {
    const { words, postings } = this.wordIndex();
    return { words: words.length, postings: postings.length };
  }

  find(placeId: string): GazetteerEntry | undefined {
    const [, prefix, number] = /^([a-z]+):(\d{1,12})$/.exec(placeId) ?? [];
    const kind = sourcePrefixes[prefix as keyof typeof sourcePrefixes];
    if (!kind) return undefined;
    if (!this.byId) {
      const byId: Record<GazetteerKind, Map<number, GazetteerEntry>> = { CITY: new Map(), AIRPORT: new Map() };
      for (const place of this.places) byId[place.kind].set(place.sourceId, place);
      this.byId = byId;
    }
    return this.byId[kind].get(Number(number));
  }

  /** The best `limit` places for a text, best first (see the module's comment). */
  search(query: PlaceQuery, limit: number): GazetteerEntry[] {
    const index = this.wordIndex();
    const best = new BestMatches(limit);
    const coded = query.iata === null ? undefined : index.byIata.get(query.iata);
    if (coded !== undefined) {
      const rank = rankOf(index.entries[coded]!, query);
      if (rank !== null) best.offer(coded, rank);
    }
    if (query.words.length > 0) {
      // The text's word with the fewest places drives; the others are checked on its places.
      let [from, to] = index.rangeOf(query.words[0]!);
      for (const word of query.words.slice(1)) {
        const [start, end] = index.rangeOf(word);
        if (end - start < to - from) [from, to] = [start, end];
      }
      for (let at = from; at < to; at += 1) {
        const position = index.postings[at]!;
        const rank = rankOf(index.entries[position]!, query);
        if (rank !== null) best.offer(position, rank);
      }
    }
    return best.positions().map((position) => index.entries[position]!.entry);
  }
}
