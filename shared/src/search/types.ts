/** One thing to search: an id and every text that names or classifies it (both languages, group, family). */
export interface SearchDocument {
  id: string;
  texts: readonly string[];
}

/** A document that matched, with its relevance in (0, 1]: higher is better. */
export interface RankedHit {
  id: string;
  score: number;
}

/**
 * Ranks documents against a query. The default is the offline lexical-and-concept ranker of
 * this folder; a hosted embedding service can implement the same interface later.
 */
export interface Ranker {
  rank(query: string, documents: readonly SearchDocument[], limit: number): RankedHit[];
}
