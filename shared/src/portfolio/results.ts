import * as z from 'zod';
import { AssetSector } from '../schemas/enums.ts';
import { CarbonFootprintType, FundArticle, Investee, Investment, LabelPosition, LowDataType, PortfolioReportType, Reporting } from './model.ts';

/*
 * What the engine (`shared/src/calc/portfolio/`) reads and answers. The engine runs on the
 * server for `portfolioEmissions.get` and again in the browser when the client filters funds or
 * scopes, so both see the same figures.
 */

/** A Cairn footprint the CAIRN type reads: the investee asset's delivered report for the reporting's year. */
export const InternalFootprint = z.object({
  assetUuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  reportUuid: z.uuid(),
  totalScope1Kg: z.number().min(0),
  totalScope2Kg: z.number().min(0),
  totalScope3Kg: z.number().min(0),
  /** Share of the report's emissions from physical activity data, 0-100; null when unknown. */
  activityDataQualityPercentage: z.number().min(0).max(100).nullable(),
});
export type InternalFootprint = z.infer<typeof InternalFootprint>;

/**
 * A footprint of an earlier year of the investee's asset that gives an extrapolation its base
 * year and base-year scopes (spec 3 section 5: 'a base-year deliverable or external report'):
 * its latest delivered Cairn report, or external report stating all three scopes, before the
 * reporting's year.
 */
export const BaseYearReport = z.object({
  assetUuid: z.uuid(),
  kind: z.enum(['CAIRN', 'EXTERNAL']),
  year: z.number().int(),
  totalScope1Kg: z.number().min(0),
  totalScope2Kg: z.number().min(0),
  totalScope3Kg: z.number().min(0),
});
export type BaseYearReport = z.infer<typeof BaseYearReport>;

/** The sector intensities the sectoral estimate uses, tCO2e per M€ of turnover (spec 3 section 9). */
export const SectorIntensities = z.record(AssetSector, z.number().min(0).nullable());

/** Everything one computation reads: a reporting's data, live (PREVIEW) or frozen at delivery (FINAL). */
export const PortfolioInput = z.object({
  reporting: Reporting.pick({ uuid: true, year: true, assetUuid: true }),
  funds: z.array(z.object({ uuid: z.uuid(), name: z.string(), article: FundArticle.nullable(), materialityMapLabelPosition: LabelPosition, position: z.number() })),
  investments: z.array(Investment),
  investees: z.array(Investee),
  internalFootprints: z.array(InternalFootprint),
  /** By asset; none in a snapshot taken before they were read. */
  baseYearReports: z.array(BaseYearReport).default([]),
  /** tCO2e per M€ of turnover by sector, as the estimate used them. */
  sectorIntensityTPerM: z.record(z.string(), z.number()),
});
export type PortfolioInput = z.infer<typeof PortfolioInput>;

export const ReportLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('INTERNAL'), carbonFootprintUuid: z.uuid(), reportUuid: z.uuid() }),
  /** An investee's estimate or external figures, opened on the estimate page by the investee's uuid in the snapshot. */
  z.object({ kind: z.literal('ESTIMATE'), lowDataReportSnapshotUuid: z.uuid() }),
]);
export type ReportLink = z.infer<typeof ReportLink>;

/** How an investee's emissions were obtained, kept so the estimate page can explain them. */
export const EmissionsEstimate = z.object({
  method: LowDataType.or(z.enum(['CAIRN', 'AUDIT', 'LIGHT_REVIEW'])),
  /** The figures the method read, by name with their unit in the name (turnoverEur, baseYearTotalScope1Kg…). */
  inputs: z.record(z.string(), z.number().nullable()),
  /** Factors used, with their unit and source. */
  factors: z.array(z.object({ name: z.string(), value: z.number(), unit: z.string(), source: z.string() })),
  /** Message keys of the hypotheses the method made, with their parameters. */
  hypotheses: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
});
export type EmissionsEstimate = z.infer<typeof EmissionsEstimate>;

