import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { ghgCategoriesOfScope, type BegesCategory, type GhgCategory, type OperationalCategory, type Scope } from '@cairn/shared/labels';
import { keepsElectricityBase } from '@cairn/shared/questionnaires/formulaTemplate';
import type { ColumnType, QuestionType } from '@cairn/shared/questionnaires/model';
import type { ElectricityBasis, ReportEntryType } from '@cairn/shared/schemas';
import { begesCategoriesOfScope, withGhg, withScope } from '../../footprint/entryForm.ts';
import type { QuestionTemplateListSearch } from '../../../app/routeSearch.ts';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';

/*
 * The /questions page and its editor as plain data: the list's query from the address, what a
 * row shows, what the form starts from and the `questionTemplate.create`/`update` input it sends.
 */

export type ListedQuestionTemplate = OutputOf<'questionTemplate.list'>[number];
export type QuestionTemplateDetail = OutputOf<'questionTemplate.get'>;
export type QuestionTemplateInput = InputOf<'questionTemplate.create'>;

/** The list's query: the search as typed once typing pauses, and the type from the address. */
export function listInputOf(search: QuestionTemplateListSearch, typed: string): NonNullable<InputOf<'questionTemplate.list'>> {
  return { ...(typed.trim() === '' ? {} : { search: typed.trim() }), ...(search.type === undefined ? {} : { type: search.type }) };
}

/** Where a template sits in a questionnaire's navigation: 'Energy › Buildings', or null when uncategorised. */
export function placeOf(template: Pick<ListedQuestionTemplate, 'category' | 'subcategory'>): string | null {
  if (template.category === null) return null;
  return template.subcategory === null ? template.category : `${template.category} › ${template.subcategory}`;
}

/** A label in the interface's language: French falls back to English when it has none. */
export function labelIn(item: { labelEn: string; labelFr: string | null }, language: string): string {
  return language === 'fr' ? (item.labelFr ?? item.labelEn) : item.labelEn;
}

/** One column as the inputs hold it (text, never null); `uuid` is the stored column's, null for a new one. */
export interface ColumnRow {
  /** Stable React key; not sent. */
  key: string;
  uuid: string | null;
  name: string;
  type: ColumnType;
  labelEn: string;
  labelFr: string;
  unit: string;
  hintEn: string;
  hintFr: string;
  /** '' when none is chosen. */
  selectListUuid: string;
  adminOnly: boolean;
}

export interface FaqRow {
  key: string;
  questionEn: string;
  questionFr: string;
  answerEn: string;
  answerFr: string;
}

/** One formula template as the inputs hold it; `uuid` is the stored template's, null for a new one. */
export interface FormulaRow {
  key: string;
  uuid: string | null;
  labelEn: string;
  labelFr: string;
  type: ReportEntryType;
  scope: Scope;
  /** '' when none is chosen (a BEGES-only template has none). */
  ghg: GhgCategory | '';
  beges: BegesCategory | '';
  operationalCategory: OperationalCategory;
  /** '' counts in both electricity views. */
  electricityBase: ElectricityBasis | '';
  splitTable: boolean;
  eval: string;
  explanationEn: string;
  explanationFr: string;
}

export interface QuestionTemplateFormValues {
  name: string;
  type: QuestionType;
  labelEn: string;
  labelFr: string;
  unit: string;
  impactedScopes: Scope[];
  important: boolean;
  oneLine: boolean;
  allowFiles: boolean;
  adminOnly: boolean;
  category: string;
  subcategory: string;
  hintEn: string;
  hintFr: string;
  faq: FaqRow[];
  columns: ColumnRow[];
  formulaTemplates: FormulaRow[];
}

let rowCounter = 0;
const nextKey = (kind: string) => `${kind}-${++rowCounter}`;

export function emptyColumnRow(): ColumnRow {
  return { key: nextKey('column'), uuid: null, name: '', type: 'TEXT', labelEn: '', labelFr: '', unit: '', hintEn: '', hintFr: '', selectListUuid: '', adminOnly: false };
}

export function emptyFaqRow(): FaqRow {
  return { key: nextKey('faq'), questionEn: '', questionFr: '', answerEn: '', answerFr: '' };
}

/** A new formula: both methods, in scope 1's first categories, as a report entry starts. */
export function emptyFormulaRow(): FormulaRow {
  return withScope(
    {
      key: nextKey('formula'),
      uuid: null,
      labelEn: '',
      labelFr: '',
      type: 'BOTH',
      scope: 'ONE',
      ghg: '',
      beges: '',
      operationalCategory: 'BUILDING',
      electricityBase: '',
      splitTable: false,
      eval: '',
      explanationEn: '',
      explanationFr: '',
    },
    'ONE',
  );
}

/** Another scope for a formula: its categories follow (see `withScope`). */
export const formulaWithScope = (row: FormulaRow, scope: Scope): FormulaRow => withScope(row, scope);
/** Another GHG category for a formula: the paired BEGES category follows (see `withGhg`). */
export const formulaWithGhg = (row: FormulaRow, ghg: GhgCategory | ''): FormulaRow => withGhg(row, ghg);
export { begesCategoriesOfScope, ghgCategoriesOfScope };

/** Whether the form shows a formula's electricity base: GHG (or both) and an electricity category. */
export function showsElectricityBase(row: Pick<FormulaRow, 'type' | 'ghg'>): boolean {
  return keepsElectricityBase({ type: row.type, ghgCategory: row.ghg === '' ? null : row.ghg });
}

