import * as z from 'zod';
import { parse } from '../calc/formula/index.ts';
import { formulaErrorIssue } from '../calc/formula/messages.ts';
import { textBounds } from '../constants.ts';
import { englishOf } from '../errorMessages.ts';
import type { FieldIssue } from '../errors.ts';
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
 */

export const FormulaTemplateInput = z
  .object({
    /** Absent when creating. */
    uuid: uuid().nullish(),
    questionUuid: uuid(),
    labelEn: requiredText(),
    labelFr: optionalText(),
    type: ReportEntryType,
    scope: Scope,
    ghgCategory: GhgCategory.nullable().default(null),
    begesCategory: BegesCategory.nullable().default(null),
    operationalCategory: OperationalCategory,
    electricityEmissionsBase: ElectricityBasis.nullable().default(null),
    splitTable: z.boolean().default(false),
    eval: z.string().max(textBounds.longText),
    explanationEn: optionalText(textBounds.text),
    explanationFr: optionalText(textBounds.text),
  })
  .strict()
  .superRefine((template, context) => {
    if (template.type !== 'BEGES' && template.ghgCategory === null) context.addIssue({ code: 'custom', message: englishOf('validation.message.required'), path: ['ghgCategory'] });
    if (template.type !== 'GHG' && template.begesCategory === null) context.addIssue({ code: 'custom', message: englishOf('validation.message.required'), path: ['begesCategory'] });
  })
  .transform((template) => ({ ...template, electricityEmissionsBase: keepsElectricityBase(template) ? template.electricityEmissionsBase : null }));
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
