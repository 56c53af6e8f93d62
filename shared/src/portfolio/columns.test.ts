import { describe, expect, it } from 'vitest';
import type { PortfolioReportType } from '../labels/enums.ts';
import { cellsOf, offeredReportTypes, typeChangeLoss, visibleColumns, type LossInvestee, type TypedCell } from './columns.ts';

const assetUuid = '00000000-0000-4000-8000-000000000001';

/** A validated company with nothing entered. */
const blank: LossInvestee = {
  reportType: null,
  assetType: 'COMPANY',
  assetUuid,
  naceCode: null,
  files: [],
  hasInternalReport: false,
  mainLocation: null,
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
};
const withType = (reportType: PortfolioReportType | null, extra: Partial<LossInvestee> = {}): LossInvestee => ({ ...blank, reportType, ...extra });
const cells = (investee: LossInvestee) => [...cellsOf(investee)].sort();

describe('cellsOf (spec 3 section 4, "Columns shown depend on type")', () => {
  // Each row: the type, then the cells a validated company without an internal report shows.
  const table: [PortfolioReportType | null, TypedCell[]][] = [
    [null, []],
    ['CAIRN', []],
    ['AUDIT', ['file', 'scope1', 'scope2', 'scope3']],
    ['LIGHT_REVIEW', ['file', 'scope1', 'scope2', 'scope3']],
    ['EXTERNAL_REPORT', ['file', 'scope1', 'scope2', 'scope3']],
    ['MANUAL_ESTIMATE', ['scope1', 'scope2', 'scope3']],
    ['SECTORAL_ESTIMATE', ['mainLocation', 'naceCode', 'scope1', 'scope2']],
    ['REVENUE_EXTRAPOLATION', ['baseYear', 'baseYearTurnover', 'scope1', 'scope2', 'scope3']],
    ['EMPLOYEE_EXTRAPOLATION', ['baseYear', 'employeeNumbers', 'scope1', 'scope2', 'scope3']],
  ];
  it.each(table)('%s shows %j', (type, expected) => {
    expect(cells(withType(type))).toEqual([...expected].sort());
  });

  it('asks a non-validated company its NACE code whatever its type, and never another asset type', () => {
    expect(cells(withType(null, { assetUuid: null }))).toEqual(['naceCode']);
    expect(cells(withType('MANUAL_ESTIMATE', { assetUuid: null }))).toContain('naceCode');
    expect(cells(withType('SECTORAL_ESTIMATE', { assetType: 'REAL_ESTATE' }))).not.toContain('naceCode');
    expect(cells(withType(null, { assetUuid: null, assetType: 'FINANCED_PROJECT' }))).toEqual([]);
  });

  it('leaves out the file of an external report that has an existing report, unless files are there', () => {
    expect(cells(withType('EXTERNAL_REPORT', { hasInternalReport: true }))).not.toContain('file');
    expect(cells(withType('EXTERNAL_REPORT', { hasInternalReport: true, files: [{ uuid: assetUuid, name: 'report.pdf' }] }))).toContain('file');
    expect(cells(withType('AUDIT', { hasInternalReport: true }))).toContain('file');
  });

  it('leaves out the scopes of an extrapolation whose base-year report exists', () => {
    expect(cells(withType('REVENUE_EXTRAPOLATION', { hasInternalReport: true }))).toEqual(['baseYear', 'baseYearTurnover']);
  });
});

describe('visibleColumns', () => {
  it('shows a column as soon as one investee asks for it', () => {
    expect([...visibleColumns([withType('CAIRN'), withType('EMPLOYEE_EXTRAPOLATION'), withType('SECTORAL_ESTIMATE')])].sort()).toEqual(
      ['baseYear', 'employeeNumbers', 'mainLocation', 'naceCode', 'scope1', 'scope2', 'scope3'].sort(),
    );
    expect(visibleColumns([]).size).toBe(0);
  });
});

describe('typeChangeLoss (spec 3 section 4, "Investee reporting type")', () => {
  it('switches at once from no type, or when nothing was entered for the old one', () => {
    expect(typeChangeLoss(withType(null), 'AUDIT')).toEqual([]);
    expect(typeChangeLoss(withType('REVENUE_EXTRAPOLATION'), 'AUDIT')).toEqual([]);
  });

  it('warns of the files and scopes of a report type', () => {
    const audit = withType('AUDIT', { totalScope1Kg: 1000, files: [{ uuid: assetUuid, name: 'audit.pdf' }] });
    expect(typeChangeLoss(audit, 'REVENUE_EXTRAPOLATION').sort()).toEqual(['file', 'scopes']);
    // An external report keeps both.
    expect(typeChangeLoss(audit, 'EXTERNAL_REPORT')).toEqual([]);
    // A sectoral estimate keeps scopes 1 and 2 but not the files.
    expect(typeChangeLoss(audit, 'SECTORAL_ESTIMATE')).toEqual(['file']);
    expect(typeChangeLoss(audit, null).sort()).toEqual(['file', 'scopes']);
  });

  it('warns of a scope 3 total a sectoral estimate does not keep', () => {
    expect(typeChangeLoss(withType('MANUAL_ESTIMATE', { totalScope3Kg: 5 }), 'SECTORAL_ESTIMATE')).toEqual(['scopes']);
  });

  it('warns of the NACE code and location of a sectoral estimate, but keeps a non-validated asset’s code', () => {
    expect(typeChangeLoss(withType('SECTORAL_ESTIMATE', { naceCode: '62.01', mainLocation: 'FR' }), 'AUDIT').sort()).toEqual(['mainLocation', 'naceCode']);
    expect(typeChangeLoss(withType('SECTORAL_ESTIMATE', { naceCode: '62.01', assetUuid: null }), 'AUDIT')).toEqual([]);
  });

  it('warns of the base-year figures of an extrapolation and the headcounts of the employee one', () => {
    expect(typeChangeLoss(withType('REVENUE_EXTRAPOLATION', { baseYearTurnover: 10 }), 'AUDIT')).toEqual(['baseYearFigures']);
    expect(typeChangeLoss(withType('REVENUE_EXTRAPOLATION', { baseYear: 2020 }), 'EMPLOYEE_EXTRAPOLATION')).toEqual([]);
    expect(typeChangeLoss(withType('EMPLOYEE_EXTRAPOLATION', { employeeNumber: 12 }), 'REVENUE_EXTRAPOLATION')).toEqual(['employeeNumbers']);
  });

  it('loses nothing when the type stays', () => {
    expect(typeChangeLoss(withType('AUDIT', { totalScope1Kg: 1 }), 'AUDIT')).toEqual([]);
  });
});

describe('offeredReportTypes', () => {
  it('offers the allowed types, MANUAL_ESTIMATE only to an investee that has it', () => {
    const allowed: PortfolioReportType[] = ['AUDIT', 'MANUAL_ESTIMATE', 'REVENUE_EXTRAPOLATION'];
    expect(offeredReportTypes(allowed, null)).toEqual(['AUDIT', 'REVENUE_EXTRAPOLATION']);
    expect(offeredReportTypes(allowed, 'MANUAL_ESTIMATE')).toEqual(allowed);
  });
});
