import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { FileLink } from '../files.ts';
import { ActionStatus, Scope } from '../labels/enums.ts';
import {
  ConsolidatedDecarbonizationType,
  DecarbonizationSettings,
  ExternalTrajectorySchema,
  InvesteeDecarbonization,
  ScopeBenchmarksSchema,
  StoredChartNotes,
} from '../portfolio/decarbonization.ts';
import { Investee, Investment, Fund, FundArticle, LabelPosition, PortfolioReportType, PortfolioSnapshotKind, Reporting, ReportingFileType, countryCode, euros, headcount, kilograms, kilowattHours, naceCodeText, portfolioLimits, reportingYear } from '../portfolio/model.ts';
import { PmdrReportingStatus } from '../portfolio/pmdr.ts';
import { BaseYearReport, PortfolioAsset, PortfolioResults } from '../portfolio/results.ts';
import { PortfolioImportError } from '../portfolio/importErrors.ts';
import { ProjectManagementUpdateInput, ProjectManagementView } from '../portfolio/projectManagement.ts';
import { AssetSector, AssetType, ModuleStatus } from '../schemas/enums.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { costLineTypes } from '../calc/plan/types.ts';
import { fileWork } from './common.ts';
import { uploadUuid } from './files.ts';
import { mutation, query } from './define.ts';

const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .positive(validationMessages.invalid);
const version = z.number().int();

/** The formats of the PAI workbook (spec 3 section 7). */
export const PaiDownloadFormat = z.enum(['EXCEL', 'OPEN_DOCUMENT']);
export type PaiDownloadFormat = z.infer<typeof PaiDownloadFormat>;

/** Every change of a reporting shows on the client's questionnaire and results, its PMDR and the staff page. */
const reportingReads = ['portfolioEmissions.getDataCollection', 'portfolioEmissions.get', 'financialInstitutionReporting.get', 'lowDataReportSnapshot.get', 'pmdr.client'] as const;

export const ReportingView = Reporting.extend({
  version,
  moduleName: z.string(),
  status: ModuleStatus,
  /** The institution's name, for headers. */
  assetName: z.string(),
  /** Whom the validation confirmation names. */
  validationConfirmedByName: z.string().nullable(),
});
export type ReportingView = z.infer<typeof ReportingView>;
export const FundView = Fund.extend({ version });
export type FundView = z.infer<typeof FundView>;
export const InvestmentView = Investment.extend({ version });
export type InvestmentView = z.infer<typeof InvestmentView>;
export const InvesteeView = Investee.extend({
  version,
  /** Whether the investee's asset has a delivered Cairn report for the reporting's year (the CAIRN type reads it). */
  hasInternalReport: z.boolean(),
});
export type InvesteeView = z.infer<typeof InvesteeView>;

/** The questionnaire: the reporting, its funds, their lines and the investees they hold. */
export const DataCollectionView = z.object({
  reporting: ReportingView,
  funds: z.array(FundView),
  investments: z.array(InvestmentView),
  investees: z.array(InvesteeView),
  /** Assets the institution already holds elsewhere (its investee links), offered by 'Add an asset'. */
  knownAssets: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
  /**
   * The platform assets among the investees that have a base-year report (an earlier delivered
   * footprint): an extrapolation of one reads its base year and scopes from it, so neither is asked.
   */
  baseYearReports: z.array(BaseYearReport.pick({ assetUuid: true, kind: true, year: true })),
  /** Each sector's intensity in tCO2e per M€ of turnover: the emission factor a sectoral estimate uses, shown in its row. */
  sectorIntensityTPerM: z.partialRecord(AssetSector, z.number()),
  /** Whether the institution has a PAI module for the reporting's year: the questionnaire then asks the SFDR energy and fossil-fuel figures. */
  paiFields: z.boolean(),
});
export type DataCollectionView = z.infer<typeof DataCollectionView>;

