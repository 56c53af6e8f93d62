import type { Language } from '@cairn/shared/schemas';
import { en } from './en.ts';
import { fr } from './fr.ts';

export type MessageKey = keyof typeof en;
export type Catalogue = { readonly [K in MessageKey]: string };

/** The `{name}` parameters of a message, read from the English text at compile time. */
type ParamNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamNames<Rest> : never;
export type ParamsOf<K extends MessageKey> = ParamNames<(typeof en)[K]>;
export type MessageParams<K extends MessageKey> = Record<ParamsOf<K>, string | number>;
export type TranslateArgs<K extends MessageKey> = [ParamsOf<K>] extends [never] ? [] : [params: MessageParams<K>];
/** Keys whose messages take no parameter. */
export type PlainKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey];

export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string;

export const catalogues: Record<Language, Catalogue> = { en, fr };
export const languages = Object.keys(catalogues) as Language[];
export const defaultLanguage: Language = 'en';

/** Replaces each `{name}` by its parameter; an unknown parameter stays visible rather than vanishing. */
export function format(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translatorFor(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, ...args) => format(catalogue[key], args[0]);
}

/** The parameter names a message uses, sorted, so catalogues can be compared. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in catalogues;
}
