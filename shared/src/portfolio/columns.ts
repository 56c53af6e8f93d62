import type { Scope } from '../labels/enums.ts';
import type { AssetType } from '../schemas/enums.ts';
import { PortfolioReportType, type Investee } from './model.ts';

/*
 * The questionnaire's activity-data tab and the reporting-type selector (spec 3 section 4,
 * "Investee reporting type" and "Columns shown depend on type"): which columns show, which cells
 * a row has, what a type change would lose and which types a client is offered. The web draws
 * from these and the server clears what `fieldsClearedByTypeChange` names, so both agree.
 */

/** The activity-data columns that depend on the type, in the tab's order (asset type and sector always show). */
export const activityColumns = ['location', 'emissionFactor', 'nace', 'baseYear', 'fte', 'file', 'scope1', 'scope2', 'scope3'] as const;
export type ActivityColumn = (typeof activityColumns)[number];

export interface ColumnContext {
  /** The investee's asset type: its validated asset's, else the one typed for it. */
  readonly assetTypeOf: (investee: Investee) => AssetType | null;
  /** Whether the investee's asset already has an external report on the platform (its file column then shows only with files). */
  readonly hasExternalReport?: (investee: Investee) => boolean;
  /** Whether a base-year deliverable or external report gives an extrapolation's base-year scopes. */
  readonly hasBaseYearReport?: (investee: Investee) => boolean;
}

const reportTypes: readonly PortfolioReportType[] = ['AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT'];
const extrapolations: readonly PortfolioReportType[] = ['REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION'];
const typedScopes: readonly PortfolioReportType[] = ['SECTORAL_ESTIMATE', ...reportTypes, 'MANUAL_ESTIMATE'];

const isType = (investee: Investee, types: readonly PortfolioReportType[]): boolean => investee.reportType !== null && types.includes(investee.reportType);

/**
 * The cells of one row, in column order. `emissionFactor` shows the sector's intensity the
 * estimate uses (read, not typed); every other cell is typed (the fields: `columnFields`).
 */
export function cellsOf(investee: Investee, context: ColumnContext): ActivityColumn[] {
  const type = investee.reportType;
  const sectoral = type === 'SECTORAL_ESTIMATE';
  const extrapolationWithScopes = isType(investee, extrapolations) && !(context.hasBaseYearReport?.(investee) ?? false);
  const shows: Record<ActivityColumn, boolean> = {
    location: sectoral,
    emissionFactor: sectoral,
    // A company's NACE: to create a non-validated asset, or the sector a sectoral estimate had typed.
    nace: context.assetTypeOf(investee) === 'COMPANY' && (investee.assetUuid === null || (sectoral && investee.naceCode !== null)),
    baseYear: isType(investee, extrapolations),
    fte: type === 'EMPLOYEE_EXTRAPOLATION',
    // An audit and a light review always need their file; an external report only when the platform has none, or once given.
    file: type === 'AUDIT' || type === 'LIGHT_REVIEW' || (type === 'EXTERNAL_REPORT' && (!(context.hasExternalReport?.(investee) ?? false) || investee.files.length > 0)),
    scope1: isType(investee, typedScopes) || extrapolationWithScopes,
    scope2: isType(investee, typedScopes) || extrapolationWithScopes,
    // A sectoral estimate computes scope 3 as the rest of its estimate.
    scope3: (isType(investee, typedScopes) && !sectoral) || extrapolationWithScopes,
  };
  return activityColumns.filter((column) => shows[column]);
}

/**
 * The SFDR adverse-impact columns of the tab, after the scopes, with the field each types in:
 * every row has them, whatever its type, when the institution has a PAI module for the
 * reporting's year (spec 3 section 3, PAI variant). Energy is typed in MWh and stored in kWh.
 */
export const paiColumnFields = {
  energyConsumption: 'energyConsumptionKWh',
  renewableEnergyConsumption: 'renewableEnergyConsumptionKWh',
  energyProduction: 'energyProductionKWh',
  renewableEnergyProduction: 'renewableEnergyProductionKWh',
  fossilFuel: 'isActiveInFossilFuelSector',
} as const;
export type PaiColumn = keyof typeof paiColumnFields;
export const paiColumns = Object.keys(paiColumnFields) as PaiColumn[];

/** The columns the tab shows: each one some investee's row has, in column order. */
export function visibleColumns(investees: readonly Investee[], context: ColumnContext): ActivityColumn[] {
  const shown = new Set(investees.flatMap((investee) => cellsOf(investee, context)));
  return activityColumns.filter((column) => shown.has(column));
}

const currentScopeFields = { ONE: 'totalScope1Kg', TWO: 'totalScope2Kg', THREE: 'totalScope3Kg' } as const;
const baseYearScopeFields = { ONE: 'baseYearTotalScope1Kg', TWO: 'baseYearTotalScope2Kg', THREE: 'baseYearTotalScope3Kg' } as const;