/** A stored formula template as the form's row (text, never null), keeping its uuid. */
export function formulaRowOf(formula: QuestionTemplateDetail['formulaTemplates'][number]): FormulaRow {
  return {
    key: nextKey('formula'),
    uuid: formula.uuid,
    labelEn: formula.labelEn,
    labelFr: formula.labelFr ?? '',
    type: formula.type,
    scope: formula.scope,
    ghg: formula.ghgCategory ?? '',
    beges: formula.begesCategory ?? '',
    operationalCategory: formula.operationalCategory,
    electricityBase: formula.electricityEmissionsBase ?? '',
    splitTable: formula.splitTable,
    eval: formula.eval,
    explanationEn: formula.explanationEn ?? '',
    explanationFr: formula.explanationFr ?? '',
  };
}

/** A formula row as the call sends it: a category its method does not use, an electricity base off an electricity category and a split off a table are left out. */
export function formulaInputOf(formula: FormulaRow, table: boolean): NonNullable<QuestionTemplateInput['formulaTemplates']>[number] {
  return {
    uuid: formula.uuid,
    labelEn: formula.labelEn,
    labelFr: formula.labelFr,
    type: formula.type,
    scope: formula.scope,
    ghgCategory: formula.type !== 'BEGES' && formula.ghg !== '' ? formula.ghg : null,
    begesCategory: formula.type !== 'GHG' && formula.beges !== '' ? formula.beges : null,
    operationalCategory: formula.operationalCategory,
    electricityEmissionsBase: showsElectricityBase(formula) && formula.electricityBase !== '' ? formula.electricityBase : null,
    splitTable: table && formula.splitTable,
    eval: formula.eval,
    explanationEn: formula.explanationEn,
    explanationFr: formula.explanationFr,
  };
}

export function emptyQuestionTemplateValues(): QuestionTemplateFormValues {
  return {
    name: '',
    type: 'NUMERIC',
    labelEn: '',
    labelFr: '',
    unit: '',
    impactedScopes: [],
    important: false,
    oneLine: false,
    allowFiles: false,
    adminOnly: false,
    category: '',
    subcategory: '',
    hintEn: '',
    hintFr: '',
    faq: [],
    columns: [],
    formulaTemplates: [],
  };
}

/** The form's values for a stored template (edit): each column keeps its uuid. */
export function questionTemplateValuesOf(template: QuestionTemplateDetail): QuestionTemplateFormValues {
  return {
    name: template.name,
    type: template.type,
    labelEn: template.labelEn,
    labelFr: template.labelFr ?? '',
    unit: template.unit ?? '',
    impactedScopes: [...template.impactedScopes],
    important: template.important,
    oneLine: template.oneLine,
    allowFiles: template.allowFiles,
    adminOnly: template.adminOnly,
    category: template.category ?? '',
    subcategory: template.subcategory ?? '',
    hintEn: template.hintEn ?? '',
    hintFr: template.hintFr ?? '',
    faq: template.faq.map((entry) => ({ key: nextKey('faq'), questionEn: entry.questionEn, questionFr: entry.questionFr ?? '', answerEn: entry.answerEn, answerFr: entry.answerFr ?? '' })),
    columns: template.columns.map((column) => ({
      key: nextKey('column'),
      uuid: column.uuid,
      name: column.name,
      type: column.type,
      labelEn: column.labelEn,
      labelFr: column.labelFr ?? '',
      unit: column.unit ?? '',
      hintEn: column.hintEn ?? '',
      hintFr: column.hintFr ?? '',
      selectListUuid: column.selectListUuid ?? '',
      adminOnly: column.adminOnly,
    })),
    formulaTemplates: template.formulaTemplates.map(formulaRowOf),
  };
}

/**
 * The call's input. Text goes as typed: the contract trims it and turns blank into null, so the
 * pre-send check reports exactly what the server would. What the form hides is not sent: the
 * columns and the one-line choice of a question that is not a table, the unit of one that is not
 * a number, a column's unit unless it is a number and its list unless it is a choice, a
 * formula's category its method does not use, its electricity base off an electricity category
 * and its split off a table. A kept column or formula sends its uuid, which keeps the answers
 * that filled it (and the entries made from it) pointing at it.
 */
export function questionTemplateInputOf(values: QuestionTemplateFormValues): QuestionTemplateInput {
  const table = values.type === 'TABLE';
  return {
    name: values.name,
    type: values.type,
    labelEn: values.labelEn,
    labelFr: values.labelFr,
    unit: values.type === 'NUMERIC' ? values.unit : null,
    impactedScopes: values.impactedScopes,
    important: values.important,
    oneLine: table && values.oneLine,
    allowFiles: values.allowFiles,
    adminOnly: values.adminOnly,
    category: values.category,
    subcategory: values.subcategory,
    hintEn: values.hintEn,
    hintFr: values.hintFr,
    faq: values.faq.map(({ questionEn, questionFr, answerEn, answerFr }) => ({ questionEn, questionFr, answerEn, answerFr })),
    columns: table
      ? values.columns.map((column) => ({
          uuid: column.uuid,
          name: column.name,
          type: column.type,
          labelEn: column.labelEn,
          labelFr: column.labelFr,
          unit: column.type === 'NUMERIC' ? column.unit : null,
          hintEn: column.hintEn,
          hintFr: column.hintFr,
          selectListUuid: column.type === 'SELECT' && column.selectListUuid !== '' ? column.selectListUuid : null,
          adminOnly: column.adminOnly,
        }))
      : [],
    formulaTemplates: values.formulaTemplates.map((formula) => formulaInputOf(formula, table)),
  };
}

/** Whether closing would lose something, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: QuestionTemplateFormValues, values: QuestionTemplateFormValues): boolean {
  const withoutKeys = (form: QuestionTemplateFormValues) => ({
    ...form,
    faq: form.faq.map(({ key: _key, ...row }) => row),
    columns: form.columns.map(({ key: _key, ...row }) => row),
    formulaTemplates: form.formulaTemplates.map(({ key: _key, ...row }) => row),
  });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}
