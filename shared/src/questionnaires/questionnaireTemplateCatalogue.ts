import * as z from 'zod';
import { englishOf } from '../errorMessages.ts';
import { QuestionType } from './model.ts';

/*
 * The staff's questionnaire templates (spec 2 "/templates") as the API answers them: the stored
 * shape, the list's rows and the detail its editor reads. The input's rules are in
 * questionnaireTemplates.ts.
 */

export const questionnaireTemplateMessages = {
  unknownQuestion: englishOf('server.questionnaireTemplate.unknownQuestion'),
} as const;

/** A questionnaire template as stored: its question templates by uuid, in the client's order. */
export const StoredQuestionnaireTemplate = z.object({
  uuid: z.uuid(),
  name: z.string().min(1),
  labelEn: z.string().min(1),
  labelFr: z.string().nullable(),
  questionTemplateUuids: z.array(z.uuid()),
});
export type StoredQuestionnaireTemplate = z.infer<typeof StoredQuestionnaireTemplate>;

/** One row of the /templates table. */
export const QuestionnaireTemplateRow = StoredQuestionnaireTemplate.omit({ questionTemplateUuids: true }).extend({
  questionCount: z.number().int().nonnegative(),
  categoryCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type QuestionnaireTemplateRow = z.infer<typeof QuestionnaireTemplateRow>;

/** A question of a template as its editor shows it, in the template's order. */
export const QuestionnaireTemplateQuestion = z.object({
  uuid: z.uuid(),
  name: z.string(),
  type: QuestionType,
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  adminOnly: z.boolean(),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
});
export type QuestionnaireTemplateQuestion = z.infer<typeof QuestionnaireTemplateQuestion>;

/** `questionnaireTemplate.get`: the template with its questions, in order. */
export const QuestionnaireTemplateDetail = StoredQuestionnaireTemplate.extend({
  questions: z.array(QuestionnaireTemplateQuestion),
  version: z.number().int().positive(),
});
export type QuestionnaireTemplateDetail = z.infer<typeof QuestionnaireTemplateDetail>;

type Issue = { path: (string | number)[]; message: string };

const categoryKey = (category: string | null) => (category === null || category.trim() === '' ? null : category.trim());

/**
 * How many categories the questionnaire's navigation shows for these questions: their distinct
 * categories, the 'others' entry of uncategorised questions counting as one (as `sections` lists it).
 */
export function categoryCount(questions: readonly { category: string | null }[]): number {
  return new Set(questions.map((question) => categoryKey(question.category))).size;
}

/** A 400 on each `questionTemplateUuids.<i>` that names no stored question template. */
export function missingQuestionIssues(questionTemplateUuids: readonly string[], existing: ReadonlySet<string>): Issue[] {
  return questionTemplateUuids.flatMap((uuid, index) =>
    existing.has(uuid) ? [] : [{ path: ['questionTemplateUuids', index], message: questionnaireTemplateMessages.unknownQuestion }],
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The /templates order: by name as people read it (case and accents aside, numbers by value). */
export function compareQuestionnaireTemplates(a: { name: string }, b: { name: string }): number {
  return collator.compare(a.name, b.name) || a.name.localeCompare(b.name);
}
