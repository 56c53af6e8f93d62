import type { InputOf } from '@cairn/shared/contract';
import type { ActionView } from '@cairn/shared/contract/plans';
import type { GhgCategory, Level, Scope } from '@cairn/shared/labels';
import { newInvestment, semesterOf, type ScoreName } from '@cairn/shared/plans/actionRules';
import type { ActionType, Investment } from '@cairn/shared/plans/model';
import { parseAmount } from '../../features/reports/editing/draftModel.ts';

/*
 * The staff action page's forms as plain data: the values each form shows (numbers as typed),
 * named like its procedure's input so the server's issues land on their fields, and the input
 * each sends. A number that does not read as one goes as NaN, which the contract refuses on its
 * field; an implementation date or deadline that is not complete is none (spec 2 section 5).
 */

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
const numberOrNull = (value: string) => parseAmount(value);
/** A number the contract requires: '' is not one either. */
const requiredNumber = (value: string) => parseAmount(value) ?? Number.NaN;
const levelOrNull = (value: string): Level | null => (value === 'LOW' || value === 'MEDIUM' || value === 'HIGH' ? value : null);

/** The scores set on an action, in the spec's order, for a one-line summary. */
export function scoresSummary(scores: ActionView['scores']): { name: ScoreName; value: number | Level }[] {
  const names: readonly ScoreName[] = ['feasibility', 'cost', 'opportunity', 'risk', 'carbonImpact'];
  return names.flatMap((name) => {
    const value = scores[name].value;
    return value === null ? [] : [{ name, value }];
  });
}

// ——— The action's fields (decarbonizationAction.update) ———

export interface ParameterDefinitionValues {
  uuid: string;
  type: 'NUMBER' | 'TEXT';
  name: string;
  label: string;
  hint: string;
  unit: string;
}

export interface FormulaValues {
  uuid: string;
  label: string;
  scope: Scope;
  /** '' for none. */
  ghgCategory: string;
  expression: string;
  averageImpact: string;
  carbonImpactStartYear: string;
  carbonImpactEndYear: string;
  noBaselineModification: boolean;
  comments: string;
}

export interface ActionFieldsValues {
  name: string;
  color: string;
  categoryLabel: string;
  operationalCategoryUuid: string;
  actionDescription: string;
  baselineScenario: string;
  baselineParameters: { key: string; name: string; value: string; unit: string }[];
  type: ActionType;
  isRecommended: boolean;
  preBaseline: boolean;
  proportionalToGrowth: boolean;
  impactedScopes: string[];
  showCarbonImpact: boolean;
  parameters: ParameterDefinitionValues[];
  formulas: FormulaValues[];
}

export function actionFieldsValuesOf(action: ActionView, newKey: () => string): ActionFieldsValues {
  return {
    name: action.name,
    color: action.color ?? '',
    categoryLabel: action.categoryLabel ?? '',
    operationalCategoryUuid: action.operationalCategoryUuid ?? '',
    actionDescription: action.actionDescription ?? '',
    baselineScenario: action.baselineScenario ?? '',
    baselineParameters: action.baselineParameters.map((parameter) => ({ key: newKey(), name: parameter.name, value: text(parameter.value), unit: parameter.unit ?? '' })),
    type: action.type,
    isRecommended: action.isRecommended,
    preBaseline: action.preBaseline,
    proportionalToGrowth: action.proportionalToGrowth,
    impactedScopes: [...action.impactedScopes],
    showCarbonImpact: action.showCarbonImpact,
    parameters: action.parameters.map((parameter) => ({
      uuid: parameter.uuid,
      type: parameter.type,
      name: parameter.name,
      label: parameter.label ?? '',
      hint: parameter.hint ?? '',
      unit: parameter.unit ?? '',
    })),
    formulas: action.formulas.map((formula) => ({
      uuid: formula.uuid,
      label: formula.label,
      scope: formula.scope,
      ghgCategory: formula.ghgCategory ?? '',
      expression: formula.expression ?? '',
      averageImpact: text(formula.averageImpact),
      carbonImpactStartYear: text(formula.carbonImpactStartYear),
      carbonImpactEndYear: text(formula.carbonImpactEndYear),
      noBaselineModification: formula.noBaselineModification,
      comments: formula.comments ?? '',
    })),
  };
}

