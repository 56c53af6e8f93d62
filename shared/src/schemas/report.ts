import * as z from 'zod';
import {
  BegesCategory,
  ElectricityReporting,
  Gas,
  GhgCategory,
  OperationalCategory,
  ReportFormat,
  Scope,
} from '../labels/enums.ts';
import { englishOf } from '../errorMessages.ts';
import { ControlType, Currency, Language, Sector } from './enums.ts';
import { SectorBenchmarkTable } from './sectorBenchmark.ts';
import { ExpenseDataSource, ExpenseEmissionBasis } from '../supplier/enums.ts';

/*
 * The delivered carbon-footprint report: an immutable snapshot of its entries and of everything
 * the dashboard, the slides and the A4 document show. Every emission value is in kgCO2e; the
 * display unit (kg, t, kt) is chosen when formatting. Dates are ISO strings.
 */

const percentage = z.number().min(0).max(100);
const ratio = z.number().min(0).max(1);
const count = z.number().int().min(0);

/** Which method's formula produced an entry: GHG Protocol, BEGES, or one formula for both. */
export const ReportEntryType = z.enum(['GHG', 'BEGES', 'BOTH']);
export type ReportEntryType = z.infer<typeof ReportEntryType>;

/** The scope 2 method an electricity entry belongs to (GHG Protocol Scope 2 Guidance). */
export const ElectricityBasis = z.enum(['LOCATION', 'MARKET']);
export type ElectricityBasis = z.infer<typeof ElectricityBasis>;

/**
 * The GHG categories whose entries may carry an electricity basis: purchased electricity (our
 * scope 2 splits it from other purchased energy), other purchased energy, and the upstream
 * energy of scope 3 (3.3), whose losses and upstream emissions follow the same electricity.
 */
export const electricityBasisCategories: readonly GhgCategory[] = [
  'PURCHASED_ELECTRICITY',
  'PURCHASED_INDIRECT_ENERGY',
  'FUEL_AND_ENERGY_RELATED_ACTIVITIES',
];

/**
 * Which entry of a value history a report used, and through which combination: the figure drawer
 * shows them so a reader sees e.g. that a 2023 report used the 2023 grid and AR5 methane.
 * Optional: snapshots made before they existed lack them.
 */
const valueTraceFields = {
  /** The `until` of the value-history entry used; null for the open (current) entry. */
  validUntil: z.number().int().nullable().optional(),
  /** The combination (by name) through which the value was read; absent when read directly. */
  via: z.string().max(200).nullable().optional(),
};

/** An emission factor as used by an entry, with the value of the report's year. */
export const ReportEmissionFactor = z
  .object({
    uuid: z.uuid(),
    name: z.string(),
    clientNameEn: z.string().nullable(),
    clientNameFr: z.string().nullable(),
    /** In `unit`; null when the value is private (a licensed source), which clients never see. */
    value: z.number().nullable(),
    /** Gas unit per activity unit, e.g. 'kgCO₂e/kWh'. */
    unit: z.string(),
    gas: Gas,
    source: z.string(),
    sourceVersion: z.string(),
    isPublic: z.boolean(),
    /** 100 for a physical factor; less for a generic monetary one. */
    qualityPercentage: percentage,
    ...valueTraceFields,
  })
  .refine((factor) => factor.isPublic || factor.value === null, {
    message: 'A private value is not stored in a report',
    path: ['value'],
  });
export type ReportEmissionFactor = z.infer<typeof ReportEmissionFactor>;

