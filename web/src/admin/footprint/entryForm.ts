import { catalogueMessages } from '@cairn/shared/catalogue';
import { textBounds } from '@cairn/shared/constants';
import {
  begesCategoryInfo,
  BegesCategory,
  defaultBegesCategory,
  ghgCategoriesOfScope,
  type GhgCategory,
  type OperationalCategory,
  type Scope,
} from '@cairn/shared/labels';
import { electricityBasisCategories, type ElectricityBasis, type ReportEntryType } from '@cairn/shared/schemas';
import { validationMessages } from '@cairn/shared/validation';
import { parseAmount, type DraftEntry } from '../../features/reports/editing/draftModel.ts';

/*
 * The entry editor of the staff footprint page as plain data: the form's values (text as typed),
 * what is wrong with them, and the draft entry they make. An entry is its activity data times
 * factors through a formula (`q.activity * ef["…"]`), or a value typed in kgCO2e. Problems are
 * the shared catalogue's messages, so the form says them in the user's language.
 */

/** Where the entry's value comes from. */
export type ValueSource = 'FORMULA' | 'TYPED';

export interface EntryFormValues {
  label: string;
  /** Which methods count the entry: both, the GHG Protocol only, or BEGES only. */
  method: ReportEntryType;
  scope: Scope;
  /** '' while none is chosen (and for a BEGES-only entry). */
  ghg: GhgCategory | '';
  /** '' while none is chosen (and for a GHG-only entry). */
  beges: BegesCategory | '';
  operational: OperationalCategory;
  /** '' for none: the entry counts in both electricity views. */
  electricityBasis: ElectricityBasis | '';
  source: ValueSource;
  formula: string;
  /** `q.activity`, as typed; '' for none. */
  activityValue: string;
  activityUnitEn: string;
  activityUnitFr: string;
  /** kgCO2e as typed, for a typed value. */
  valueKg: string;
  /** Whole percent as typed; '' means the lowest quality of the factors used. */
  quality: string;
  group: string;
  /** Markdown, in the report's language. */
  explanation: string;
}

/** Bounds of the draft input (`ReportEntryInput`), checked here so the form says it on the field. */
export const entryBounds = { label: 300, formula: 10_000, explanation: textBounds.longText, text: textBounds.name } as const;

export type EntryField = keyof EntryFormValues;

/** Whether an entry may carry an electricity basis (spec 2 section 5): GHG Protocol entries of the electricity categories. */
export function allowsElectricityBasis(values: Pick<EntryFormValues, 'method' | 'ghg'>): boolean {
  return values.method !== 'BEGES' && values.ghg !== '' && electricityBasisCategories.includes(values.ghg);
}

/** The BEGES categories of a scope, in their order. */
export const begesCategoriesOfScope = (scope: Scope): BegesCategory[] =>
  BegesCategory.options.filter((category) => begesCategoryInfo[category].scope === scope);

type Categories = Pick<EntryFormValues, 'scope' | 'ghg' | 'beges'>;

/** Another scope: the categories follow, the scope's first GHG category and the BEGES one paired with it. */
export function withScope<V extends Categories>(values: V, scope: Scope): V {
  const ghg = ghgCategoriesOfScope(scope)[0] ?? null;
  return { ...values, scope, ghg: ghg ?? '', beges: (ghg ? defaultBegesCategory(ghg) : begesCategoriesOfScope(scope)[0]) ?? '' };
}

/** Another GHG category: the BEGES category paired with it follows when it is of the same scope. */
export function withGhg<V extends Categories>(values: V, ghg: GhgCategory | ''): V {
  const paired = ghg ? defaultBegesCategory(ghg) : null;
  return { ...values, ghg, beges: paired && begesCategoryInfo[paired].scope === values.scope ? paired : values.beges };
}

