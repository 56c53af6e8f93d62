import * as z from 'zod';
import { parse } from '../calc/formula/index.ts';
import { formulaErrorIssue } from '../calc/formula/messages.ts';
import type { Prefix } from '../calc/formula/types.ts';
import { textBounds } from '../constants.ts';
import { say } from '../errorMessages.ts';
import { fieldIssue, refinementIssue, type FieldIssue } from '../errors.ts';
import { ghgCategoryInfo } from '../labels/categories.ts';
import { GhgCategory, Scope } from '../labels/enums.ts';
import { foldedIncludes } from '../text/fold.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';

/*
 * The staff's action cards (spec 2 "/action-cards"): reusable decarbonization actions that a plan
 * copies into its own actions (spec 2 section 3 "Action"). A card holds what an action starts
 * from: its name, description and baseline scenario, its parameters (the numbers and texts a
 * consultant fills in per client) with their default values, and the formulas that turn them into
 * a carbon impact.
 *
 * A card's formula reads only emission factors (`ef.`), hypotheses (`hyp.`) and its own
 * parameters (`p.<name>`): there is no questionnaire or survey answer behind an action. A `p.`
 * name that is not one of the card's parameters is refused on the formula's field, so a typo is
 * caught when the card is saved rather than when a plan computes.
 */

export const actionCardLimits = {
  maxParameters: 30,
  maxFormulas: 20,
  /** A parameter's name is read in formulas as `p.<name>`. */
  parameterNameLength: 64,
  /** A formula's script: a card's formulas are short products of factors and parameters. */
  expressionLength: 2_000,
  /** Cards one list answers: the catalogue holds a few hundred; a search narrows it. */
  maxListed: 500,
} as const;

export const ActionCardType = z.enum(['QUANTITATIVE', 'QUALITATIVE']);
export type ActionCardType = z.infer<typeof ActionCardType>;

export const ActionParameterType = z.enum(['NUMBER', 'TEXT']);
export type ActionParameterType = z.infer<typeof ActionParameterType>;

/** The prefixes a card's formula may read: factors, hypotheses and the card's parameters. */
export const actionFormulaPrefixes = ['ef', 'hyp', 'p'] as const satisfies readonly Prefix[];

const parameterNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A parameter as edited: its default value is a number for NUMBER, a text for TEXT (the other is null). */
export const ActionParameterInput = z
  .object({
    name: requiredText(actionCardLimits.parameterNameLength).regex(parameterNamePattern, say('validation.message.formulaName').text),
    type: ActionParameterType,
    label: requiredText(),
    hint: optionalText(textBounds.text),
    unit: optionalText(),
    valueNumber: z.number(validationMessages.invalid).finite(validationMessages.invalid).nullable().default(null),
    valueText: optionalText(textBounds.text),
  })
  .strict()
  // A number parameter keeps no text, a text parameter no number.
  .transform((parameter) => ({
    ...parameter,
    valueNumber: parameter.type === 'NUMBER' ? parameter.valueNumber : null,
    valueText: parameter.type === 'TEXT' ? parameter.valueText : null,
  }));

export const ActionFormulaInput = z
  .object({
    label: requiredText(),
    scope: Scope,
    ghgCategory: GhgCategory,
    expression: requiredText(actionCardLimits.expressionLength),
  })
  .strict();

/** The fields of a card, as its form edits them. */
export const ActionCardFields = z
  .object({
    nameEn: requiredText(),
    nameFr: optionalText(),
    description: optionalText(textBounds.text),
    baselineScenario: optionalText(textBounds.text),
    operationalCategoryEn: optionalText(),
    operationalCategoryFr: optionalText(),
    type: ActionCardType,
    imageUuid: uuid().nullable().default(null),
    parameters: z.array(ActionParameterInput).max(actionCardLimits.maxParameters, validationMessages.tooLong).default([]),
    formulas: z.array(ActionFormulaInput).max(actionCardLimits.maxFormulas, validationMessages.tooLong).default([]),
  })
  .strict();

type CheckedParameter = { name: string };
type CheckedFormula = { scope: Scope; ghgCategory: GhgCategory; expression: string };

/** The names of a card's parameters given twice: each repeat is refused on its own name field. */
export function parameterNameIssues(parameters: readonly CheckedParameter[]): FieldIssue[] {
  const seen = new Set<string>();
  return parameters.flatMap((parameter, index) => {
    if (parameter.name === '') return [];
    if (seen.has(parameter.name)) return [fieldIssue(['parameters', index, 'name'], say('validation.message.duplicateParameterName'))];
    seen.add(parameter.name);
    return [];
  });
}

/**
 * The problems of one formula's script, on its `expression` field: a script that does not parse
 * (spec 1 section 5), one that reads anything but `ef.`, `hyp.` and `p.`, and one that names a
 * `p.` that is not a parameter of the card (all such names in one message).
 */