/**
 * `decarbonizationAction.update`'s input. `latest` is the action as last read: its version (a
 * parameter saved on blur moves it on) and its parameters' values, which the parameters'
 * own procedure changes and this form never sends back stale.
 */
export function actionUpdateInputOf(values: ActionFieldsValues, latest: Pick<ActionView, 'uuid' | 'version' | 'parameters'>): InputOf<'decarbonizationAction.update'> {
  return {
    uuid: latest.uuid,
    expectedVersion: latest.version,
    name: values.name.trim(),
    color: values.color.trim() === '' ? null : values.color.trim().toLowerCase(),
    categoryLabel: values.categoryLabel,
    operationalCategoryUuid: values.operationalCategoryUuid === '' ? null : values.operationalCategoryUuid,
    actionDescription: values.actionDescription,
    baselineScenario: values.baselineScenario,
    baselineParameters: values.baselineParameters.map((parameter) => ({ name: parameter.name.trim(), value: numberOrNull(parameter.value), unit: parameter.unit })),
    type: values.type,
    isRecommended: values.isRecommended,
    preBaseline: values.preBaseline,
    proportionalToGrowth: values.proportionalToGrowth,
    impactedScopes: values.impactedScopes.filter((scope): scope is Scope => scope === 'ONE' || scope === 'TWO' || scope === 'THREE'),
    showCarbonImpact: values.showCarbonImpact,
    parameters: values.parameters.map((definition) => {
      const stored = latest.parameters.find((parameter) => parameter.uuid === definition.uuid);
      return {
        uuid: definition.uuid,
        type: definition.type,
        name: definition.name.trim(),
        label: definition.label,
        hint: definition.hint,
        unit: definition.unit,
        valueNumber: stored?.valueNumber ?? null,
        valueText: stored?.valueText ?? null,
        comments: stored?.comments ?? null,
      };
    }),
    formulas: values.formulas.map((formula) => ({
      uuid: formula.uuid,
      label: formula.label.trim(),
      scope: formula.scope,
      ghgCategory: formula.ghgCategory === '' ? null : (formula.ghgCategory as GhgCategory),
      expression: formula.expression.trim() === '' ? null : formula.expression,
      averageImpact: numberOrNull(formula.averageImpact) ?? 0,
      carbonImpactStartYear: numberOrNull(formula.carbonImpactStartYear),
      carbonImpactEndYear: numberOrNull(formula.carbonImpactEndYear),
      noBaselineModification: formula.noBaselineModification,
      comments: formula.comments,
    })),
  };
}

export const newFormula = (uuid: string, scope: Scope = 'ONE'): FormulaValues => ({
  uuid,
  label: '',
  scope,
  ghgCategory: '',
  expression: '',
  averageImpact: '0',
  carbonImpactStartYear: '',
  carbonImpactEndYear: '',
  noBaselineModification: false,
  comments: '',
});

export const newParameter = (uuid: string): ParameterDefinitionValues => ({ uuid, type: 'NUMBER', name: '', label: '', hint: '', unit: '' });

/**
 * A parameter's change as `decarbonizationAction.parameterUpdate` sends it on blur: only what
 * differs from what is stored, or null when nothing does (nothing is sent).
 */
export function parameterChangeOf(
  stored: ActionView['parameters'][number],
  typed: { value: string; comments: string },
): { valueNumber?: number | null; valueText?: string | null; comments?: string | null } | null {
  const change: { valueNumber?: number | null; valueText?: string | null; comments?: string | null } = {};
  if (stored.type === 'NUMBER') {
    const value = numberOrNull(typed.value);
    if (value !== stored.valueNumber) change.valueNumber = value;
  } else if (typed.value.trim() !== (stored.valueText ?? '')) change.valueText = typed.value.trim() === '' ? null : typed.value.trim();
  if (typed.comments.trim() !== (stored.comments ?? '')) change.comments = typed.comments.trim() === '' ? null : typed.comments.trim();
  return Object.keys(change).length > 0 ? change : null;
}

