import * as z from 'zod';
import {
  SurveyQuestionTemplateDetail,
  SurveyQuestionTemplateInput,
  SurveyQuestionTemplateListInput,
  SurveyQuestionTemplateRow,
  SurveyQuestionTemplateUpdateInput,
  SurveyTemplateDetail,
  SurveyTemplateInput,
  SurveyTemplateRow,
  SurveyTemplateUpdateInput,
} from '../surveys/templates.ts';
import { uuid, validationMessages } from '../validation/index.ts';
import { nothing, ok } from './common.ts';
import { mutation, query } from './define.ts';

/** Names a stored template and the version its form or row was read at. */
const versionedUuid = z.object({
  uuid: uuid(),
  expectedVersion: z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid),
});

const questionTemplateReads = ['surveyQuestionTemplate.list', 'surveyQuestionTemplate.get'] as const;
/** A survey template's save changes its own reads and the question templates' usage counts. */
const surveyTemplateWrites = ['surveyTemplate.list', 'surveyTemplate.get', ...questionTemplateReads] as const;

/**
 * The staff's survey catalogue (spec 2 "/survey-questions" and "/survey-templates"): the question
 * templates employee and supplier surveys are made of, with their formula templates, and the
 * survey templates a new survey copies. Analyst-level staff only.
 */
export const surveyTemplateProcedures = {
  'surveyQuestionTemplate.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Every survey question template found by a text in its name or labels (case and accents aside) and by type, sorted by name, each with its option and formula counts and how many survey templates list it.',
    input: SurveyQuestionTemplateListInput,
    output: z.array(SurveyQuestionTemplateRow),
  }),
  'surveyQuestionTemplate.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'A survey question template whole, for its edit form: its fields, options, commute labels and formula templates.',
    input: z.object({ uuid: uuid() }),
    output: SurveyQuestionTemplateDetail,
  }),
  'surveyQuestionTemplate.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Creates a survey question template under a name no other has (case aside; CONFLICT otherwise). A choice question needs two options with unique ids; each formula template’s script must parse and read the survey’s answers as s.<name>; every formula template gets a new uuid.',
    input: SurveyQuestionTemplateInput,
    output: SurveyQuestionTemplateDetail,
    invalidates: questionTemplateReads,
  }),
  'surveyQuestionTemplate.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Replaces a survey question template from its edit form, each formula template that names its uuid keeping it; a stale expectedVersion or a name another template has answers CONFLICT. Surveys made from it keep their copy.',
    input: SurveyQuestionTemplateUpdateInput,
    output: SurveyQuestionTemplateDetail,
    invalidates: questionTemplateReads,
  }),
  'surveyQuestionTemplate.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a survey question template and frees its name; a stale expectedVersion, or a survey template that lists it, answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: questionTemplateReads,
  }),
  'surveyTemplate.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every survey template by name, with its labels, type and number of questions.',
    input: nothing,
    output: z.array(SurveyTemplateRow),
  }),
  'surveyTemplate.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'A survey template for its edit form: its labels, type, default texts and its questions in order.',
    input: z.object({ uuid: uuid() }),
    output: SurveyTemplateDetail,
  }),
  'surveyTemplate.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Creates a survey template under a name no other has (case aside; CONFLICT otherwise) from ordered survey question templates, each at most once and each of which must exist.',
    input: SurveyTemplateInput,
    output: SurveyTemplateDetail,
    invalidates: surveyTemplateWrites,
  }),
  'surveyTemplate.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces a survey template from its edit form; a stale expectedVersion or a name another template has answers CONFLICT. Surveys made from it keep their copy.',
    input: SurveyTemplateUpdateInput,
    output: SurveyTemplateDetail,
    invalidates: surveyTemplateWrites,
  }),
  'surveyTemplate.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a survey template and frees its name and its question templates; surveys made from it keep their questions. A stale expectedVersion answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: surveyTemplateWrites,
  }),
} as const;
