import * as z from 'zod';
import { englishOf } from '../errorMessages.ts';
import { optionalText, requiredText, uuid } from '../validation/index.ts';
import type { Question, SelectOption } from './model.ts';
import type { ParsedQuestionTemplate } from './questionTemplates.ts';

/*
 * A questionnaire template (spec 2 "/templates": ordered categories and subcategories of
 * questions): the question templates in the order the client meets them. A question template
 * carries its own category and subcategory, so the order of the questions is also the order of
 * the categories and subcategories, by first appearance, as the questionnaire's navigation
 * lists them (`sections` in progress.ts).
 *
 * A questionnaire is created from a template as a copy: its questions, their columns and their
 * select lists' options as they are that day. A template, a question or a list changed later
 * never rewrites a client's questionnaire, whose answers point at its own questions and options.
 */

/** How many questions one questionnaire may hold. */
export const maxQuestionsPerQuestionnaire = 500;

export const QuestionnaireTemplateInput = z
  .object({
    name: requiredText(),
    labelEn: requiredText(),
    labelFr: optionalText(),
    questionTemplateUuids: z
      .array(uuid())
      .max(maxQuestionsPerQuestionnaire)
      .refine((uuids) => new Set(uuids).size === uuids.length, englishOf('validation.message.questionTwice')),
  })
  .strict();
export type QuestionnaireTemplateInput = z.input<typeof QuestionnaireTemplateInput>;

/** A stored question template: its fields, and ids for it and each of its columns. */
export type QuestionTemplate = Omit<ParsedQuestionTemplate, 'columns'> & {
  uuid: string;
  columns: (ParsedQuestionTemplate['columns'][number] & { uuid: string })[];
};

export type Instantiation = { ok: true; questions: Question[] } | { ok: false; missingQuestions: string[]; missingSelectLists: string[] };

/**
 * The questions of a new questionnaire, in the template's order: each question template copied
 * under a new id (`newUuid`), its columns keeping theirs, and each select column given its list's
 * options of the day. Refused, naming them, when a question template or a select list no longer
 * exists: a questionnaire is never created with a hole in it.
 */
export function instantiate(
  order: readonly string[],
  templates: ReadonlyMap<string, QuestionTemplate>,
  selectLists: ReadonlyMap<string, readonly SelectOption[]>,
  newUuid: () => string,
): Instantiation {
  const missingQuestions = order.filter((templateUuid) => !templates.has(templateUuid));
  const missingSelectLists = [
    ...new Set(
      order.flatMap((templateUuid) =>
        (templates.get(templateUuid)?.columns ?? []).flatMap((column) => (column.selectListUuid !== null && !selectLists.has(column.selectListUuid) ? [column.selectListUuid] : [])),
      ),
    ),
  ];
  if (missingQuestions.length > 0 || missingSelectLists.length > 0) return { ok: false, missingQuestions, missingSelectLists };
  const questions = order.map((templateUuid): Question => {
    const template = templates.get(templateUuid)!;
    return {
      uuid: newUuid(),
      name: template.name,
      type: template.type,
      labelEn: template.labelEn,
      labelFr: template.labelFr,
      unit: template.unit,
      impactedScopes: [...template.impactedScopes],
      important: template.important,
      oneLine: template.oneLine,
      allowFiles: template.allowFiles,
      adminOnly: template.adminOnly,
      category: template.category,
      subcategory: template.subcategory,
      hintEn: template.hintEn,
      hintFr: template.hintFr,
      faq: template.faq.map((entry) => ({ ...entry })),
      columns: template.columns.map((column) => ({
        uuid: column.uuid,
        name: column.name,
        type: column.type,
        labelEn: column.labelEn,
        labelFr: column.labelFr,
        unit: column.unit,
        hintEn: column.hintEn,
        hintFr: column.hintFr,
        adminOnly: column.adminOnly,
        options: column.selectListUuid === null ? [] : selectLists.get(column.selectListUuid)!.map((option) => ({ ...option })),
      })),
    };
  });
  return { ok: true, questions };
}