/** A new entry: a formula reading the activity, in scope 1's first category. */
export function newEntryValues(): EntryFormValues {
  return withScope(
    {
      label: '',
      method: 'BOTH',
      scope: 'ONE',
      ghg: '',
      beges: '',
      operational: 'BUILDING',
      electricityBasis: '',
      source: 'FORMULA',
      formula: '',
      activityValue: '',
      activityUnitEn: '',
      activityUnitFr: '',
      valueKg: '',
      quality: '',
      group: '',
      explanation: '',
    },
    'ONE',
  );
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for an entry of the draft. */
export function entryValuesOf(entry: DraftEntry): EntryFormValues {
  return {
    label: entry.label,
    method: entry.type,
    scope: entry.scope,
    ghg: entry.ghgCategory ?? '',
    beges: entry.begesCategory ?? '',
    operational: entry.operationalCategory,
    electricityBasis: entry.electricityBasis ?? '',
    source: entry.formula === null ? 'TYPED' : 'FORMULA',
    formula: entry.formula ?? '',
    activityValue: text(entry.activityData?.value),
    activityUnitEn: entry.activityData?.unit.labelEn ?? '',
    activityUnitFr: entry.activityData?.unit.labelFr ?? '',
    valueKg: entry.formula === null ? text(entry.value) : '',
    quality: text(entry.qualityPercentage),
    group: entry.group ?? '',
    explanation: entry.explanation ?? '',
  };
}

export type EntryProblems = Partial<Record<EntryField, string>>;

function boundedProblem(value: string, max: number, required: boolean): string | undefined {
  if (value.trim() === '') return required ? validationMessages.required : undefined;
  return value.trim().length > max ? validationMessages.tooLong : undefined;
}

function numberProblem(value: string, required: boolean): string | undefined {
  const amount = parseAmount(value);
  if (amount === null) return required ? validationMessages.required : undefined;
  return Number.isFinite(amount) ? undefined : catalogueMessages.expectedNumber;
}

/**
 * What is wrong with the values, by field (English catalogue texts). The formula itself is
 * judged by the engine, live (`evaluateFormula`), not here: here it only has to be there.
 */
export function entryProblems(values: EntryFormValues): EntryProblems {
  const problems: EntryProblems = {};
  const add = (field: EntryField, problem: string | undefined) => {
    if (problem) problems[field] = problem;
  };
  add('label', boundedProblem(values.label, entryBounds.label, true));
  if (values.method !== 'BEGES' && values.ghg === '') add('ghg', validationMessages.required);
  if (values.method !== 'GHG' && values.beges === '') add('beges', validationMessages.required);
  if (values.source === 'FORMULA') add('formula', boundedProblem(values.formula, entryBounds.formula, true));
  else add('valueKg', numberProblem(values.valueKg, true));
  add('activityValue', numberProblem(values.activityValue, false));
  if (parseAmount(values.activityValue) !== null) add('activityUnitEn', boundedProblem(values.activityUnitEn, entryBounds.text, true));
  add('activityUnitFr', boundedProblem(values.activityUnitFr, entryBounds.text, false));
  if (values.quality.trim() !== '' && !/^\s*(100|[1-9]?\d)\s*$/.test(values.quality)) add('quality', catalogueMessages.invalidQuality);
  add('group', boundedProblem(values.group, entryBounds.text, false));
  add('explanation', boundedProblem(values.explanation, entryBounds.explanation, false));
  return problems;
}

/** The activity data the values give: the amount and its unit, or null without an amount. */
export function activityOf(values: Pick<EntryFormValues, 'activityValue' | 'activityUnitEn' | 'activityUnitFr'>): DraftEntry['activityData'] {
  const amount = parseAmount(values.activityValue);
  if (amount === null || !Number.isFinite(amount)) return null;
  const labelFr = values.activityUnitFr.trim();
  return { value: amount, unit: { labelEn: values.activityUnitEn.trim(), ...(labelFr ? { labelFr } : {}) } };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The draft entry the values make (call once `entryProblems` is empty). Only what the entry's
 * method counts is kept: no GHG category on a BEGES-only entry, no electricity basis outside
 * electricity. Table lines the entry came with stay with it, and so does the questionnaire answer
 * it was computed from (the save then keeps its computed value).
 */
export function draftEntryOf(values: EntryFormValues, uuid: string, previous?: Pick<DraftEntry, 'lines' | 'source'>): DraftEntry {
  const typed = values.source === 'TYPED';
  return {
    uuid,
    label: values.label.trim(),
    scope: values.scope,
    operationalCategory: values.operational,
    ghgCategory: values.method === 'BEGES' ? null : values.ghg || null,
    begesCategory: values.method === 'GHG' ? null : values.beges || null,
    qualityPercentage: values.quality.trim() === '' ? null : Number(values.quality),
    group: orNull(values.group),
    explanation: orNull(values.explanation),
    activityData: activityOf(values),
    type: values.method,
    electricityBasis: allowsElectricityBasis(values) && values.electricityBasis !== '' ? values.electricityBasis : null,
    formula: typed ? null : values.formula.trim(),
    value: typed ? parseAmount(values.valueKg) : null,
    source: previous?.source ?? null,
    ...(previous?.lines ? { lines: previous.lines } : {}),
  };
}
