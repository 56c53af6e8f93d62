import type { Language } from '@cairn/shared/schemas';
import { readItem, writeItem, type StorageLike } from '../lib/browserStorage.ts';
import { defaultLanguage, isLanguage } from './translate.ts';

export const languageStorageKey = 'cairn.language';

/** The language chosen earlier on this browser, else English (spec: the default language). */
export function readLanguage(storage: StorageLike | null): Language {
  const stored = readItem(storage, languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function writeLanguage(storage: StorageLike | null, language: Language): void {
  writeItem(storage, languageStorageKey, language);
}

/** Pages opened from a link sent by e-mail, which says the language to open them in. */
const publicLinkPaths = ['/survey', '/supplier-engagement-survey'];

/**
 * The language a page load starts in. Public survey and supplier form links carry their language (`?lang=fr`),
 * since respondents follow them from an e-mail in that language (spec 1 section 2); every
 * other page uses the language chosen earlier on this browser.
 */
export function initialLanguage(location: { pathname: string; search: string }, stored: Language): Language {
  if (!publicLinkPaths.some((path) => location.pathname.startsWith(path))) return stored;
  const requested = new URLSearchParams(location.search).get('lang');
  return isLanguage(requested) ? requested : stored;
}
