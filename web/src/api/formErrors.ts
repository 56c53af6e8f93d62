import { localizeError, localizeMessage } from '../i18n/serverMessages.ts';
import type { Translate } from '../i18n/translate.ts';
import { ApiError } from './client.ts';

export interface FormErrors<F extends string> {
  /** Localized messages per field, for issues whose path starts with a field of the form. */
  fields: Partial<Record<F, string[]>>;
  /** The message for the form's error box, or null when every problem sits on a field. */
  summary: string | null;
}

/**
 * Splits a failed call into messages on the form's fields and one message for the whole form,
 * in the user's language.
 */
export function formErrorsOf<F extends string>(error: Error | null, fieldNames: readonly F[], t: Translate): FormErrors<F> {
  if (!error) return { fields: {}, summary: null };
  if (!(error instanceof ApiError)) return { fields: {}, summary: errorMessageOf(error, t) };

  const fields: Partial<Record<F, string[]>> = {};
  let unplaced = 0;
  for (const issue of error.issues) {
    const field = fieldNames.find((name) => name === issue.path[0]);
    if (field === undefined) unplaced += 1;
    else (fields[field] ??= []).push(localizeMessage(t, issue));
  }
  const placedAll = error.issues.length > 0 && unplaced === 0;
  return { fields, summary: placedAll ? null : summaryOf(error, t) };
}

/** One message for a failed call, in the user's language, for places without fields. */
export function errorMessageOf(error: Error, t: Translate): string {
  return error instanceof ApiError ? summaryOf(error, t) : error.message || t('form.error.unexpected');
}

function summaryOf(error: ApiError, t: Translate): string {
  if (error.origin === 'network') return t('form.error.network');
  return error.message ? localizeError(t, error) : t('form.error.unexpected');
}
