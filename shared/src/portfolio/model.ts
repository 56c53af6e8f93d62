import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { AssetSector, AssetType, Language } from '../schemas/enums.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { PmdrReportingStatus } from './pmdr.ts';

/*
 * A financial institution's portfolio-emissions reporting (spec 3 section 3 "Financial
 * institution reporting", "Fund", "Investment", "Investee"): the shapes storage keeps, staff and
 * clients edit and the engine (`shared/src/calc/portfolio/`) reads.
 *
 * Decisions the spec leaves open (docs/architecture.md, "Portfolio emissions"):
 * - A reporting's uuid is its PORTFOLIO_EMISSIONS module's, as a plan's is its module's.
 * - Emissions are stored in kgCO2e (`…Kg`) and shown in tonnes; money is in euros.
 * - The provider's own footprint is the report type CAIRN: the investee's asset has a Cairn
 *   carbon footprint whose delivered report for the reporting's year gives its scopes.
 * - An investee's files are stored files of the institution's asset (registered uploads), named
 *   here by uuid.
 */

export const portfolioLimits = {
  funds: 100,
  /** Investees in one reporting; also bounds investment lines per fund. */
  investees: 5_000,
  files: 20,
  reportingFiles: 50,
  /** Any amount in euros or emission in kgCO2e. */
  magnitude: 1e15,
  employees: 10_000_000,
  firstYear: 1990,
  lastYear: 2100,
  naceCode: 12,
  location: 2,
} as const;

/** The eight reporting types offered per investee (spec 3 "Combined reporting types"). */
export const PortfolioReportType = z.enum([
  'CAIRN',
  'AUDIT',
  'LIGHT_REVIEW',
  'EXTERNAL_REPORT',
  'MANUAL_ESTIMATE',
  'SECTORAL_ESTIMATE',
  'REVENUE_EXTRAPOLATION',
  'EMPLOYEE_EXTRAPOLATION',
]);
export type PortfolioReportType = z.infer<typeof PortfolioReportType>;