/** What one change wrote: the web merges it into its copy of the questionnaire. */
export const DataCollectionChange = z.object({
  reporting: ReportingView.optional(),
  funds: z.array(FundView).default([]),
  investments: z.array(InvestmentView).default([]),
  investees: z.array(InvesteeView).default([]),
  removedInvestmentUuids: z.array(z.uuid()).default([]),
  removedInvesteeUuids: z.array(z.uuid()).default([]),
});
export type DataCollectionChange = z.infer<typeof DataCollectionChange>;

const byReporting = z.object({ reportingUuid: uuid() });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/** The investee fields a client types, each with the value it takes (spec 3 section 7, "investee fields by name"). */
export const investeeFieldValues = {
  turnover: nullable(euros()),
  valuation: nullable(euros()),
  sector: AssetSector.nullable(),
  mainLocation: nullable(countryCode()),
  naceCode: nullable(naceCodeText()),
  assetType: AssetType.nullable(),
  baseYear: nullable(reportingYear()),
  baseYearTurnover: nullable(euros()),
  employeeNumber: nullable(headcount()),
  baseYearEmployeeNumber: nullable(headcount()),
  totalScope1Kg: nullable(kilograms()),
  totalScope2Kg: nullable(kilograms()),
  totalScope3Kg: nullable(kilograms()),
  baseYearTotalScope1Kg: nullable(kilograms()),
  baseYearTotalScope2Kg: nullable(kilograms()),
  baseYearTotalScope3Kg: nullable(kilograms()),
  // SFDR adverse-impact figures (spec 3 section 3, PAI variant); a renewable part over its total is refused.
  energyConsumptionKWh: nullable(kilowattHours()),
  renewableEnergyConsumptionKWh: nullable(kilowattHours()),
  energyProductionKWh: nullable(kilowattHours()),
  renewableEnergyProductionKWh: nullable(kilowattHours()),
  isActiveInFossilFuelSector: z.boolean({ error: () => validationMessages.invalid }).nullable(),
} as const;
export type InvesteeField = keyof typeof investeeFieldValues;
export const investeeFields = Object.keys(investeeFieldValues) as InvesteeField[];

const investeeFieldChange = <F extends InvesteeField>(field: F) =>
  z.object({ field: z.literal(field), reportingUuid: uuid(), investeeUuid: uuid(), value: investeeFieldValues[field], expectedVersion });

/** One typed change of the questionnaire (spec 3 section 7, `portfolioEmissions.collectData`). */
const collectDataSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('fundName'), reportingUuid: uuid(), fundUuid: uuid(), newName: requiredText(), expectedVersion }),
  z.object({ field: z.literal('addFundName'), reportingUuid: uuid(), name: requiredText() }),
  /** A new asset typed by name, added to a fund as a non-validated asset. */
  z.object({ field: z.literal('newInvestee'), reportingUuid: uuid(), fundUuid: uuid(), newInvesteeName: requiredText() }),
  /** An investee of another fund, or an asset the institution already holds (`assetUuid`), added to a fund. */
  z.object({ field: z.literal('newInvestment'), reportingUuid: uuid(), fundUuid: uuid(), investeeUuid: uuid().optional(), assetUuid: uuid().optional() }),
  z.object({ field: z.literal('reportingType'), reportingUuid: uuid(), investeeUuid: uuid(), portfolioEmissionsReportType: PortfolioReportType.nullable(), expectedVersion }),
  z.object({ field: z.literal('outstandingAmount'), reportingUuid: uuid(), investmentUuid: uuid(), value: nullable(euros()), expectedVersion }),
  ...(investeeFields.map(investeeFieldChange) as unknown as [ReturnType<typeof investeeFieldChange<InvesteeField>>]),
  z.object({ field: z.literal('comment'), reportingUuid: uuid(), comment: optionalText(textBounds.text) }),
  z.object({
    field: z.literal('file'),
    reportingUuid: uuid(),
    investeeUuid: uuid(),
    /** CREATE takes a registered upload (file.prepareUpload, purpose DOCUMENT); DELETE names one of the investee's files. */
    file: z.discriminatedUnion('action', [z.object({ action: z.literal('CREATE'), uploadUuid }), z.object({ action: z.literal('DELETE'), fileUuid: uuid() })]),
    expectedVersion,
  }),
]);
/** A change of one investee field, each field with its own value type. */
export type InvesteeFieldChange = {
  [F in InvesteeField]: { field: F; reportingUuid: string; investeeUuid: string; value: z.output<(typeof investeeFieldValues)[F]>; expectedVersion: number };
}[InvesteeField];
export type CollectDataInput = Exclude<z.output<typeof collectDataSchema>, { field: InvesteeField }> | InvesteeFieldChange;
/** The schema, typed field by field (the union of investee fields is built from `investeeFieldValues`). */
export const CollectDataInput = collectDataSchema as unknown as z.ZodType<CollectDataInput, CollectDataInput>;

