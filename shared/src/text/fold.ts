/*
 * Text folding, in one place: what search boxes, label matching and name making compare.
 */

/**
 * The text with its accents and other diacritics removed, case kept: 'Électricité' gives
 * 'Electricite'. Letters without a decomposition (œ, ø, ß) stay as they are.
 */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/**
 * The form two texts are compared in when case and accents must not matter: lower case, accents
 * removed. 'Électricité Réseau' and 'electricite reseau' fold to the same text.
 */
export function foldText(text: string): string {
  return stripAccents(text).toLowerCase();
}

/**
 * The catalogue search box's rule, on the server and in the browser alike: whether `search`,
 * with case, accents and surrounding spaces ignored, occurs in one of `texts` (a name and its
 * client names). A blank search matches everything.
 */
export function foldedIncludes(texts: readonly (string | null | undefined)[], search: string | null | undefined): boolean {
  const wanted = foldText(search ?? '').trim();
  return wanted === '' || texts.some((text) => typeof text === 'string' && foldText(text).includes(wanted));
}
