import type { FieldIssue } from '@cairn/shared/errors';
import { ApiError } from '../../api/client.ts';
import { errorMessageOf } from '../../api/formErrors.ts';
import { localizeMessage } from '../../i18n/serverMessages.ts';
import type { Translate } from '../../i18n/translate.ts';

/*
 * What the form kit does with a refused submit, as plain data: where each issue of the
 * contract (checked before sending, or answered by the server) lands on the form, and what
 * the form's error box says about the rest. Issues are kept as they came and worded in the
 * user's language when shown.
 */

type Path = readonly (string | number)[];

/** `['values', 0, 'value']` → `values[0].value`, the name TanStack Form gives that field. */
export function fieldNameOf(path: Path): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

/** Why the last submit was refused: the error, and the issues no field of the form shows. */
export interface FormFailure {
  error: Error;
  unplaced: FieldIssue[];
}

/** A refusal as TanStack Form's form-level error: the failure for the form, the issues of each field. */
export interface PlacedFailure {
  form: FormFailure;
  fields: Record<string, FieldIssue[]>;
}

/**
 * Places each issue on the deepest field of the form its path reaches (`values.1.until` on
 * the row's `until` field, else on the `values` history). `aliases` shows an issue of an
 * input field the form has no field for on another field (`isMonetary` on the quality).
 */
export function placeFailure(error: Error, fieldNames: readonly string[], aliases: Readonly<Record<string, string>> = {}): PlacedFailure {
  const known = new Set(fieldNames);
  const fields: Record<string, FieldIssue[]> = {};
  const unplaced: FieldIssue[] = [];
  const issues: readonly FieldIssue[] = error instanceof ApiError ? error.issues : [];
  for (const issue of issues) {
    let target: string | undefined;
    for (let length = issue.path.length; length > 0 && target === undefined; length -= 1) {
      const name = fieldNameOf(issue.path.slice(0, length));
      const shownOn = aliases[name] ?? name;
      if (known.has(shownOn)) target = shownOn;
    }
    if (target === undefined) unplaced.push(issue);
    else (fields[target] ??= []).push(issue);
  }
  return { form: { error, unplaced }, fields };
}

export interface SummaryOptions {
  /** What to say when the form was edited from a version someone else has saved since. */
  conflict?: string;
}

/**
 * The form's error box: nothing when every issue sits on a field, else the error's message and
 * the issues no field shows, in the user's language.
 */
export function summaryOf(failure: FormFailure | undefined, t: Translate, options: SummaryOptions = {}): string | null {
  if (!failure) return null;
  const { error, unplaced } = failure;
  if (error instanceof ApiError && error.code === 'CONFLICT' && options.conflict) return options.conflict;
  if (error instanceof ApiError && error.issues.length > 0 && unplaced.length === 0) return null;
  return [errorMessageOf(error, t), ...issueMessagesOf(unplaced, t)].join(' · ');
}

const isIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * A field's messages in the user's language: issues of the contract or the server are worded
 * here; a form's own validators give text already in the user's language.
 */
export function fieldMessagesOf(errors: readonly unknown[], t: Translate): string[] {
  return errors.flat().flatMap((error) => (typeof error === 'string' ? (error === '' ? [] : [error]) : isIssue(error) ? issueMessagesOf([error], t) : []));
}

/** Issues' messages in the user's language, worded as the API's issues are everywhere in the app. */
function issueMessagesOf(issues: readonly FieldIssue[], t: Translate): string[] {
  return issues.map((issue) => localizeMessage(t, issue));
}

const trimmed = (_name: string, value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** Whether the values differ from the saved ones, ignoring spaces around text (the contract trims them). */
export function differsIgnoringSpaces<V>(saved: V, values: V): boolean {
  return JSON.stringify(saved, trimmed) !== JSON.stringify(values, trimmed);
}