/** The results as a client or staff reads them, with the reporting's header fields. */
export const PortfolioResultsView = PortfolioResults.extend({
  reporting: z.object({
    uuid: z.uuid(),
    year: z.number().int(),
    moduleName: z.string(),
    status: ModuleStatus,
    assetName: z.string(),
    files: Reporting.shape.files,
  }),
  snapshot: PortfolioSnapshotKind,
  /** When the FINAL snapshot was taken; the computation time of a PREVIEW. */
  takenAt: z.string(),
  scopes: z.array(Scope),
  areAllFundsCovered: z.boolean(),
  googleSheetUrl: z.string().nullable(),
  showMaterialityMap: z.boolean(),
  /** The asset's delivered reporting of the year before, whose figures PAI sets beside these ('Impact [year n-1]'); null without one. */
  previousYearReportingUuid: z.uuid().nullable(),
});
export type PortfolioResultsView = z.infer<typeof PortfolioResultsView>;

const ScopeSelection = z.array(Scope).min(1).max(3).default(['ONE', 'TWO', 'THREE']);

/** A staff change of a reporting (the staff page `/financial-institution-reportings/{uuid}`). */
export const ReportingChange = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('settings'),
    standalone: z.boolean(),
    allowedAssetTypes: z.array(AssetType).min(1, validationMessages.required).max(3),
    allowedReportTypes: z.array(PortfolioReportType).min(1, validationMessages.required).max(8),
    maxLinesNumber: z.number().int(validationMessages.invalid).min(1, validationMessages.invalid).max(portfolioLimits.investees, validationMessages.invalid).nullable(),
    explanationLabel: optionalText(textBounds.text),
    showMaterialityMap: z.boolean(),
    googleSheetUrl: z.url({ error: validationMessages.invalid }).max(textBounds.url, validationMessages.tooLong).nullable(),
    notes: optionalText(textBounds.text),
  }),
  z.object({ action: z.literal('openDataCollection') }),
  z.object({ action: z.literal('closeDataCollection') }),
  /** The consultant confirms the client's validation; the results can then be computed. */
  z.object({ action: z.literal('confirmValidation') }),
  /** Clears the client's validation so the client can edit again. */
  z.object({ action: z.literal('reopenValidation') }),
  /** The results are ready for the client (FE_COMPLETED): the client sees the PREVIEW. */
  z.object({ action: z.literal('completeResults') }),
  /** Freezes the FINAL snapshot and delivers it (DELIVERED). */
  z.object({ action: z.literal('deliver') }),
  z.object({ action: z.literal('addFile'), uploadUuid, type: ReportingFileType }),
  z.object({ action: z.literal('removeFile'), fileUuid: uuid() }),
  z.object({ action: z.literal('fund'), fundUuid: uuid(), article: FundArticle.nullable(), materialityMapLabelPosition: LabelPosition }),
  /** The PMDR state of the reporting (spec 3 section 2.4): null not available, DATA_COLLECTION, DASHBOARD_AVAILABLE (the report shows). */
  z.object({ action: z.literal('pmdrStatus'), pmdrStatus: PmdrReportingStatus.nullable() }),
  z.object({ action: z.literal('investeePcafScore'), investeeUuid: uuid(), pcafScore: z.number().int(validationMessages.invalid).min(1, validationMessages.invalid).max(5, validationMessages.invalid).nullable() }),
]);
export type ReportingChange = z.infer<typeof ReportingChange>;

