import * as z from 'zod';
import { MessageParamsSchema } from '../contract/common.ts';
import { BegesCategory, GhgCategory, OperationalCategory, Scope } from '../labels/enums.ts';
import { SurveySummary } from '../surveys/model.ts';
import { Currency, ModuleStatus, Sector } from './enums.ts';
import {
  ActivityData,
  ElectricityBasis,
  ReportEntryLine,
  ReportEntrySource,
  ReportEntryType,
  type ReportEntry,
  ReportSnapshot,
  ReportSnapshotFields,
} from './report.ts';

/*
 * What the report procedures take and answer. The snapshot itself is `ReportSnapshot`
 * (report.ts); these are its envelopes and the staff's draft input.
 */

export const ReportStatus = z.enum(['DRAFT', 'DELIVERED']);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** The header badge of a carbon footprint, from its module status (spec 2 section 4). */
export const FootprintDisplayStatus = z.enum(['IN_PROGRESS', 'VALIDATING', 'COMPLETED']);
export type FootprintDisplayStatus = z.infer<typeof FootprintDisplayStatus>;

export function footprintDisplayStatus(status: ModuleStatus): FootprintDisplayStatus {
  if (status === 'DATA_COLLECTION') return 'IN_PROGRESS';
  if (status === 'DATA_CONSISTENCY_CHECK' || status === 'FCF_CALCULATION') return 'VALIDATING';
  return 'COMPLETED';
}

