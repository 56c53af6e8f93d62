import type { InputOf } from '@cairn/shared/contract';
import type { DecarbonizationInvesteesView, DecarbonizationSettingsView } from '@cairn/shared/contract/portfolio';
import type { FieldIssue } from '@cairn/shared/errors';
import {
  decarbonizationLimits,
  decarbonizationSettingsYearIssues,
  DecarbonizationSettings,
  InvesteeDecarbonization,
  investeeDecarbonizationYearIssues,
  type ConsolidatedDecarbonizationType,
} from '@cairn/shared/portfolio/decarbonization';
import type { AssetSector } from '@cairn/shared/schemas';
import { ApiError } from '../../api/client.ts';
import { kgToTonnes, tonnesToKg } from '../../features/portfolio/collection/collectionModel.ts';
import { parseAmount } from '../../features/reports/editing/draftModel.ts';

/*
 * The staff editor of a delivered reporting's decarbonization data as plain data: the investee
 * form's values from the stored data and back, the settings form's, the granular target's rows,
 * the table's summary and filters. Storage holds kilograms; the forms show tonnes (tCO₂e, and
 * tCO₂e per unit for intensities), converted by the questionnaire's own helpers so 0.1 t is
 * 100 kg exactly. The values nest as the contract's input does (`decarbonization.external.…`,
 * `settings.…`), so every issue of the contract or the server lands on the field of its path.
 */

export type DecarbonizationInvestee = DecarbonizationInvesteesView['investees'][number];
export type InvesteeInput = InputOf<'portfolioDecarbonization.updateInvestee'>;
export type SettingsInput = InputOf<'portfolioDecarbonization.updateSettings'>;

export const benchmarkScopes = ['ONE', 'TWO', 'THREE'] as const;
export type BenchmarkScope = (typeof benchmarkScopes)[number];
export const targetScopes = ['valueScope1', 'valueScope2', 'valueScope3'] as const;
export type TargetScope = (typeof targetScopes)[number];

/** A target's three values as typed, in tonnes (absolute) or tonnes per unit (intensity); blank: nothing for that scope. */
export type TargetValuesText = Record<TargetScope, string>;

/** One point of a granular target; `key` only keeps React's rows apart. */
export interface GranularRow extends TargetValuesText {
  key: string;
  year: string;
}

/** A scope's benchmark: none (''), or its kind with a sector ('' is none). */
export interface BenchmarkValues {
  targetType: '' | 'Absolute' | 'Intensity';
  sector: '' | AssetSector;
}

/** What the intensity divides by: the investee's turnover in M€, or an activity staff give. */
export type ActivityKind = 'TURNOVER' | 'OTHER';

export interface InvesteeFormValues {
  decarbonization: {
    type: '' | ConsolidatedDecarbonizationType;
    turnoverGrowthPercentage: string;
    clientNote: string;
    benchmarks: Record<BenchmarkScope, BenchmarkValues>;
    planUuid: string;
    /** Kept while another type is chosen, so switching back loses nothing; sent only for EXTERNAL. */
    external: {
      absoluteOrIntensity: { kind: 'ABSOLUTE' | 'INTENSITY'; activity: { kind: ActivityKind; baselineValue: string; growthProjection: string } };
      target: TargetValuesText & { kind: 'LINEAR' | 'GRANULAR'; targetYear: string; values: GranularRow[] };
    };
  };
}

/** A number as the form shows it: the stored one, dot for decimals, blank for none. */
const textOf = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** Kilograms as tonnes typed. */
const tonnesTextOf = (kilograms: number | null): string => textOf(kgToTonnes(kilograms));

/** Tonnes typed as kilograms: blank is null (nothing for that scope), anything not a number NaN, which the contract refuses as invalid. */
export function kilogramsOfText(text: string): number | null {
  const tonnes = parseAmount(text);
  return tonnes === null || Number.isNaN(tonnes) ? tonnes : tonnesToKg(tonnes);
}