/** One NACE Rev. 2 item with its labels in both languages. */
export const NaceItem = z.object({ naceCode: z.string(), labelEn: z.string(), labelFr: z.string() });
export type NaceItem = z.infer<typeof NaceItem>;

/** An estimate's page: one investee's line of the results with the reporting it belongs to. */
export const LowDataReportSnapshotView = z.object({
  reportingUuid: z.uuid(),
  year: z.number().int(),
  snapshot: PortfolioSnapshotKind,
  fundName: z.string(),
  asset: PortfolioResults.shape.funds.element.shape.assets.element,
  /** Per-employee ratio needs a headcount: the investee's current one when known. */
  employeeNumber: z.number().nullable(),
});
export type LowDataReportSnapshotView = z.infer<typeof LowDataReportSnapshotView>;

const reportingTenancy = { rule: 'ownAsset', owner: 'portfolioReporting', field: 'reportingUuid' } as const;
const staffReportingTenancy = { rule: 'staffOnly', owner: 'portfolioReporting', field: 'reportingUuid' } as const;

/** A version the editor read, 0 for data never written (the defaults). */
const expectedVersionOrNew = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .min(0, validationMessages.invalid);

/** The dashboard settings of a delivered reporting, under the reporting's version. */
export const DecarbonizationSettingsView = z.object({
  reportingUuid: z.uuid(),
  year: z.number().int(),
  version,
  consolidatedDecarbonizationTargetYear: z.number().int().nullable(),
  temperatureHorizonYears: z.array(z.number().int()),
  chartNotes: StoredChartNotes,
});
export type DecarbonizationSettingsView = z.infer<typeof DecarbonizationSettingsView>;

/** One investee's decarbonization data with its version (0 while never written: the defaults). */
export const InvesteeDecarbonizationView = z.object({ investeeUuid: z.uuid(), decarbonization: InvesteeDecarbonization, version });
export type InvesteeDecarbonizationView = z.infer<typeof InvesteeDecarbonizationView>;

/** A delivered plan of an investee's asset that an INTERNAL trajectory may name. */
export const CandidatePlan = z.object({ uuid: z.uuid(), name: z.string(), year: z.number().int().nullable() });
export type CandidatePlan = z.infer<typeof CandidatePlan>;

/** The staff's decarbonization page of a delivered reporting: its investees as delivered, each with its data and plans. */
export const DecarbonizationInvesteesView = z.object({
  settings: DecarbonizationSettingsView,
  investees: z.array(
    InvesteeDecarbonizationView.extend({
      /** From the FINAL snapshot. */
      assetUuid: z.uuid().nullable(),
      name: z.string(),
      sector: AssetSector.nullable(),
      naceCode: z.string().nullable(),
      turnover: z.number().nullable(),
      plans: z.array(CandidatePlan),
    }),
  ),
});
export type DecarbonizationInvesteesView = z.infer<typeof DecarbonizationInvesteesView>;

/*
 * The client's decarbonization dashboard (spec 3 sections 2.2, 3 "Decarbonization dashboard
 * response", 4 and 7): the inputs the browser runs `projectPortfolio` and `computeTemperature` on
 * (the page filters scopes and investments and draws, so the server sends inputs, not rows). The
 * schemas mirror the engines' types (`calc/portfolio/projection.ts`, `calc/temperature/types.ts`),
 * their arrays read-only where the engines' are: the handler's module assigns the engine's input
 * to the answer and `decarbonizationDashboard.test.ts` the answer to the engine's input, so
 * neither compiles when they drift apart.
 */

