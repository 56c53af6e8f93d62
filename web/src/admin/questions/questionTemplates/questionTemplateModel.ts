import type { InputOf, OutputOf } from '@cairn/shared/contract';
import type { Scope } from '@cairn/shared/labels';
import type { ColumnType, QuestionType } from '@cairn/shared/questionnaires/model';
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
}

let rowCounter = 0;
const nextKey = (kind: string) => `${kind}-${++rowCounter}`;

export function emptyColumnRow(): ColumnRow {
  return { key: nextKey('column'), uuid: null, name: '', type: 'TEXT', labelEn: '', labelFr: '', unit: '', hintEn: '', hintFr: '', selectListUuid: '', adminOnly: false };
}

export function emptyFaqRow(): FaqRow {
  return { key: nextKey('faq'), questionEn: '', questionFr: '', answerEn: '', answerFr: '' };
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
  };
}

/**
 * The call's input. Text goes as typed: the contract trims it and turns blank into null, so the
 * pre-send check reports exactly what the server would. What the form hides is not sent: the
 * columns and the one-line choice of a question that is not a table, the unit of one that is not
 * a number, a column's unit unless it is a number and its list unless it is a choice. A kept
 * column sends its uuid, which keeps the answers that filled it pointing at it.
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
  };
}

/** Whether closing would lose something, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: QuestionTemplateFormValues, values: QuestionTemplateFormValues): boolean {
  const withoutKeys = (form: QuestionTemplateFormValues) => ({
    ...form,
    faq: form.faq.map(({ key: _key, ...row }) => row),
    columns: form.columns.map(({ key: _key, ...row }) => row),
  });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}
