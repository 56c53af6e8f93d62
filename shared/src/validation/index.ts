import { z } from 'zod';
import { password as passwordRules } from '../constants.ts';

export const validationMessages = {
  required: 'Required',
  tooShort: 'Too short',
  tooLong: 'Too long',
  tooManyConsecutiveNumbers: 'Too many consecutive numbers',
  tooFewDifferentCharacters: 'Too few different characters',
  passwordsDontMatch: "Passwords don't match",
  invalidDate: 'Invalid date',
  invalidYear: 'Invalid year',
  invalidColor: 'Invalid colour',
  invalidEmail: 'Invalid email',
  invalidUuid: 'Invalid id',
  invalid: 'Invalid',
} as const;

const requiredError = { error: () => validationMessages.required };

/** Required text: trimmed; blank, missing or null gives 'Required'. */
export const requiredText = () => z.string(requiredError).trim().min(1, validationMessages.required);

/** Optional text: trimmed; blank becomes null. */
export const optionalText = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));

/** Every password rule that fails, in the spec's order (spec 1 section 5). */
export function passwordProblems(value: string): string[] {
  const problems: string[] = [];
  if ([...value].length < passwordRules.minLength) problems.push(validationMessages.tooShort);
  if (new TextEncoder().encode(value).length >= passwordRules.maxBytes) problems.push(validationMessages.tooLong);
  if (new RegExp(`\\d{${passwordRules.maxConsecutiveDigits + 1},}`).test(value)) {
    problems.push(validationMessages.tooManyConsecutiveNumbers);
  }
  if (new Set(value).size < passwordRules.minDistinct) problems.push(validationMessages.tooFewDifferentCharacters);
  return problems;
}

/** A new password: every failing rule is reported, each as its own issue on the field. */
export const newPassword = () =>
  z.string(requiredError).superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: validationMessages.required });
      return;
    }
    for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
  });

/** A real calendar date written YYYY-MM-DD. */
export const isoDate = () =>
  z.string(requiredError).refine((value) => isRealIsoDate(value), validationMessages.invalidDate);

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
    .union([z.number(), z.string()])
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