/** A report as lists show it. `total` in kgCO2e, in the report's default electricity view. */
export const ReportSummary = z.object({
  uuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  name: z.string(),
  year: z.number().int(),
  total: z.number(),
  status: ReportStatus,
  deliveredAt: z.iso.datetime().nullable(),
  /** Whether the public link works. */
  isPublic: z.boolean(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

export const LeadAnalyst = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  feminizeTitle: z.boolean(),
});

/** `carbonFootprint.get.client`: the footprint's page (spec 2 "Client routes"). */
export const CarbonFootprintClient = z.object({
  uuid: z.uuid(),
  year: z.number().int().nullable(),
  moduleName: z.string(),
  assetUuid: z.uuid(),
  assetName: z.string(),
  status: ModuleStatus,
  displayStatus: FootprintDisplayStatus,
  /** Delivered reports (staff also see drafts), newest year first. */
  reports: z.array(ReportSummary),
  /** The footprint's surveys, for the data-collection cards (spec 2 "Client data-collection dashboard"). */
  surveys: z.array(SurveySummary),
  /**
   * The data-collection cards (spec 2 "Client data-collection dashboard"): a questionnaire is
   * finished once the client validated it or staff closed it; `percentage` is the reader's progress.
   */
  questionnaires: z.array(
    z.object({ uuid: z.uuid(), name: z.string(), isFinished: z.boolean(), isValidated: z.boolean(), percentage: z.number().int().min(0).max(100) }),
  ),
  leadAnalyst: LeadAnalyst.nullable(),
});
export type CarbonFootprintClient = z.infer<typeof CarbonFootprintClient>;

/**
 * `carbonFootprint.get`: a footprint as the staff page shows it (`/carbon-footprints/{uuid}`), its
 * drafts among its reports, and what a new draft starts from: the asset's sector and currency.
 */
export const CarbonFootprintStaff = z.object({
  uuid: z.uuid(),
  year: z.number().int().nullable(),
  moduleName: z.string(),
  status: ModuleStatus,
  displayStatus: FootprintDisplayStatus,
  asset: z.object({ uuid: z.uuid(), name: z.string(), sector: Sector.nullable(), currency: Currency }),
  /** The staff assigned to the footprint, main one first: a new questionnaire's consultants to start with. */
  consultantUuids: z.array(z.uuid()),
  /** Drafts and delivered reports, newest year first. */
  reports: z.array(ReportSummary),
});
export type CarbonFootprintStaff = z.infer<typeof CarbonFootprintStaff>;

/** `reportSnapshot.get`: one report and what its header needs (switcher, comparison link). */
export const ReportView = z.object({
  /** `version` is what an edit of a draft sends back as `expectedVersion`. */
  report: ReportSummary.extend({ version: z.number().int().positive() }),
  carbonFootprint: z.object({ uuid: z.uuid(), moduleName: z.string(), status: ModuleStatus, displayStatus: FootprintDisplayStatus }),
  assetUuid: z.uuid(),
  assetName: z.string(),
  /** The footprint's other reports, for the switcher. */
  siblings: z.array(ReportSummary),
  /** The delivered report of the comparison base year, when one exists. */
  comparisonBase: z.object({ reportUuid: z.uuid(), year: z.number().int() }).nullable(),
  snapshot: ReportSnapshot,
});
export type ReportView = z.infer<typeof ReportView>;

/** `carbonFootprintReport.get.public`: the shared report, nothing else about the client. */
export const PublicReportView = z.object({
  report: z.object({ uuid: z.uuid(), name: z.string(), year: z.number().int() }),
  assetName: z.string(),
  snapshot: ReportSnapshot,
});
export type PublicReportView = z.infer<typeof PublicReportView>;

export const ComparisonCategoryComment = z.object({
  /** The operational category the comment is about. */
  category: OperationalCategory,
  comment: z.string().max(5_000),
});

export const ComparisonEntry = z.object({
  order: z.number().int(),
  /** kgCO2e. */
  value: z.number(),
  label: z.string().max(200),
  hint: z.string().max(5_000).nullable(),
});

/** `reportComparison.get.client` (spec 2 "Report comparison"). */
export const ReportComparisonView = z.object({
  asset: z.object({ uuid: z.uuid(), name: z.string() }),
  name: z.string(),
  years: z.object({ base: z.number().int().nullable(), new: z.number().int() }),
  newReportUuid: z.uuid(),
  baseReportUuid: z.uuid().nullable(),
  /** Null: 'No comparison available.' */
  baseSnapshot: ReportSnapshot.nullable(),
  newSnapshot: ReportSnapshot,
  comparisonCategoryComments: z.array(ComparisonCategoryComment),
  /** The consultant's 'Evolution details' steps; empty means the computed split is shown. */
  comparisonEntries: z.array(ComparisonEntry),
  comparisonSummary: z.string().nullable(),
});
export type ReportComparisonView = z.infer<typeof ReportComparisonView>;

/**
 * One entry of a draft as staff write it: its activity data and the formula that turns it into
 * emissions (`q.activity` is the activity value; `ef[...]`, `hyp[...]`, `efc[...]` name catalogue
 * entries), or a value typed in by hand when `formula` is null. The server evaluates the formula
 * with the catalogue values of the report's year and stores the value and what produced it.
 */
export const ReportEntryInput = z.object({
  uuid: z.uuid().optional(),
  label: z.string().trim().min(1, 'Required').max(300),
  scope: Scope,
  operationalCategory: OperationalCategory,
  ghgCategory: GhgCategory.nullable(),
  begesCategory: BegesCategory.nullable(),
  /** Defaults to the lowest quality of the factors used (100 without a factor). */
  qualityPercentage: z.number().int().min(0).max(100).nullable().default(null),
  group: z.string().max(200).nullable().default(null),
  explanation: z.string().max(20_000).nullable().default(null),
  activityData: ActivityData.nullable(),
  type: ReportEntryType.default('BOTH'),
  electricityBasis: ElectricityBasis.nullable().default(null),
  formula: z.string().max(10_000).nullable(),
  /** kgCO2e, only for an entry without formula. */
  value: z.number().nullable().default(null),
  lines: z.array(ReportEntryLine).max(5_000).optional(),
  /**
   * Set on an entry computed from a questionnaire: its value, formula, activity and factors are
   * the ones the last computation stored (the script reads answers, not `q.activity`), so the
   * save keeps them and takes only its label, categories, group, explanation and quality.
   */
  source: ReportEntrySource.nullable().default(null),
});
export type ReportEntryInput = z.input<typeof ReportEntryInput>;

/**
 * A stored entry as `report.save` takes it back: its formula (re-evaluated on save), or its
 * hand-typed value when it has none; every other field as it was.
 */
export function entryInputOf(entry: ReportEntry): Required<Omit<ReportEntryInput, 'lines'>> & Pick<ReportEntryInput, 'lines'> {
  return {
    uuid: entry.uuid,
    label: entry.label,
    scope: entry.scope,
    operationalCategory: entry.operationalCategory,
    ghgCategory: entry.ghgCategory,
    begesCategory: entry.begesCategory,
    qualityPercentage: entry.qualityPercentage,
    group: entry.group,
    explanation: entry.explanation,
    activityData: entry.activityData,
    type: entry.type,
    electricityBasis: entry.electricityBasis,
    formula: entry.formula,
    // A formula gives the value again on save; only a hand-typed value travels.
    value: entry.formula === null ? entry.value : null,
    source: entry.source ?? null,
    ...(entry.lines ? { lines: entry.lines } : {}),
  };
}

/**
 * What staff set on a report besides its entries; the server computes the total, the ratios
 * and the public link, keeps the files it generates, and takes the sector averages in force.
 */
export const ReportSettingsInput = ReportSnapshotFields.omit({
  entries: true,
  total: true,
  ratios: true,
  publicUrl: true,
  files: true,
  sectorBenchmarks: true,
});
export type ReportSettingsInput = z.input<typeof ReportSettingsInput>;

/**
 * The settings of a new report with nothing optional chosen yet: a calendar year, operational
 * control, the GHG Protocol, location-based electricity, euros. A draft form starts from it.
 */
export function blankReportSettings({ name, year, companyName }: { name: string; year: number; companyName: string }): z.output<typeof ReportSettingsInput> {
  return {
    name,
    year,
    period: String(year),
    controlType: 'OPERATIONAL',
    beges: false,
    electricityReporting: 'LOCATION',
    organizationalBoundaries: null,
    benchmarks: [],
    benchmarkDisclaimer: null,
    sectorialBenchmark: null,
    sectorialBenchmarkEntries: [],
    reportsBenchmarks: [],
    comparisonBaseReportYear: null,
    activityDataQualityPercentage: null,
    showBCConformLogo: false,
    employeeSurveys: [],
    decarbonizationLevers: [],
    notes: [],
    multi: false,
    pcafScore: null,
    keyFigures: [],
    employeeNumber: null,
    turnover: null,
    currency: 'EURO',
    language: 'en',
    companyName,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    headquarters: null,
  };
}

/** `report.save`: a new draft (no uuid) or a change of one, with its expected version. */
export const ReportDraftInput = z.object({
  uuid: z.uuid().optional(),
  expectedVersion: z.number().int().positive().optional(),
  carbonFootprintUuid: z.uuid(),
  settings: ReportSettingsInput,
  entries: z.array(ReportEntryInput).max(20_000),
  comparisonCategoryComments: z.array(ComparisonCategoryComment).max(100).default([]),
  comparisonEntries: z.array(ComparisonEntry).max(500).default([]),
  comparisonSummary: z.string().max(20_000).nullable().default(null),
});
export type ReportDraftInput = z.input<typeof ReportDraftInput>;


/** One formula template that could not be computed (`report.computeEntries`), with the engine's message and its key. */
export const ComputeEntriesFailure = z.object({
  /** Null for a survey's template (`surveyUuid`). */
  questionnaireUuid: z.uuid().nullable(),
  surveyUuid: z.uuid().nullish(),
  questionUuid: z.uuid(),
  questionLabel: z.string(),
  formulaTemplateUuid: z.uuid(),
  formulaLabel: z.string(),
  /** The table line (1-based) that failed; null when the whole answer did. */
  lineNumber: z.number().int().positive().nullable(),
  message: z.string(),
  key: z.string().optional(),
  params: MessageParamsSchema.optional(),
});
export type ComputeEntriesFailure = z.infer<typeof ComputeEntriesFailure>;

/** `report.computeEntries`: the draft as saved, and what the computation did. */
export const ComputeEntriesResult = z.object({
  report: ReportSummary.extend({ version: z.number().int().positive() }),
  created: z.number().int().nonnegative(),
  refreshed: z.number().int().nonnegative(),
  /** Entries computed before that no template, line or question gives now. */
  removed: z.number().int().nonnegative(),
  failures: z.array(ComputeEntriesFailure),
  /** Supplier expenses of the year left out: no supplier figure and no factor with a value for the year. */
  supplierExpensesLeftOut: z.number().int().nonnegative(),
});
export type ComputeEntriesResult = z.infer<typeof ComputeEntriesResult>;

/**
 * An activity-data workbook (`carbonFootprint.activityData.generateSheet`,
 * `questionnaire.activityData.generateSheet`): the .xlsx as a download link, and the address of
 * an online spreadsheet when a sheet service is configured (none is: always null).
 */
export const ActivityDataSheet = z.object({
  name: z.string(),
  contentType: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  spreadsheetUrl: z.string().nullable(),
});
export type ActivityDataSheet = z.infer<typeof ActivityDataSheet>;