/** A computed line of a delivered reporting with its investment's exit year (`ProjectionLine`). */
export const ProjectionLineSchema = PortfolioAsset.pick({
  investmentUuid: true,
  investeeUuid: true,
  fundUuid: true,
  name: true,
  sector: true,
  totalScope1Kg: true,
  totalScope2Kg: true,
  totalScope3Kg: true,
  outstandingAmountEur: true,
  turnoverEur: true,
  attributionFactor: true,
  exclusions: true,
}).extend({ exitYear: z.number().int().nullable() });

/** A plan snapshot's formula as the projection reads it; the scope may be missing (the admin warning). */
const ProjectionPlanFormulaSchema = z.object({
  scope: Scope.nullable(),
  ghgCategory: z.string().nullable().optional(),
  averageImpact: z.number(),
  carbonImpactStartYear: z.number().int().nullable(),
  carbonImpactEndYear: z.number().int().nullable(),
  noBaselineModification: z.boolean(),
});

/** An action's cost line (`CostLine`): the type's, though none is sent. */
const ProjectionCostLineSchema = z.object({
  type: z.enum(costLineTypes),
  startYear: z.number().int(),
  endYear: z.number().int().nullable(),
  yearlyAmount: z.number(),
  amortizationYears: z.number().nullable().optional(),
});

/**
 * A delivered plan's action (`ProjectionPlanAction`). Its votes and cost lines are sent empty:
 * the projection reads neither, and they are the investee's (team members' names, costs), not
 * the investor's to read.
 */
const ProjectionPlanActionSchema = z.object({
  uuid: z.uuid(),
  displayId: z.number().int(),
  status: ActionStatus,
  type: z.string().nullable().optional(),
  isRecommended: z.boolean(),
  preBaseline: z.boolean(),
  proportionalToGrowth: z.boolean(),
  votes: z.array(z.unknown()).max(0).readonly(),
  formulas: z.array(ProjectionPlanFormulaSchema).readonly(),
  investments: z.array(ProjectionCostLineSchema).max(0).readonly(),
  implementationStartDate: z.string().nullable(),
  implementationEndDate: z.string().nullable(),
});

/** An investee's delivered plan snapshot: frame and actions (`ProjectionPlan`). */
export const ProjectionPlanSchema = z.object({
  uuid: z.uuid(),
  frame: z.object({ baselineYear: z.number().int(), targetYear: z.number().int(), annualGrowth: z.number() }),
  actions: z.array(ProjectionPlanActionSchema).readonly(),
});

/** An investee's consolidated trajectory (`InvesteeTrajectory`). */
export const InvesteeTrajectorySchema = z.object({
  investeeUuid: z.uuid(),
  turnoverGrowthPercentage: z.number().nullable(),
  consolidated: z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('INTERNAL'), plan: ProjectionPlanSchema.nullable() }),
      z.object({ type: z.literal('EXTERNAL'), trajectory: ExternalTrajectorySchema.nullable() }),
      z.object({ type: z.literal('ESTIMATE') }),
    ])
    .nullable(),
});

/** A delivered reporting as the projection reads it (`ProjectionReporting`). */
export const ProjectionReportingSchema = z.object({
  year: z.number().int(),
  lines: z.array(ProjectionLineSchema).readonly(),
  trajectories: z.array(InvesteeTrajectorySchema).readonly(),
});

/** A sector's pathway with its source (`SectorPathway`). */
export const SectorPathwaySchema = z.object({
  sector: AssetSector,
  annualReductionPercent: z.number(),
  basis: z.enum(['ABSOLUTE', 'INTENSITY']),
  source: z.string(),
});

