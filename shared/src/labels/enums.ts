import * as z from 'zod';
import { projectLifecycle, projectStatuses } from '../projects/types.ts';

export { projectLifecycle, projectStatuses };

/**
 * Enumerations of spec 1 sections 3 and 4 that are listed in full there but not yet declared in
 * schemas/enums.ts. They live here until a feature needs them in its schemas.
 */

export const ProjectType = z.enum([
  'CARBON_FOOTPRINT',
  'DECARBONIZATION',
  'FINANCIAL_INSTITUTION_REPORTING',
  'LIGHT_REVIEW',
  'AUDIT',
  'GENERIC',
]);
export type ProjectType = z.infer<typeof ProjectType>;

export const ProjectStatus = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const Scope = z.enum(['ONE', 'TWO', 'THREE']);
export type Scope = z.infer<typeof Scope>;

export const OperationalCategory = z.enum([
  'TRAVELS',
  'TRANSPORT_OF_GOODS',
  'BUILDING',
  'IT',
  'SERVICES',
  'CUSTOMERS',
  'WASTE',
  'RAW_MATERIALS',
  'PACKAGING',
  'INVESTMENTS',
  'EQUIPMENT',
  'DUE_DILIGENCE_FEES',
  'AGRICULTURE',
  'CONSUMABLES',
]);
export type OperationalCategory = z.infer<typeof OperationalCategory>;

/**
 * The 24 GHG Protocol categories of spec 1: scope 1 (5), scope 2 (2), scope 3 (17: the 15
 * categories of the Scope 3 Standard in their official order 3.1 to 3.15, then the standard's
 * "Other (upstream)" and "Other (downstream)" rows of its reporting table). Names and sources:
 * docs/categories.md.
 */
export const GhgCategory = z.enum([
  'STATIONARY_COMBUSTION',
  'MOBILE_COMBUSTION',
  'PROCESS_EMISSIONS',
  'FUGITIVE_EMISSIONS',
  'LAND_USE_AND_BIOMASS',
  'PURCHASED_ELECTRICITY',
  'PURCHASED_INDIRECT_ENERGY',
  'PURCHASED_GOODS_AND_SERVICES',
  'CAPITAL_GOODS',
  'FUEL_AND_ENERGY_RELATED_ACTIVITIES',
  'UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION',
  'WASTE_GENERATED_IN_OPERATIONS',
  'BUSINESS_TRAVEL',
  'EMPLOYEE_COMMUTING',
  'UPSTREAM_LEASED_ASSETS',
  'DOWNSTREAM_TRANSPORTATION_AND_DISTRIBUTION',
  'PROCESSING_OF_SOLD_PRODUCTS',
  'USE_OF_SOLD_PRODUCTS',
  'END_OF_LIFE_TREATMENT_OF_SOLD_PRODUCTS',
  'DOWNSTREAM_LEASED_ASSETS',
  'FRANCHISES',
  'INVESTMENTS',
  'OTHER_UPSTREAM',
  'OTHER_DOWNSTREAM',
]);
export type GhgCategory = z.infer<typeof GhgCategory>;

/**
 * The 22 categories of the French regulatory method (BEGES, method v5), named by their number:
 * six groups (1 direct, 2 energy, 3 transport, 4 purchased products, 5 sold products, 6 other).
 */
export const BegesCategory = z.enum([
  'BEGES_1_1',
  'BEGES_1_2',
  'BEGES_1_3',
  'BEGES_1_4',
  'BEGES_1_5',
  'BEGES_2_1',
  'BEGES_2_2',
  'BEGES_3_1',
  'BEGES_3_2',
  'BEGES_3_3',
  'BEGES_3_4',
  'BEGES_3_5',
  'BEGES_4_1',
  'BEGES_4_2',
  'BEGES_4_3',
  'BEGES_4_4',
  'BEGES_4_5',
  'BEGES_5_1',
  'BEGES_5_2',
  'BEGES_5_3',
  'BEGES_5_4',
  'BEGES_6_1',
]);
export type BegesCategory = z.infer<typeof BegesCategory>;

export const BegesGroup = z.enum(['BEGES_1', 'BEGES_2', 'BEGES_3', 'BEGES_4', 'BEGES_5', 'BEGES_6']);
export type BegesGroup = z.infer<typeof BegesGroup>;

export const ElectricityReporting = z.enum(['LOCATION', 'LOCATION_AND_MARKET', 'MARKET']);
export type ElectricityReporting = z.infer<typeof ElectricityReporting>;

export const Gas = z.enum(['CO2E', 'CH4', 'N2O']);
export type Gas = z.infer<typeof Gas>;

/**
 * Where a CH4 factor's methane comes from. The GHG Protocol's GWP table (v2.0, 2024) gives fossil
 * methane a higher GWP than non-fossil (biogenic) methane in AR5 and AR6, since fossil methane
 * oxidises into CO2 the atmosphere did not hold; an unspecified origin (null) uses the generic value.
 */
export const MethaneOrigin = z.enum(['FOSSIL', 'NON_FOSSIL']);
export type MethaneOrigin = z.infer<typeof MethaneOrigin>;

export const ReportFormat = z.enum(['SLIDES', 'DASHBOARD', 'A4']);
export type ReportFormat = z.infer<typeof ReportFormat>;

export const TargetScope = z.enum(['SCOPE_1', 'SCOPE_1_AND_2', 'SCOPE_2', 'SCOPE_3']);
export type TargetScope = z.infer<typeof TargetScope>;

export const TemperatureTarget = z.enum(['ONE_POINT_FIVE', 'WELL_BELOW_TWO']);
export type TemperatureTarget = z.infer<typeof TemperatureTarget>;

export const TargetKind = z.enum(['ABSOLUTE', 'ECONOMIC_INTENSITY', 'PHYSICAL_INTENSITY']);
export type TargetKind = z.infer<typeof TargetKind>;

export const Level = z.enum(['LOW', 'MEDIUM', 'HIGH']);
export type Level = z.infer<typeof Level>;

export const ActionStatus = z.enum(['SUGGESTED', 'SUBMITTED', 'DISMISSED', 'SELECTED']);
export type ActionStatus = z.infer<typeof ActionStatus>;

export const EmissionSourceType = z.enum(['INTERNAL', 'EXTERNAL', 'ESTIMATE']);
export type EmissionSourceType = z.infer<typeof EmissionSourceType>;

export const CrmStage = z.enum([
  'UNCONFIRMED',
  'DISCOVERY',
  'OPPORTUNITY',
  'PROPOSAL_SENT',
  'CONTRACT_OR_QUOTE_SENT',
  'CLOSED_WON',
  'CLOSED_LOST',
]);
export type CrmStage = z.infer<typeof CrmStage>;

export const EstimateMethod = z.enum([
  'EXTERNAL_REPORT',
  'MANUAL_ESTIMATE',
  'SECTORAL_ESTIMATE',
  'REVENUE_EXTRAPOLATION',
  'EMPLOYEE_EXTRAPOLATION',
]);
export type EstimateMethod = z.infer<typeof EstimateMethod>;

export const DataStatus = z.enum(['ENABLED', 'DATA_COLLECTION', 'DASHBOARD_AVAILABLE']);
export type DataStatus = z.infer<typeof DataStatus>;
