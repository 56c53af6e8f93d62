export type { RankedHit, Ranker, SearchDocument } from './types.ts';
export { createConceptRanker, defaultRanker } from './conceptRanker.ts';
export { concepts } from './concepts.ts';
export { normalise, stem, stems } from './text.ts';
