import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { fieldIssue, messageIssue, refinementIssue, type FieldIssue } from '../errors.ts';
import { sayValidation } from '../areaValidationMessageTexts.ts';
import { trajectoryTypes, type ExternalTrajectory, type InvesteeTrajectory, type ProjectionPlan } from '../calc/portfolio/projection.ts';
import type { ScopeBenchmarks, TemperatureTargetType } from '../calc/temperature/types.ts';
import { AssetSector } from '../schemas/enums.ts';
import { optionalText, uuid, validationMessages } from '../validation/index.ts';
import { kilograms, portfolioLimits, reportingYear } from './model.ts';

/*
 * An investee's consolidated decarbonization data (spec 3 section 2.2, section 3 "Decarbonization
 * dashboard response", the PMDR "Trajectory" and "Benchmark per scope"), which staff set on a
 * delivered portfolio-emissions reporting, and the reporting's own dashboard settings. The shapes
 * reuse the projection and temperature engines' names (`calc/portfolio/projection.ts`,
 * `calc/temperature/types.ts`) so `investeeTrajectoryOf` and `scopeBenchmarksOf` hand them over
 * whole. Rules that need the reporting's year (a target after it) are `…YearIssues`, since the
 * year is not part of the input: the server applies them, a form may through `…ForYear`.
 */

export const decarbonizationLimits = {
  /** Percent a year, compounded: a halving every year down to a doubling every year. */
  minGrowthPercentage: -50,
  maxGrowthPercentage: 100,
  /** Points of a granular target: one a year from the reporting year to 2100 at most. */
  granularValues: 60,
  /** Horizons of the temperature chart (spec 3 section 2.2: 'by time horizon'). */
  horizonYears: 5,
} as const;

export const ConsolidatedDecarbonizationType = z.enum(trajectoryTypes);
export type ConsolidatedDecarbonizationType = z.infer<typeof ConsolidatedDecarbonizationType>;

export const TemperatureTargetTypeSchema = z.enum(['Absolute', 'Intensity'] as const satisfies readonly TemperatureTargetType[]);

const growthPercentage = () =>
  z
    .number({ error: () => validationMessages.invalid })
    .min(decarbonizationLimits.minGrowthPercentage, validationMessages.invalid)
    .max(decarbonizationLimits.maxGrowthPercentage, validationMessages.invalid);

/** A target value: kgCO2e (absolute) or kgCO2e per unit of activity (intensity); null says nothing of that scope. */
const targetValue = () => kilograms().nullable();

const TargetValues = z.object({ valueScope1: targetValue(), valueScope2: targetValue(), valueScope3: targetValue() });

/** A temperature benchmark of one scope (spec 3 "Benchmark per scope": sector, targetType). */
export const TemperatureBenchmarkSchema = z.object({ sector: AssetSector.nullable(), targetType: TemperatureTargetTypeSchema });

export const ScopeBenchmarksSchema = z.object({
  ONE: TemperatureBenchmarkSchema.nullable(),
  TWO: TemperatureBenchmarkSchema.nullable(),
  THREE: TemperatureBenchmarkSchema.nullable(),
});
export type StoredScopeBenchmarks = z.infer<typeof ScopeBenchmarksSchema>;

/** A reported trajectory, the engine's `ExternalTrajectory` (spec 3 "Trajectory"). */
export const ExternalTrajectorySchema = z.object({
  absoluteOrIntensity: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('ABSOLUTE') }),
    z.object({
      kind: z.literal('INTENSITY'),
      /** The activity the intensity divides by; null: the investee's turnover in M€, grown by its turnover growth. */
      activity: z
        .object({
          baselineValue: z.number({ error: () => validationMessages.invalid }).positive(validationMessages.invalid).max(portfolioLimits.magnitude, validationMessages.invalid),
          growthProjection: growthPercentage().nullable(),
        })
        .nullable(),
    }),
  ]),
  target: z.discriminatedUnion('kind', [
    TargetValues.extend({ kind: z.literal('LINEAR'), targetYear: reportingYear() }),
    z.object({
      kind: z.literal('GRANULAR'),
      values: z
        .array(TargetValues.extend({ year: reportingYear() }))
        .min(1, validationMessages.required)
        .max(decarbonizationLimits.granularValues, validationMessages.invalid)
        // Read-only as the engine's `ExternalTrajectory`, so the stored target hands over whole.
        .readonly(),
    }),
  ]),
});

