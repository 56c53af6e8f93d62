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
