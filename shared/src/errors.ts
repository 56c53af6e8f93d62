import type * as z from 'zod';
import { messageOfText, type Message, type MessageParams } from './messageFormat.ts';
import { validationEnglish } from './validationMessageTexts.ts';

export { formatMessage, messageOfText, placeholdersOf, type Message, type MessageParam, type MessageParams, type MessageText, type ParamNamesOf, type ParamsArgs, type PluralText } from './messageFormat.ts';
// Types only: the server's catalogue itself (say, englishOf) is `./errorMessages.ts`, which a
// browser page loads only where it uses it.
export type { PlainServerMessageKey, ServerMessageKey } from './errorMessages.ts';

/** The tRPC error codes the API answers with, and the HTTP status each maps to at the edge. */
export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/**
 * A problem of one input field. `message` is the English text; `key` and `params` name the
 * message in the catalogue (`serverMessageTexts`) when it is one of ours, so a client words it
 * in its own language.
 */
export interface FieldIssue {
  path: (string | number)[];
  message: string;
  key?: string;
  params?: MessageParams;
}

/** A message as a client received it: the catalogue key may be one this version does not know. */
export interface KeyedText {
  readonly text: string;
  readonly key: string | null;
  readonly params: MessageParams;
  /** The field the text names before the message, as the envelope's `path` says. */
  readonly path?: (string | number)[] | null;
}

/** A message's key, and its parameters when it has any (the API leaves out an empty `params`). */
function keyOf(key: string, params: MessageParams): Pick<FieldIssue, 'key' | 'params'> {
  return Object.keys(params).length ? { key, params } : { key };
}

/** An issue with its message's key filled in when the catalogue holds its text. */
export function keyedIssue(issue: FieldIssue): FieldIssue {
  if (issue.key) return issue;
  const said = messageOfText(issue.message);
  return said ? { ...issue, ...keyOf(said.key, said.params) } : issue;
}

/** A message as a problem carries it: its English text, key and parameters. */
export function saying(message: Message): Pick<FieldIssue, 'message' | 'key' | 'params'> {
  return { message: message.text, ...keyOf(message.key, message.params) };
}

/** An issue on the field at `path` saying `message`, with its key. */
export function fieldIssue(path: (string | number)[], message: Message): FieldIssue {
  return { path, ...saying(message) };
}

/**
 * What a schema's refinement adds for `issue` (`ctx.addIssue(refinementIssue(…))`): zod keeps
 * only the text of a message, so its key and parameters ride in the issue's params, where
 * `fieldIssuesOf` reads them back.
 */
export function refinementIssue(issue: FieldIssue) {
  const said = issue.key ? { key: issue.key, params: issue.params ?? {} } : undefined;
  return { code: 'custom' as const, message: issue.message, path: issue.path, ...(said ? { params: { said } } : {}) };
}

/** The refinement issue saying `message` on the field at `path` (the refined value itself by default). */
export function messageIssue(message: Message, path: (string | number)[] = []) {
  return refinementIssue(fieldIssue(path, message));
}

function saidOf(params: unknown): { key: string; params: MessageParams } | null {
  const said = (params as { said?: unknown } | undefined)?.said;
  if (typeof said !== 'object' || said === null) return null;
  const { key, params: values } = said as Record<string, unknown>;
  return typeof key === 'string' && typeof values === 'object' && values !== null ? { key, params: values as MessageParams } : null;
}

/** A zod error's issues as the API reports them: path, English message, and its key where known. */
export function fieldIssuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const said = issue.code === 'custom' ? saidOf(issue.params) : null;
    return said ? { path, message: issue.message, ...keyOf(said.key, said.params) } : keyedIssue({ path, message: issue.message });
  });
}

/**
 * The one error type of the application: a code from the tRPC set, a message, optional field
 * issues. The message is given as a catalogue `Message` (from `say`), or as an English text,
 * whose key is found when the text is one of the catalogue's fixed messages. A message that
 * names its first issue's field (`name: Required`) takes that issue's key, and `path` says
 * which field it names.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];
  readonly key: string | null;
  readonly params: MessageParams;
  /** The field the message names before its text, as in `values.0.until: Invalid year`. */
  readonly path: (string | number)[] | null;

  constructor(code: ErrorCode, message: string | KeyedText | Message, issues: FieldIssue[] = []) {
    const text = typeof message === 'string' ? message : message.text;
    super(text);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues.map(keyedIssue);
    const said = typeof message === 'string' ? messageOfText(message) : message;
    const first = this.issues[0];
    const named = !said?.key && first?.key && first.path.length && text === `${first.path.join('.')}: ${first.message}` ? first : null;
    this.key = named?.key ?? said?.key ?? null;
    this.params = named?.params ?? said?.params ?? {};
    this.path = named ? named.path : typeof message === 'object' && 'path' in message ? (message.path ?? null) : null;
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

/** The validation failure of `issues`: its message names the first issue's field and says it. */
export function invalidInput(issues: FieldIssue[]): AppError {
  const first = issues[0];
  if (!first) return new AppError('BAD_REQUEST', messages.invalid);
  return new AppError('BAD_REQUEST', first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message, issues);
}

/** Messages the server answers with, in one place. Those the spec quotes keep its wording. */
export const messages = {
  invalidToken: validationEnglish('validation.message.invalidToken'),
  required: validationEnglish('validation.message.required'),
  invalid: validationEnglish('validation.message.invalid'),
  forbidden: validationEnglish('validation.message.forbidden'),
  /** Known things have their own key (`server.notFound.<thing>`), so each language words the whole sentence. */
  notFound: (what: string) => `${what} not found`,
  invalidCredentials: validationEnglish('validation.message.invalidCredentials'),
  tooManyAttempts: validationEnglish('validation.message.tooManyAttempts'),
  tooManyRequests: validationEnglish('validation.message.tooManyRequests'),
  inputTooLarge: validationEnglish('validation.message.inputTooLarge'),
  inputTooDeep: validationEnglish('validation.message.inputTooDeep'),
  invalidJson: validationEnglish('validation.message.invalidJson'),
  invalidInvitation: validationEnglish('validation.message.invalidInvitation'),
  usernameTaken: validationEnglish('validation.message.usernameTaken'),
  impersonationRefresh: validationEnglish('validation.message.impersonationRefresh'),
  userDisabled: validationEnglish('validation.message.userDisabled'),
  internal: validationEnglish('validation.message.internal'),
  staleWrite: validationEnglish('validation.message.staleWrite'),
  leaveEmptyWhenCreating: validationEnglish('validation.message.leaveEmptyWhenCreating'),
} as const;

