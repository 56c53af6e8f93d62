import * as z from 'zod';
import { parse } from '../calc/formula/index.ts';
import { formulaErrorIssue } from '../calc/formula/messages.ts';
import { textBounds } from '../constants.ts';
import { englishOf, say } from '../errorMessages.ts';
import { fieldIssue, refinementIssue, type FieldIssue } from '../errors.ts';
import { maxFormulaTemplates, QuestionFormulaTemplateInput } from '../questionnaires/formulaTemplate.ts';
import { StoredFormulaTemplate } from '../questionnaires/questionTemplateCatalogue.ts';
import { foldedIncludes } from '../text/fold.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import {
  CommuteLabels,
  OptionalLocalizedText,
  SurveyOption,
  SurveyQuestionFields,
  surveyQuestionIssues,
  SurveyQuestionType,
  surveyLimits,
  SurveyType,
  type SurveyQuestion,
} from './model.ts';

/*
 * The staff's catalogue of survey question templates and survey templates (spec 2
 * "/survey-questions", "/survey-templates", "Survey definition"): the shapes the API takes and
 * answers, their rules, and how a new survey copies a template's questions.
 *
 * A survey question template is a survey question's fields (model.ts) plus the formula templates
 * that turn its answers into report entries (spec 1 section 3 "Formula template"). Those read the
 * survey's answers as `s.<name>` (and factors, hypotheses, `p`), never a questionnaire's `q`, `c`,
 * `row` or `l`. They are stored inside their question template, as a questionnaire question
 * template's are: the record they sit in is the spec's `surveyQuestionUuid`, so a template and its
 * formulas are written, versioned and deleted together, and no formula can point at a question
 * that is gone. A survey made from a template keeps each question's `templateUuid`, which is how
 * its formulas are found again.
 *
 * A survey copies its template's questions the day it is created: a later edit of a template never
 * rewrites a survey that already has answers.
 */

export const surveyTemplateMessages = {
  unknownQuestion: englishOf('server.surveyTemplate.unknownQuestion'),
  formulaReadsQuestionnaire: englishOf('validation.message.surveyFormulaReadsQuestionnaire'),
} as const;

/** The types whose question asks the commute mode, whose choices a survey may rename. */
export const commuteLabelQuestionTypes = ['COMMUTE_DISTANCE'] as const satisfies readonly SurveyQuestionType[];

const offersOptions = (type: SurveyQuestionType) => type === 'SELECT' || type === 'MULTI_SELECT';
const offersCommuteLabels = (type: SurveyQuestionType) => (commuteLabelQuestionTypes as readonly string[]).includes(type);

/** The prefixes a questionnaire's formulas read and a survey's have no value for. */
const questionnairePrefixes = new Set(['q', 'c', 'row', 'l', 'n']);

/**
 * The problems of a survey question's formula templates, each on its template's field: a script
 * that does not parse (spec 1 section 5), one that reads a questionnaire's answers instead of the
 * survey's `s.<name>`, and a table split (a survey question is never a table).
 */
export function surveyFormulaTemplateIssues(templates: readonly Pick<z.output<typeof QuestionFormulaTemplateInput>, 'eval' | 'splitTable'>[]): FieldIssue[] {
  return templates.flatMap((template, index) => {
    const path = ['formulaTemplates', index];
    const issues: FieldIssue[] = [];
    if (template.splitTable) issues.push(fieldIssue([...path, 'splitTable'], say('validation.message.splitOnlyForTables')));
    if (template.eval === '') return issues;
    const parsed = parse(template.eval, { tableContext: false });
    if (!parsed.ok) return [...issues, formulaErrorIssue([...path, 'eval'], parsed.error)];
    if (parsed.formula.references.some((reference) => questionnairePrefixes.has(reference.prefix))) {
      issues.push(fieldIssue([...path, 'eval'], say('validation.message.surveyFormulaReadsQuestionnaire')));
    }
    return issues;
  });
}

/** A survey question template's fields as the staff edit them: the question's, and its formula templates. */
export const SurveyQuestionTemplateFields = SurveyQuestionFields.extend({
  formulaTemplates: z.array(QuestionFormulaTemplateInput).max(maxFormulaTemplates).default([]),
}).strict();

/**
 * The rules across a template's fields, each issue on the field to change: a choice question's
 * options (at least two, ids unique; spec 2 section 5 "Survey definition") and each formula's script.
 * Shared by the create and the edit inputs.
 */
