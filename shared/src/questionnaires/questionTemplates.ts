import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { englishOf } from '../errorMessages.ts';
import { refinementIssue } from '../errors.ts';
import { Scope } from '../labels/enums.ts';
import { optionalText, requiredText, uuid } from '../validation/index.ts';
import { formulaTemplateIssues, maxFormulaTemplates, QuestionFormulaTemplateInput } from './formulaTemplate.ts';
import { ColumnType, QuestionType, questionnaireLimits } from './model.ts';

/*
 * A question template of the staff's catalogue (spec 2 "/questions"; issue: type TEXT, NUMERIC,
 * FILE or TABLE; columns with labels in both languages, unit, hint and select list; impacted
 * scopes; priority; one-line tables; files allowed; admin-only questions and columns; a markdown
 * hint and FAQ in both languages; category and subcategory). A questionnaire copies its templates'
 * questions when it is created from a questionnaire template, so a later change of a template
 * never rewrites a client's answered questionnaire.
 *
 * Names: formulas read a question as `q.<name>` and a column as `row.<name>`, `l.<name>` or
 * `c.<name>`, so a name is an identifier (a letter or underscore, then letters, digits and
 * underscores), unique among a question's columns.
 */

/** How many FAQ entries one question may carry. */
export const maxFaqEntries = 20;

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A name formulas can read in dotted form; a blank one is only 'Required'. */
export const formulaName = () =>
  requiredText(100).refine((name) => name === '' || identifierPattern.test(name), englishOf('validation.message.formulaName'));

/** A markdown text of the help panel, in one language. */
const markdown = () => optionalText(textBounds.text);

export const FaqEntry = z
  .object({
    questionEn: requiredText(textBounds.text),
    questionFr: optionalText(textBounds.text),
    answerEn: requiredText(textBounds.text),
    answerFr: optionalText(textBounds.text),
  })
  .strict();
export type FaqEntry = z.infer<typeof FaqEntry>;

export const ColumnTemplateInput = z
  .object({
    /** Absent for a new column; kept so answers and formulas keep pointing at it. */
    uuid: uuid().nullish(),
    name: formulaName(),
    type: ColumnType,
    labelEn: requiredText(),
    labelFr: optionalText(),
    unit: optionalText(50),
    hintEn: markdown(),
    hintFr: markdown(),
    /** SELECT only: the select list whose options a cell takes. */
    selectListUuid: uuid().nullish().transform((value) => value ?? null),
    adminOnly: z.boolean().default(false),
  })
  .strict();
export type ColumnTemplateInput = z.input<typeof ColumnTemplateInput>;

/** A question template's fields, before the rules that tie them together (`questionTemplateRules`). */
export const QuestionTemplateFields = z
  .object({
    name: formulaName(),
    type: QuestionType,
    labelEn: requiredText(textBounds.text),
    labelFr: optionalText(textBounds.text),
    /** NUMERIC only. */
    unit: optionalText(50),
    impactedScopes: z.array(Scope).max(3).default([]),
    important: z.boolean().default(false),
    oneLine: z.boolean().default(false),
    allowFiles: z.boolean().default(false),
    adminOnly: z.boolean().default(false),
    category: optionalText(),
    subcategory: optionalText(),
    hintEn: markdown(),
    hintFr: markdown(),
    faq: z.array(FaqEntry).max(maxFaqEntries).default([]),
    columns: z.array(ColumnTemplateInput).max(questionnaireLimits.columns).default([]),
    /** How its answers become report entries (spec 1 section 3 "Formula template"). */
    formulaTemplates: z.array(QuestionFormulaTemplateInput).max(maxFormulaTemplates).default([]),
  })
  .strict();

/**
 * The rules across a template's fields, each issue on the field to change: columns for tables
 * only (and at least one), a unit for numbers only, a select list for select columns only (and
 * always one there), column names unique case aside, and each formula template's script read
 * against the question's type and columns (`formulaTemplateIssues`). Shared by the create and the edit inputs,
 * which add the template's uuid and version beside the same fields.
 */
export function questionTemplateRules(question: z.output<typeof QuestionTemplateFields>, context: z.RefinementCtx): void {
  const issue = (path: (string | number)[], key: Parameters<typeof englishOf>[0]) => context.addIssue({ code: 'custom', path, message: englishOf(key) });
  const table = question.type === 'TABLE';
  if (table && question.columns.length === 0) issue(['columns'], 'validation.message.tableNeedsColumn');
  if (!table && question.columns.length > 0) issue(['columns'], 'validation.message.onlyTablesHaveColumns');
  if (!table && question.oneLine) issue(['oneLine'], 'validation.message.onlyTablesHaveColumns');
  if (question.type !== 'NUMERIC' && question.unit !== null) issue(['unit'], 'validation.message.unitOnlyForNumbers');
  if (new Set(question.impactedScopes).size !== question.impactedScopes.length) issue(['impactedScopes'], 'validation.message.invalid');
  if (question.subcategory !== null && question.category === null) issue(['category'], 'validation.message.required');
  const seen = new Set<string>();
  question.columns.forEach((column, index) => {
    const name = column.name.toLowerCase();
    if (seen.has(name)) issue(['columns', index, 'name'], 'validation.message.duplicateName');
    seen.add(name);
    if (column.type === 'SELECT' && column.selectListUuid === null) issue(['columns', index, 'selectListUuid'], 'validation.message.required');
    if (column.type !== 'SELECT' && column.selectListUuid !== null) issue(['columns', index, 'selectListUuid'], 'validation.message.selectListOnlyForSelect');
    if (column.type !== 'NUMERIC' && column.unit !== null) issue(['columns', index, 'unit'], 'validation.message.unitOnlyForNumbers');
  });
  for (const formulaIssue of formulaTemplateIssues(question, question.formulaTemplates)) context.addIssue(refinementIssue(formulaIssue));
}

export const QuestionTemplateInput = QuestionTemplateFields.superRefine(questionTemplateRules);
export type QuestionTemplateInput = z.input<typeof QuestionTemplateInput>;
export type ParsedQuestionTemplate = z.output<typeof QuestionTemplateInput>;

/** A one-line table whose only column is a number shows as a single number field (spec 2 "Answer types"). */
export function showsAsNumberField(question: Pick<ParsedQuestionTemplate, 'type' | 'oneLine' | 'columns'>): boolean {
  return question.type === 'TABLE' && question.oneLine && question.columns.length === 1 && question.columns[0]!.type === 'NUMERIC';
}