/** Where a scope cell stores its value: base-year totals for the extrapolations, current-year totals otherwise (spec 3 section 4). */
export function scopeFieldOf(reportType: PortfolioReportType | null, scope: Scope): (typeof currentScopeFields)[Scope] | (typeof baseYearScopeFields)[Scope] {
  return reportType !== null && extrapolations.includes(reportType) ? baseYearScopeFields[scope] : currentScopeFields[scope];
}

/** The investee fields a type keeps its data in. */
export type TypeField =
  | 'files'
  | 'mainLocation'
  | 'naceCode'
  | 'baseYear'
  | 'baseYearTurnover'
  | 'employeeNumber'
  | 'baseYearEmployeeNumber'
  | (typeof currentScopeFields)[Scope]
  | (typeof baseYearScopeFields)[Scope];

/** The fields each cell types in, by the row's type. */
export function columnFields(reportType: PortfolioReportType | null, column: ActivityColumn): TypeField[] {
  switch (column) {
    case 'location':
      return ['mainLocation'];
    case 'emissionFactor':
      return [];
    case 'nace':
      return ['naceCode'];
    case 'baseYear':
      return ['baseYear'];
    case 'fte':
      return ['baseYearEmployeeNumber', 'employeeNumber'];
    case 'file':
      return ['files'];
    case 'scope1':
      return [scopeFieldOf(reportType, 'ONE')];
    case 'scope2':
      return [scopeFieldOf(reportType, 'TWO')];
    case 'scope3':
      return [scopeFieldOf(reportType, 'THREE')];
  }
}

const currentScopes = Object.values(currentScopeFields);
const baseYearScopes = Object.values(baseYearScopeFields);

/**
 * The data each type owns (spec 3 section 4, "Investee reporting type": a file or a scope total
 * for the report types, NACE or location for sectoral, base-year figures for the extrapolations,
 * employee numbers for the employee extrapolation). Revenue extrapolation's base-year turnover is
 * typed in the financial tab but is its base-year figure too.
 */
export const fieldsOfType: Readonly<Record<PortfolioReportType, readonly TypeField[]>> = {
  CAIRN: [],
  AUDIT: ['files', ...currentScopes],
  LIGHT_REVIEW: ['files', ...currentScopes],
  EXTERNAL_REPORT: ['files', ...currentScopes],
  MANUAL_ESTIMATE: currentScopes,
  SECTORAL_ESTIMATE: ['naceCode', 'mainLocation', 'totalScope1Kg', 'totalScope2Kg'],
  REVENUE_EXTRAPOLATION: ['baseYear', 'baseYearTurnover', ...baseYearScopes],
  EMPLOYEE_EXTRAPOLATION: ['baseYear', 'baseYearEmployeeNumber', 'employeeNumber', ...baseYearScopes],
};

/**
 * What changing the investee's type to `newType` (null: removing it) clears: the old type's
 * fields the new type does not use. A non-validated asset keeps its NACE code, which its asset's
 * creation needs whatever the type.
 */
export function fieldsClearedByTypeChange(investee: Investee, newType: PortfolioReportType | null): TypeField[] {
  if (investee.reportType === null || investee.reportType === newType) return [];
  const kept = new Set<TypeField>(newType === null ? [] : fieldsOfType[newType]);
  if (investee.assetUuid === null) kept.add('naceCode');
  return fieldsOfType[investee.reportType].filter((field) => !kept.has(field));
}

const holdsData = (investee: Investee, field: TypeField): boolean => (field === 'files' ? investee.files.length > 0 : investee[field] !== null);

/**
 * The fields holding data that a change to `newType` would clear: the confirmation's data-loss
 * warning lists them; an empty list means the type switches at once.
 */
export function typeChangeLoss(investee: Investee, newType: PortfolioReportType | null): TypeField[] {
  return fieldsClearedByTypeChange(investee, newType).filter((field) => holdsData(investee, field));
}

export interface ReportTypeOffer {
  /** The one type shown as fixed text, when the reporting allows only it; null for a selector. */
  readonly fixed: PortfolioReportType | null;
  /** The selector's options in the types' order; the current type stays listed, unselectable, when no longer offered. */
  readonly options: readonly { readonly type: PortfolioReportType; readonly selectable: boolean }[];
}

/**
 * The types a client may pick for an investee (spec 3 sections 2.1 and 4): the reporting's
 * allowed types, MANUAL_ESTIMATE never selectable (listed only when it is the current type), one
 * allowed type shown as fixed text.
 */
export function offeredReportTypes(allowed: readonly PortfolioReportType[], current: PortfolioReportType | null): ReportTypeOffer {
  const allowedSet = new Set(allowed);
  if (allowedSet.size === 1) {
    const only = [...allowedSet][0] ?? null;
    if (current === null || current === only) return { fixed: only, options: [] };
  }
  const options = PortfolioReportType.options
    .filter((type) => (allowedSet.has(type) && type !== 'MANUAL_ESTIMATE') || type === current)
    .map((type) => ({ type, selectable: allowedSet.has(type) && type !== 'MANUAL_ESTIMATE' }));
  return { fixed: null, options };
}