export function surveyQuestionTemplateRules(question: z.output<typeof SurveyQuestionTemplateFields>, context: z.RefinementCtx): void {
  for (const issue of surveyQuestionIssues(question)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  for (const issue of surveyFormulaTemplateIssues(question.formulaTemplates)) context.addIssue(refinementIssue(issue));
}

/**
 * What a form shows only for some types is kept only for them: FILES always allows files
 * (spec 2 section 5), options only for a choice, commute labels only for the commute question.
 */
function normalised<Q extends z.output<typeof SurveyQuestionTemplateFields>>(question: Q): Q {
  return {
    ...question,
    allowFiles: question.type === 'FILES' ? true : question.allowFiles,
    options: offersOptions(question.type) ? question.options : [],
    radio: question.type === 'SELECT' ? question.radio : false,
    inline: offersOptions(question.type) || question.type === 'YES_NO' ? question.inline : false,
    commuteLabels: offersCommuteLabels(question.type) ? question.commuteLabels : {},
  };
}

export const SurveyQuestionTemplateInput = SurveyQuestionTemplateFields.superRefine(surveyQuestionTemplateRules).transform(normalised);
export type SurveyQuestionTemplateInput = z.input<typeof SurveyQuestionTemplateInput>;
export type ParsedSurveyQuestionTemplate = z.output<typeof SurveyQuestionTemplateInput>;

/** The version an edit was loaded with; a stale one answers CONFLICT. */
const expectedVersion = z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid);

/** A template's edit: its creation's fields and rules, with its uuid and the version read. */
export const SurveyQuestionTemplateUpdateInput = SurveyQuestionTemplateFields.extend({ uuid: uuid(), expectedVersion })
  .superRefine(surveyQuestionTemplateRules)
  .transform(normalised);

/** A survey question template as stored (its fields already checked by `SurveyQuestionTemplateInput`). */
export const StoredSurveyQuestionTemplate = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  type: SurveyQuestionType,
  labelEn: z.string().min(1),
  labelFr: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  subtitleFr: z.string().nullable(),
  required: z.boolean(),
  unit: z.string().nullable(),
  allowFiles: z.boolean(),
  radio: z.boolean(),
  inline: z.boolean(),
  options: z.array(SurveyOption),
  commuteLabels: CommuteLabels,
  formulaTemplates: z.array(StoredFormulaTemplate),
});
export type StoredSurveyQuestionTemplate = z.infer<typeof StoredSurveyQuestionTemplate>;