/**
 * A number that must be given (a year, a baseline): blank goes as missing, which the contract
 * words as its own 'invalid' for these fields, as the sectors' form does.
 */
const requiredNumberOf = (text: string): number => (parseAmount(text) ?? undefined) as number;

const valuesTextOf = (values: Record<TargetScope, number | null>): TargetValuesText => ({
  valueScope1: tonnesTextOf(values.valueScope1),
  valueScope2: tonnesTextOf(values.valueScope2),
  valueScope3: tonnesTextOf(values.valueScope3),
});

const kilogramsOf = (values: TargetValuesText): Record<TargetScope, number | null> => ({
  valueScope1: kilogramsOfText(values.valueScope1),
  valueScope2: kilogramsOfText(values.valueScope2),
  valueScope3: kilogramsOfText(values.valueScope3),
});

const blankValues: TargetValuesText = { valueScope1: '', valueScope2: '', valueScope3: '' };

/** A granular target's next point: the year after the last one (the reporting year's next for the first), values blank. */
export function newGranularRow(rows: readonly GranularRow[], reportingYear: number, key: string): GranularRow {
  const years = rows.map((row) => parseAmount(row.year)).filter((year): year is number => year !== null && Number.isInteger(year));
  return { key, year: String(Math.max(reportingYear, ...years) + 1), ...blankValues };
}

/** Whether a granular target takes one more point. */
export const canAddGranularRow = (rows: readonly GranularRow[]): boolean => rows.length < decarbonizationLimits.granularValues;

/**
 * The form of an investee, from its stored data. A type other than EXTERNAL starts the target's
 * fields blank (absolute, linear); a benchmark's sector starts as the investee's when none is stored.
 */
export function investeeValuesOf(investee: Pick<DecarbonizationInvestee, 'decarbonization' | 'sector'>, newKey: () => string): InvesteeFormValues {
  const data = investee.decarbonization;
  const benchmark = (scope: BenchmarkScope): BenchmarkValues => {
    const stored = data.benchmarks[scope];
    return stored === null ? { targetType: '', sector: investee.sector ?? '' } : { targetType: stored.targetType, sector: stored.sector ?? '' };
  };
  const external = data.external;
  const activity = external?.absoluteOrIntensity.kind === 'INTENSITY' ? external.absoluteOrIntensity.activity : null;
  const target = external?.target;
  return {
    decarbonization: {
      type: data.type ?? '',
      turnoverGrowthPercentage: textOf(data.turnoverGrowthPercentage),
      clientNote: data.clientNote ?? '',
      benchmarks: { ONE: benchmark('ONE'), TWO: benchmark('TWO'), THREE: benchmark('THREE') },
      planUuid: data.planUuid ?? '',
      external: {
        absoluteOrIntensity: {
          kind: external?.absoluteOrIntensity.kind ?? 'ABSOLUTE',
          activity: { kind: activity ? 'OTHER' : 'TURNOVER', baselineValue: textOf(activity?.baselineValue), growthProjection: textOf(activity?.growthProjection) },
        },
        target: {
          kind: target?.kind ?? 'LINEAR',
          targetYear: target?.kind === 'LINEAR' ? String(target.targetYear) : '',
          ...(target?.kind === 'LINEAR' ? valuesTextOf(target) : blankValues),
          values: target?.kind === 'GRANULAR' ? target.values.map((point) => ({ key: newKey(), year: String(point.year), ...valuesTextOf(point) })) : [],
        },
      },
    },
  };
}

type ExternalInput = NonNullable<InvesteeInput['decarbonization']['external']>;

