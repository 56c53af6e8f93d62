import type { InputOf, OutputOf } from '@cairn/shared/contract';
import type { SurveyQuestionType } from '@cairn/shared/surveys/model';
import type { SurveyQuestionTemplateListSearch } from '../../../app/routeSearch.ts';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';
import { formulaInputOf, formulaRowOf, type FormulaRow } from '../../questions/questionTemplates/questionTemplateModel.ts';
import { commuteLabelsInputOf, commuteLabelValues, type CommuteLabelValues } from '../commuteLabels.ts';

/*
 * The /survey-questions page and its editor as plain data: the list's query from the address, what
 * the form starts from and the `surveyQuestionTemplate.create`/`update` input it sends.
 */

export type ListedSurveyQuestionTemplate = OutputOf<'surveyQuestionTemplate.list'>[number];
export type SurveyQuestionTemplateDetail = OutputOf<'surveyQuestionTemplate.get'>;
export type SurveyQuestionTemplateInput = InputOf<'surveyQuestionTemplate.create'>;

/** The list's query: the search as typed once typing pauses, and the type from the address. */
export function listInputOf(search: SurveyQuestionTemplateListSearch, typed: string): NonNullable<InputOf<'surveyQuestionTemplate.list'>> {
  return { ...(typed.trim() === '' ? {} : { search: typed.trim() }), ...(search.type === undefined ? {} : { type: search.type }) };
}

/** Whether a type's answer is one of its options. */
export const takesOptions = (type: SurveyQuestionType) => type === 'SELECT' || type === 'MULTI_SELECT';
/** Whether a type's answer is a number, which may have a unit. */
export const takesUnit = (type: SurveyQuestionType) => type === 'NUMERIC';
/** Whether radios or checkboxes may sit on one line. */
export const takesInline = (type: SurveyQuestionType) => takesOptions(type) || type === 'YES_NO';

/** One option as the inputs hold it. */
export interface OptionRow {
  /** Stable React key; not sent. */
  key: string;
  id: string;
  labelEn: string;
  labelFr: string;
}

export interface SurveyQuestionTemplateFormValues {
  name: string;
  type: SurveyQuestionType;
  labelEn: string;
  labelFr: string;
  subtitleEn: string;
  subtitleFr: string;
  required: boolean;
  unit: string;
  allowFiles: boolean;
  radio: boolean;
  inline: boolean;
  options: OptionRow[];
  /** Every commute mode's custom label, blank when it keeps its own. */
  commuteLabels: CommuteLabelValues;
  formulaTemplates: FormulaRow[];
}

let rowCounter = 0;
const nextKey = () => `option-${++rowCounter}`;

export function emptyOptionRow(): OptionRow {
  return { key: nextKey(), id: '', labelEn: '', labelFr: '' };
}

export function emptySurveyQuestionTemplateValues(): SurveyQuestionTemplateFormValues {
  return {
    name: '',
    type: 'NUMERIC',
    labelEn: '',
    labelFr: '',
    subtitleEn: '',
    subtitleFr: '',
    required: false,
    unit: '',
    allowFiles: false,
    radio: false,
    inline: false,
    options: [],
    commuteLabels: commuteLabelValues(),
    formulaTemplates: [],
  };
}

/** The form's values for a stored template (edit): each formula keeps its uuid. */
export function surveyQuestionTemplateValuesOf(template: SurveyQuestionTemplateDetail): SurveyQuestionTemplateFormValues {
  return {
    name: template.name,
    type: template.type,
    labelEn: template.labelEn,
    labelFr: template.labelFr ?? '',
    subtitleEn: template.subtitleEn ?? '',
    subtitleFr: template.subtitleFr ?? '',
    required: template.required,
    unit: template.unit ?? '',
    allowFiles: template.allowFiles,
    radio: template.radio,
    inline: template.inline,
    options: template.options.map((option) => ({ key: nextKey(), id: option.id, labelEn: option.labelEn, labelFr: option.labelFr ?? '' })),
    commuteLabels: commuteLabelValues(template.commuteLabels),
    formulaTemplates: template.formulaTemplates.map(formulaRowOf),
  };
}

/**
 * The call's input. Text goes as typed (the contract trims it and turns blank into null). What the
 * form hides for the type is not sent: options off a choice, the unit off a number, commute labels
 * off the commute question (and a mode whose labels are both blank keeps its own).
 */
export function surveyQuestionTemplateInputOf(values: SurveyQuestionTemplateFormValues): SurveyQuestionTemplateInput {
  return {
    name: values.name,
    type: values.type,
    labelEn: values.labelEn,
    labelFr: values.labelFr,
    subtitleEn: values.subtitleEn,
    subtitleFr: values.subtitleFr,
    required: values.required,
    unit: takesUnit(values.type) ? values.unit : null,
    allowFiles: values.type === 'FILES' || values.allowFiles,
    radio: values.type === 'SELECT' && values.radio,
    inline: takesInline(values.type) && values.inline,
    options: takesOptions(values.type) ? values.options.map(({ id, labelEn, labelFr }) => ({ id, labelEn, labelFr })) : [],
    commuteLabels: commuteLabelsInputOf(values.type, values.commuteLabels),
    formulaTemplates: values.formulaTemplates.map((formula) => formulaInputOf(formula, false)),
  };
}

/** Whether closing would lose something, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: SurveyQuestionTemplateFormValues, values: SurveyQuestionTemplateFormValues): boolean {
  const withoutKeys = (form: SurveyQuestionTemplateFormValues) => ({
    ...form,
    options: form.options.map(({ key: _key, ...row }) => row),
    formulaTemplates: form.formulaTemplates.map(({ key: _key, ...row }) => row),
  });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}
