import { formatMessage, learnMessageTexts, type Message, type MessageText, type ParamsArgs } from './messageFormat.ts';

/*
 * The messages of the rules the browser checks too (`validation.message.*`), apart from the
 * server's own: every page's validation needs their English wording before it renders, while a
 * server message comes with the error that carries it (its English text in the error itself).
 * This file holds the rules of the shared schemas, the request pipeline and the sessions, which
 * the first load needs; the rules of one area's forms (catalogue, questionnaires, surveys,
 * plans, projects, imports) are in `areaValidationMessageTexts.ts`, which ships with the pages.
 * `serverMessageTexts` (errorMessages.ts) holds both, and says what keys and parameters are.
 */

export const validationMessageTexts = {
  // Validation rules of the shared schemas.
  'validation.message.required': 'Required',
  'validation.message.tooShort': 'Too short',
  'validation.message.tooLong': 'Too long',
  'validation.message.tooDeep': 'Nested too deeply',
  'validation.message.tooManyConsecutiveNumbers': 'Too many consecutive numbers',
  'validation.message.tooFewDifferentCharacters': 'Too few different characters',
  'validation.message.passwordsDontMatch': "Passwords don't match",
  'validation.message.invalidDate': 'Invalid date',
  'validation.message.invalidYear': 'Invalid year',
  'validation.message.invalidColor': 'Invalid colour',
  'validation.message.invalidEmail': 'Invalid email',
  'validation.message.invalidUuid': 'Invalid id',
  'validation.message.invalidUrl': 'Invalid URL',
  'validation.message.invalid': 'Invalid',
  'validation.message.mustBeZeroOrMore': 'Must be zero or more',
  'validation.message.leaveEmptyWhenCreating': 'Leave empty when creating',

  // The request pipeline, sessions and accounts.
  'validation.message.invalidToken': 'Invalid token',
  'validation.message.forbidden': 'You do not have access to this resource',
  'validation.message.invalidCredentials': 'Invalid username or password',
  'validation.message.tooManyAttempts': 'Too many sign-in attempts, please try again later',
  'validation.message.tooManyRequests': 'Too many requests, please try again in a minute',
  'validation.message.inputTooLarge': 'The input is too large',
  'validation.message.inputTooDeep': 'The input is nested too deeply',
  'validation.message.invalidJson': 'The input is not valid JSON',
  'validation.message.invalidCursor': 'Invalid cursor',
  'validation.message.invalidInvitation': 'This invitation link is invalid or has expired',
  'validation.message.usernameTaken': 'This user name is already taken',
  'validation.message.impersonationRefresh': 'An impersonation session cannot be refreshed',
  'validation.message.userDisabled': 'This account is disabled',
  'validation.message.internal': 'Something unexpected happened',
  'validation.message.staleWrite': 'Someone else changed this in the meantime; reload and try again',
  'validation.message.pictureTooLarge': 'The picture is larger than 1 MB',
  'validation.message.pictureNotWebp': 'The picture must be a webp image',

  // A sector average (spec 3 section 9) is an intensity: above zero, and far under any real sector's.
  'validation.message.mustBePositive': 'Must be greater than zero',
  'validation.message.benchmarkTooLarge': 'Must be 100,000 or less',

  // A questionnaire's percent-unit fields (spec 2: "Percent-unit numeric fields min 0 max 100"); worded by us.
  'validation.message.mustBeHundredOrLess': 'Must be 100 or less',
} as const satisfies Record<string, MessageText>;

learnMessageTexts(validationMessageTexts);

/** The keys of a catalogue's messages without parameters. */
export type PlainKeyOf<T extends Record<string, MessageText>> = {
  [K in keyof T]: T[K] extends string ? (T[K] extends `${string}{${string}}${string}` ? never : K) : never;
}[keyof T];

/**
 * A catalogue's English texts and messages without loading the server's catalogue: `english`
 * gives the text of a message without parameters, `say` a message with its parameters and its
 * English text, as `say` of errorMessages.ts makes one of any message.
 */
export function validationSayers<T extends Record<string, MessageText>>(texts: T) {
  return {
    english: (key: PlainKeyOf<T>): string => formatMessage(texts[key]!),
    say: <K extends keyof T & Message['key']>(key: K, ...args: ParamsArgs<T[K]>): Message => {
      const params = args[0] ?? {};
      return { key, params, text: formatMessage(texts[key]!, params) };
    },
  };
}

export type ValidationMessageKey = keyof typeof validationMessageTexts;

/** The English text of a validation message without parameters; `sayValidation` a validation message with its parameters. */
export const { english: validationEnglish, say: sayValidation } = validationSayers(validationMessageTexts);
