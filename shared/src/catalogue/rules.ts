import { fieldIssue, type FieldIssue } from '../errors.ts';
import { catalogueMessages, duplicateYear } from './messages.ts';

/**
 * The cross-field rules of the catalogue (spec 2 section 5 "Value histories"), as pure functions
 * that return field issues. The input schemas run them; a batch import can run them on its rows.
 * They take loosely typed entries because a form is checked as a whole: a history rule still
 * reports while another field of the same entry is invalid.
 */

/** The kinds of factor: one with values of its own, or a combination of others (spec 2 section 3). */
export const emissionFactorTypes = ['SIMPLE', 'COMBINATION'] as const;

/** Quality 100 means a physical factor; anything lower a monetary one (spec 2 section 3). */
export const physicalQualityPercentage = 100;

/** The family a factor with a linked supplier is forced to (spec 2 section 5). */
export const supplierFamily = 'SUPPLIER';

export function isMonetaryQuality(qualityPercentage: number): boolean {
  return qualityPercentage !== physicalQualityPercentage;
}

/**
 * Source versions as the spec lists them: `v` and dotted numbers (`v3`, `v1.2`, `v3.9.1`), a
 * month `MM/YYYY` (month 01 to 12) or a year `YYYY`.
 */
const sourceVersionPatterns = [/^v\d+(\.\d+)*$/, /^(0[1-9]|1[0-2])\/\d{4}$/, /^\d{4}$/];

export function isValidSourceVersion(sourceVersion: string): boolean {
  return sourceVersionPatterns.some((pattern) => pattern.test(sourceVersion));
}

/**
 * Whether a value comes from the ecoinvent database. The source is free text ('ecoinvent 3.9',
 * 'Ecoinvent'), so any mention of the name counts, whatever its case.
 */
export function isEcoinventSource(source: unknown): boolean {
  return typeof source === 'string' && /ecoinvent/i.test(source);
}

type LooseEntry = Record<string, unknown>;

const asEntry = (value: unknown): LooseEntry =>
  typeof value === 'object' && value !== null ? (value as LooseEntry) : {};

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The `until` of a raw entry: null when empty, a number when it reads as one, else undefined. */
function untilOf(entry: LooseEntry): number | null | undefined {
  const until = entry.until;
  if (isBlank(until)) return null;
  const year = Number(until);
  return (typeof until === 'number' || typeof until === 'string') && Number.isInteger(year) ? year : undefined;
}

export interface ValueHistoryRules {
  /**
   * Emission factors: every entry after the first needs `until`, so the open entry can only be
   * the first one in the form (spec 2 section 5). Hypotheses have no such rule.
   */
  untilRequiredAfterFirst: boolean;
}

/**
 * The history rules, with paths relative to the list (`[]` for the list, `[2, 'until']` for an
 * entry's field):
 * - at least one entry ('At least one entry is required'; the spec gives no message);
 * - for emission factors, every entry after the first has an `until` ('Required');
 * - exactly one entry has an empty `until` ('Exactly one entry should have an empty year');
 * - no two entries end in the same year, because the year lookup would be ambiguous (ours).
 */
export function valueHistoryProblems(values: readonly unknown[], rules: ValueHistoryRules): FieldIssue[] {
  if (values.length === 0) return [{ path: [], message: catalogueMessages.atLeastOneEntry }];
  const problems: FieldIssue[] = [];
  const untils = values.map((value) => untilOf(asEntry(value)));
  if (rules.untilRequiredAfterFirst) {
    untils.forEach((until, index) => {
      if (index > 0 && until === null) problems.push({ path: [index, 'until'], message: catalogueMessages.required });
    });
  }
  if (untils.filter((until) => until === null).length !== 1) {
    problems.push({ path: [], message: catalogueMessages.exactlyOneOpenEntry });
  }
  const seen = new Set<number>();
  untils.forEach((until, index) => {
    if (typeof until !== 'number') return;
    if (seen.has(until)) problems.push(fieldIssue([index, 'until'], duplicateYear(until)));
    seen.add(until);
  });
  return problems;
}

/**
 * On creation only (the input has no uuid), a value from the ecoinvent database needs a source
 * URL ('Source URL is required'); existing factors keep the values they were saved with.
 */
export function sourceUrlProblems(values: readonly unknown[], isCreation: boolean): FieldIssue[] {
  if (!isCreation) return [];
  return values.flatMap((value, index) => {
    const entry = asEntry(value);
    return isEcoinventSource(entry.source) && isBlank(entry.sourceUrl)
      ? [{ path: [index, 'sourceUrl'], message: catalogueMessages.sourceUrlRequired }]
      : [];
  });
}

/**
 * A combination script must reference at least two emission factors, or one emission factor
 * and one hypothesis (spec 2 section 5). The counts come from the formula interpreter.
 */
export function combinationReferencesProblem(references: {
  emissionFactors: number;
  hypotheses: number;
}): string | null {
  const { emissionFactors, hypotheses } = references;
  return emissionFactors >= 2 || (emissionFactors >= 1 && hypotheses >= 1)
    ? null
    : catalogueMessages.combinationReferences;
}