const noBenchmarks: StoredScopeBenchmarks = { ONE: null, TWO: null, THREE: null };

/** The fields, without the rules between them: what storage keeps and extends. */
export const InvesteeDecarbonizationFields = z.object({
  type: ConsolidatedDecarbonizationType.nullable(),
  /** Percent a year, compounded from the reporting year (spec 3 section 4, default 0). */
  turnoverGrowthPercentage: growthPercentage().default(0),
  clientNote: optionalText(textBounds.text),
  benchmarks: ScopeBenchmarksSchema.default(noBenchmarks),
  /** INTERNAL: the delivered DECARBONIZATION_PLAN module (its uuid is its plan's) of the investee's asset. */
  planUuid: uuid().nullable(),
  /** EXTERNAL: the reported target. */
  external: ExternalTrajectorySchema.nullable(),
});

/** Rules between the fields, none needing the reporting year. */
function checkFields(value: z.output<typeof InvesteeDecarbonizationFields>, context: z.core.$RefinementCtx<z.output<typeof InvesteeDecarbonizationFields>>) {
  if (value.type === 'INTERNAL' && value.planUuid === null) context.addIssue(messageIssue(sayValidation('validation.message.required'), ['planUuid']));
  if (value.type !== 'INTERNAL' && value.planUuid !== null) context.addIssue(messageIssue(sayValidation('validation.message.decarbonizationPlanOnlyInternal'), ['planUuid']));
  if (value.type === 'EXTERNAL' && value.external === null) context.addIssue(messageIssue(sayValidation('validation.message.decarbonizationTargetRequired'), ['external']));
  if (value.type !== 'EXTERNAL' && value.external !== null) context.addIssue(messageIssue(sayValidation('validation.message.decarbonizationTargetOnlyExternal'), ['external']));
  if (value.external === null) return;
  const { target } = value.external;
  const points = target.kind === 'LINEAR' ? [target] : target.values;
  // A target that gives no value projects nothing (the engine's NO_TARGET_AFTER_REPORTING_YEAR).
  if (!points.some((point) => point.valueScope1 !== null || point.valueScope2 !== null || point.valueScope3 !== null)) {
    context.addIssue(messageIssue(sayValidation('validation.message.decarbonizationTargetNeedsValue'), ['external', 'target']));
  }
  if (target.kind === 'GRANULAR') {
    const seen = new Set<number>();
    target.values.forEach((point, index) => {
      if (seen.has(point.year)) context.addIssue(messageIssue(sayValidation('validation.message.yearTwice', { year: point.year }), ['external', 'target', 'values', index, 'year']));
      seen.add(point.year);
    });
  }
}

/** An investee's consolidated decarbonization data as staff send it. */
export const InvesteeDecarbonization = InvesteeDecarbonizationFields.superRefine(checkFields);
export type InvesteeDecarbonization = z.output<typeof InvesteeDecarbonization>;

/** What an investee has before staff set anything: no type, no growth, no benchmark. */
export const defaultInvesteeDecarbonization: InvesteeDecarbonization = {
  type: null,
  turnoverGrowthPercentage: 0,
  clientNote: null,
  benchmarks: noBenchmarks,
  planUuid: null,
  external: null,
};

const afterReportingYear = (reportingYearValue: number) =>
  sayValidation('validation.message.yearAfterReportingYear', { year: reportingYearValue, max: portfolioLimits.lastYear });

/** The target years that are not after the reporting year (the schema already bounds them at 2100). */
export function investeeDecarbonizationYearIssues(value: Pick<InvesteeDecarbonization, 'external'>, reportingYearValue: number): FieldIssue[] {
  if (value.external === null) return [];
  const { target } = value.external;
  const message = afterReportingYear(reportingYearValue);
  if (target.kind === 'LINEAR') return target.targetYear > reportingYearValue ? [] : [fieldIssue(['external', 'target', 'targetYear'], message)];
  return target.values.flatMap((point, index) => (point.year > reportingYearValue ? [] : [fieldIssue(['external', 'target', 'values', index, 'year'], message)]));
}

const addIssues = (issues: readonly FieldIssue[], context: z.core.$RefinementCtx) => {
  for (const issue of issues) context.addIssue(refinementIssue(issue));
};

