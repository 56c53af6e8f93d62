import * as z from 'zod';
import { QuestionTemplateDetail, QuestionTemplateListInput, QuestionTemplateRow } from '../questionnaires/questionTemplateCatalogue.ts';
import { QuestionnaireTemplateDetail, QuestionnaireTemplateRow } from '../questionnaires/questionnaireTemplateCatalogue.ts';
import { QuestionnaireTemplateInput } from '../questionnaires/questionnaireTemplates.ts';
import { QuestionTemplateFields, QuestionTemplateInput, questionTemplateRules } from '../questionnaires/questionTemplates.ts';
import { SelectList, SelectListInput } from '../questionnaires/selectLists.ts';
import { uuid, validationMessages } from '../validation/index.ts';
import { nothing, ok } from './common.ts';
import { mutation, query } from './define.ts';

/** The version an edit was loaded with; a stale one answers CONFLICT. */
const expectedVersion = z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid);
/** Names a stored list and the version its form or row was read at. */
const versionedUuid = z.object({ uuid: uuid(), expectedVersion });

const selectListReads = ['selectList.list'] as const;
const questionTemplateReads = ['questionTemplate.list', 'questionTemplate.get'] as const;
/** A questionnaire template's save changes its own reads and the question templates' usage counts. */
const questionnaireTemplateWrites = ['questionnaireTemplate.list', 'questionnaireTemplate.get', ...questionTemplateReads] as const;

/** A template's edit: the same fields and rules as its creation, with its uuid and the version read. */
const QuestionTemplateUpdateInput = QuestionTemplateFields.extend({ uuid: uuid(), expectedVersion }).superRefine(questionTemplateRules);

/** A questionnaire template's edit: its creation's fields with its uuid and the version read. */
const QuestionnaireTemplateUpdateInput = QuestionnaireTemplateInput.extend({ uuid: uuid(), expectedVersion });

/**
 * The staff's questions (spec 2 "Questions (Templates, Select lists)"): the question templates
 * that questionnaires are made of, and the select lists their SELECT columns offer.
 * Analyst-level staff only.
 */
export const questionProcedures = {
  'selectList.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every select list with its options, sorted by name.',
    input: nothing,
    output: z.array(SelectList),
  }),
  'selectList.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Creates a select list under a name no other list has, with two to 500 options; no two options share a label in a language.',
    input: SelectListInput,
    output: SelectList,
    invalidates: selectListReads,
  }),
  'selectList.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces a select list from its edit form, each kept option keeping its uuid; a stale expectedVersion or a name another list has answers CONFLICT.',
    input: versionedUuid.and(SelectListInput),
    output: SelectList,
    invalidates: selectListReads,
  }),
  'selectList.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a select list and frees its name; a stale expectedVersion answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: selectListReads,
  }),
  'questionTemplate.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Every question template found by a text in its name, labels or category (case and accents aside) and by type, sorted by category, subcategory and name, each with its column count and how many questionnaire templates use it.',
    input: QuestionTemplateListInput,
    output: z.array(QuestionTemplateRow),
  }),
  'questionTemplate.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'A question template whole, for its edit form: its fields, FAQ, columns (each select column with its list’s name) and formula templates.',
    input: z.object({ uuid: uuid() }),
    output: QuestionTemplateDetail,
  }),
  'questionTemplate.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Creates a question template under a name no other template has (case aside; CONFLICT otherwise); every column and formula template gets a new uuid, each select column’s list must exist, and each formula’s script must parse for the question’s type and name only its columns.',
    input: QuestionTemplateInput,
    output: QuestionTemplateDetail,
    invalidates: questionTemplateReads,
  }),
  'questionTemplate.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Replaces a question template from its edit form, each column or formula template that names its uuid keeping it and a new one getting its own; a stale expectedVersion or a name another template has answers CONFLICT.',
    input: QuestionTemplateUpdateInput,
    output: QuestionTemplateDetail,
    invalidates: questionTemplateReads,
  }),
  'questionTemplate.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a question template and frees its name and its select lists; a stale expectedVersion, or a questionnaire template that lists it, answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: questionTemplateReads,
  }),
  'questionnaireTemplate.list': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every questionnaire template by name, with its labels, its number of questions and of categories.',
    input: nothing,
    output: z.array(QuestionnaireTemplateRow),
  }),
  'questionnaireTemplate.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'A questionnaire template for its edit form: its fields and its questions in order, each with its name, labels, type, category and subcategory.',
    input: z.object({ uuid: uuid() }),
    output: QuestionnaireTemplateDetail,
  }),
  'questionnaireTemplate.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Creates a questionnaire template under a name no other template has (case aside; CONFLICT otherwise) from ordered question templates, each of which must exist.',
    input: QuestionnaireTemplateInput,
    output: QuestionnaireTemplateDetail,
    invalidates: questionnaireTemplateWrites,
  }),
  'questionnaireTemplate.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Replaces a questionnaire template from its edit form; a stale expectedVersion or a name another template has answers CONFLICT.',
    input: QuestionnaireTemplateUpdateInput,
    output: QuestionnaireTemplateDetail,
    invalidates: questionnaireTemplateWrites,
  }),
  'questionnaireTemplate.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a questionnaire template and frees its name and its question templates; a stale expectedVersion answers CONFLICT.',
    input: versionedUuid,
    output: ok,
    invalidates: questionnaireTemplateWrites,
  }),
} as const;
