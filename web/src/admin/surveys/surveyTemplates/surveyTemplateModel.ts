import type { InputOf, OutputOf } from '@cairn/shared/contract';
import type { SurveyType } from '@cairn/shared/surveys/model';
import { foldedIncludes } from '@cairn/shared/text/fold';

/*
 * The /survey-templates page and its editor as plain data: the list's search, what the form
 * starts from, the `surveyTemplate.create`/`update` input it sends, and the question order's moves.
 */

export type ListedSurveyTemplate = OutputOf<'surveyTemplate.list'>[number];
export type SurveyTemplateDetail = OutputOf<'surveyTemplate.get'>;
export type SurveyTemplateInput = InputOf<'surveyTemplate.create'>;
export type PickableSurveyQuestion = OutputOf<'surveyQuestionTemplate.list'>[number];

/** The templates a search finds, by name or label (case and accents aside). */
export function matchingSurveyTemplates(rows: readonly ListedSurveyTemplate[], search: string): ListedSurveyTemplate[] {
  return rows.filter((row) => foldedIncludes([row.name, row.labelEn, row.labelFr], search));
}

interface Texts {
  en: string;
  fr: string;
}

export interface SurveyTemplateFormValues {
  name: string;
  labelEn: string;
  labelFr: string;
  type: SurveyType;
  intro: Texts;
  footer: Texts;
  mail: Texts;
  affiliationLabel: Texts;
  affiliationSubtitle: Texts;
  questionTemplateUuids: string[];
}

const blank = (): Texts => ({ en: '', fr: '' });
const textsOf = (stored: { en: string | null; fr: string | null }): Texts => ({ en: stored.en ?? '', fr: stored.fr ?? '' });

export function emptySurveyTemplateValues(): SurveyTemplateFormValues {
  return { name: '', labelEn: '', labelFr: '', type: 'EMPLOYEE', intro: blank(), footer: blank(), mail: blank(), affiliationLabel: blank(), affiliationSubtitle: blank(), questionTemplateUuids: [] };
}

export function surveyTemplateValuesOf(template: SurveyTemplateDetail): SurveyTemplateFormValues {
  return {
    name: template.name,
    labelEn: template.labelEn,
    labelFr: template.labelFr ?? '',
    type: template.type,
    intro: textsOf(template.intro),
    footer: textsOf(template.footer),
    mail: textsOf(template.mail),
    affiliationLabel: textsOf(template.affiliationLabel),
    affiliationSubtitle: textsOf(template.affiliationSubtitle),
    questionTemplateUuids: [...template.questionTemplateUuids],
  };
}

/** The call's input: text as typed (the contract trims it and turns blank into null). */
export function surveyTemplateInputOf(values: SurveyTemplateFormValues): SurveyTemplateInput {
  return { ...values, questionTemplateUuids: [...values.questionTemplateUuids] };
}

/** The order with `uuid` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveInOrder(order: readonly string[], uuid: string, step: -1 | 1): string[] {
  const from = order.indexOf(uuid);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** At most this many choices show in the picker at once: typing narrows them. */
export const maxPickerOptions = 50;

/** The question templates the picker offers: those not chosen yet that the search finds, by name. */
export function surveyPickerOptions(catalogue: readonly PickableSurveyQuestion[], chosen: readonly string[], search: string): PickableSurveyQuestion[] {
  const taken = new Set(chosen);
  return catalogue.filter((question) => !taken.has(question.uuid) && foldedIncludes([question.name, question.labelEn, question.labelFr], search)).slice(0, maxPickerOptions);
}
