import { messageOfText, type MessageParams } from '@cairn/shared/errors';
import { isMessageKey, translateKey, type Translate } from './translate.ts';

/** A message as the API carries it: the English text, and its catalogue key and parameters when it has them. */
export interface ServerMessage {
  message: string;
  key?: string | null;
  params?: MessageParams;
}

/**
 * A server or validation message in the user's language, said from the key it came with (and a
 * parameter that is a message, from its own key); a message whose key this version does not know
 * (or that has none) is shown as sent.
 */
export function localizeMessage(t: Translate, message: ServerMessage): string {
  return saidByKey(t, message) ?? message.message;
}

/** The message said from its key in the reader's catalogue, or null when that catalogue does not hold it. */
function saidByKey(t: Translate, { key, params = {} }: ServerMessage): string | null {
  if (!isMessageKey(key)) return null;
  const said = Object.fromEntries(
    Object.entries(params).map(([name, param]) => [
      name,
      typeof param === 'object' ? localizeMessage(t, { message: param.text, key: param.key, params: param.params }) : param,
    ]),
  );
  const translated = translateKey(t, key, said);
  // A server message the reader's catalogue does not hold (English: the API's text is its wording) is said as sent.
  return translated === key ? null : translated;
}

/** An error's message in the user's language; one that names a field first keeps the field's path. */
export function localizeError(t: Translate, error: ServerMessage & { path?: (string | number)[] | null }): string {
  const said = saidByKey(t, error);
  // The English text as sent already starts with the field's path.
  if (said === null) return error.message;
  return error.path?.length ? `${error.path.join('.')}: ${said}` : said;
}

/**
 * A message the shared rules wrote in the browser (the formula preview's verdicts, an import's
 * problems): said by the catalogue message it came with, else, for a fixed catalogue text, by its
 * key; anything else as written.
 */
export function localizeText(t: Translate, text: string, said?: { key: string; params: MessageParams } | null): string {
  const known = said ?? messageOfText(text);
  return known ? localizeMessage(t, { message: text, key: known.key, params: known.params }) : text;
}
