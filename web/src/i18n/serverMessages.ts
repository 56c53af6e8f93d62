import { catalogueMessages } from '@cairn/shared/catalogue';
import { messages } from '@cairn/shared/errors';
import { spreadsheetMessages } from '@cairn/shared/spreadsheet';
import { validationMessages } from '@cairn/shared/validation';
import type { PlainKey, Translate } from './translate.ts';

/**
 * Messages that the server and the shared validation rules write in English, and their
 * catalogue keys, so a French user reads them in French. Anything else is shown as sent.
 */
const knownMessages: ReadonlyMap<string, PlainKey> = new Map<string, PlainKey>([
  [validationMessages.required, 'validation.message.required'],
  [validationMessages.tooShort, 'validation.message.tooShort'],
  [validationMessages.tooLong, 'validation.message.tooLong'],
  [validationMessages.tooDeep, 'validation.message.tooDeep'],
  [validationMessages.tooManyConsecutiveNumbers, 'validation.message.tooManyConsecutiveNumbers'],
  [validationMessages.tooFewDifferentCharacters, 'validation.message.tooFewDifferentCharacters'],
  [validationMessages.passwordsDontMatch, 'validation.message.passwordsDontMatch'],
  [validationMessages.invalidEmail, 'validation.message.invalidEmail'],
  [messages.invalidToken, 'validation.message.invalidToken'],
  [messages.invalidCredentials, 'validation.message.invalidCredentials'],
  [messages.tooManyAttempts, 'validation.message.tooManyAttempts'],
  [messages.tooManyRequests, 'validation.message.tooManyRequests'],
  [messages.inputTooLarge, 'validation.message.inputTooLarge'],
  [messages.inputTooDeep, 'validation.message.inputTooDeep'],
  [messages.invalidInvitation, 'validation.message.invalidInvitation'],
  [messages.usernameTaken, 'validation.message.usernameTaken'],
  [messages.staleWrite, 'validation.message.staleWrite'],
  [spreadsheetMessages.inflatesTooMuch, 'validation.message.spreadsheetInflatesTooMuch'],
  [spreadsheetMessages.factorNamesTakenMeanwhile, 'validation.message.importNamesTakenMeanwhile'],
  [catalogueMessages.exactlyOneOpenEntry, 'validation.message.exactlyOneOpenEntry'],
  [catalogueMessages.atLeastOneEntry, 'validation.message.atLeastOneEntry'],
  [catalogueMessages.sourceUrlRequired, 'validation.message.sourceUrlRequired'],
  [catalogueMessages.invalidSourceVersion, 'validation.message.invalidSourceVersion'],
  [catalogueMessages.invalidQuality, 'validation.message.invalidQuality'],
  [catalogueMessages.invalidGas, 'validation.message.invalidGas'],
  [catalogueMessages.expectedNumber, 'validation.message.expectedNumber'],
  [catalogueMessages.combinationReferences, 'validation.message.combinationReferences'],
  [catalogueMessages.resultIsNaN, 'validation.message.resultIsNaN'],
  [catalogueMessages.invalidScriptFormat, 'validation.message.invalidScriptFormat'],
  [catalogueMessages.monetaryMismatch(100), 'validation.message.physicalNotMonetary'],
]);

/** A message built from a template with one parameter, and how to say it in the user's language. */
interface TemplateMessage {
  pattern: RegExp;
  translate: (t: Translate, value: string) => string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads the shape of a message from the function that writes it, so the English text in
 * `shared` stays the only source: `sample` is the argument it was called with, and whatever
 * stands in its place in a server message becomes the parameter.
 */
function templateOf(message: string, sample: string | number, translate: TemplateMessage['translate']): TemplateMessage {
  const parts = message.split(String(sample));
  if (parts.length !== 2) throw new Error(`The sample ${String(sample)} should appear exactly once in '${message}'`);
  const [before = '', after = ''] = parts;
  return { pattern: new RegExp(`^${escapeRegExp(before)}(.+?)${escapeRegExp(after)}$`, 's'), translate };
}

// Samples unlikely to appear in the fixed part of a message.
const textSample = '\u0001name\u0001';
const numberSample = 987_654_321;

const templateMessages: readonly TemplateMessage[] = [
  templateOf(catalogueMessages.emissionFactorNotFound(textSample), textSample, (t, name) =>
    t('validation.message.emissionFactorNotFound', { name }),
  ),
  templateOf(catalogueMessages.hypothesisNotFound(textSample), textSample, (t, name) => t('validation.message.hypothesisNotFound', { name })),
  templateOf(catalogueMessages.unknownUnit(textSample), textSample, (t, symbol) => t('validation.message.unknownUnit', { symbol })),
  // The gas is typed: its sample is a real gas, found once in the message.
  templateOf(catalogueMessages.missingGasHypothesis('N2O'), 'N2O', (t, gas) => t('validation.message.missingGasHypothesis', { gas })),
  templateOf(catalogueMessages.duplicateYear(numberSample), numberSample, (t, year) => t('validation.message.duplicateYear', { year })),
  templateOf(catalogueMessages.monetaryMismatch(numberSample), numberSample, (t, percentage) =>
    t('validation.message.monetaryNotPhysical', { percentage }),
  ),
  // Singular and plural differ in more than the count: each has its own shape.
  templateOf(catalogueMessages.emissionFactorInUse(1), 1, (t, count) => t('validation.message.emissionFactorInUseOne', { count })),
  templateOf(catalogueMessages.emissionFactorInUse(numberSample), numberSample, (t, count) =>
    t('validation.message.emissionFactorInUseOther', { count }),
  ),
  templateOf(spreadsheetMessages.tooManyColumns(numberSample), numberSample, (t, max) => t('validation.message.spreadsheetTooManyColumns', { max })),
  templateOf(spreadsheetMessages.cellTooLong(numberSample), numberSample, (t, max) => t('validation.message.spreadsheetCellTooLong', { max })),
  templateOf(catalogueMessages.hypothesisInUse(1), 1, (t, count) => t('validation.message.hypothesisInUseOne', { count })),
  templateOf(catalogueMessages.hypothesisInUse(numberSample), numberSample, (t, count) => t('validation.message.hypothesisInUseOther', { count })),
];

function localizeWhole(t: Translate, message: string): string | null {
  const key = knownMessages.get(message);
  if (key) return t(key);
  for (const template of templateMessages) {
    const match = template.pattern.exec(message);
    if (match?.[1] !== undefined) return template.translate(t, match[1]);
  }
  return null;
}

/** `values.0.until: …`: the server puts the path of the first issue before its message. */
const fieldPathPrefix = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s;

/**
 * A server or validation message in the user's language; a message behind a field path keeps
 * its path and has the rest translated. Unknown messages are shown as sent.
 */
export function localizeMessage(t: Translate, message: string): string {
  const whole = localizeWhole(t, message);
  if (whole !== null) return whole;
  const prefixed = fieldPathPrefix.exec(message);
  if (prefixed?.[1] !== undefined && prefixed[2] !== undefined) {
    const rest = localizeWhole(t, prefixed[2]);
    if (rest !== null) return `${prefixed[1]}: ${rest}`;
  }
  return message;
}