/** What the results call an asset's footprint (spec 3 "Carbon footprint type values"). */
export const CarbonFootprintType = z.enum(['CAIRN', 'AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'ESTIMATE']);
export type CarbonFootprintType = z.infer<typeof CarbonFootprintType>;

/** How an estimate was made (spec 3 "Low-data (estimate) types"). */
export const LowDataType = z.enum(['EXTERNAL_REPORT', 'MANUAL_ESTIMATE', 'SECTORAL_ESTIMATE', 'REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION']);
export type LowDataType = z.infer<typeof LowDataType>;

/** SFDR article of a fund (Regulation (EU) 2019/2088, articles 6, 8 and 9). */
export const FundArticle = z.enum(['ARTICLE_6', 'ARTICLE_8', 'ARTICLE_9']);
export type FundArticle = z.infer<typeof FundArticle>;

export const LabelPosition = z.enum(['RIGHT', 'BOTTOM', 'LEFT', 'TOP']);
export type LabelPosition = z.infer<typeof LabelPosition>;

export const ReportingFileType = z.enum(['PORTFOLIO_EMISSIONS_PROVIDED', 'PORTFOLIO_EMISSIONS_CUSTOM_DELIVERABLE']);
export type ReportingFileType = z.infer<typeof ReportingFileType>;

export const PortfolioSnapshotKind = z.enum(['PREVIEW', 'FINAL']);
export type PortfolioSnapshotKind = z.infer<typeof PortfolioSnapshotKind>;

/** A non-negative amount in euros, or null while unknown. */
export const euros = () => z.number({ error: () => validationMessages.invalid }).min(0, validationMessages.invalid).max(portfolioLimits.magnitude, validationMessages.invalid);
/** A non-negative emission in kgCO2e. */
export const kilograms = euros;
/** A non-negative energy amount in kWh (SFDR adverse-impact indicators 5 and 6), bounded like the other amounts. */
export const kilowattHours = euros;
export const headcount = () => z.number({ error: () => validationMessages.invalid }).min(0, validationMessages.invalid).max(portfolioLimits.employees, validationMessages.invalid);
export const reportingYear = () =>
  z.number({ error: () => validationMessages.invalidYear }).int(validationMessages.invalidYear).min(portfolioLimits.firstYear, validationMessages.invalidYear).max(portfolioLimits.lastYear, validationMessages.invalidYear);
/** An ISO 3166-1 alpha-2 country code. */
export const countryCode = () => z.string().max(portfolioLimits.location, validationMessages.invalid).regex(/^[A-Z]{2}$/, validationMessages.invalid);
/** A NACE Rev. 2 code as typed ('64.20'); whether it exists is checked against the list. */
export const naceCodeText = () => z.string().trim().max(portfolioLimits.naceCode, validationMessages.tooLong);

export const StoredFileRef = z.object({ uuid: uuid(), name: z.string().max(textBounds.name) });
export type StoredFileRef = z.infer<typeof StoredFileRef>;

/** An asset not (yet) validated by staff: what the client typed about it. */
export const NonValidatedAsset = z.object({ name: requiredText(), type: AssetType.nullable(), naceCodes: z.array(z.string().max(portfolioLimits.naceCode)).max(10) });
export type NonValidatedAsset = z.infer<typeof NonValidatedAsset>;

export const Fund = z.object({
  uuid: uuid(),
  name: requiredText(),
  article: FundArticle.nullable(),
  materialityMapLabelPosition: LabelPosition,
  /** Order of creation, for a stable display. */
  position: z.number().int().min(0),
});
export type Fund = z.infer<typeof Fund>;

export const Investment = z.object({
  uuid: uuid(),
  fundUuid: uuid(),
  investeeUuid: uuid(),
  /** In euros; null while the client has not said. */
  outstandingAmount: euros().nullable(),
  includeInPortfolioEmissions: z.boolean(),
  exitYear: reportingYear().nullable(),
});
export type Investment = z.infer<typeof Investment>;

/**
 * One investee of the reporting with the data collected about it. Scope totals are current-year
 * totals, except for the extrapolation types where the client gives base-year totals
 * (`baseYearTotalScope…Kg`) and the engine derives the current year.
 */
export const Investee = z.object({
  uuid: uuid(),
  /** A validated asset of the platform, or null with `nonValidatedAsset` set. */
  assetUuid: uuid().nullable(),
  nonValidatedAsset: NonValidatedAsset.nullable(),
  /** The asset's name as shown (the validated asset's, or the typed one). */
  name: requiredText(),
  valuation: euros().nullable(),
  turnover: euros().nullable(),
  sector: AssetSector.nullable(),
  naceCode: naceCodeText().nullable(),
  assetType: AssetType.nullable(),
  mainLocation: countryCode().nullable(),
  reportType: PortfolioReportType.nullable(),
  totalScope1Kg: kilograms().nullable(),
  totalScope2Kg: kilograms().nullable(),
  totalScope3Kg: kilograms().nullable(),
  baseYear: reportingYear().nullable(),
  baseYearTurnover: euros().nullable(),
  employeeNumber: headcount().nullable(),
  baseYearEmployeeNumber: headcount().nullable(),
  baseYearTotalScope1Kg: kilograms().nullable(),
  baseYearTotalScope2Kg: kilograms().nullable(),
  baseYearTotalScope3Kg: kilograms().nullable(),
  /*
   * The SFDR principal-adverse-impact figures (spec 3 section 3, PAI variant): energy in kWh and
   * whether the investee is active in the fossil fuel sector, null while not said. Investees
   * stored, frozen in a FINAL snapshot or journaled by an import before these existed have none
   * of the keys: they read as not said.
   */
  energyConsumptionKWh: kilowattHours().nullable().default(null),
  /** The part of `energyConsumptionKWh` from renewable sources, at most it. */
  renewableEnergyConsumptionKWh: kilowattHours().nullable().default(null),
  energyProductionKWh: kilowattHours().nullable().default(null),
  /** The part of `energyProductionKWh` from renewable sources, at most it. */
  renewableEnergyProductionKWh: kilowattHours().nullable().default(null),
  isActiveInFossilFuelSector: z.boolean().nullable().default(null),
  files: z.array(StoredFileRef).max(portfolioLimits.files),
  /** Staff's override of the PCAF score the type implies. */
  pcafScore: z.number().int().min(1, validationMessages.invalid).max(5, validationMessages.invalid).nullable(),
});
export type Investee = z.infer<typeof Investee>;

/** The reporting's own settings and data-collection state. */
export const Reporting = z.object({
  uuid: uuid(),
  assetUuid: uuid(),
  year: reportingYear(),
  language: Language,
  /** A reporting made for PMDR alone, whose funds the client manages. */
  standalone: z.boolean(),
  allowedAssetTypes: z.array(AssetType).min(1).max(3),
  /** The reporting types a client may choose per investee; one alone shows as fixed text. */
  allowedReportTypes: z.array(PortfolioReportType).min(1).max(8),
  /** The most investment lines across funds; null for no limit. */
  maxLinesNumber: z.number().int().min(1).max(portfolioLimits.investees).nullable(),
  dataCollectionOpened: z.boolean(),
  clientComment: optionalText(textBounds.text),
  validationDate: z.string().nullable(),
  validationAuthor: z.string().max(textBounds.name).nullable(),
  /** The consultant's confirmation of the client's validation. */
  validationConfirmedAt: z.string().nullable(),
  validationConfirmedBy: uuid().nullable(),
  /** Replaces the default explanation above the questionnaire. */
  explanationLabel: optionalText(textBounds.text),
  showMaterialityMap: z.boolean(),
  googleSheetUrl: z.url().max(textBounds.url).nullable(),
  files: z.array(StoredFileRef.extend({ type: ReportingFileType })).max(portfolioLimits.reportingFiles),
  notes: optionalText(textBounds.text),
  deliveredAt: z.string().nullable(),
  /** The PMDR state (`./pmdr.ts`); reportings stored before PMDR read as not available. */
  pmdrStatus: PmdrReportingStatus.nullable().default(null),
});
export type Reporting = z.infer<typeof Reporting>;

/** An investee's data before anyone typed any: every figure unknown, no type, no file. */
export const emptyInvesteeData = {
  valuation: null,
  turnover: null,
  sector: null,
  naceCode: null,
  assetType: null,
  mainLocation: null,
  reportType: null,
  totalScope1Kg: null,
  totalScope2Kg: null,
  totalScope3Kg: null,
  baseYear: null,
  baseYearTurnover: null,
  employeeNumber: null,
  baseYearEmployeeNumber: null,
  baseYearTotalScope1Kg: null,
  baseYearTotalScope2Kg: null,
  baseYearTotalScope3Kg: null,
  energyConsumptionKWh: null,
  renewableEnergyConsumptionKWh: null,
  energyProductionKWh: null,
  renewableEnergyProductionKWh: null,
  isActiveInFossilFuelSector: null,
  files: [],
  pcafScore: null,
} as const satisfies Omit<Investee, 'uuid' | 'assetUuid' | 'nonValidatedAsset' | 'name'>;

/** A reporting's state before staff change anything: collection closed, nothing validated, no file, no limit. */
export const initialReportingState = {
  standalone: false,
  maxLinesNumber: null,
  dataCollectionOpened: false,
  clientComment: null,
  validationDate: null,
  validationAuthor: null,
  validationConfirmedAt: null,
  validationConfirmedBy: null,
  explanationLabel: null,
  showMaterialityMap: false,
  googleSheetUrl: null,
  files: [],
  notes: null,
  deliveredAt: null,
  pmdrStatus: null,
} as const satisfies Partial<Reporting>;
