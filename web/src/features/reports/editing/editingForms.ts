import {
  begesCategoryInfo,
  BegesCategory,
  defaultBegesCategory,
  ghgCategoriesOfScope,
  type GhgCategory,
  type OperationalCategory,
  type Scope,
} from '@cairn/shared/labels';
import type { ReportSnapshot } from '@cairn/shared/schemas';
import { parseAmount, type ManualEntry, type Ratios } from './draftModel.ts';

/*
 * The two forms of the report's editing panels as plain data: what each starts from, what is
 * wrong with what was typed, and what it puts in the draft. Nothing is sent from here: the
 * draft is saved as a whole with `report.save`.
 */

/** What is wrong with a typed value; the form words it in the user's language. */
export type EditingProblem = 'required' | 'notNumber' | 'needCategory';

export interface RatioValues {
  employees: string;
  turnover: string;
  /** Typed key-figure values by key-figure uuid. */
  figures: Record<string, string>;
}

const asText = (value: number | null) => (value === null ? '' : String(value));

export function ratioValuesOf(snapshot: Pick<ReportSnapshot, 'employeeNumber' | 'turnover' | 'keyFigures'>): RatioValues {
  return {
    employees: asText(snapshot.employeeNumber),
    turnover: asText(snapshot.turnover),
    figures: Object.fromEntries(snapshot.keyFigures.map((figure) => [figure.uuid, String(figure.value)])),
  };
}

/** A typed amount: blank is allowed unless required, else a number of at least zero. */
function amountProblem(text: string, required: boolean): EditingProblem | undefined {
  const value = parseAmount(text);
  if (value === null) return required ? 'required' : undefined;
  return Number.isFinite(value) && value >= 0 ? undefined : 'notNumber';
}

/** Problems by field name (`employees`, `turnover`, `figures.<uuid>`): a key figure needs a value. */
export function ratioProblems(values: RatioValues): Record<string, EditingProblem> {
  const problems: Record<string, EditingProblem> = {};
  const employees = amountProblem(values.employees, false);
  if (employees) problems.employees = employees;
  const turnover = amountProblem(values.turnover, false);
  if (turnover) problems.turnover = turnover;
  for (const [uuid, text] of Object.entries(values.figures)) {
    const problem = amountProblem(text, true);
    if (problem) problems[`figures.${uuid}`] = problem;
  }
  return problems;
}

/** The ratios for the draft, or null while something typed is wrong (the draft keeps the last good ones). */
export function ratiosOf(values: RatioValues): Ratios | null {
  if (Object.keys(ratioProblems(values)).length > 0) return null;
  return {
    employeeNumber: parseAmount(values.employees),
    turnover: parseAmount(values.turnover),
    keyFigureValues: Object.fromEntries(Object.entries(values.figures).map(([uuid, text]) => [uuid, parseAmount(text) ?? 0])),
  };
}

export interface EntryValues {
  label: string;
  scope: Scope;
  operational: OperationalCategory;
  /** '' for none (an entry of the BEGES method only). */
  ghg: GhgCategory | '';
  /** '' for none (an entry of the GHG Protocol only). */
  beges: BegesCategory | '';
  /** In tCO2e, as typed. */
  value: string;
}

/** The BEGES categories of a scope, in their order. */
export const begesOfScope = (scope: Scope): BegesCategory[] => BegesCategory.options.filter((category) => begesCategoryInfo[category].scope === scope);

/** Another scope: the categories follow, its first GHG category and the BEGES one paired with it. */
export function withScope(values: EntryValues, scope: Scope): EntryValues {
  const ghg = ghgCategoriesOfScope(scope)[0] ?? null;
  return { ...values, scope, ghg: ghg ?? '', beges: (ghg ? defaultBegesCategory(ghg) : begesOfScope(scope)[0]) ?? '' };
}

/** Another GHG category: the BEGES one paired with it follows when it is of the same scope. */
export function withGhg(values: EntryValues, ghg: GhgCategory | ''): EntryValues {
  const paired = ghg ? defaultBegesCategory(ghg) : null;
  return { ...values, ghg, beges: paired && begesCategoryInfo[paired].scope === values.scope ? paired : values.beges };
}

export function emptyEntryValues(): EntryValues {
  return withScope({ label: '', scope: 'ONE', operational: 'BUILDING', ghg: '', beges: '', value: '' }, 'ONE');
}

/** Problems by field: a label, a category in at least one method, and a number. */
export function entryProblems(values: EntryValues): Partial<Record<'label' | 'ghg' | 'beges' | 'value', EditingProblem>> {
  const problems: Partial<Record<'label' | 'ghg' | 'beges' | 'value', EditingProblem>> = {};
  if (values.label.trim() === '') problems.label = 'required';
  if (values.ghg === '' && values.beges === '') {
    problems.ghg = 'needCategory';
    problems.beges = 'needCategory';
  }
  const value = parseAmount(values.value);
  if (value === null) problems.value = 'required';
  else if (Number.isNaN(value)) problems.value = 'notNumber';
  return problems;
}

/** The entry for the draft (its value in kgCO2e), or null while something is wrong. */
export function manualEntryOf(values: EntryValues): Omit<ManualEntry, 'uuid'> | null {
  const value = parseAmount(values.value);
  if (Object.keys(entryProblems(values)).length > 0 || value === null) return null;
  return {
    label: values.label,
    scope: values.scope,
    operationalCategory: values.operational,
    ghgCategory: values.ghg || null,
    begesCategory: values.beges || null,
    valueKg: value * 1_000,
  };
}