export const ReportHypothesis = z.object({
  uuid: z.uuid(),
  name: z.string(),
  clientNameEn: z.string().nullable(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  ...valueTraceFields,
});
export type ReportHypothesis = z.infer<typeof ReportHypothesis>;

export const ActivityData = z.object({
  value: z.number(),
  unit: z.object({ labelEn: z.string().max(200), labelFr: z.string().max(200).optional() }),
});
export type ActivityData = z.infer<typeof ActivityData>;

/** One sub-entry of the drill-down (a table row, a site, a supplier…). */
export const ReportEntryLine = z.object({
  label: z.string().max(300),
  /** kgCO2e. */
  value: z.number(),
  /** In the entry's activity unit; null when the line has none. */
  activityValue: z.number().nullable(),
});
export type ReportEntryLine = z.infer<typeof ReportEntryLine>;

/**
 * An entry computed from a supplier's expense of the report's year (spec 3 sections 2.6 and 9):
 * the supplier and the expense as they were named, the amount, where the emissions come from
 * (`expenseEmissions`), the supplier's figure when one was used, and the kgCO2e per euro applied.
 * The factor, when one was used, is in the entry's `emissionFactors` as for any formula.
 */
export const SupplierExpenseSource = z.object({
  supplierUuid: z.uuid(),
  supplierName: z.string().max(1_000),
  expenseUuid: z.uuid(),
  expenseName: z.string().max(1_000),
  /** Euros. */
  amount: z.number(),
  dataSource: ExpenseDataSource,
  basis: ExpenseEmissionBasis,
  /** The supplier's figure as it typed it; null when the emissions come from a factor. */
  figure: z.object({ value: z.number(), unit: z.string().max(1_000).nullable(), year: z.number().int().nullable() }).nullable(),
  /** kgCO2e per euro applied to the amount; null for a footprint used as it is. */
  kgPerEuro: z.number().nullable(),
});
export type SupplierExpenseSource = z.infer<typeof SupplierExpenseSource>;

/**
 * Where an entry computed from a questionnaire came from: the answered question, the formula
 * template of its question template, the table lines (by their id, kept across edits, and their
 * number as the page shows it) and columns read, and the activity data they hold. Recomputing
 * finds the entry again by questionnaire, question, template and lines, so it is refreshed,
 * never duplicated; an entry typed by hand has none. The question's labels are kept so the
 * figure's trace names it in either language without reading the questionnaire.
 */
export const ReportEntrySource = z.object({
  /** The questionnaire the entry was computed from; null for an entry of a survey or a supplier's expense. */
  questionnaireUuid: z.uuid().nullable(),
  /** The employee survey the entry was extrapolated from; null (or absent, before surveys) for a questionnaire's. */
  surveyUuid: z.uuid().nullish(),
  /** Null for a supplier's expense, which has no question. */
  questionUuid: z.uuid().nullable(),
  /** The question's label; for a supplier's expense, the supplier and the expense. */
  questionLabelEn: z.string().max(1_000),
  questionLabelFr: z.string().max(1_000).nullable(),
  /** Null for a supplier's expense, which has no formula template. */
  formulaTemplateUuid: z.uuid().nullable(),
  /** The table lines read, in order; null when the entry read the whole answer (a number, a text, a whole-table script). */
  lines: z
    .array(z.object({ id: z.string().max(64), number: z.number().int().positive() }))
    .max(1_000)
    .nullable(),
  /** The columns the script read, by uuid. */
  columnUuids: z.array(z.uuid()).max(30),
  /** The quantity read (the question's number, or the one quantity column summed over the lines read); null when none. */
  activity: z.object({ value: z.number(), unit: z.string().max(200).nullable() }).nullable(),
  /** A survey's entry: the answers its value was extrapolated from and the population it was extrapolated to. */
  extrapolation: z.object({ answers: z.number().int().nonnegative(), population: z.number().nonnegative() }).nullish(),
  /** An entry of a supplier's expense: what it was computed from. */
  supplierExpense: SupplierExpenseSource.nullish(),
});
export type ReportEntrySource = z.infer<typeof ReportEntrySource>;

/** The key that finds a computed entry again when the entries are computed anew. */
export const entrySourceKey = (source: Pick<ReportEntrySource, 'questionnaireUuid' | 'surveyUuid' | 'questionUuid' | 'formulaTemplateUuid' | 'lines' | 'supplierExpense'>): string => {
  const key = [source.questionnaireUuid ?? source.surveyUuid, source.questionUuid, source.formulaTemplateUuid, source.lines?.map((line) => line.id) ?? null];
  // A supplier's expense is found again by supplier and expense.
  return JSON.stringify(source.supplierExpense ? [...key, source.supplierExpense.supplierUuid, source.supplierExpense.expenseUuid] : key);
};

/**
 * One entry of the report: activity data times emission factors, through the formula kept in
 * `formula`. Category rules: a BEGES category unless the entry is GHG only, a GHG category unless
 * it is BEGES only; an electricity basis only on a GHG (or both-method) entry of one of
 * `electricityBasisCategories`. An entry without a basis counts in both electricity views.
 */
export const ReportEntry = z
  .object({
    uuid: z.uuid(),
    label: z.string(),
    /** kgCO2e; negative for a removal. */
    value: z.number(),
    scope: Scope,
    operationalCategory: OperationalCategory,
    ghgCategory: GhgCategory.nullable(),
    begesCategory: BegesCategory.nullable(),
    /** 100 for physical activity data; under 100 for an estimate from a generic monetary factor. */
    qualityPercentage: percentage,
    group: z.string().nullable(),
    explanation: z.string().nullable(),
    emissionFactors: z.array(ReportEmissionFactor),
    hypotheses: z.array(ReportHypothesis),
    activityData: ActivityData.nullable(),
    type: ReportEntryType,
    electricityBasis: ElectricityBasis.nullable(),
    /** The formula script that produced `value`; null for an entry typed in by hand. */
    formula: z.string().nullable(),
    /** Indexes of the table rows the formula used. */
    usedLines: z.array(count),
    /** Keys of the table columns the formula used. */
    usedColumns: z.array(z.string()),
    /** Uuid of the question whose answers fed the entry. */
    question: z.uuid().nullable(),
    /** Uuid of the survey the question belongs to. */
    survey: z.uuid().nullable(),
    showLabelPrefix: z.boolean(),
    pinnedAt: z.iso.datetime().nullable(),
    lines: z.array(ReportEntryLine).optional(),
    /** Computed from a questionnaire's answer (`report.computeEntries`); absent for an entry typed by hand. */
    source: ReportEntrySource.nullable().optional(),
  })
  .superRefine((entry, context) => {
    if (entry.type !== 'BEGES' && entry.ghgCategory === null) {
      context.addIssue({ code: 'custom', message: 'Required', path: ['ghgCategory'] });
    }
    if (entry.type !== 'GHG' && entry.begesCategory === null) {
      context.addIssue({ code: 'custom', message: 'Required', path: ['begesCategory'] });
    }
    if (entry.electricityBasis !== null) {
      const allowed =
        entry.type !== 'BEGES' && entry.ghgCategory !== null && electricityBasisCategories.includes(entry.ghgCategory);
      if (!allowed) {
        context.addIssue({
          code: 'custom',
          message: englishOf('server.report.electricityBasisNotAllowed'),
          path: ['electricityBasis'],
        });
      }
    }
  });
export type ReportEntry = z.infer<typeof ReportEntry>;

/** What identifies an entry and places it; everything else has a plain default. */
export type PlainEntryFields = Pick<ReportEntry, 'uuid' | 'label' | 'value' | 'scope' | 'operationalCategory' | 'ghgCategory' | 'begesCategory'> &
  Partial<ReportEntry>;

/**
 * An entry with nothing behind it but what `fields` say: physical quality, no factor, formula,
 * table line or question. The engine fills what a formula produced; tests, benchmarks and
 * hand-typed values start from it.
 */
export function plainEntry(fields: PlainEntryFields): ReportEntry {
  return {
    qualityPercentage: 100,
    group: null,
    explanation: null,
    emissionFactors: [],
    hypotheses: [],
    activityData: null,
    type: 'BOTH',
    electricityBasis: null,
    formula: null,
    usedLines: [],
    usedColumns: [],
    question: null,
    survey: null,
    showLabelPrefix: false,
    pinnedAt: null,
    ...fields,
  };
}

/** Flight haul classes of the employee survey, by one-way distance. */
export const FlightHaul = z.enum(['SHORT', 'MEDIUM', 'LONG']);
export type FlightHaul = z.infer<typeof FlightHaul>;

export const flightHaulLimitsKm = { shortBelow: 1_000, longAbove: 3_500 } as const;

/** Short under 1,000 km, medium from 1,000 to 3,500 km (both included), long over 3,500 km. */
export function flightHaulOf(km: number): FlightHaul {
  if (km < flightHaulLimitsKm.shortBelow) return 'SHORT';
  if (km > flightHaulLimitsKm.longAbove) return 'LONG';
  return 'MEDIUM';
}

export const CommuteType = z.enum([
  'PUBLIC_TRANSPORTATION',
  'CAR',
  'CARPOOLING',
  'COMPANY_CAR',
  'MOTORBIKE',
  'SCOOTER',
  'ELECTRIC_BIKE',
  'BIKE',
  'WALK',
  'OTHER',
]);
export type CommuteType = z.infer<typeof CommuteType>;

const FlightTotals = z.object({ count, totalKm: z.number().min(0) });

/** The results of one employee survey, as stored on the snapshot. Averages are null with no answers. */
export const EmployeeSurveyResult = z.object({
  uuid: z.uuid(),
  label: z.string().max(200),
  employeeNumber: count,
  nbAnswers: count,
  averageRemoteDaysPerWeek: z.number().min(0).max(7).nullable(),
  averageDaysInOfficePerWeek: z.number().min(0).max(7).nullable(),
  /** Share of the answers, 0 to 1. */
  professionalSmartphoneRatio: ratio.nullable(),
  /** Screens per answer. */
  computerScreensRatio: z.number().min(0).nullable(),
  /** Flights of the year by haul class (see `flightHaulOf`). */
  flights: z.object({ short: FlightTotals, medium: FlightTotals, long: FlightTotals }),
  numberOfTrainHours: z.number().min(0),
  numberOfHotelNights: z.number().min(0),
  /** Share of the meals, 0 to 1. */
  vegetarianMealsRatio: ratio.nullable(),
  averageDailyCoffeeCups: z.number().min(0).nullable(),
  averageDailyTeaCups: z.number().min(0).nullable(),
  commuteEntries: z.array(
    z.object({
      commuteType: CommuteType,
      numberOfAnswers: count,
      /** kgCO2e over the year, extrapolated to the employee number. */
      estimatedEmissions: z.number().min(0),
    }),
  ).max(50),
  /** The share (0 to 1) of the commuting respondents in each one-way distance bin. */
  commuteKmsDistribution: z.array(z.object({ label: z.string().max(200), value: z.number().min(0) })).max(100),
  commuteKmsMedian: z.number().min(0).nullable(),
});
export type EmployeeSurveyResult = z.infer<typeof EmployeeSurveyResult>;

export const BenchmarkEntryType = z.enum(['ASSET_VALUE', 'TARGET', 'OTHER']);
export type BenchmarkEntryType = z.infer<typeof BenchmarkEntryType>;

export const BenchmarkEntry = z.object({
  type: BenchmarkEntryType,
  /** In the unit of the benchmark's ratio (kgCO2e per employee, per M€, per key-figure unit). */
  value: z.number(),
  name: z.string().max(200),
  isHidden: z.boolean().optional(),
});
export type BenchmarkEntry = z.infer<typeof BenchmarkEntry>;

/** A comparison of one ratio: per employee, per turnover, or per a key figure (its uuid). */
export const ReportBenchmark = z.object({
  ratio: z.union([z.enum(['EMPLOYEE', 'TURNOVER']), z.uuid()]),
  entries: z.array(BenchmarkEntry).max(1_000),
});
export type ReportBenchmark = z.infer<typeof ReportBenchmark>;

/** A physical key figure the emissions are divided by (m², tonnes produced, beds…). */
export const KeyFigure = z.object({
  uuid: z.uuid(),
  label: z.string().max(200),
  /** Text after the ratio, e.g. 'per m²'. */
  ratioSuffix: z.string().max(200),
  unit: z.string().max(200),
  value: z.number(),
  /** Share of the total emissions attributed to this key figure (1 = all of it). */
  attributionFactor: z.number().min(0),
});
export type KeyFigure = z.infer<typeof KeyFigure>;

export const ReportNote = z.object({
  uuid: z.uuid(),
  title: z.string().max(200),
  /** `image` is the source of an `<img>`: a URL. */
  items: z.array(z.object({ content: z.string().max(20_000), image: z.string().max(2_000).nullable() })).max(200),
  /** The report formats that show the note. */
  includeIn: z.array(ReportFormat).max(10),
});
export type ReportNote = z.infer<typeof ReportNote>;

export const DecarbonizationLever = z.object({
  uuid: z.uuid(),
  title: z.string().max(200),
  description: z.string().max(5_000).nullable(),
});
export type DecarbonizationLever = z.infer<typeof DecarbonizationLever>;

export const ReportFile = z.object({ uuid: z.uuid(), name: z.string(), path: z.string() });
export type ReportFile = z.infer<typeof ReportFile>;

/** Another report shown next to this one (a previous year, a sister company). Total in kgCO2e. */
export const ReportsBenchmark = z.object({
  uuid: z.uuid(),
  name: z.string().max(200),
  year: z.number().int(),
  total: z.number(),
});
export type ReportsBenchmark = z.infer<typeof ReportsBenchmark>;

/** Intensity ratios, computed from `total` (see calc/report). Null when the divisor is missing or 0. */
export const ReportRatios = z.object({
  kgPerEmployee: z.number().nullable(),
  /** kgCO2e per million euros of turnover, the turnover converted at the year's average rate. */
  kgPerTurnoverM: z.number().nullable(),
});
export type ReportRatios = z.infer<typeof ReportRatios>;

/** The snapshot's fields without its cross-field rule, for inputs that take a part of them. */
export const ReportSnapshotFields = z.object({
  name: z.string().max(200),
  year: z.number().int(),
  /** The covered period as shown ('2024', 'FY 2023/24'); `startDate` and `endDate` bound it. */
  period: z.string().max(200).nullable(),
  controlType: ControlType,
  /** The report follows the BEGES method (its default category view is then BEGES). */
  beges: z.boolean(),
  electricityReporting: ElectricityReporting,
  organizationalBoundaries: z.string().max(20_000).nullable(),
  entries: z.array(ReportEntry),
  benchmarks: z.array(ReportBenchmark).max(100),
  benchmarkDisclaimer: z.string().max(5_000).nullable(),
  /** The company's sector for the sector benchmark; null hides it. */
  sectorialBenchmark: Sector.nullable(),
  sectorialBenchmarkEntries: z.array(BenchmarkEntry).max(1_000),
  /**
   * The sector averages in force when the report was computed (an analyst may change them on
   * /sectors later; a delivered report keeps its own). Absent from snapshots made before they
   * were stored, which compare with the spec's (`snapshotSectorBenchmarks`).
   */
  sectorBenchmarks: SectorBenchmarkTable.optional(),
  reportsBenchmarks: z.array(ReportsBenchmark).max(100),
  comparisonBaseReportYear: z.number().int().nullable(),
  /** Share of emissions backed by activity data; null means the PCAF score is shown instead. */
  activityDataQualityPercentage: percentage.nullable(),
  showBCConformLogo: z.boolean(),
  employeeSurveys: z.array(EmployeeSurveyResult).max(100),
  decarbonizationLevers: z.array(DecarbonizationLever).max(500),
  notes: z.array(ReportNote).max(500),
  publicUrl: z.url().nullable(),
  files: z.array(ReportFile),
  /** The report consolidates several entities. */
  multi: z.boolean(),
  /** PCAF data quality score, 1 (best) to 5. */
  pcafScore: z.number().min(1).max(5).nullable(),
  keyFigures: z.array(KeyFigure).max(100),
  employeeNumber: z.number().min(0).nullable(),
  /** In `currency`. */
  turnover: z.number().min(0).nullable(),
  currency: Currency,
  ratios: ReportRatios,
  language: Language,
  companyName: z.string().max(200),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  headquarters: z.string().max(200).nullable(),
  /** kgCO2e, computed from the entries in the default electricity view. */
  total: z.number(),
});

export const ReportSnapshot = ReportSnapshotFields.refine((report) => report.startDate <= report.endDate, {
  message: 'The end date comes before the start date',
  path: ['endDate'],
});
export type ReportSnapshot = z.infer<typeof ReportSnapshot>;