/** The schema with the reporting year's rule too, for a form that knows the year. */
export const investeeDecarbonizationForYear = (reportingYearValue: number) =>
  InvesteeDecarbonization.superRefine((value, context) => addIssues(investeeDecarbonizationYearIssues(value, reportingYearValue), context));

/** A note staff write beneath each of the dashboard's trajectory charts; null: none. */
export const ChartNotes = z.object({
  trajectoryByInvestedAmount: optionalText(textBounds.text),
  perType: optionalText(textBounds.text),
  perSector: optionalText(textBounds.text),
});
export type ChartNotes = z.output<typeof ChartNotes>;
/** The notes as stored and read back: checked on the way in, plain text after. */
export const StoredChartNotes = z.object({ trajectoryByInvestedAmount: z.string().nullable(), perType: z.string().nullable(), perSector: z.string().nullable() });
export const noChartNotes: ChartNotes = { trajectoryByInvestedAmount: null, perType: null, perSector: null };

/** The reporting's dashboard settings (spec 3 "Decarbonization dashboard response"). */
export const DecarbonizationSettings = z
  .object({
    /** The last projected year; null until staff set it (the dashboard's 'target year is not set'). */
    consolidatedDecarbonizationTargetYear: reportingYear().nullable(),
    /** The years the temperature chart scores, each after the reporting year. */
    temperatureHorizonYears: z.array(reportingYear()).max(decarbonizationLimits.horizonYears, validationMessages.invalid),
    /** The optional notes beneath the trajectory charts (spec 3 section 2.2: TrajectoryByInvestedAmount, PerType, PerSector). */
    chartNotes: ChartNotes.default(noChartNotes),
  })
  .superRefine((value, context) => {
    const seen = new Set<number>();
    value.temperatureHorizonYears.forEach((year, index) => {
      if (seen.has(year)) context.addIssue(messageIssue(sayValidation('validation.message.yearTwice', { year }), ['temperatureHorizonYears', index]));
      seen.add(year);
    });
  });
export type DecarbonizationSettings = z.output<typeof DecarbonizationSettings>;

/** The settings' years that are not after the reporting year. */
export function decarbonizationSettingsYearIssues(value: DecarbonizationSettings, reportingYearValue: number): FieldIssue[] {
  const message = afterReportingYear(reportingYearValue);
  const issues: FieldIssue[] = [];
  const target = value.consolidatedDecarbonizationTargetYear;
  if (target !== null && target <= reportingYearValue) issues.push(fieldIssue(['consolidatedDecarbonizationTargetYear'], message));
  value.temperatureHorizonYears.forEach((year, index) => {
    if (year <= reportingYearValue) issues.push(fieldIssue(['temperatureHorizonYears', index], message));
  });
  return issues;
}

export const decarbonizationSettingsForYear = (reportingYearValue: number) =>
  DecarbonizationSettings.superRefine((value, context) => addIssues(decarbonizationSettingsYearIssues(value, reportingYearValue), context));

/**
 * The projection engine's trajectory of an investee: its data as stored, with the delivered plan
 * snapshot its `planUuid` names (loaded by the caller; null when it has none, which the engine
 * reports as NO_PLAN).
 */
export function investeeTrajectoryOf(investeeUuid: string, data: InvesteeDecarbonization, plan: ProjectionPlan | null): InvesteeTrajectory {
  const trajectory: ExternalTrajectory | null = data.external;
  const consolidated: InvesteeTrajectory['consolidated'] =
    data.type === 'INTERNAL'
      ? { type: 'INTERNAL', plan }
      : data.type === 'EXTERNAL'
        ? { type: 'EXTERNAL', trajectory }
        : data.type === 'ESTIMATE'
          ? { type: 'ESTIMATE' }
          : null;
  return { investeeUuid, turnoverGrowthPercentage: data.turnoverGrowthPercentage, consolidated };
}

/** The temperature engine's benchmarks of an investee, scope by scope. */
export function scopeBenchmarksOf(data: Pick<InvesteeDecarbonization, 'benchmarks'>): ScopeBenchmarks {
  return { ONE: data.benchmarks.ONE, TWO: data.benchmarks.TWO, THREE: data.benchmarks.THREE };
}
