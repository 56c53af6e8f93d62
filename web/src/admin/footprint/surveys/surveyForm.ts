import type { InputOf } from '@cairn/shared/contract';
import type { Language } from '@cairn/shared/schemas';
import type { SurveyDetail, SurveyQuestionType } from '@cairn/shared/surveys/model';
import { amountOf } from '../../assets/externalReportForm.ts';
import { commuteLabelsInputOf, commuteLabelValues, type CommuteLabelValues } from '../../surveys/commuteLabels.ts';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';

/*
 * The staff's survey settings form as plain data (spec 2 "Survey definition", section 5
 * "Survey definition", section 9): the values the inputs hold (text as typed, never null), what
 * a new affiliation, question or option starts as, and the `survey.update` input they make. The
 * values mirror the input's shape, so an issue of the contract or the server lands on its field.
 */

/** A text in English and French, as two inputs hold it. */
export interface LocalizedValues {
  en: string;
  fr: string;
}

/** One affiliation: named, or one of the footprint's questionnaires. */
export interface AffiliationValues {
  /** Stable React key; not sent. */
  key: string;
  /** The stored affiliation's (its answers stay with it), null for a new one. */
  uuid: string | null;
  kind: 'custom' | 'questionnaire';
  customName: LocalizedValues;
  questionnaireUuid: string;
  targetPopulation: string;
  /** Answers that name it: the server refuses to remove it then. */
  count: number;
}

export interface OptionValues {
  key: string;
  id: string;
  labelEn: string;
  labelFr: string;
}

export interface QuestionValues {
  key: string;
  uuid: string | null;
  templateUuid: string | null;
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
  options: OptionValues[];
  /** The commute question's mode labels, every mode with two inputs (blank keeps the mode's own name). */
  commuteLabels: CommuteLabelValues;
}

export interface SurveyValues {
  labelEn: string;
  labelFr: string;
  open: boolean;
  dataCollectionDone: boolean;
  targetPopulation: string;
  fteWorkedDaysPerWeek: string;
  noAvailableDataCheckbox: boolean;
  showAnswersToClient: boolean;
  notifyOnNewAnswer: boolean;
  mail: LocalizedValues;
  intro: LocalizedValues;
  footer: LocalizedValues;
  affiliationLabel: LocalizedValues;
  affiliationSubtitle: LocalizedValues;
  supportedLanguages: Language[];
  affiliations: AffiliationValues[];
  questions: QuestionValues[];
}

let rowCounter = 0;
const nextKey = (kind: string) => `survey-${kind}-${++rowCounter}`;

const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
const localized = (value: { en: string | null; fr: string | null }): LocalizedValues => ({ en: text(value.en), fr: text(value.fr) });

/** The types whose answer is one of the question's options. */
export const choiceTypes: readonly SurveyQuestionType[] = ['SELECT', 'MULTI_SELECT'];
/** The types shown as radios or checkboxes, which may sit on one line or, for a select, as radios. */
export const hasChoices = (type: SurveyQuestionType): boolean => choiceTypes.includes(type);

/** The form as the survey is stored. */
export function surveyValuesOf(survey: SurveyDetail): SurveyValues {
  return {
    labelEn: survey.labelEn,
    labelFr: text(survey.labelFr),
    open: survey.open,
    dataCollectionDone: survey.dataCollectionDone,
    targetPopulation: text(survey.targetPopulation),
    fteWorkedDaysPerWeek: text(survey.fteWorkedDaysPerWeek),
    noAvailableDataCheckbox: survey.noAvailableDataCheckbox,
    showAnswersToClient: survey.showAnswersToClient,
    notifyOnNewAnswer: survey.notifyOnNewAnswer,
    mail: localized(survey.mail),
    intro: localized(survey.intro),
    footer: localized(survey.footer),
    affiliationLabel: localized(survey.affiliationLabel),
    affiliationSubtitle: localized(survey.affiliationSubtitle),
    supportedLanguages: [...survey.supportedLanguages],
    affiliations: survey.affiliations.map((affiliation) => ({
      key: nextKey('affiliation'),
      uuid: affiliation.uuid,
      kind: affiliation.questionnaireUuid === null ? 'custom' : 'questionnaire',
      customName: affiliation.customName ? localized(affiliation.customName) : { en: '', fr: '' },
      questionnaireUuid: text(affiliation.questionnaireUuid),
      targetPopulation: text(affiliation.targetPopulation),
      count: affiliation.count,
    })),
    questions: survey.questions.map((question) => ({
      key: nextKey('question'),
      uuid: question.uuid,
      templateUuid: question.templateUuid,
      name: question.name,
      type: question.type,
      labelEn: question.labelEn,
      labelFr: text(question.labelFr),
      subtitleEn: text(question.subtitleEn),
      subtitleFr: text(question.subtitleFr),
      required: question.required,
      unit: text(question.unit),
      allowFiles: question.allowFiles,
      radio: question.radio,
      inline: question.inline,
      options: question.options.map((option) => ({ key: nextKey('option'), id: option.id, labelEn: option.labelEn, labelFr: text(option.labelFr) })),
      commuteLabels: commuteLabelValues(question.commuteLabels),
    })),
  };
}

export function emptyAffiliation(): AffiliationValues {
  return { key: nextKey('affiliation'), uuid: null, kind: 'custom', customName: { en: '', fr: '' }, questionnaireUuid: '', targetPopulation: '', count: 0 };
}

export function emptyOption(id = ''): OptionValues {
  return { key: nextKey('option'), id, labelEn: '', labelFr: '' };
}

