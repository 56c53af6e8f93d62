import * as z from 'zod';
import { password as passwordRules, textBounds } from '../constants.ts';
import { validationEnglish } from '../validationMessageTexts.ts';

/** The validation rules' messages; their wording lives in the message catalogue (`../errorMessages.ts`). */
export const validationMessages = {
  required: validationEnglish('validation.message.required'),
  tooShort: validationEnglish('validation.message.tooShort'),
  tooLong: validationEnglish('validation.message.tooLong'),
  tooDeep: validationEnglish('validation.message.tooDeep'),
  tooManyConsecutiveNumbers: validationEnglish('validation.message.tooManyConsecutiveNumbers'),
  tooFewDifferentCharacters: validationEnglish('validation.message.tooFewDifferentCharacters'),
  passwordsDontMatch: validationEnglish('validation.message.passwordsDontMatch'),
  invalidDate: validationEnglish('validation.message.invalidDate'),
  invalidYear: validationEnglish('validation.message.invalidYear'),
  invalidColor: validationEnglish('validation.message.invalidColor'),
  invalidEmail: validationEnglish('validation.message.invalidEmail'),
  invalidUuid: validationEnglish('validation.message.invalidUuid'),
  invalidUrl: validationEnglish('validation.message.invalidUrl'),
  invalid: validationEnglish('validation.message.invalid'),
  mustBeZeroOrMore: validationEnglish('validation.message.mustBeZeroOrMore'),
} as const;

const requiredError = { error: () => validationMessages.required };

/**
 * A record of at most `maxKeys` entries: refused past it ('The input is too large'), and marked
 * with its bound (`maxKeys` in its metadata) so the contract's bounds check sees it bounded.
 */
export const boundedRecord = <K extends z.core.$ZodRecordKey, V extends z.ZodType>(key: K, value: V, maxKeys: number) =>
  z
    .record(key, value)
    .refine((record) => Object.keys(record).length <= maxKeys, { error: () => validationEnglish('validation.message.inputTooLarge') })
    .meta({ maxKeys });

/** Required text: trimmed; blank, missing or null gives 'Required'; longer than `max` characters 'Too long'. */
export const requiredText = (max: number = textBounds.name) =>
  z.string(requiredError).trim().min(1, validationMessages.required).max(max, validationMessages.tooLong);

/** Optional text: trimmed; blank becomes null; longer than `max` characters 'Too long'. */
export const optionalText = (max: number = textBounds.name) =>
  z
    .string()
    .trim()
    .max(max, validationMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** Every password rule that fails, in the spec's order (spec 1 section 5). */
export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if ([...value].length < passwordRules.minLength) problems.push(validationMessages.tooShort);
  if (new TextEncoder().encode(value).length >= passwordRules.maxBytes) problems.push(validationMessages.tooLong);
  // Any decimal digit, in whatever script: a run of Arabic-Indic or full-width digits is as guessable.
  if (new RegExp(`\\p{Nd}{${passwordRules.maxConsecutiveDigits + 1},}`, 'u').test(value)) {
    problems.push(validationMessages.tooManyConsecutiveNumbers);
  }
  if (new Set(value).size < passwordRules.minDistinct) problems.push(validationMessages.tooFewDifferentCharacters);
  return problems;
}

/** A new password: every failing rule is reported, each as its own issue on the field. */
export const newPassword = () =>
  z.string(requiredError).max(textBounds.password, validationMessages.tooLong).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: validationMessages.required });
      return;
    }
    // Already refused as too long: the rules are not worth reading on a huge input.
    if (value.length > textBounds.password) return;
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/**
 * How deep arrays and objects nest in a JSON value (a scalar is 0), measured without recursion:
 * a hostile input may nest 100,000 deep. Stops counting once past `stopAbove`.
 */
export function jsonDepth(value: unknown, stopAbove = Infinity): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Whether an object nested in `value` has an empty key or one longer than `maxLength` (walked without recursion). */
function hasBadKey(value: unknown, maxLength: number): boolean {
  const pending = [value];
  while (pending.length) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (!Array.isArray(item) && (key.length === 0 || key.length > maxLength)) return true;
      pending.push(child);
    }
  }
  return false;
}

/**
 * A free-form JSON object (an analytics payload): keys non-empty and bounded, at most
 * `maxKeys` of them, nested at most `maxDepth` deep (the object itself is level 1), at most
 * `maxBytes` once serialised.
 */
export const boundedJsonObject = (bounds: { maxKeys: number; maxKeyLength: number; maxDepth: number; maxBytes: number }) =>
  z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    if (Object.keys(value).length > bounds.maxKeys) ctx.addIssue({ code: 'custom', message: validationMessages.tooLong });
    else if (jsonDepth(value, bounds.maxDepth) > bounds.maxDepth) ctx.addIssue({ code: 'custom', message: validationMessages.tooDeep });
    else if (hasBadKey(value, bounds.maxKeyLength)) ctx.addIssue({ code: 'custom', message: validationMessages.invalid });
    else if (new TextEncoder().encode(JSON.stringify(value)).length > bounds.maxBytes) ctx.addIssue({ code: 'custom', message: validationMessages.tooLong });
  });

/** A real calendar date written YYYY-MM-DD. */
export const isoDate = () =>
  z.string(requiredError).max(10, validationMessages.invalidDate).refine((value) => isRealIsoDate(value), validationMessages.invalidDate);

export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Four digits starting with 20. */
export const year = () =>
  z.coerce
    .string(requiredError)
    .trim()
    .refine((value) => /^20\d{2}$/.test(value), validationMessages.invalidYear)
    .transform(Number);

/** An optional year: empty is allowed and becomes null. */
export const optionalYear = () =>
  z
    .union([z.number(), z.string().max(10, validationMessages.invalidYear)])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || String(value).trim() === '') return null;
      const text = String(value).trim();
      if (!/^20\d{2}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: validationMessages.invalidYear });
        return z.NEVER;
      }
      return Number(text);
    });

/** A colour written #rrggbb in lower case. */
export const colour = () => z.string(requiredError).regex(/^#[0-9a-f]{6}$/, validationMessages.invalidColor);

export const uuid = () => z.uuid({ error: validationMessages.invalidUuid });

/** An optional e-mail: valid, or empty (which becomes null). */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254, validationMessages.invalidEmail)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || z.email().safeParse(value).success, validationMessages.invalidEmail);

/**
 * Renewable consumption may not exceed consumption, nor renewable production production
 * (spec 1 section 5). Returns the field paths that break the rule.
 */
export function energyProblems(figures: {
  energyConsumptionKWh?: number | null;
  renewableEnergyConsumptionKWh?: number | null;
  energyProductionKWh?: number | null;
  renewableEnergyProductionKWh?: number | null;
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const exceeds = (part?: number | null, whole?: number | null) =>
    part !== null && part !== undefined && part > (whole ?? 0);
  if (exceeds(figures.renewableEnergyConsumptionKWh, figures.energyConsumptionKWh)) {
    problems.push({ path: ['renewableEnergyConsumptionKWh'], message: validationMessages.invalid });
  }
  if (exceeds(figures.renewableEnergyProductionKWh, figures.energyProductionKWh)) {
    problems.push({ path: ['renewableEnergyProductionKWh'], message: validationMessages.invalid });
  }
  return problems;
}
