import type { InputOf, OutputOf } from '@cairn/shared/contract';
import { ghgCategoriesOfScope, type GhgCategory, type Scope } from '@cairn/shared/labels';
import type { ActionCardType, ActionParameterType } from '@cairn/shared/plans/actionCards';
import { differsIgnoringSpaces } from '../../ui/form/formFailure.ts';

/*
 * The /action-cards page and its editor as plain data: the list's query, what the form starts from
 * and the `actionCard.create` / `actionCard.update` input it sends. The form's rows keep the
 * contract's field names, so an issue the contract or the server finds lands on its field.
 */

export type ListedActionCard = OutputOf<'actionCard.list'>[number];
export type ActionCardDetail = OutputOf<'actionCard.get'>;
export type ActionCardInput = InputOf<'actionCard.create'>;

export function actionCardListInputOf(typed: string): NonNullable<InputOf<'actionCard.list'>> {
  return typed.trim() === '' ? {} : { search: typed.trim() };
}

export interface ParameterRow {
  /** Stable React key; not sent. */
  key: string;
  name: string;
  type: ActionParameterType;
  label: string;
  hint: string;
  unit: string;
  /** The default of a NUMBER parameter as typed. */
  valueNumber: string;
  /** The default of a TEXT parameter. */
  valueText: string;
}

export interface FormulaRow {
  key: string;
  label: string;
  scope: Scope;
  /** Empty until chosen. */
  ghgCategory: GhgCategory | '';
  expression: string;
}

export interface ActionCardFormValues {
  nameEn: string;
  nameFr: string;
  type: ActionCardType;
  operationalCategoryEn: string;
  operationalCategoryFr: string;
  description: string;
  baselineScenario: string;
  /** Empty for no image. */
  imageUuid: string;
  parameters: ParameterRow[];
  formulas: FormulaRow[];
}

let rowCounter = 0;
const nextKey = () => `row-${++rowCounter}`;

export function emptyParameterRow(): ParameterRow {
  return { key: nextKey(), name: '', type: 'NUMBER', label: '', hint: '', unit: '', valueNumber: '', valueText: '' };
}

export function emptyFormulaRow(): FormulaRow {
  return { key: nextKey(), label: '', scope: 'ONE', ghgCategory: '', expression: '' };
}

export function emptyActionCardValues(): ActionCardFormValues {
  return {
    nameEn: '',
    nameFr: '',
    type: 'QUANTITATIVE',
    operationalCategoryEn: '',
    operationalCategoryFr: '',
    description: '',
    baselineScenario: '',
    imageUuid: '',
    parameters: [],
    formulas: [],
  };
}

export function actionCardValuesOf(card: ActionCardDetail): ActionCardFormValues {
  return {
    nameEn: card.nameEn,
    nameFr: card.nameFr ?? '',
    type: card.type,
    operationalCategoryEn: card.operationalCategoryEn ?? '',
    operationalCategoryFr: card.operationalCategoryFr ?? '',
    description: card.description ?? '',
    baselineScenario: card.baselineScenario ?? '',
    imageUuid: card.imageUuid ?? '',
    parameters: card.parameters.map((parameter) => ({
      key: nextKey(),
      name: parameter.name,
      type: parameter.type,
      label: parameter.label,
      hint: parameter.hint ?? '',
      unit: parameter.unit ?? '',
      valueNumber: parameter.valueNumber === null ? '' : String(parameter.valueNumber),
      valueText: parameter.valueText ?? '',
    })),
    formulas: card.formulas.map((formula) => ({ key: nextKey(), label: formula.label, scope: formula.scope, ghgCategory: formula.ghgCategory, expression: formula.expression })),
  };
}

/**
 * A default number as typed: blank is none; a French decimal comma reads as a point; anything else
 * that is not a number is sent as NaN, which the contract refuses on the field ('Invalid').
 */
export function numberOf(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The call's input. Text goes as typed: the contract trims it and turns blank into null. */
export function actionCardInputOf(values: ActionCardFormValues): ActionCardInput {
  return {
    nameEn: values.nameEn,
    nameFr: values.nameFr,
    type: values.type,
    operationalCategoryEn: values.operationalCategoryEn,
    operationalCategoryFr: values.operationalCategoryFr,
    description: values.description,
    baselineScenario: values.baselineScenario,
    imageUuid: values.imageUuid === '' ? null : values.imageUuid,
    parameters: values.parameters.map((row) => ({
      name: row.name.trim(),
      type: row.type,
      label: row.label,
      hint: row.hint,
      unit: row.unit,
      valueNumber: row.type === 'NUMBER' ? numberOf(row.valueNumber) : null,
      valueText: row.type === 'TEXT' ? row.valueText : null,
    })),
    // An unchosen category is sent as it is: the contract answers 'Required' on it.
    formulas: values.formulas.map(({ label, scope, ghgCategory, expression }) => ({ label, scope, ghgCategory: ghgCategory as GhgCategory, expression })),
  };
}

/** The categories offered for a scope, and the chosen one even when it is of another scope (the contract then says so). */
export function categoryChoices(scope: Scope, chosen: GhgCategory | ''): readonly GhgCategory[] {
  const offered = ghgCategoriesOfScope(scope);
  return chosen === '' || offered.includes(chosen) ? offered : [...offered, chosen];
}

/** A new scope keeps the category only if it is one of the scope's. */
export function categoryAfterScope(scope: Scope, chosen: GhgCategory | ''): GhgCategory | '' {
  return chosen !== '' && ghgCategoriesOfScope(scope).includes(chosen) ? chosen : '';
}

/** Whether closing would lose something, ignoring surrounding spaces and row keys. */
export function hasUnsavedChanges(initial: ActionCardFormValues, values: ActionCardFormValues): boolean {
  const withoutKeys = (form: ActionCardFormValues) => ({
    ...form,
    parameters: form.parameters.map(({ key: _key, ...row }) => row),
    formulas: form.formulas.map(({ key: _key, ...row }) => row),
  });
  return differsIgnoringSpaces(withoutKeys(initial), withoutKeys(values));
}

/** The card's name in the page's language, English when it has no French one. */
export function cardNameIn(card: { nameEn: string; nameFr: string | null }, language: string): string {
  return language === 'fr' && card.nameFr ? card.nameFr : card.nameEn;
}

export function categoryIn(card: { operationalCategoryEn: string | null; operationalCategoryFr: string | null }, language: string): string | null {
  return language === 'fr' ? (card.operationalCategoryFr ?? card.operationalCategoryEn) : (card.operationalCategoryEn ?? card.operationalCategoryFr);
}