/** One investment line of a fund, computed. Amounts in euros, emissions in kgCO2e, intensities in tCO2e per M€. */
export const PortfolioAsset = z.object({
  investmentUuid: z.uuid(),
  investeeUuid: z.uuid(),
  assetUuid: z.uuid().nullable(),
  fundUuid: z.uuid(),
  name: z.string(),
  sector: AssetSector.nullable(),
  naceCode: z.string().nullable(),
  reportType: PortfolioReportType.nullable(),
  carbonFootprintType: CarbonFootprintType.nullable(),
  lowDataType: LowDataType.nullable(),
  /** 1-5; null without a footprint. */
  pcafScore: z.number().int().min(1).max(5).nullable(),
  activityDataQualityPercentage: z.number().nullable(),
  totalScope1Kg: z.number().nullable(),
  totalScope2Kg: z.number().nullable(),
  totalScope3Kg: z.number().nullable(),
  /** Sum of the selected scopes; null without emissions. */
  filteredScopeTotalKg: z.number().nullable(),
  outstandingAmountEur: z.number().nullable(),
  valuationEur: z.number().nullable(),
  turnoverEur: z.number().nullable(),
  /** Outstanding amount over valuation, clamped to 0-1 (0 when the valuation is 0 or unknown). */
  attributionFactor: z.number(),
  /** Before clamping, for the scatter's '≥100%'. */
  attributionFactorUncapped: z.number().nullable(),
  financedEmissionsKg: z.number().nullable(),
  /** Emissions per M€ of turnover; null without turnover or emissions. */
  revenueIntensityTPerM: z.number().nullable(),
  /** Financed emissions per M€ invested. */
  investmentCarbonIntensityTPerM: z.number().nullable(),
  /** Weight (outstanding over the fund's) times revenue intensity. */
  contributionToFundWaciTPerM: z.number(),
  reportLink: ReportLink.nullable(),
  estimate: EmissionsEstimate.nullable(),
  /** The investee's SFDR adverse-impact figures (spec 3 section 3, PAI variant), in kWh; null while not said. */
  energyConsumptionKWh: z.number().nullable(),
  renewableEnergyConsumptionKWh: z.number().nullable(),
  energyProductionKWh: z.number().nullable(),
  renewableEnergyProductionKWh: z.number().nullable(),
  isActiveInFossilFuelSector: z.boolean().nullable(),
  /** Whether the investee's NACE code is in a high-impact climate sector (indicator 6); null without a code. */
  hasHighClimateSectorImpact: z.boolean().nullable(),
  /** Reasons the asset counts for nothing: 'noEmissions', 'noIntensity', 'excluded' (include flag off). */
  exclusions: z.array(z.enum(['noEmissions', 'noIntensity', 'excluded'])),
});
export type PortfolioAsset = z.infer<typeof PortfolioAsset>;

/** Totals over some investment lines (a fund, the selected funds, the portfolio). */
export const PortfolioTotals = z.object({
  financedEmissionsKg: z.number(),
  /** Sum of outstanding amounts of the lines counted. */
  investedAmountEur: z.number(),
  /** Sum of the investees' valuations (each investee once). */
  valuationEur: z.number(),
  investmentCarbonIntensityTPerM: z.number().nullable(),
  waciTPerM: z.number(),
  /** Weighted by outstanding amount, unrounded; null when no line has a score. */
  pcafScore: z.number().nullable(),
  assetsWithoutEmissions: z.number().int(),
  assetsWithoutIntensity: z.number().int(),
});
export type PortfolioTotals = z.infer<typeof PortfolioTotals>;

export const PortfolioFundResult = z.object({
  uuid: z.uuid(),
  name: z.string(),
  article: FundArticle.nullable(),
  materialityMapLabelPosition: LabelPosition,
  assets: z.array(PortfolioAsset),
  totals: PortfolioTotals,
});
export type PortfolioFundResult = z.infer<typeof PortfolioFundResult>;

export const PortfolioResults = z.object({
  funds: z.array(PortfolioFundResult),
  totals: PortfolioTotals,
});
export type PortfolioResults = z.infer<typeof PortfolioResults>;