/** The target as the contract takes it: kilograms, the activity only for an intensity. */
function externalInputOf(external: InvesteeFormValues['decarbonization']['external']): ExternalInput {
  const { absoluteOrIntensity, target } = external;
  const { activity } = absoluteOrIntensity;
  return {
    absoluteOrIntensity:
      absoluteOrIntensity.kind === 'ABSOLUTE'
        ? { kind: 'ABSOLUTE' }
        : {
            kind: 'INTENSITY',
            activity:
              activity.kind === 'TURNOVER' ? null : { baselineValue: requiredNumberOf(activity.baselineValue), growthProjection: parseAmount(activity.growthProjection) },
          },
    target:
      target.kind === 'LINEAR'
        ? { kind: 'LINEAR', targetYear: requiredNumberOf(target.targetYear), ...kilogramsOf(target) }
        : { kind: 'GRANULAR', values: target.values.map((row) => ({ year: requiredNumberOf(row.year), ...kilogramsOf(row) })) },
  };
}

/**
 * The call the investee form makes, under the version the page holds now (0 while never
 * stored). The plan goes only for INTERNAL, the target only for EXTERNAL; a blank growth is 0.
 */
export function investeeInputOf(values: InvesteeFormValues, reportingUuid: string, investeeUuid: string, expectedVersion: number): InvesteeInput {
  const data = values.decarbonization;
  const type = data.type === '' ? null : data.type;
  const benchmark = (scope: BenchmarkScope) => {
    const { targetType, sector } = data.benchmarks[scope];
    return targetType === '' ? null : { targetType, sector: sector === '' ? null : sector };
  };
  return {
    reportingUuid,
    investeeUuid,
    expectedVersion,
    decarbonization: {
      type,
      turnoverGrowthPercentage: parseAmount(data.turnoverGrowthPercentage) ?? 0,
      clientNote: data.clientNote,
      benchmarks: { ONE: benchmark('ONE'), TWO: benchmark('TWO'), THREE: benchmark('THREE') },
      planUuid: type === 'INTERNAL' && data.planUuid !== '' ? data.planUuid : null,
      external: type === 'EXTERNAL' ? externalInputOf(data.external) : null,
    },
  };
}

/** The charts whose note staff write (the dashboard shows each beneath its chart). */
export const chartNoteKeys = ['trajectoryByInvestedAmount', 'perType', 'perSector'] as const;
export type ChartNoteKey = (typeof chartNoteKeys)[number];

/** The dashboard settings as typed: the target year, each horizon year on its own line, and the charts' notes. */
export interface SettingsFormValues {
  settings: { consolidatedDecarbonizationTargetYear: string; temperatureHorizonYears: string[]; chartNotes: Record<ChartNoteKey, string> };
}

export function settingsValuesOf(settings: Pick<DecarbonizationSettingsView, 'consolidatedDecarbonizationTargetYear' | 'temperatureHorizonYears' | 'chartNotes'>): SettingsFormValues {
  return {
    settings: {
      consolidatedDecarbonizationTargetYear: textOf(settings.consolidatedDecarbonizationTargetYear),
      temperatureHorizonYears: settings.temperatureHorizonYears.map(String),
      chartNotes: { trajectoryByInvestedAmount: settings.chartNotes.trajectoryByInvestedAmount ?? '', perType: settings.chartNotes.perType ?? '', perSector: settings.chartNotes.perSector ?? '' },
    },
  };
}

/** The settings form's identity: the saved settings, so a save elsewhere restarts it and a refetch of the same does not. */
export const settingsKeyOf = (settings: DecarbonizationSettingsView): string => `${settings.reportingUuid}:${JSON.stringify(settingsValuesOf(settings))}`;

/** The call the settings form makes: a blank target year is none ('not set'), the reporting's version as the page holds it now. */
export function settingsInputOf(values: SettingsFormValues, settings: Pick<DecarbonizationSettingsView, 'reportingUuid' | 'version'>): SettingsInput {
  const target = values.settings.consolidatedDecarbonizationTargetYear;
  return {
    reportingUuid: settings.reportingUuid,
    expectedVersion: settings.version,
    settings: {
      consolidatedDecarbonizationTargetYear: target.trim() === '' ? null : requiredNumberOf(target),
      temperatureHorizonYears: values.settings.temperatureHorizonYears.map(requiredNumberOf),
      // A blank note is none.
      chartNotes: {
        trajectoryByInvestedAmount: noteOf(values.settings.chartNotes.trajectoryByInvestedAmount),
        perType: noteOf(values.settings.chartNotes.perType),
        perSector: noteOf(values.settings.chartNotes.perSector),
      },
    },
  };
}

