import { messageOfText, type MessageParams } from '@cairn/shared/errors';
import { isMessageKey, translateKey, type Translate } from './translate.ts';

/** A message as the API carries it: the English text, and its catalogue key and parameters when it has them. */
export interface ServerMessage {
  message: string;
  key?: string | null;
  params?: MessageParams;
}

/**
 * A server or validation message in the user's language, said from the key it came with; a
 * message whose key this version does not know (or that has none) is shown as sent.
 */
export function localizeMessage(t: Translate, { message, key, params }: ServerMessage): string {
  return isMessageKey(key) ? translateKey(t, key, params) : message;
}

/** An error's message in the user's language; one that names a field first keeps the field's path. */
export function localizeError(t: Translate, error: ServerMessage & { path?: (string | number)[] | null }): string {
  const said = localizeMessage(t, error);
  return error.path?.length && isMessageKey(error.key) ? `${error.path.join('.')}: ${said}` : said;
}

/**
 * A message the shared rules wrote in the browser, where only its text is at hand (the formula
 * preview's verdicts): a fixed catalogue text is said in the user's language, anything else as written.
 */
export function localizeText(t: Translate, text: string): string {
  const said = messageOfText(text);
  return said ? localizeMessage(t, { message: text, key: said.key }) : text;
}
