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

/**
 * The language a page load starts in. Public survey links carry their language (`?lang=fr`),
 * since respondents follow them from an e-mail in that language (spec 1 section 2); every
 * other page uses the language chosen earlier on this browser.
 */
export function initialLanguage(location: { pathname: string; search: string }, stored: Language): Language {
  if (!location.pathname.startsWith('/survey')) return stored;
  const requested = new URLSearchParams(location.search).get('lang');
  return isLanguage(requested) ? requested : stored;
}
