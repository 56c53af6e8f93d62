import type { PortfolioReportType } from '../labels/enums.ts';
import type { Investee } from './model.ts';

/*
 * Which questionnaire cells an investee's reporting type asks for (spec 3 section 4, "Columns
 * shown depend on type" and "Investee reporting type"). The client's page, the spreadsheet and
 * the validation read the same rules, so a cell the page hides is never one the type requires.
 */

/** A typed cell of the questionnaire that not every reporting type asks for. */
export type TypedCell = 'baseYearTurnover' | 'mainLocation' | 'naceCode' | 'baseYear' | 'employeeNumbers' | 'scope1' | 'scope2' | 'scope3' | 'file';
export const typedCells: readonly TypedCell[] = ['baseYearTurnover', 'mainLocation', 'naceCode', 'baseYear', 'employeeNumbers', 'scope1', 'scope2', 'scope3', 'file'];

/** What the rules read of an investee. */
export type ColumnInvestee = Pick<Investee, 'reportType' | 'assetType' | 'assetUuid' | 'naceCode' | 'files'> & {
  /** Whether the investee's asset has a delivered Cairn report for the year (an existing report). */
  hasInternalReport: boolean;
};

const extrapolations: ReadonlySet<PortfolioReportType | null> = new Set(['REVENUE_EXTRAPOLATION', 'EMPLOYEE_EXTRAPOLATION']);
const reported: ReadonlySet<PortfolioReportType | null> = new Set(['EXTERNAL_REPORT', 'LIGHT_REVIEW', 'AUDIT']);

/**
 * The typed cells of one investee's row. Location only for a sectoral estimate; NACE for a
 * company that is a non-validated asset or a sectoral estimate, never for another asset type;
 * base year for the extrapolations, FTE for the employee one; a file for a light review or an
 * audit, and for an external report without an existing report or with files; scopes 1 and 2
 * for every type but none and CAIRN (for an extrapolation, only without a base-year report);
 * scope 3 likewise except for a sectoral estimate.
 */
export function cellsOf(investee: ColumnInvestee): ReadonlySet<TypedCell> {
  const type = investee.reportType;
  const cells = new Set<TypedCell>();
  const isCompany = investee.assetType === null || investee.assetType === 'COMPANY';
  if (type === 'SECTORAL_ESTIMATE') cells.add('mainLocation');
  if (isCompany && (investee.assetUuid === null || type === 'SECTORAL_ESTIMATE')) cells.add('naceCode');
  if (type === 'REVENUE_EXTRAPOLATION') cells.add('baseYearTurnover');
  if (extrapolations.has(type)) cells.add('baseYear');
  if (type === 'EMPLOYEE_EXTRAPOLATION') cells.add('employeeNumbers');
  if (type === 'LIGHT_REVIEW' || type === 'AUDIT' || (type === 'EXTERNAL_REPORT' && (!investee.hasInternalReport || investee.files.length > 0))) cells.add('file');
  const hasScopes = type !== null && type !== 'CAIRN' && !(extrapolations.has(type) && investee.hasInternalReport);
  if (hasScopes) {
    cells.add('scope1');
    cells.add('scope2');
    if (type !== 'SECTORAL_ESTIMATE') cells.add('scope3');
  }
  return cells;
}

/** The columns a table of these investees shows: a cell's column as soon as one row asks for it. */
export function visibleColumns(investees: readonly ColumnInvestee[]): ReadonlySet<TypedCell> {
  const columns = new Set<TypedCell>();
  for (const investee of investees) {
    for (const cell of cellsOf(investee)) columns.add(cell);
    if (columns.size === typedCells.length) break;
  }
  return columns;
}

/** Whether a scope cell stores the base-year total (the extrapolations) or the current one. */
export function storesBaseYearScopes(type: PortfolioReportType | null): boolean {
  return extrapolations.has(type);
}

/** An investee's data a type change may drop. */
export type LosableData = 'file' | 'scopes' | 'naceCode' | 'mainLocation' | 'baseYearFigures' | 'employeeNumbers';