// ——— Scores (decarbonizationAction.scoresUpdate) ———

export interface ScoreValues {
  value: string;
  reliability: string;
  comments: string;
}
export type ScoresValues = Record<ScoreName, ScoreValues>;

export function scoresValuesOf(scores: ActionView['scores']): ScoresValues {
  const of = (score: { value: number | Level | null; reliability: Level | null; comments: string | null }): ScoreValues => ({
    value: text(score.value),
    reliability: score.reliability ?? '',
    comments: score.comments ?? '',
  });
  return { cost: of(scores.cost), feasibility: of(scores.feasibility), opportunity: of(scores.opportunity), risk: of(scores.risk), carbonImpact: of(scores.carbonImpact) };
}

/** Every score sent: '' clears a value or a reliability; feasibility is a number from 0 to 10. */
export function scoresInputOf(values: ScoresValues, uuid: string): InputOf<'decarbonizationAction.scoresUpdate'> {
  const level = (score: ScoreValues) => ({ value: levelOrNull(score.value), reliability: levelOrNull(score.reliability), comments: score.comments });
  return {
    uuid,
    cost: level(values.cost),
    feasibility: { value: numberOrNull(values.feasibility.value), reliability: levelOrNull(values.feasibility.reliability), comments: values.feasibility.comments },
    opportunity: level(values.opportunity),
    risk: level(values.risk),
    carbonImpact: level(values.carbonImpact),
  };
}

// ——— Cost lines (decarbonizationAction.investmentsUpdate) ———

export interface InvestmentValues {
  uiId: string;
  type: Investment['type'];
  startYear: string;
  endYear: string;
  yearlyAmount: string;
  amortizationYears: string;
  reliability: string;
}

export function investmentValuesOf(line: Investment): InvestmentValues {
  return {
    uiId: line.uiId,
    type: line.type,
    startYear: text(line.startYear),
    endYear: text(line.endYear),
    yearlyAmount: text(line.yearlyAmount),
    amortizationYears: text(line.amortizationYears),
    reliability: line.reliability ?? '',
  };
}

export function investmentsInputOf(lines: readonly InvestmentValues[], uuid: string): InputOf<'decarbonizationAction.investmentsUpdate'> {
  return {
    uuid,
    investments: lines.map((line) => ({
      uiId: line.uiId,
      type: line.type,
      startYear: requiredNumber(line.startYear),
      endYear: numberOrNull(line.endYear),
      yearlyAmount: requiredNumber(line.yearlyAmount),
      amortizationYears: numberOrNull(line.amortizationYears),
      reliability: levelOrNull(line.reliability),
    })),
  };
}

/**
 * A new cost line (spec defaults, `newInvestment`): it starts the year the action's implementation
 * starts, else the plan's baseline year, else `currentYear`; its id is the next free `L<n>`.
 */
export function newInvestmentValues(
  type: Investment['type'],
  existing: readonly Pick<InvestmentValues, 'uiId'>[],
  action: Pick<ActionView, 'implementationStartDate'>,
  baselineYear: number | null,
  currentYear: number,
): InvestmentValues {
  const taken = new Set(existing.map((line) => line.uiId));
  let number = existing.length + 1;
  while (taken.has(`L${number}`)) number += 1;
  const startYear = semesterOf(action.implementationStartDate)?.year ?? baselineYear ?? currentYear;
  return investmentValuesOf(newInvestment(type, `L${number}`, startYear));
}

// ——— Implementation (decarbonizationAction.implementationUpdate): shared with the client's action panel ———

export { implementationInputOf, implementationValuesOf, type ImplementationValues } from '../../features/plans/implementationForm.ts';
