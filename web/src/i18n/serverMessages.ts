import { catalogueMessages } from '@cairn/shared/catalogue';
import { messages } from '@cairn/shared/errors';
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
  [validationMessages.tooManyConsecutiveNumbers, 'validation.message.tooManyConsecutiveNumbers'],
  [validationMessages.tooFewDifferentCharacters, 'validation.message.tooFewDifferentCharacters'],
  [validationMessages.passwordsDontMatch, 'validation.message.passwordsDontMatch'],
  [validationMessages.invalidEmail, 'validation.message.invalidEmail'],
  [messages.invalidToken, 'validation.message.invalidToken'],
  [messages.invalidCredentials, 'validation.message.invalidCredentials'],
  [messages.tooManyAttempts, 'validation.message.tooManyAttempts'],
  [messages.invalidInvitation, 'validation.message.invalidInvitation'],
  [messages.usernameTaken, 'validation.message.usernameTaken'],
  [messages.staleWrite, 'validation.message.staleWrite'],
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
]);

export function localizeMessage(t: Translate, message: string): string {
  const key = knownMessages.get(message);
  return key ? t(key) : message;
}