/** `surveyQuestionTemplate.get`: the template whole, with how many survey templates list it. */
export const SurveyQuestionTemplateDetail = StoredSurveyQuestionTemplate.extend({
  surveyTemplateCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type SurveyQuestionTemplateDetail = z.infer<typeof SurveyQuestionTemplateDetail>;

/** `surveyQuestionTemplate.list`: a text found in a name or a label (case and accents aside), and a type. */
export const SurveyQuestionTemplateListInput = z
  .object({
    search: z.string().trim().max(textBounds.name, validationMessages.tooLong).optional(),
    type: SurveyQuestionType.optional(),
  })
  .strict()
  .optional()
  .default({});

/** One row of the /survey-questions table. */
export const SurveyQuestionTemplateRow = StoredSurveyQuestionTemplate.pick({
  uuid: true,
  name: true,
  type: true,
  labelEn: true,
  labelFr: true,
  required: true,
  unit: true,
}).extend({
  optionCount: z.number().int().nonnegative(),
  formulaCount: z.number().int().nonnegative(),
  surveyTemplateCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type SurveyQuestionTemplateRow = z.infer<typeof SurveyQuestionTemplateRow>;

type Listed = Pick<StoredSurveyQuestionTemplate, 'name' | 'labelEn' | 'labelFr' | 'type'>;

/** Whether a template answers the list's search and type filter; a blank search keeps every template. */
export function matchesSurveyQuestionTemplateSearch(template: Listed, { search, type }: { search?: string | undefined; type?: SurveyQuestionType | undefined }): boolean {
  if (type !== undefined && template.type !== type) return false;
  return foldedIncludes([template.name, template.labelEn, template.labelFr], search);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The catalogues' order: by name as people read it (case and accents aside, numbers by value). */
export function compareByName(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name) || a.name.localeCompare(b.name);
}

/** A survey template's default texts and ordered questions (spec 2 "Survey definition"). */
export const SurveyTemplateInput = z
  .object({
    name: requiredText(),
    labelEn: requiredText(),
    labelFr: optionalText(),
    type: SurveyType,
    intro: OptionalLocalizedText().default({ en: null, fr: null }),
    footer: OptionalLocalizedText().default({ en: null, fr: null }),
    mail: OptionalLocalizedText().default({ en: null, fr: null }),
    affiliationLabel: OptionalLocalizedText(textBounds.name).default({ en: null, fr: null }),
    affiliationSubtitle: OptionalLocalizedText().default({ en: null, fr: null }),
    questionTemplateUuids: z
      .array(uuid())
      .max(surveyLimits.maxQuestions)
      .refine((uuids) => new Set(uuids).size === uuids.length, englishOf('validation.message.questionTwice')),
  })
  .strict();
export type SurveyTemplateInput = z.input<typeof SurveyTemplateInput>;
export type ParsedSurveyTemplate = z.output<typeof SurveyTemplateInput>;

export const SurveyTemplateUpdateInput = SurveyTemplateInput.extend({ uuid: uuid(), expectedVersion });

const LocalizedTexts = z.object({ en: z.string().nullable(), fr: z.string().nullable() });

/** A survey template as stored: its question templates by uuid, in the respondent's order. */
export const StoredSurveyTemplate = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  labelEn: z.string().min(1),
  labelFr: z.string().nullable(),
  type: SurveyType,
  intro: LocalizedTexts,
  footer: LocalizedTexts,
  mail: LocalizedTexts,
  affiliationLabel: LocalizedTexts,
  affiliationSubtitle: LocalizedTexts,
  questionTemplateUuids: z.array(z.uuid()),
});
export type StoredSurveyTemplate = z.infer<typeof StoredSurveyTemplate>;

/** A question of a survey template as its editor shows it. */
export const SurveyTemplateQuestion = StoredSurveyQuestionTemplate.pick({ uuid: true, name: true, type: true, labelEn: true, labelFr: true, required: true });
export type SurveyTemplateQuestion = z.infer<typeof SurveyTemplateQuestion>;

/** `surveyTemplate.get`: the template with its questions, in order. */
export const SurveyTemplateDetail = StoredSurveyTemplate.extend({
  questions: z.array(SurveyTemplateQuestion),
  version: z.number().int().positive(),
});
export type SurveyTemplateDetail = z.infer<typeof SurveyTemplateDetail>;

/** One row of the /survey-templates table. */
export const SurveyTemplateRow = StoredSurveyTemplate.pick({ uuid: true, name: true, labelEn: true, labelFr: true, type: true }).extend({
  questionCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type SurveyTemplateRow = z.infer<typeof SurveyTemplateRow>;

/** A 400 on each `questionTemplateUuids.<i>` that names no stored survey question template. */
export function missingSurveyQuestionIssues(questionTemplateUuids: readonly string[], existing: ReadonlySet<string>): FieldIssue[] {
  return questionTemplateUuids.flatMap((questionUuid, index) =>
    existing.has(questionUuid) ? [] : [fieldIssue(['questionTemplateUuids', index], say('server.surveyTemplate.unknownQuestion'))],
  );
}

/** A new survey's question: a survey question without its uuid (the survey gives it one), pointing at its template. */
export type TemplateSurveyQuestion = Omit<SurveyQuestion, 'uuid'>;

export type SurveyQuestionsFromTemplate = { ok: true; questions: TemplateSurveyQuestion[] } | { ok: false; missingQuestionTemplates: string[] };

/**
 * The questions a survey created from `template` copies, in the template's order: each question
 * template's fields as they are today (options and commute labels copied, not shared), with its
 * `templateUuid`, by which the survey finds the template's formulas. Refused, naming them, when a
 * listed question template is not among `questionTemplates` (deleted since the template was read):
 * a survey is never created with a hole in it.
 */
export function surveyQuestionsFromTemplate(
  template: Pick<StoredSurveyTemplate, 'questionTemplateUuids'>,
  questionTemplates: Iterable<StoredSurveyQuestionTemplate>,
): SurveyQuestionsFromTemplate {
  const byUuid = new Map([...questionTemplates].map((question) => [question.uuid, question] as const));
  const missingQuestionTemplates = template.questionTemplateUuids.filter((questionUuid) => !byUuid.has(questionUuid));
  if (missingQuestionTemplates.length > 0) return { ok: false, missingQuestionTemplates };
  const questions = template.questionTemplateUuids.map((questionUuid): TemplateSurveyQuestion => {
    const question = byUuid.get(questionUuid)!;
    return {
      templateUuid: question.uuid,
      name: question.name,
      type: question.type,
      labelEn: question.labelEn,
      labelFr: question.labelFr,
      subtitleEn: question.subtitleEn,
      subtitleFr: question.subtitleFr,
      required: question.required,
      unit: question.unit,
      allowFiles: question.type === 'FILES' ? true : question.allowFiles,
      radio: question.radio,
      inline: question.inline,
      options: question.options.map((option) => ({ ...option })),
      commuteLabels: Object.fromEntries(Object.entries(question.commuteLabels).map(([mode, label]) => [mode, { ...label }])),
    };
  });
  return { ok: true, questions };
}
