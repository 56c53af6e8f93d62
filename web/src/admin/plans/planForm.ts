import type { InputOf } from '@cairn/shared/contract';
import type { PlanView } from '@cairn/shared/contract/plans';
import { GhgCategory, type TargetKind, type TargetScope, type TemperatureTarget } from '@cairn/shared/labels';
import type { Currency, Language } from '@cairn/shared/schemas';
import { computeReport, type ReportRollupInput } from '@cairn/shared/calc/report';
import { parseAmount } from '../../features/reports/editing/draftModel.ts';

/*
 * The staff plan form (`decarbonizationPlan.update`) as plain data: the form's values (numbers as
 * typed), named like the procedure's input so the server's issues land on their fields
 * (`sbtTrajectories[0].targets[1].ghgCategories`), and the input they make. A number that does
 * not read as one is sent as NaN, which the contract refuses on its field.
 */

export type UpdateInput = InputOf<'decarbonizationPlan.update'>;

/** The scope 3 categories a SCOPE_3 target may name. */
export const scopeThreeCategories: readonly GhgCategory[] = GhgCategory.options.slice(GhgCategory.options.indexOf('PURCHASED_GOODS_AND_SERVICES'));

export interface KeyFigureValues {
  uuid: string;
  label: string;
  unit: string;
  baselineValue: string;
  growthProjection: string;
}

export interface TargetValues {
  uuid: string;
  pathway: TemperatureTarget;
  targetSettingMethod: TargetKind;
  /** '' for none. */
  physicalKeyFigureUuid: string;
  ghgCategories: string[];
  absoluteReduction: string;
}

export interface TrajectoryValues {
  /** Stable while the list is edited: a trajectory has no uuid of its own. */
  key: string;
  type: TargetScope;
  targets: TargetValues[];
}

