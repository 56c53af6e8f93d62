import { formatMessage, type MessageParams, type MessageText, type ParamNamesOf } from '@cairn/shared/errors';
import type { Language } from '@cairn/shared/schemas';
import { en } from './en.ts';

export type MessageKey = keyof typeof en;
/** A message is a text, or its plural forms chosen by the language's rules from `{count}`. */
export type Catalogue = { readonly [K in MessageKey]: MessageText };

/** The `{name}` parameters of a message, read from the English text at compile time. */
export type ParamsOf<K extends MessageKey> = ParamNamesOf<(typeof en)[K]>;
export type MessageParamsOf<K extends MessageKey> = Record<ParamsOf<K>, string | number>;
export type TranslateArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: MessageParamsOf<K>];
/** Keys whose messages take no parameter. */
export type PlainKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey];

export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string;

/**
 * How each language's catalogue is had. English, the default and the reference, ships with the
 * app; another language loads on its own when a page starts in it or the user switches to it, so
 * a page does not download every language before it can render.
 */
const catalogueLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => Promise.resolve(en),
  fr: () => import('./fr.ts').then((module) => module.fr),
};
const loadedCatalogues: Partial<Record<Language, Catalogue>> = { en };

export const languages = Object.keys(catalogueLoaders) as Language[];
export const defaultLanguage: Language = 'en';

/** The catalogue of a language, loading it first when it has not been yet (English never waits). */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const catalogue = loadedCatalogues[language] ?? (await catalogueLoaders[language]());
  loadedCatalogues[language] = catalogue;
  return catalogue;
}

/** Whether a language's catalogue is here, so its translator says its own messages. */
export function isCatalogueLoaded(language: Language): boolean {
  return loadedCatalogues[language] !== undefined;
}

/**
 * The translator of a language (in English until its catalogue has loaded: see loadCatalogue). Plural forms are handled here, once, by the language's plural
 * rules (`Intl.PluralRules`): a message says "{count} item" and "{count} items" as two forms of
 * one key, never as a choice in the calling code.
 */
export function translatorFor(language: Language): Translate {
  const catalogue = loadedCatalogues[language] ?? en;
  return (key, ...args) => formatMessage(catalogue[key], args[0], language);
}

/** Whether a key from elsewhere (the server's error envelope) names a message of the catalogues. */
export function isMessageKey(key: unknown): key is MessageKey {
  return typeof key === 'string' && Object.hasOwn(en, key);
}

/**
 * A message named by a key known only at run time, with the parameters that came with it;
 * parameters a message does not use are ignored, and one it lacks stays visible.
 */
export function translateKey(t: Translate, key: MessageKey, params: MessageParams = {}): string {
  return (t as (key: MessageKey, params: MessageParams) => string)(key, params);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in catalogueLoaders;
}
