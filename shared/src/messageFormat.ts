/*
 * How a message is written and said: its text (plural forms chosen by `Intl.PluralRules` from its
 * `count`), its `{name}` parameters and their values. The catalogues themselves are
 * validationMessageTexts.ts (the rules the browser checks too) and errorMessages.ts (all).
 */

import type { ServerMessageKey } from './errorMessages.ts';

/** Plural forms as `Intl.PluralRules` names them; `other` is always there. */
export type PluralText = Readonly<Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>> & { other: string }>;
export type MessageText = string | PluralText;
/** A parameter is a text, a number, or a message of its own (said in the same language as the one around it). */
export type MessageParam = string | number | { readonly key: string; readonly params: MessageParams; readonly text: string };
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** The `{name}` parameters of a message text, read at compile time (every plural form's). */
type ParamNamesOfString<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamNamesOfString<Rest> : never;
export type ParamNamesOf<T> = T extends string ? ParamNamesOfString<T> : T extends Record<string, string> ? ParamNamesOfString<T[keyof T]> : never;
/** The arguments after a key: none for a message without parameters, else exactly its parameters. */
export type ParamsArgs<T> = [ParamNamesOf<T>] extends [never] ? [] : [params: Record<ParamNamesOf<T>, MessageParam>];

/** A message as the API carries it: its key and parameters, and its English text. */
export interface Message {
  readonly key: ServerMessageKey;
  readonly params: MessageParams;
  readonly text: string;
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralRulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/**
 * A message text in `locale` with its parameters filled in. Plural forms are chosen from the
 * `count` parameter by the language's plural rules (French says "1 élément" and "0 élément",
 * English "0 items"); a parameter the caller did not give stays visible rather than vanishing, and
 * a parameter that is a message is shown by its text.
 */
export function formatMessage(text: MessageText, params: MessageParams = {}, locale = 'en'): string {
  const chosen = typeof text === 'string' ? text : (text[pluralRulesOf(locale).select(Number(params.count))] ?? text.other);
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = params[name];
    if (param === undefined) return whole;
    return typeof param === 'object' ? param.text : String(param);
  });
}

/** The parameter names a message text uses (every plural form's), sorted and without repeats. */
export function placeholdersOf(text: MessageText): string[] {
  const forms = typeof text === 'string' ? [text] : Object.values(text);
  const names = new Set(forms.flatMap((form) => [...form.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')));
  return [...names].sort();
}


/**
 * Messages without parameters by their English text: the validation rules' always
 * (validationMessageTexts.ts), each other one once `englishOf` has made it, and all of them where
 * the server's pipeline learns the whole catalogue. Each such text names one key (a test checks
 * that no two share a text), so a rule that can only hand over a text, such as a zod check's
 * message, still travels with its key; a browser page loads no catalogue text it does not use.
 */
const keysByText = new Map<string, ServerMessageKey>();

export function learnMessageText(key: string, text: MessageText): void {
  if (typeof text === 'string' && placeholdersOf(text).length === 0) keysByText.set(text, key as ServerMessageKey);
}

export function learnMessageTexts(texts: Readonly<Record<string, MessageText>>): void {
  for (const [key, text] of Object.entries(texts)) learnMessageText(key, text);
}

/** The message that a fixed English text is, or null for a text no loaded catalogue holds. */
export function messageOfText(text: string): Message | null {
  const key = keysByText.get(text);
  return key ? { key, params: {}, text } : null;
}