/** The projection engine's whole input (`PortfolioProjectionInput`). */
export const PortfolioProjectionInputSchema = z.object({
  reporting: ProjectionReportingSchema,
  targetYear: z.number().int(),
  pastReportings: z.array(ProjectionReportingSchema).readonly(),
  sectorPathways: z.array(SectorPathwaySchema).readonly(),
});

/** A company's figures for the temperature engine's owned-emissions methods (`CompanyFinancials`), euros. */
export const CompanyFinancialsSchema = z.object({
  marketCapEur: z.number().nullable(),
  enterpriseValueEur: z.number().nullable(),
  cashEquivalentsEur: z.number().nullable(),
  totalAssetsEur: z.number().nullable(),
  revenueEur: z.number().nullable(),
});

/** The client's portfolio decarbonization dashboard of a delivered reporting with a target year. */
export const PortfolioDecarbonizationView = z.object({
  reporting: z.object({ uuid: z.uuid(), year: z.number().int(), moduleName: z.string(), assetName: z.string() }),
  consolidatedDecarbonizationTargetYear: z.number().int(),
  temperatureHorizonYears: z.array(z.number().int()),
  /** Staff's notes beneath the trajectory charts. */
  chartNotes: StoredChartNotes,
  projection: PortfolioProjectionInputSchema,
  /** The funds of the reporting, in its order, then of the earlier ones: the investment filter's groups and its names across years. */
  funds: z.array(z.object({ uuid: z.uuid(), name: z.string() })),
  /**
   * Per investee of the reporting (its FINAL snapshot), by name: the temperature engine's inputs
   * (benchmarks per scope; financials: EVIC = valuation, revenue = turnover, the others unknown)
   * and the client note. Staff's warnings come from the engines' outputs: `missingTrajectories`
   * (NO_TYPE: trajectory type missing), `actionsMissingScope`, the temperature exclusions.
   */
  investees: z.array(
    z.object({
      investeeUuid: z.uuid(),
      /** The investee's platform asset, if any: the investee view of its plan's pages (`?investeeUuid=`) names it. */
      assetUuid: z.uuid().nullable(),
      name: z.string(),
      consolidatedType: ConsolidatedDecarbonizationType.nullable(),
      benchmarks: ScopeBenchmarksSchema,
      financials: CompanyFinancialsSchema,
      clientNote: z.string().nullable(),
    }),
  ),
});
export type PortfolioDecarbonizationView = z.infer<typeof PortfolioDecarbonizationView>;

const decarbonizationReads = ['portfolioDecarbonization.getInvestees', 'clientPortfolioDecarbonization.get'] as const;

/**
 * Portfolio emissions of a financial institution (spec 3 section 2.1 and section 7 "Portfolio
 * emissions"): the client's data collection, its import and export, the results and the staff
 * page. A reporting is named by its PORTFOLIO_EMISSIONS module's uuid; only staff and the
 * institution's own users reach it.
 */