export function actionFormulaIssues(expression: string, parameterNames: ReadonlySet<string>, path: (string | number)[]): FieldIssue[] {
  if (expression.trim() === '') return [];
  const parsed = parse(expression, { tableContext: false });
  if (!parsed.ok) return [formulaErrorIssue(path, parsed.error)];
  const references = parsed.formula.references;
  if (references.some((reference) => !(actionFormulaPrefixes as readonly string[]).includes(reference.prefix))) {
    return [fieldIssue(path, say('validation.message.actionFormulaPrefix'))];
  }
  const unknown = [
    ...new Set(
      references
        .filter((reference) => reference.prefix === 'p')
        .map((reference) => reference.path[0])
        .filter((name) => typeof name !== 'string' || !parameterNames.has(name))
        .map((name) => `p.${String(name ?? '')}`),
    ),
  ];
  return unknown.length ? [fieldIssue(path, say('validation.message.unknownActionParameter', { names: unknown.join(', ') }))] : [];
}

/** A formula's category must be one of its scope's (spec 1: each GHG Protocol category belongs to one scope). */
export function formulaCategoryIssues(formulas: readonly Pick<CheckedFormula, 'scope' | 'ghgCategory'>[]): FieldIssue[] {
  return formulas.flatMap((formula, index) =>
    ghgCategoryInfo[formula.ghgCategory].scope === formula.scope ? [] : [fieldIssue(['formulas', index, 'ghgCategory'], say('validation.message.categoryOutsideScope'))],
  );
}

/** Every problem across a card's fields, each on the field to change. */
export function actionCardIssues(card: { parameters: readonly CheckedParameter[]; formulas: readonly CheckedFormula[] }): FieldIssue[] {
  const names = new Set(card.parameters.map((parameter) => parameter.name));
  return [
    ...parameterNameIssues(card.parameters),
    ...card.formulas.flatMap((formula, index) => actionFormulaIssues(formula.expression, names, ['formulas', index, 'expression'])),
    ...formulaCategoryIssues(card.formulas),
  ];
}

function actionCardRules(card: z.output<typeof ActionCardFields>, context: z.RefinementCtx): void {
  for (const issue of actionCardIssues(card)) context.addIssue(refinementIssue(issue));
}

export const ActionCardInput = ActionCardFields.superRefine(actionCardRules);
export type ActionCardInput = z.input<typeof ActionCardInput>;
export type ParsedActionCard = z.output<typeof ActionCardInput>;

export const ActionCardUpdateInput = ActionCardFields.extend({
  uuid: uuid(),
  expectedVersion: z.number({ error: () => validationMessages.required }).int(validationMessages.invalid).positive(validationMessages.invalid),
}).superRefine(actionCardRules);

export const StoredActionParameter = z.object({
  name: z.string().min(1),
  type: ActionParameterType,
  label: z.string().min(1),
  hint: z.string().nullable(),
  unit: z.string().nullable(),
  valueNumber: z.number().nullable(),
  valueText: z.string().nullable(),
});

export const StoredActionFormula = z.object({ uuid: z.uuid(), label: z.string().min(1), scope: Scope, ghgCategory: GhgCategory, expression: z.string().min(1) });

/** A card as stored; each formula has its own uuid, kept across edits by position. */
export const StoredActionCard = z.object({
  uuid: z.uuid(),
  nameEn: z.string().min(1),
  nameFr: z.string().nullable(),
  description: z.string().nullable(),
  baselineScenario: z.string().nullable(),
  operationalCategoryEn: z.string().nullable(),
  operationalCategoryFr: z.string().nullable(),
  type: ActionCardType,
  imageUuid: z.uuid().nullable(),
  parameters: z.array(StoredActionParameter),
  formulas: z.array(StoredActionFormula),
});
export type StoredActionCard = z.infer<typeof StoredActionCard>;

export const ActionCardDetail = StoredActionCard.extend({ version: z.number().int().positive() });
export type ActionCardDetail = z.infer<typeof ActionCardDetail>;

export const ActionCardRow = StoredActionCard.pick({
  uuid: true,
  nameEn: true,
  nameFr: true,
  operationalCategoryEn: true,
  operationalCategoryFr: true,
  type: true,
  imageUuid: true,
}).extend({
  parameterCount: z.number().int().nonnegative(),
  formulaCount: z.number().int().nonnegative(),
  version: z.number().int().positive(),
});
export type ActionCardRow = z.infer<typeof ActionCardRow>;

export const ActionCardListInput = z
  .object({ search: z.string().trim().max(textBounds.name, validationMessages.tooLong).optional() })
  .strict()
  .optional()
  .default({});

/** Whether a card answers the list's search: in its names or operational category, case and accents aside. */
export function matchesActionCardSearch(
  card: Pick<StoredActionCard, 'nameEn' | 'nameFr' | 'operationalCategoryEn' | 'operationalCategoryFr'>,
  search: string | undefined,
): boolean {
  return foldedIncludes([card.nameEn, card.nameFr, card.operationalCategoryEn, card.operationalCategoryFr], search);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The catalogue's order: by English name as people read it. */
export function compareByEnglishName(a: { nameEn: string }, b: { nameEn: string }): number {
  return collator.compare(a.nameEn, b.nameEn) || a.nameEn.localeCompare(b.nameEn);
}