/** A name no other question of the survey has: `question4`, or the next free number. */
export function freeQuestionName(questions: readonly Pick<QuestionValues, 'name'>[]): string {
  const taken = new Set(questions.map((question) => question.name.trim()));
  for (let number = questions.length + 1; ; number += 1) {
    const name = `question${number}`;
    if (!taken.has(name)) return name;
  }
}

/** A custom question added by staff: a text question under a free name, the labels to write. */
export function newQuestion(questions: readonly Pick<QuestionValues, 'name'>[]): QuestionValues {
  return {
    key: nextKey('question'),
    uuid: null,
    templateUuid: null,
    name: freeQuestionName(questions),
    type: 'TEXT',
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
  };
}

/** An option id not yet taken among a question's options (`option3`): staff may rename it. */
export function freeOptionId(options: readonly Pick<OptionValues, 'id'>[]): string {
  const taken = new Set(options.map((option) => option.id.trim()));
  for (let number = options.length + 1; ; number += 1) {
    const id = `option${number}`;
    if (!taken.has(id)) return id;
  }
}

/** A question turned into a choice needs the two options a choice has (spec 2 section 9); other types carry none. */
export function withType(question: QuestionValues, type: SurveyQuestionType): QuestionValues {
  if (!hasChoices(type)) return { ...question, type };
  const options = [...question.options];
  while (options.length < 2) options.push(emptyOption(freeOptionId(options)));
  return { ...question, type, options };
}

/** Whether an affiliation may be removed here: one with answers stays (the server would refuse). */
export const removableAffiliation = (affiliation: Pick<AffiliationValues, 'count'>): boolean => affiliation.count === 0;

/** A whole number as typed; blank is none; anything else is NaN, which the contract refuses. */
function wholeNumberOf(value: string): number | null {
  return amountOf(value);
}

/**
 * The call's input, over the version read when the form opened (a colleague's save meanwhile
 * answers CONFLICT). Text goes as typed: the contract trims it and turns blanks into null, so
 * the check before sending says what the server would. A kept affiliation or question sends its
 * uuid, which keeps its answers with it.
 */
export function surveyUpdateInputOf(survey: Pick<SurveyDetail, 'uuid' | 'version'>, values: SurveyValues): InputOf<'survey.update'> {
  const workedDays = amountOf(values.fteWorkedDaysPerWeek);
  return {
    uuid: survey.uuid,
    expectedVersion: survey.version,
    labelEn: values.labelEn,
    labelFr: values.labelFr,
    open: values.open,
    dataCollectionDone: values.dataCollectionDone,
    targetPopulation: wholeNumberOf(values.targetPopulation),
    // Blank takes the default (5 days).
    ...(workedDays === null ? {} : { fteWorkedDaysPerWeek: workedDays }),
    noAvailableDataCheckbox: values.noAvailableDataCheckbox,
    showAnswersToClient: values.showAnswersToClient,
    notifyOnNewAnswer: values.notifyOnNewAnswer,
    mail: { ...values.mail },
    intro: { ...values.intro },
    footer: { ...values.footer },
    affiliationLabel: { ...values.affiliationLabel },
    affiliationSubtitle: { ...values.affiliationSubtitle },
    supportedLanguages: values.supportedLanguages,
    affiliations: values.affiliations.map((affiliation) => ({
      uuid: affiliation.uuid,
      customName: affiliation.kind === 'custom' ? { ...affiliation.customName } : null,
      questionnaireUuid: affiliation.kind === 'questionnaire' && affiliation.questionnaireUuid !== '' ? affiliation.questionnaireUuid : null,
      targetPopulation: wholeNumberOf(affiliation.targetPopulation),
    })),
    questions: values.questions.map((question) => ({
      uuid: question.uuid,
      templateUuid: question.templateUuid,
      name: question.name,
      type: question.type,
      labelEn: question.labelEn,
      labelFr: question.labelFr,
      subtitleEn: question.subtitleEn,
      subtitleFr: question.subtitleFr,
      required: question.required,
      unit: question.unit,
      // FILES questions always take files (spec 2 section 5).
      allowFiles: question.type === 'FILES' ? true : question.allowFiles,
      radio: question.type === 'SELECT' ? question.radio : false,
      inline: hasChoices(question.type) || question.type === 'YES_NO' ? question.inline : false,
      options: hasChoices(question.type) ? question.options.map((option) => ({ id: option.id, labelEn: option.labelEn, labelFr: option.labelFr })) : [],
      // Only the commute question renames modes, and a mode left blank keeps its own name.
      commuteLabels: commuteLabelsInputOf(question.type, question.commuteLabels),
    })),
  };
}

/** Whether closing would lose something: any value but the rows' keys, ignoring surrounding spaces. */
export function hasUnsavedChanges(saved: SurveyValues, values: SurveyValues): boolean {
  const withoutKeys = (form: SurveyValues) => ({
    ...form,
    affiliations: form.affiliations.map(({ key: _key, ...row }) => row),
    questions: form.questions.map(({ key: _key, options, ...row }) => ({ ...row, options: options.map(({ key: _optionKey, ...option }) => option) })),
  });
  return differsIgnoringSpaces(withoutKeys(saved), withoutKeys(values));
}

/** The index of each question that holds an issue, from the form's field names (`questions[2].options[0].id`). */
export function questionsWithIssues(fieldNames: readonly string[]): Set<number> {
  const indices = new Set<number>();
  for (const name of fieldNames) {
    const match = /^questions\[(\d+)\]/.exec(name);
    if (match) indices.add(Number(match[1]));
  }
  return indices;
}