export interface PlanFormValues {
  language: Language;
  duration: string;
  baselineCurrency: Currency;
  baselineValue: {
    total: string;
    scope1: string;
    scope2: string;
    scope3: string;
    scope1And2: string;
    byGhgCategory: Record<GhgCategory, string>;
  };
  baselineYear: string;
  targetYear: string;
  annualGrowth: string;
  growthReferenceKPI: string;
  keyFigures: KeyFigureValues[];
  sbtTrajectories: TrajectoryValues[];
  maximumActionCount: string;
  operationalCategories: { uuid: string; name: string }[];
  kickOff: string;
  kickOffDone: boolean;
  workshopOne: string;
  workshopOneDone: boolean;
  workshopTwo: string;
  workshopTwoDone: boolean;
  workshopThree: string;
  workshopThreeDone: boolean;
  quantificationDate: string;
  quantificationDone: boolean;
  showWorkshopThreeGraphs: boolean;
  showImplementationTab: boolean;
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** '' is no value; anything else is a number or NaN (refused by the contract on its field). */
const numberOrNull = (value: string) => parseAmount(value);
const numberOr = (value: string, fallback: number) => parseAmount(value) ?? fallback;

/** The form's values for a plan as read; `newKey` names each trajectory row. */
export function planFormValuesOf(plan: PlanView, newKey: () => string): PlanFormValues {
  const byGhgCategory = Object.fromEntries(GhgCategory.options.map((category) => [category, text(plan.baselineValue.byGhgCategory[category])])) as Record<GhgCategory, string>;
  return {
    language: plan.language,
    duration: text(plan.duration),
    baselineCurrency: plan.baselineCurrency,
    baselineValue: {
      total: text(plan.baselineValue.total),
      scope1: text(plan.baselineValue.scope1),
      scope2: text(plan.baselineValue.scope2),
      scope3: text(plan.baselineValue.scope3),
      scope1And2: text(plan.baselineValue.scope1And2),
      byGhgCategory,
    },
    baselineYear: text(plan.baselineYear),
    targetYear: text(plan.targetYear),
    annualGrowth: text(plan.annualGrowth),
    growthReferenceKPI: plan.growthReferenceKPI ?? '',
    keyFigures: plan.keyFigures.map((figure) => ({
      uuid: figure.uuid,
      label: figure.label,
      unit: figure.unit ?? '',
      baselineValue: text(figure.baselineValue),
      growthProjection: text(figure.growthProjection),
    })),
    sbtTrajectories: plan.sbtTrajectories.map((trajectory) => ({
      key: newKey(),
      type: trajectory.type,
      targets: trajectory.targets.map((target) => ({
        uuid: target.uuid,
        pathway: target.pathway,
        targetSettingMethod: target.targetSettingMethod,
        physicalKeyFigureUuid: target.physicalKeyFigureUuid ?? '',
        ghgCategories: [...target.ghgCategories],
        absoluteReduction: text(target.absoluteReduction),
      })),
    })),
    maximumActionCount: text(plan.maximumActionCount),
    operationalCategories: plan.operationalCategories.map((category) => ({ ...category })),
    kickOff: plan.kickOff ?? '',
    kickOffDone: plan.kickOffDone,
    workshopOne: plan.workshopOne ?? '',
    workshopOneDone: plan.workshopOneDone,
    workshopTwo: plan.workshopTwo ?? '',
    workshopTwoDone: plan.workshopTwoDone,
    workshopThree: plan.workshopThree ?? '',
    workshopThreeDone: plan.workshopThreeDone,
    quantificationDate: plan.quantificationDate ?? '',
    quantificationDone: plan.quantificationDone,
    showWorkshopThreeGraphs: plan.showWorkshopThreeGraphs,
    showImplementationTab: plan.showImplementationTab,
  };
}

const dateOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `decarbonizationPlan.update`'s input: every section, on the version the form was loaded with. */
export function planUpdateInputOf(values: PlanFormValues, plan: Pick<PlanView, 'uuid' | 'version'>): UpdateInput {
  const byGhgCategory: Partial<Record<GhgCategory, number>> = {};
  for (const category of GhgCategory.options) {
    const value = numberOrNull(values.baselineValue.byGhgCategory[category]);
    if (value !== null) byGhgCategory[category] = value;
  }
  return {
    uuid: plan.uuid,
    expectedVersion: plan.version,
    language: values.language,
    duration: numberOrNull(values.duration),
    baselineCurrency: values.baselineCurrency,
    baselineValue: {
      total: numberOrNull(values.baselineValue.total),
      scope1: numberOrNull(values.baselineValue.scope1),
      scope2: numberOrNull(values.baselineValue.scope2),
      scope3: numberOrNull(values.baselineValue.scope3),
      scope1And2: numberOrNull(values.baselineValue.scope1And2),
      byGhgCategory,
    },
    baselineYear: numberOrNull(values.baselineYear),
    targetYear: numberOrNull(values.targetYear),
    annualGrowth: numberOr(values.annualGrowth, 0),
    growthReferenceKPI: values.growthReferenceKPI.trim(),
    keyFigures: values.keyFigures.map((figure) => ({
      uuid: figure.uuid,
      label: figure.label.trim(),
      unit: figure.unit.trim(),
      baselineValue: numberOrNull(figure.baselineValue),
      growthProjection: numberOrNull(figure.growthProjection),
    })),
    sbtTrajectories: values.sbtTrajectories.map((trajectory) => ({
      type: trajectory.type,
      targets: trajectory.targets.map((target) => ({
        uuid: target.uuid,
        pathway: target.pathway,
        targetSettingMethod: target.targetSettingMethod,
        // Only an intensity measured against a key figure names one.
        physicalKeyFigureUuid: target.targetSettingMethod === 'PHYSICAL_INTENSITY' && target.physicalKeyFigureUuid !== '' ? target.physicalKeyFigureUuid : null,
        // Only scope 3 targets are by category.
        ghgCategories: trajectory.type === 'SCOPE_3' ? target.ghgCategories.filter((category): category is GhgCategory => GhgCategory.safeParse(category).success) : [],
        absoluteReduction: numberOrNull(target.absoluteReduction),
      })),
    })),
    maximumActionCount: numberOrNull(values.maximumActionCount),
    operationalCategories: values.operationalCategories.map((category) => ({ uuid: category.uuid, name: category.name.trim() })),
    kickOff: dateOrNull(values.kickOff),
    kickOffDone: values.kickOffDone,
    workshopOne: dateOrNull(values.workshopOne),
    workshopOneDone: values.workshopOneDone,
    workshopTwo: dateOrNull(values.workshopTwo),
    workshopTwoDone: values.workshopTwoDone,
    workshopThree: dateOrNull(values.workshopThree),
    workshopThreeDone: values.workshopThreeDone,
    quantificationDate: dateOrNull(values.quantificationDate),
    quantificationDone: values.quantificationDone,
    showWorkshopThreeGraphs: values.showWorkshopThreeGraphs,
    showImplementationTab: values.showImplementationTab,
  };
}

export const newKeyFigure = (uuid: string): KeyFigureValues => ({ uuid, label: '', unit: '', baselineValue: '', growthProjection: '' });
export const newTarget = (uuid: string): TargetValues => ({
  uuid,
  pathway: 'ONE_POINT_FIVE',
  targetSettingMethod: 'ABSOLUTE',
  physicalKeyFigureUuid: '',
  ghgCategories: [],
  absoluteReduction: '',
});

/** Baseline figures read from a delivered report, kgCO2e: its total, each scope and scope 3 by category. */
export interface ReportBaseline {
  total: number;
  byScope: { ONE: number; TWO: number; THREE: number };
  byGhgCategory: Partial<Record<GhgCategory, number>>;
}

/** The baseline fields filled from a report: scopes 1 and 2 summed for '1 & 2', categories with emissions only. */
export function baselineValuesOf(report: ReportBaseline): PlanFormValues['baselineValue'] {
  const byGhgCategory = Object.fromEntries(GhgCategory.options.map((category) => [category, text(report.byGhgCategory[category])])) as Record<GhgCategory, string>;
  return {
    total: String(report.total),
    scope1: String(report.byScope.ONE),
    scope2: String(report.byScope.TWO),
    scope3: String(report.byScope.THREE),
    scope1And2: String(report.byScope.ONE + report.byScope.TWO),
    byGhgCategory,
  };
}

/** A delivered report's figures as a plan's baseline, in its default electricity view. */
export function reportBaselineOf(report: ReportRollupInput): ReportBaseline {
  const rollup = computeReport(report);
  const scope = (wanted: 'ONE' | 'TWO' | 'THREE') => rollup.byScope.find((each) => each.scope === wanted)?.value ?? 0;
  const byGhgCategory: Partial<Record<GhgCategory, number>> = {};
  for (const row of rollup.byCategory.GHG.rows) {
    const category = GhgCategory.safeParse(row.category);
    if (category.success) byGhgCategory[category.data] = row.value;
  }
  return { total: rollup.total, byScope: { ONE: scope('ONE'), TWO: scope('TWO'), THREE: scope('THREE') }, byGhgCategory };
}
