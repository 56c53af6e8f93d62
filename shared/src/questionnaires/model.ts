import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { Scope } from '../labels/enums.ts';
import { optionalText, requiredText, uuid } from '../validation/index.ts';

/*
 * A questionnaire's questions and their answers (spec 2 "Questionnaire" entity): the shapes the
 * rules of this folder work on, the API sends and the web edits. Every list and text is
 * bounded, so a saved answer can never grow past what a table, an import or an evaluation is
 * sized for.
 */

export const questionTypes = ['TEXT', 'NUMERIC', 'FILE', 'TABLE'] as const;
export const QuestionType = z.enum(questionTypes);
export type QuestionType = z.infer<typeof QuestionType>;

/** Column kinds of a table question; DISTANCE_KMS is a distance typed in kilometres rather than found between places. */
export const columnTypes = ['TEXT', 'NUMERIC', 'SELECT', 'DISTANCE', 'DISTANCE_KMS', 'EMISSION_FACTOR'] as const;
export const ColumnType = z.enum(columnTypes);
export type ColumnType = z.infer<typeof ColumnType>;

export const questionnaireLimits = {
  /** Columns of one table question. */
  columns: 30,
  /** Options of one select list. */
  options: 500,
  /** Lines of one table answer: the import's limit (spec 2 section 9), and the most a save may hold. */
  lines: 1_000,
} as const;

/** One option of a select list, named in both languages. */
export const SelectOption = z.object({ uuid: uuid(), labelEn: requiredText(), labelFr: optionalText() });
export type SelectOption = z.infer<typeof SelectOption>;

/** A column of a table question (spec 2: uuid, type, labels, unit, hint, select list). */
export const Column = z.object({
  uuid: uuid(),
  /** The name formulas read it by (`c.litres`, `row.litres`, `l.litres`). */
  name: requiredText(),
  type: ColumnType,
  labelEn: requiredText(),
  labelFr: optionalText(),
  unit: optionalText(),
  hintEn: optionalText(textBounds.text),
  hintFr: optionalText(textBounds.text),
  /** Hidden from clients (spec 2 "Admin-only questions and columns"). */
  adminOnly: z.boolean().default(false),
  /** SELECT only: the options a cell may take. */
  options: z.array(SelectOption).max(questionnaireLimits.options).default([]),
});
export type Column = z.infer<typeof Column>;

/** A question of a questionnaire, as its answers need it. */
export const Question = z.object({
  uuid: uuid(),
  /** The name formulas read its answer by (`q.fuel`). */
  name: requiredText(),
  type: QuestionType,
  labelEn: requiredText(),
  labelFr: optionalText(),
  unit: optionalText(),
  impactedScopes: z.array(Scope).max(3).default([]),
  /** A priority question (spec 2: 'This question is a priority…'). */
  important: z.boolean().default(false),
  /** A table of one line; with a single NUMERIC column it shows as one number field. */
  oneLine: z.boolean().default(false),
  allowFiles: z.boolean().default(false),
  adminOnly: z.boolean().default(false),
  category: optionalText(),
  subcategory: optionalText(),
  /** The help panel's markdown hint and FAQ, in both languages (English is the fallback). */
  hintEn: optionalText(textBounds.text),
  hintFr: optionalText(textBounds.text),
  faq: z
    .array(z.object({ questionEn: z.string().max(textBounds.text), questionFr: z.string().max(textBounds.text).nullable(), answerEn: z.string().max(textBounds.text), answerFr: z.string().max(textBounds.text).nullable() }))
    .max(20)
    .default([]),
  columns: z.array(Column).max(questionnaireLimits.columns).default([]),
});
export type Question = z.infer<typeof Question>;

/** One cell of a table line: a text, a number or a chosen option, by column (spec 2 "Answer values"). */
export const Cell = z.object({
  columnUuid: uuid(),
  valueText: z.string().max(textBounds.text).nullable().default(null),
  valueNumber: z.number().finite().nullable().default(null),
  valueOptionUuid: uuid().nullable().default(null),
});
export type Cell = z.infer<typeof Cell>;

/** One line of a table answer; `uiId` keeps it apart from the others while edited. */
export const TableLine = z.object({
  uiId: z.string().min(1).max(64),
  cells: z.array(Cell).max(questionnaireLimits.columns),
});
export type TableLine = z.infer<typeof TableLine>;

/** What a question holds: at most one of the values, by its type; files by their stored ids. */
export const Answer = z.object({
  questionUuid: uuid(),
  valueText: z.string().max(textBounds.longText).nullable().default(null),
  valueNumber: z.number().finite().nullable().default(null),
  valueTable: z.array(TableLine).max(questionnaireLimits.lines).nullable().default(null),
  files: z.array(z.object({ uuid: uuid(), name: requiredText() })).max(50).default([]),
});
export type Answer = z.infer<typeof Answer>;
