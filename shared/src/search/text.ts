import { foldText } from '../text/fold.ts';

/*
 * Text preparation shared by queries and documents: both go through exactly the same steps,
 * so that whatever the steps lose (accents, case, plural endings) is lost on both sides.
 */

/** Lower case, accents and ligatures folded, anything but letters and digits turned into spaces. */
export function normalise(text: string): string {
  return foldText(text)
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that carry no meaning in a catalogue name, in English and French (already normalised). */
const stopWords = new Set([
  'a', 'an', 'the', 'of', 'for', 'and', 'or', 'with', 'in', 'on', 'to', 'per', 'by', 'from', 'at',
  'de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'un', 'une', 'et', 'ou', 'en', 'au', 'aux', 'pour', 'par', 'avec', 'sur', 'dans',
]);

/**
 * A light stemmer for English and French: plural and feminine endings, and the few endings
 * that differ between the two languages for the same word (électrique/electric,
 * électricité/electricity). It does not try to be a full Porter stemmer: catalogue names are
 * short nouns, and over-stemming would merge unrelated words.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d/.test(w)) return w;
  if (w.endsWith('eaux')) w = w.slice(0, -1);
  else if (w.endsWith('aux') && w.length > 4) w = `${w.slice(0, -3)}al`;
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  else if (w.endsWith('x') && /(eu|ou)x$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ienne')) w = w.slice(0, -2);
  else if (w.endsWith('ique')) w = `${w.slice(0, -3)}c`;
  else if (w.endsWith('ite') && w.length > 6) w = `${w.slice(0, -1)}y`;
  else if (w.endsWith('ing') && w.length >= 6) w = w.slice(0, -3);
  else if (w.endsWith('ee') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The stems of a text's meaningful words, in order. */
export function stems(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter((word) => word !== '' && !stopWords.has(word))
    .map(stem);
}

/** Character trigrams of a normalised text, words padded with spaces so that word starts and ends count. */
export function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalise(text).split(' ')) {
    if (!word) continue;
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** Edit distance with adjacent transpositions (optimal string alignment): 'voitrue' is one edit from 'voiture'. */
export function editDistance(a: string, b: string, cap = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array.from({ length: b.length }, (_, j) => (i === 0 ? j + 1 : 0))]);
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    const above = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row[j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}
