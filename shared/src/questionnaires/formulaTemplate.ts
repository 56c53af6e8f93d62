import * as z from 'zod';
import { formulaLimits, parse } from '../calc/formula/index.ts';
import { formulaErrorIssue } from '../calc/formula/messages.ts';
import { textBounds } from '../constants.ts';
import { englishOf, say } from '../errorMessages.ts';
import { fieldIssue, type FieldIssue } from '../errors.ts';
import { BegesCategory, GhgCategory, OperationalCategory, Scope } from '../labels/enums.ts';
import { ElectricityBasis, electricityBasisCategories, ReportEntryType } from '../schemas/report.ts';
import { optionalText, requiredText, uuid } from '../validation/index.ts';
import type { QuestionType } from './model.ts';

/*
 * A formula template (spec 1 section 3): how a question's answers become report entries. Its
 * rules are spec 1 section 5 "Formula": a BEGES category unless the template is GHG only, a GHG
 * category unless it is BEGES only; the electricity base kept only for a GHG (or both-method)
 * template of purchased electricity or of fuel- and energy-related activities, and dropped
 * otherwise; the script over q, c, hyp, ef, efc, s and p in dotted or bracket form (and row, n, l
 * for a table question), else 'eval script format is invalid'.
 *
 * Templates live inside their question template (`formulaTemplates`, saved and read with it), so
 * the owning question is the record they sit in and not a field of theirs. The spec's `name` is
 * left out: nothing reads a template by name (a script reads questions and columns, never another
 * template), the label names it to people and the uuid, kept across edits, to the entries made
 * from it. `surveyQuestionUuid` belongs to survey formulas, which have their own feature.
 */

/** How many formula templates one question template may carry. */
export const maxFormulaTemplates = 20;

/** The fields of one template as its question's edit form sends them. */
const formulaTemplateFields = {
  /** Absent for a new template; kept so the entries made from it keep pointing at it. */
  uuid: uuid().nullish(),
  labelEn: requiredText(),
  labelFr: optionalText(),
  type: ReportEntryType,
  scope: Scope,
  ghgCategory: GhgCategory.nullable().default(null),
  begesCategory: BegesCategory.nullable().default(null),
  operationalCategory: OperationalCategory,
  electricityEmissionsBase: ElectricityBasis.nullable().default(null),
  /** A table question only: one entry per line instead of one for the whole table. */
  splitTable: z.boolean().default(false),
  eval: requiredText(formulaLimits.maxCharacters),
  explanationEn: optionalText(textBounds.text),
  explanationFr: optionalText(textBounds.text),
};

type Categorised = { type: ReportEntryType; ghgCategory: GhgCategory | null; begesCategory: BegesCategory | null };

function categoryRules(template: Categorised, context: z.RefinementCtx): void {
  if (template.type !== 'BEGES' && template.ghgCategory === null) context.addIssue({ code: 'custom', message: englishOf('validation.message.required'), path: ['ghgCategory'] });
  if (template.type !== 'GHG' && template.begesCategory === null) context.addIssue({ code: 'custom', message: englishOf('validation.message.required'), path: ['begesCategory'] });
}

function withElectricityBaseRule<T extends Categorised & { electricityEmissionsBase: ElectricityBasis | null }>(template: T): T {
  return { ...template, electricityEmissionsBase: keepsElectricityBase(template) ? template.electricityEmissionsBase : null };
}

/**
 * One template inside its question template's input (`formulaTemplates`). The rules that need
 * the question (its type, its columns) are `formulaTemplateIssues`, run by the question's rules.
 */
export const QuestionFormulaTemplateInput = z.object(formulaTemplateFields).strict().superRefine(categoryRules).transform(withElectricityBaseRule);
export type QuestionFormulaTemplateInput = z.input<typeof QuestionFormulaTemplateInput>;
export type QuestionFormulaTemplate = z.output<typeof QuestionFormulaTemplateInput>;

/** A template named with the question it belongs to, where it travels on its own. */
export const FormulaTemplateInput = z
  .object({ ...formulaTemplateFields, questionUuid: uuid() })
  .strict()
  .superRefine(categoryRules)
  .transform(withElectricityBaseRule);
export type FormulaTemplateInput = z.input<typeof FormulaTemplateInput>;
export type FormulaTemplate = z.output<typeof FormulaTemplateInput>;

/** Whether a template may carry an electricity base: GHG (or both) and of an electricity category. */
export function keepsElectricityBase(template: { type: ReportEntryType; ghgCategory: GhgCategory | null }): boolean {
  return template.type !== 'BEGES' && template.ghgCategory !== null && electricityBasisCategories.includes(template.ghgCategory);
}

/**
 * The script's problem for a template of a question of `questionType`, on the `eval` field, or
 * null when it parses: the table names (row, n, l) only for a table question.
 */
export function templateScriptIssue(script: string, questionType: QuestionType): FieldIssue | null {
  const parsed = parse(script, { tableContext: questionType === 'TABLE' });
  return parsed.ok ? null : formulaErrorIssue(['eval'], parsed.error);
}

/** The columns a script names by `row`, `l` or `c` that are not among `columnNames` (exact spelling), each once. */
export function unknownColumnReferences(script: string, questionType: QuestionType, columnNames: readonly string[]): string[] {
  const parsed = parse(script, { tableContext: questionType === 'TABLE' });
  if (!parsed.ok) return [];
  const known = new Set(columnNames);
  const named = parsed.formula.references
    .filter((reference) => reference.prefix === 'row' || reference.prefix === 'l' || reference.prefix === 'c')
    .map((reference) => String(reference.path[0]));
  return [...new Set(named)].filter((name) => !known.has(name));
}

/**
 * The problems of a question's templates that need the question itself, each on its template's
 * field (`['formulaTemplates', 2, 'eval']`): a script that does not parse for this question's
 * type, one that reads a column the question does not have (by `c`, `row` or `l`: formulas read
 * columns by name, as the engine does, so case counts), and a split asked of a question that is
 * not a table.
 */
export function formulaTemplateIssues(
  question: { type: QuestionType; columns: readonly { name: string }[] },
  templates: readonly Pick<QuestionFormulaTemplate, 'eval' | 'splitTable'>[],
): FieldIssue[] {
  const columnNames = question.columns.map((column) => column.name);
  return templates.flatMap((template, index) => {
    const path = ['formulaTemplates', index];
    const issues: FieldIssue[] = [];
    if (template.splitTable && question.type !== 'TABLE') issues.push(fieldIssue([...path, 'splitTable'], say('validation.message.splitOnlyForTables')));
    if (template.eval === '') return issues;
    const scriptIssue = templateScriptIssue(template.eval, question.type);
    if (scriptIssue) return [...issues, { ...scriptIssue, path: [...path, 'eval'] }];
    const unknown = unknownColumnReferences(template.eval, question.type, columnNames);
    if (unknown.length) issues.push(fieldIssue([...path, 'eval'], say('validation.message.unknownColumnReference', { names: unknown.join(', ') })));
    return issues;
  });
}