/** What the investee holds of the data each type keeps. */
export type LossInvestee = ColumnInvestee &
  Pick<
    Investee,
    | 'mainLocation'
    | 'totalScope1Kg'
    | 'totalScope2Kg'
    | 'totalScope3Kg'
    | 'baseYear'
    | 'baseYearTurnover'
    | 'employeeNumber'
    | 'baseYearEmployeeNumber'
    | 'baseYearTotalScope1Kg'
    | 'baseYearTotalScope2Kg'
    | 'baseYearTotalScope3Kg'
  >;

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The data entered for each type, when it is there (spec 3 section 4 "Investee reporting type"). */
function entered(investee: LossInvestee, type: PortfolioReportType | null): Set<LosableData> {
  const data = new Set<LosableData>();
  if (reported.has(type) && investee.files.length > 0) data.add('file');
  if (reported.has(type) || type === 'MANUAL_ESTIMATE' || type === 'SECTORAL_ESTIMATE') {
    if ([investee.totalScope1Kg, investee.totalScope2Kg, type === 'SECTORAL_ESTIMATE' ? null : investee.totalScope3Kg].some(isSet)) data.add('scopes');
  }
  if (type === 'SECTORAL_ESTIMATE') {
    // A non-validated company keeps its NACE code whatever its type: it describes the asset.
    if (isSet(investee.naceCode) && investee.assetUuid !== null) data.add('naceCode');
    if (isSet(investee.mainLocation)) data.add('mainLocation');
  }
  if (extrapolations.has(type)) {
    const baseYear = [investee.baseYear, investee.baseYearTotalScope1Kg, investee.baseYearTotalScope2Kg, investee.baseYearTotalScope3Kg];
    if (type === 'REVENUE_EXTRAPOLATION') baseYear.push(investee.baseYearTurnover);
    if (baseYear.some(isSet)) data.add('baseYearFigures');
  }
  if (type === 'EMPLOYEE_EXTRAPOLATION' && [investee.employeeNumber, investee.baseYearEmployeeNumber].some(isSet)) data.add('employeeNumbers');
  return data;
}

/** The data kept by a type, whether entered or not. */
function kept(type: PortfolioReportType | null): Set<LosableData> {
  const data = new Set<LosableData>();
  if (reported.has(type)) data.add('file');
  // Report types and the estimates store current-year scopes; the extrapolations base-year ones.
  if (reported.has(type) || type === 'MANUAL_ESTIMATE' || type === 'SECTORAL_ESTIMATE') data.add('scopes');
  if (type === 'SECTORAL_ESTIMATE') {
    data.add('naceCode');
    data.add('mainLocation');
  }
  if (extrapolations.has(type)) data.add('baseYearFigures');
  if (type === 'EMPLOYEE_EXTRAPOLATION') data.add('employeeNumbers');
  return data;
}

/**
 * The data already entered for the investee's type that the next type does not keep: a
 * non-empty answer asks the client to confirm the change; an empty one switches at once.
 */
export function typeChangeLoss(investee: LossInvestee, next: PortfolioReportType | null): LosableData[] {
  if (next === investee.reportType) return [];
  const keptByNext = kept(next);
  // A sectoral estimate and a report keep the same current scopes, but scope 3 is not one a sectoral estimate has.
  const lost = [...entered(investee, investee.reportType)].filter((data) => !keptByNext.has(data));
  if (next === 'SECTORAL_ESTIMATE' && !lost.includes('scopes') && isSet(investee.totalScope3Kg) && investee.reportType !== null && investee.reportType !== 'SECTORAL_ESTIMATE' && !extrapolations.has(investee.reportType) && investee.reportType !== 'CAIRN') {
    lost.push('scopes');
  }
  return lost;
}

/**
 * The types a client may pick for an investee: those the reporting allows, in its order. MANUAL_ESTIMATE is never picked: it is listed only for an investee that already has it.
 */
export function offeredReportTypes(allowed: readonly PortfolioReportType[], current: PortfolioReportType | null): PortfolioReportType[] {
  return allowed.filter((type) => type !== 'MANUAL_ESTIMATE' || current === 'MANUAL_ESTIMATE');
}
