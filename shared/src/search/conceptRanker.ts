import { conceptsOf, conceptTerms, concepts as domainConcepts, type ConceptTerm } from './concepts.ts';
import { editDistance, normalise, stems, trigrams } from './text.ts';
import type { RankedHit, Ranker, SearchDocument } from './types.ts';

/*
 * The offline ranker: no model, no download, deterministic. A document's score mixes three
 * signals, each there for what the others miss:
 *
 * - concept overlap (weight 0.5): the share of the query's domain concepts (see concepts.ts)
 *   that the document mentions, each weighted by its rarity among the documents. This is the
 *   "meaning" part: it crosses languages and synonyms ('power' → 'Électricité'), which no
 *   word- or letter-based measure can.
 * - word overlap (weight 0.3): BM25 over stems, idf computed over the documents being ranked,
 *   normalised by what a perfect match would get. It rewards the exact words the user typed,
 *   including the many words outside the concept table (place names, 'R410A', 'TGV'…), and
 *   its idf makes rare words ('Allemagne') outweigh common ones ('électricité').
 * - trigram similarity (weight 0.2): the share of the query's letter trigrams found in the
 *   document's best text. It still scores a typo that the word correction below could not
 *   fix, and partial words ('frigo' in 'frigorigène').
 *
 * Before all that, a query word that no document and no concept knows is replaced by the
 * closest known word within one edit (two for long words), transpositions included: this is
 * what turns 'voitrue' into 'voiture' and lets the concept and word signals work on typos.
 */

const weights = { concept: 0.5, words: 0.3, trigrams: 0.2 } as const;
/** BM25's usual constants: term-frequency saturation and length normalisation. */
const k1 = 1.2;
const b = 0.75;
/** A document matched on letters alone must share this much with the query to be answered at all. */
const minTrigramOnly = 0.5;

interface PreparedDocument {
  id: string;
  stems: string[];
  concepts: Set<string>;
  grams: Set<string>[];
}

function prepare(document: SearchDocument, terms: readonly ConceptTerm[]): PreparedDocument {
  const texts = document.texts.filter((text) => text.trim() !== '');
  const documentStems = texts.flatMap((text) => stems(text));
  // Concepts are looked for text by text, so that a phrase never spans two texts.
  const found = new Set(texts.flatMap((text) => [...conceptsOf(stems(text), terms)]));
  return { id: document.id, stems: documentStems, concepts: found, grams: texts.map(trigrams) };
}

/** Inverse document frequency, BM25's variant (always positive). */
const idf = (documentCount: number, containing: number) => Math.log(1 + (documentCount - containing + 0.5) / (containing + 0.5));

/** Replaces each unknown query stem by the closest known one, when one is close enough. */
function correct(queryStems: readonly string[], known: ReadonlyMap<string, number>): string[] {
  return queryStems.map((word) => {
    if (known.has(word) || word.length < 4 || /\d/.test(word)) return word;
    const allowed = word.length >= 8 ? 2 : 1;
    let best: { word: string; distance: number; frequency: number } | null = null;
    for (const [candidate, frequency] of known) {
      if (Math.abs(candidate.length - word.length) > allowed || candidate.length < 3) continue;
      const distance = editDistance(word, candidate, allowed);
      if (distance > allowed) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (frequency > best.frequency || (frequency === best.frequency && candidate < best.word)))
      ) {
        best = { word: candidate, distance, frequency };
      }
    }
    return best?.word ?? word;
  });
}

function containment(query: Set<string>, text: Set<string>): number {
  if (!query.size) return 0;
  let shared = 0;
  for (const gram of query) if (text.has(gram)) shared++;
  return shared / query.size;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Builds a ranker over a concept table; the default one uses the domain's table. */
export function createConceptRanker(table: Readonly<Record<string, readonly string[]>> = domainConcepts): Ranker {
  const terms = conceptTerms(table);
  const tableStems = new Set(terms.flatMap((term) => term.stems));

  return {
    rank(query, documents, limit) {
      if (limit <= 0 || !normalise(query)) return [];
      const prepared = documents.map((document) => prepare(document, terms));
      const count = prepared.length;

      // How many documents hold each stem and each concept, for idf; known words for correction.
      const stemFrequency = new Map<string, number>();
      const conceptFrequency = new Map<string, number>();
      for (const document of prepared) {
        for (const word of new Set(document.stems)) stemFrequency.set(word, (stemFrequency.get(word) ?? 0) + 1);
        for (const concept of document.concepts) conceptFrequency.set(concept, (conceptFrequency.get(concept) ?? 0) + 1);
      }
      const known = new Map(stemFrequency);
      for (const word of tableStems) if (!known.has(word)) known.set(word, 0);

      const queryStems = [...new Set(correct(stems(query), known))];
      const queryConcepts = conceptsOf(correct(stems(query), known), terms);
      const queryGrams = trigrams(query);
      const averageLength = prepared.reduce((sum, document) => sum + document.stems.length, 0) / Math.max(1, count);

      const conceptWeight = (concept: string) => idf(count, conceptFrequency.get(concept) ?? 0);
      const conceptTotal = [...queryConcepts].reduce((sum, concept) => sum + conceptWeight(concept), 0);
      const wordWeight = (word: string) => idf(count, stemFrequency.get(word) ?? 0);
      const wordTotal = queryStems.reduce((sum, word) => sum + wordWeight(word), 0);

      const hits: RankedHit[] = [];
      for (const document of prepared) {
        let conceptScore = 0;
        for (const concept of queryConcepts) if (document.concepts.has(concept)) conceptScore += conceptWeight(concept);
        conceptScore = conceptTotal ? conceptScore / conceptTotal : 0;

        let wordScore = 0;
        for (const word of queryStems) {
          const frequency = document.stems.filter((candidate) => candidate === word).length;
          if (!frequency) continue;
          const saturation = (frequency * (k1 + 1)) / (frequency + k1 * (1 - b + (b * document.stems.length) / Math.max(1, averageLength)));
          wordScore += wordWeight(word) * saturation;
        }
        // A perfect match holds each query word once in a document of average length.
        wordScore = wordTotal ? Math.min(1, wordScore / wordTotal) : 0;

        const gramScore = Math.max(0, ...document.grams.map((grams) => containment(queryGrams, grams)));
        if (conceptScore === 0 && wordScore === 0 && gramScore < minTrigramOnly) continue;
        const score = weights.concept * conceptScore + weights.words * wordScore + weights.trigrams * gramScore;
        if (score > 0) hits.push({ id: document.id, score: round(score) });
      }
      return hits.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)).slice(0, limit);
    },
  };
}

/** The ranker the API uses. */
export const defaultRanker: Ranker = createConceptRanker();