const noteOf = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** A refusal of the form's own, shaped as the client's refusal of an input the contract rejects, so it lands on the fields. */
const refusal = (issues: FieldIssue[]) => new ApiError('BAD_REQUEST', 'Invalid input', issues, 'input');

/**
 * The server's rule that needs the reporting's year (target years after it), applied before
 * sending: an input the schema accepts but the year refuses is refused here with the server's
 * words and paths. An input the schema refuses goes on, for the contract's own check to word.
 */
export function checkInvesteeYears(input: InvesteeInput, reportingYear: number): InvesteeInput {
  const parsed = InvesteeDecarbonization.safeParse(input.decarbonization);
  if (!parsed.success) return input;
  const issues = investeeDecarbonizationYearIssues(parsed.data, reportingYear);
  if (issues.length) throw refusal(issues.map((issue) => ({ ...issue, path: ['decarbonization', ...issue.path] })));
  return input;
}

/** The settings' years after the reporting's, as `checkInvesteeYears`. */
export function checkSettingsYears(input: SettingsInput, reportingYear: number): SettingsInput {
  const parsed = DecarbonizationSettings.safeParse(input.settings);
  if (!parsed.success) return input;
  const issues = decarbonizationSettingsYearIssues(parsed.data, reportingYear);
  if (issues.length) throw refusal(issues.map((issue) => ({ ...issue, path: ['settings', ...issue.path] })));
  return input;
}

/** What the table says of an investee's trajectory, for the page to word. */
export type TrajectorySummary =
  | { kind: 'missing' }
  | { kind: 'estimate' }
  | { kind: 'plan'; name: string | null; year: number | null }
  | { kind: 'external'; measure: 'ABSOLUTE' | 'INTENSITY'; target: 'LINEAR'; year: number }
  | { kind: 'external'; measure: 'ABSOLUTE' | 'INTENSITY'; target: 'GRANULAR'; points: number; from: number; to: number };

/** The plan an INTERNAL trajectory names (null name: no longer among the delivered plans), or the reported target in short. */
export function trajectorySummaryOf(investee: Pick<DecarbonizationInvestee, 'decarbonization' | 'plans'>): TrajectorySummary {
  const { type, planUuid, external } = investee.decarbonization;
  if (type === null) return { kind: 'missing' };
  if (type === 'ESTIMATE') return { kind: 'estimate' };
  if (type === 'INTERNAL') {
    const plan = investee.plans.find((candidate) => candidate.uuid === planUuid);
    return { kind: 'plan', name: plan?.name ?? null, year: plan?.year ?? null };
  }
  if (external === null) return { kind: 'missing' };
  const measure = external.absoluteOrIntensity.kind;
  const { target } = external;
  if (target.kind === 'LINEAR') return { kind: 'external', measure, target: 'LINEAR', year: target.targetYear };
  const years = target.values.map((point) => point.year);
  return { kind: 'external', measure, target: 'GRANULAR', points: years.length, from: Math.min(...years), to: Math.max(...years) };
}

/** The table's filter on the trajectory type: all, those with none set ('MISSING'), or one type. */
export type TypeFilter = '' | 'MISSING' | ConsolidatedDecarbonizationType;

/** The investees whose name holds the text (any case, accents as typed) and whose type the filter keeps, in the read's order. */
export function filterInvestees<T extends Pick<DecarbonizationInvestee, 'name' | 'decarbonization'>>(investees: readonly T[], text: string, type: TypeFilter): T[] {
  const needle = text.trim().toLocaleLowerCase();
  return investees.filter((investee) => {
    if (needle !== '' && !investee.name.toLocaleLowerCase().includes(needle)) return false;
    if (type === '') return true;
    return type === 'MISSING' ? investee.decarbonization.type === null : investee.decarbonization.type === type;
  });
}
