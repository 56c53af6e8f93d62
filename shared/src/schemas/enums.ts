import * as z from 'zod';
import { roles } from './roles.ts';

export { analystLevelRoles, roles } from './roles.ts';
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const AssetType = z.enum(['COMPANY', 'FINANCED_PROJECT', 'REAL_ESTATE']);
export type AssetType = z.infer<typeof AssetType>;

export const ControlType = z.enum(['OPERATIONAL', 'FINANCIAL']);
export type ControlType = z.infer<typeof ControlType>;
export const ClimateCommitment = z.enum(['NONE', 'COMMITTED', 'TARGETS_SET']);

export const Sector = z.enum([
  'INTELLECTUAL_SERVICES',
  'GENERAL_SERVICES',
  'LOGISTICS',
  'MANUFACTURING_INDUSTRY',
  'EXTRACTIVE_INDUSTRIES',
  'AGRIFOOD_INDUSTRIES',
  'AERONAUTIC_INDUSTRY',
]);
export type Sector = z.infer<typeof Sector>;

/**
 * An asset's sector: the sectors above, which have emission benchmarks, and Real estate, which a
 * REAL_ESTATE asset always takes (spec 3 section 5) and which has no benchmark.
 */
export const AssetSector = z.enum([...Sector.options, 'REAL_ESTATE']);
export type AssetSector = z.infer<typeof AssetSector>;

export const Currency = z.enum(['DOLLAR', 'CANADIAN_DOLLAR', 'EURO', 'POUND', 'SWISS_FRANC']);
export type Currency = z.infer<typeof Currency>;

export const moduleTypes = [
  'CARBON_FOOTPRINT',
  'EXTERNAL_CARBON_FOOTPRINT',
  'DECARBONIZATION_PLAN',
  'DECARBONIZATION_TRAJECTORY',
  'PORTFOLIO_EMISSIONS',
  'PMDR',
  'PROJECT_MANAGEMENT',
  'PORTFOLIO_DECARBONIZATION',
  'PAI',
  'REPORT_COMPARISON',
] as const;
export const ModuleType = z.enum(moduleTypes);
export type ModuleType = z.infer<typeof ModuleType>;

/**
 * The statuses each module type moves through (spec 1 "Home" and section 4). DELIVERED is
 * terminal for every type and leaves the Ongoing list.
 */
export const moduleStatusesByType = {
  CARBON_FOOTPRINT: ['DATA_COLLECTION', 'DATA_CONSISTENCY_CHECK', 'FCF_CALCULATION', 'FCF_COMPLETED', 'DELIVERED'],
  EXTERNAL_CARBON_FOOTPRINT: ['DATA_COLLECTION', 'DELIVERED'],
  DECARBONIZATION_PLAN: ['PREPARE_WORKSHOP_2', 'PREPARE_WORKSHOP_3', 'FINALISATION', 'DELIVERED'],
  DECARBONIZATION_TRAJECTORY: ['ONGOING', 'DELIVERED'],
  PORTFOLIO_EMISSIONS: ['DATA_COLLECTION', 'FE_CALCULATION', 'FE_COMPLETED', 'DELIVERED'],
  PMDR: ['DATA_COLLECTION', 'DELIVERED'],
  PROJECT_MANAGEMENT: ['ONGOING'],
  PORTFOLIO_DECARBONIZATION: ['ONGOING', 'DELIVERED'],
  PAI: ['DATA_COLLECTION', 'DELIVERED'],
  REPORT_COMPARISON: ['ONGOING', 'DELIVERED'],
} as const satisfies Record<ModuleType, readonly string[]>;

export const moduleStatuses = [...new Set(Object.values(moduleStatusesByType).flat())] as [
  (typeof moduleStatusesByType)[ModuleType][number],
  ...(typeof moduleStatusesByType)[ModuleType][number][],
];
export const ModuleStatus = z.enum(moduleStatuses);
export type ModuleStatus = z.infer<typeof ModuleStatus>;

export const ContactKind = z.enum(['CLIMATE_CONSULTANT', 'ACCOUNT_MANAGER']);
export type ContactKind = z.infer<typeof ContactKind>;

export const Language = z.enum(['en', 'fr']);
export type Language = z.infer<typeof Language>;