export const portfolioProcedures = {
  'naces.list': query({
    access: 'client',
    tenancy: { rule: 'everyone' },
    summary: 'The NACE Rev. 2 list (sections, divisions, groups and classes) with English and French labels.',
    input: z.object({}).strict().optional().default({}),
    output: z.array(NaceItem),
  }),
  'portfolioEmissions.getDataCollection': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary: "A reporting's questionnaire: settings and data-collection state, funds, investment lines and investees with their versions.",
    input: byReporting,
    output: DataCollectionView,
  }),
  'portfolioEmissions.collectData': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      'Writes one typed change of the questionnaire while the data collection is open and not validated (staff may write at any time): a fund name, a new fund, asset or line, a reporting type, an amount, an investee field, the comment or a file. A stale version answers CONFLICT.',
    input: CollectDataInput,
    output: DataCollectionChange,
    invalidates: reportingReads,
  }),
  'portfolioEmissions.deleteInvestment': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary: 'Removes an investment line from its fund; an investee left in no fund is removed with it.',
    input: z.object({ reportingUuid: uuid(), investmentUuid: uuid() }),
    output: DataCollectionChange,
    invalidates: reportingReads,
  }),
  'portfolioEmissions.validateDataCollection': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "Validates the client's data collection in the name typed: every investee must pass the rules of its reporting type (field issues otherwise, nothing written); the module moves to FE_CALCULATION.",
    input: z.object({ reportingUuid: uuid(), validationAuthor: requiredText() }),
    output: DataCollectionChange,
    invalidates: [...reportingReads, 'asset.get'],
  }),
  'portfolioEmissions.spreadsheetExport': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary: "The questionnaire's template 'portfolio-emissions-data-collection-template-{year}.xlsx' with the reporting's current data and the option lists.",
    input: byReporting,
    output: FileLink,
    runtime: fileWork,
  }),
  'portfolioEmissions.importFromSpreadsheet': mutation({
    access: 'client',
    tenancy: reportingTenancy,
    summary: 'Imports a filled template: every error of the file at once, or the whole file written in one go (funds, lines, investees); nothing is written unless the whole file is valid.',
    input: z.object({ reportingUuid: uuid(), uploadUuid }),
    output: z.discriminatedUnion('result', [
      z.object({ result: z.literal('Success'), investmentLines: z.number().int() }),
      z.object({ result: z.literal('Errors'), errors: z.array(PortfolioImportError) }),
    ]),
    invalidates: reportingReads,
    runtime: fileWork,
  }),
  'portfolioEmissions.get': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      'Financed emissions per the PCAF standard, per fund and asset: PREVIEW computes the current data (clients once the results are complete), FINAL reads the delivered snapshot. Scopes select what the totals count.',
    input: z.object({ reportingUuid: uuid(), snapshot: PortfolioSnapshotKind, scopes: ScopeSelection }),
    output: PortfolioResultsView,
  }),
  'portfolioEmissions.download': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary: 'The results workbook of a PREVIEW or FINAL snapshot (funds, assets and totals).',
    input: z.object({ reportingUuid: uuid(), snapshot: PortfolioSnapshotKind }),
    output: FileLink,
    runtime: fileWork,
  }),
  'pai.download': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "A fund's PAI statement, or the whole portfolio's (no fund), from the delivered snapshot: the six climate indicators of SFDR Annex I's Table 1 as the regulation lays them out, with their units and coverage, as .xlsx or .ods in the reporting's language.",
    input: z.object({ reportingUuid: uuid(), fundUuid: uuid().nullable(), format: PaiDownloadFormat }),
    output: FileLink,
    runtime: fileWork,
  }),
  'lowDataReportSnapshot.get': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary: "One investee's estimate or reported figures as the results used them, with the method, inputs, factors and hypotheses.",
    input: z.object({ reportingUuid: uuid(), uuid: uuid(), snapshot: PortfolioSnapshotKind }),
    output: LowDataReportSnapshotView,
  }),
  'financialInstitutionReporting.get': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'portfolioReporting', field: 'reportingUuid' },
    summary: "A reporting's settings, data-collection state, files and notes for the staff page.",
    input: byReporting,
    output: ReportingView,
  }),
  'clientPortfolioDecarbonization.get': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "The portfolio decarbonization dashboard of a reporting (spec 3 sections 2.2 and 7; the uuid is the reporting's): the inputs of the projection (the FINAL snapshot's computed lines with exit years, each investee's consolidated trajectory, the earlier delivered reportings of the asset, the sector pathways) and of the temperature scores, for the page to compute and filter. Before delivery 'Portofolio emission has to be delivered', without a target year 'Consolidated decarbonization target year is not set'.",
    input: byReporting,
    output: PortfolioDecarbonizationView,
  }),
  'portfolioDecarbonization.downloadExcel': query({
    access: 'client',
    tenancy: reportingTenancy,
    summary:
      "The decarbonization dashboard's workbook (.xlsx, in the reporting's language; spec 3 sections 2.2 and 7), all scopes: the trajectory year by year with the bars' series, the trajectory by type and by sector, the seven temperature aggregations per horizon year, and each investee's figures and scores. The dashboard's refusals: before delivery 'Portofolio emission has to be delivered', without a target year 'Consolidated decarbonization target year is not set'.",
    input: byReporting,
    output: FileLink,
    runtime: fileWork,
  }),
  'portfolioDecarbonization.getInvestees': query({
    access: 'staff',
    tenancy: staffReportingTenancy,
    summary:
      "A delivered reporting's investees as its FINAL snapshot holds them, each with its consolidated decarbonization data (the defaults, version 0, until set) and its asset's delivered plans, and the dashboard settings; before delivery 'Portofolio emission has to be delivered'.",
    input: byReporting,
    output: DecarbonizationInvesteesView,
  }),
  'portfolioDecarbonization.updateInvestee': mutation({
    access: 'analyst',
    tenancy: staffReportingTenancy,
    summary:
      "Sets one delivered investee's consolidated decarbonization data (type, turnover growth, client note, benchmarks per scope, the INTERNAL plan or the EXTERNAL target): target years after the reporting year, the plan a delivered plan of the investee's asset; a stale version answers CONFLICT.",
    input: z.object({ reportingUuid: uuid(), investeeUuid: uuid(), expectedVersion: expectedVersionOrNew, decarbonization: InvesteeDecarbonization }),
    output: InvesteeDecarbonizationView,
    invalidates: decarbonizationReads,
  }),
  'portfolioDecarbonization.updateSettings': mutation({
    access: 'analyst',
    tenancy: staffReportingTenancy,
    summary:
      "Sets a delivered reporting's consolidated decarbonization target year and temperature horizon years (each after the reporting year, at most 2100; up to five distinct horizons), under the reporting's version.",
    input: z.object({ reportingUuid: uuid(), expectedVersion, settings: DecarbonizationSettings }),
    output: DecarbonizationSettingsView,
    invalidates: [...decarbonizationReads, ...reportingReads],
  }),
  'financialInstitutionReporting.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'portfolioReporting', field: 'reportingUuid' },
    summary:
      'A staff change of a reporting: settings, opening or closing the data collection, confirming or reopening the validation, completing and delivering the results (FINAL snapshot), files, a fund’s article, an investee’s PCAF score and the PMDR status.',
    input: z.object({ reportingUuid: uuid(), expectedVersion, change: ReportingChange }),
    output: ReportingView,
    // A delivery gives the decarbonization dashboard its data.
    invalidates: [...reportingReads, 'asset.get', ...decarbonizationReads],
  }),
  'projectManagement.get': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'projectManagement', field: 'uuid' },
    summary:
      "An institution's project tracking (spec 3 sections 2.5 and 7; the uuid is its PROJECT_MANAGEMENT module's): the portfolio of the module's year, or the latest delivered one, with per fund its investees that have footprint or decarbonization projects, each project's tracking status derived from its status and steps, the at-risk flags, the projects' comments for the institution newest first, the per-kind summary, the deadlines and the module's analysts.",
    input: z.object({ uuid: uuid() }).strict(),
    output: ProjectManagementView,
  }),
  'projectManagement.update': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'projectManagement', field: 'reportingUuid' },
    summary:
      "One staff action on an institution's project tracking: set the data-collection or the projects deadline, flag an investee at risk or not (each under the tracking's version; a stale one answers CONFLICT), or add, edit or remove a comment on a tracked investee, written to its footprint project (else its decarbonization project) as a comment for the institution. An asset that is not a tracked investee answers BAD_REQUEST.",
    input: ProjectManagementUpdateInput,
    output: ProjectManagementView,
    invalidates: ['projectManagement.get', 'project.get', 'project.list'],
  }),
} as const;
