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
export function localizeMessage(t: Translate, { message, key, params = {} }: ServerMessage): string {
  if (!isMessageKey(key)) return message;
  const said = Object.fromEntries(
    Object.entries(params).map(([name, param]) => [
      name,
      typeof param === 'object' ? localizeMessage(t, { message: param.text, key: param.key, params: param.params }) : param,
    ]),
  );
  return translateKey(t, key, said);
}

/** An error's message in the user's language; one that names a field first keeps the field's path. */
export function localizeError(t: Translate, error: ServerMessage & { path?: (string | number)[] | null }): string {
  const said = localizeMessage(t, error);
  return error.path?.length && isMessageKey(error.key) ? `${error.path.join('.')}: ${said}` : said;
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
