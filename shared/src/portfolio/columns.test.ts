import { describe, expect, it } from 'vitest';
import { testInvestee, testUuid } from '../calc/portfolio/testInvestees.ts';
import { cellsOf, columnFields, fieldsClearedByTypeChange, offeredReportTypes, scopeFieldOf, typeChangeLoss, visibleColumns, type ActivityColumn, type ColumnContext } from './columns.ts';
import type { Investee, PortfolioReportType } from './model.ts';

const validated = testUuid(50);
const file = { uuid: testUuid(60), name: 'report.pdf' };
const byAssetType: ColumnContext = { assetTypeOf: (investee) => investee.assetType };
const investee = (fields: Partial<Investee>): Investee => testInvestee({ uuid: testUuid(1), assetUuid: validated, ...fields });

describe('cellsOf: spec 3 section 4, "Columns shown depend on type"', () => {
  it.each<[string, Partial<Investee>, Partial<ColumnContext>, ActivityColumn[]]>([
    ['no type: no scope column', { reportType: null }, {}, []],
    ["the provider's own footprint: no scope column", { reportType: 'CAIRN' }, {}, []],
    ['audit: file and three scopes', { reportType: 'AUDIT' }, {}, ['file', 'scope1', 'scope2', 'scope3']],
    ['light review: file and three scopes', { reportType: 'LIGHT_REVIEW' }, {}, ['file', 'scope1', 'scope2', 'scope3']],
    ['audit with a report on the platform: still its file', { reportType: 'AUDIT' }, { hasExternalReport: () => true }, ['file', 'scope1', 'scope2', 'scope3']],
    ['external report without one on the platform: file', { reportType: 'EXTERNAL_REPORT' }, {}, ['file', 'scope1', 'scope2', 'scope3']],
    ['external report with one on the platform: no file', { reportType: 'EXTERNAL_REPORT' }, { hasExternalReport: () => true }, ['scope1', 'scope2', 'scope3']],
    ['external report with one on the platform and files: file', { reportType: 'EXTERNAL_REPORT', files: [file] }, { hasExternalReport: () => true }, ['file', 'scope1', 'scope2', 'scope3']],
    ['manual estimate: three scopes', { reportType: 'MANUAL_ESTIMATE' }, {}, ['scope1', 'scope2', 'scope3']],
    ['sectoral of a validated asset without NACE: location, factor, scopes 1 and 2', { reportType: 'SECTORAL_ESTIMATE' }, {}, ['location', 'emissionFactor', 'scope1', 'scope2']],
    ['sectoral of a validated company with NACE data: NACE too', { reportType: 'SECTORAL_ESTIMATE', naceCode: '25.11' }, {}, ['location', 'emissionFactor', 'nace', 'scope1', 'scope2']],
    ['sectoral with NACE data of a real-estate asset: no NACE', { reportType: 'SECTORAL_ESTIMATE', naceCode: '25.11', assetType: 'REAL_ESTATE' }, {}, ['location', 'emissionFactor', 'scope1', 'scope2']],
    ['a non-validated company of any type: NACE', { reportType: 'CAIRN', assetUuid: null }, {}, ['nace']],
    ['a non-validated financed project: no NACE', { reportType: 'CAIRN', assetUuid: null, assetType: 'FINANCED_PROJECT' }, {}, []],
    ['a non-validated asset of unknown type: no NACE', { reportType: null, assetUuid: null, assetType: null }, {}, []],
    ['revenue extrapolation: base year and base-year scopes', { reportType: 'REVENUE_EXTRAPOLATION' }, {}, ['baseYear', 'scope1', 'scope2', 'scope3']],
    ['revenue extrapolation with a base-year report: base year only', { reportType: 'REVENUE_EXTRAPOLATION' }, { hasBaseYearReport: () => true }, ['baseYear']],
    ['employee extrapolation: base year, FTE and base-year scopes', { reportType: 'EMPLOYEE_EXTRAPOLATION' }, {}, ['baseYear', 'fte', 'scope1', 'scope2', 'scope3']],
    ['employee extrapolation with a base-year report: base year and FTE', { reportType: 'EMPLOYEE_EXTRAPOLATION' }, { hasBaseYearReport: () => true }, ['baseYear', 'fte']],
  ])('%s', (_case, fields, context, expected) => {
    expect(cellsOf(investee(fields), { ...byAssetType, ...context })).toEqual(expected);
  });

  it("reads the asset type from the caller (a validated asset's own)", () => {
    expect(cellsOf(investee({ assetUuid: null, assetType: null }), { assetTypeOf: () => 'COMPANY' })).toEqual(['nace']);
  });
});

describe('visibleColumns', () => {
  it.each<[string, Partial<Investee>[], ActivityColumn[]]>([
    ['no investee', [], []],
    ['only our footprints', [{ reportType: 'CAIRN' }, { reportType: null }], []],
    ['a column some investee needs shows, in column order', [{ reportType: 'EMPLOYEE_EXTRAPOLATION' }, { reportType: 'SECTORAL_ESTIMATE' }], ['location', 'emissionFactor', 'baseYear', 'fte', 'scope1', 'scope2', 'scope3']],
    ['scope 3 hidden when only sectoral estimates have scopes', [{ reportType: 'SECTORAL_ESTIMATE' }, { reportType: 'CAIRN' }], ['location', 'emissionFactor', 'scope1', 'scope2']],
    ['audit and a new company', [{ reportType: 'AUDIT' }, { reportType: null, assetUuid: null }], ['nace', 'file', 'scope1', 'scope2', 'scope3']],
  ])('%s', (_case, rows, expected) => {
    expect(visibleColumns(rows.map(investee), byAssetType)).toEqual(expected);
  });
});

describe('scopeFieldOf and columnFields', () => {
  it.each<[PortfolioReportType | null, string]>([
    ['AUDIT', 'totalScope2Kg'],
    ['SECTORAL_ESTIMATE', 'totalScope2Kg'],
    ['REVENUE_EXTRAPOLATION', 'baseYearTotalScope2Kg'],
    ['EMPLOYEE_EXTRAPOLATION', 'baseYearTotalScope2Kg'],
  ])('a %s row stores scope 2 in %s', (type, field) => {
    expect(scopeFieldOf(type, 'TWO')).toBe(field);
    expect(columnFields(type, 'scope2')).toEqual([field]);
  });

  it('types both headcounts in the FTE cell and nothing in the factor cell', () => {
    expect(columnFields('EMPLOYEE_EXTRAPOLATION', 'fte')).toEqual(['baseYearEmployeeNumber', 'employeeNumber']);
    expect(columnFields('SECTORAL_ESTIMATE', 'emissionFactor')).toEqual([]);
  });
});

describe('typeChangeLoss: spec 3 section 4, "Investee reporting type"', () => {
  const scopes = { totalScope1Kg: 1, totalScope2Kg: 2, totalScope3Kg: 3 };
  const baseYear = { baseYear: 2020, baseYearTotalScope1Kg: 1, baseYearTotalScope2Kg: 2, baseYearTotalScope3Kg: 3 };
  it.each<[string, Partial<Investee>, PortfolioReportType | null, string[]]>([
    ['from no type: at once', { reportType: null, ...scopes }, 'AUDIT', []],
    ['to the same type: nothing', { reportType: 'AUDIT', ...scopes, files: [file] }, 'AUDIT', []],
    ['audit without data: at once', { reportType: 'AUDIT' }, 'SECTORAL_ESTIMATE', []],
    ['audit with a file, to our footprint', { reportType: 'AUDIT', files: [file] }, 'CAIRN', ['files']],
    ['audit with scopes, removing the type', { reportType: 'AUDIT', ...scopes }, null, ['totalScope1Kg', 'totalScope2Kg', 'totalScope3Kg']],
    ['audit to external report keeps file and scopes', { reportType: 'AUDIT', ...scopes, files: [file] }, 'EXTERNAL_REPORT', []],
    ['external report to sectoral loses file and scope 3', { reportType: 'EXTERNAL_REPORT', ...scopes, files: [file] }, 'SECTORAL_ESTIMATE', ['files', 'totalScope3Kg']],
    ['manual estimate with scopes to revenue extrapolation', { reportType: 'MANUAL_ESTIMATE', ...scopes }, 'REVENUE_EXTRAPOLATION', ['totalScope1Kg', 'totalScope2Kg', 'totalScope3Kg']],
    ['sectoral with NACE and location to manual estimate', { reportType: 'SECTORAL_ESTIMATE', naceCode: '25.11', mainLocation: 'FR', totalScope1Kg: 1 }, 'MANUAL_ESTIMATE', ['naceCode', 'mainLocation']],
    ['sectoral of a non-validated asset keeps its NACE', { reportType: 'SECTORAL_ESTIMATE', assetUuid: null, naceCode: '25.11', mainLocation: 'FR' }, 'CAIRN', ['mainLocation']],
    ['revenue to employee extrapolation loses the base-year turnover', { reportType: 'REVENUE_EXTRAPOLATION', ...baseYear, baseYearTurnover: 5 }, 'EMPLOYEE_EXTRAPOLATION', ['baseYearTurnover']],
    [
      'revenue extrapolation to audit loses every base-year figure',
      { reportType: 'REVENUE_EXTRAPOLATION', ...baseYear, baseYearTurnover: 5 },
      'AUDIT',
      ['baseYear', 'baseYearTurnover', 'baseYearTotalScope1Kg', 'baseYearTotalScope2Kg', 'baseYearTotalScope3Kg'],
    ],
    ['employee to revenue extrapolation loses the headcounts', { reportType: 'EMPLOYEE_EXTRAPOLATION', ...baseYear, employeeNumber: 10, baseYearEmployeeNumber: 8 }, 'REVENUE_EXTRAPOLATION', ['baseYearEmployeeNumber', 'employeeNumber']],
    ['employee extrapolation with a headcount only', { reportType: 'EMPLOYEE_EXTRAPOLATION', employeeNumber: 10 }, 'CAIRN', ['employeeNumber']],
    ['our footprint: nothing to lose', { reportType: 'CAIRN', ...scopes }, 'AUDIT', []],
  ])('%s', (_case, fields, newType, expected) => {
    expect(typeChangeLoss(investee(fields), newType)).toEqual(expected);
  });

  it('clears every field of the old type the new one does not use, holding data or not', () => {
    expect(fieldsClearedByTypeChange(investee({ reportType: 'EXTERNAL_REPORT' }), 'SECTORAL_ESTIMATE')).toEqual(['files', 'totalScope3Kg']);
    expect(fieldsClearedByTypeChange(investee({ reportType: 'SECTORAL_ESTIMATE' }), null)).toEqual(['naceCode', 'mainLocation', 'totalScope1Kg', 'totalScope2Kg']);
  });
});

describe('offeredReportTypes', () => {
  const selectable = (...types: PortfolioReportType[]) => types.map((type) => ({ type, selectable: true }));
  it.each<[string, PortfolioReportType[], PortfolioReportType | null, ReturnType<typeof offeredReportTypes>]>([
    ['one allowed type: fixed text', ['SECTORAL_ESTIMATE'], null, { fixed: 'SECTORAL_ESTIMATE', options: [] }],
    ['one allowed type, chosen: fixed text', ['AUDIT'], 'AUDIT', { fixed: 'AUDIT', options: [] }],
    ['the allowed types in their order', ['EXTERNAL_REPORT', 'CAIRN', 'AUDIT'], null, { fixed: null, options: selectable('CAIRN', 'AUDIT', 'EXTERNAL_REPORT') }],
    ['manual estimate allowed but not current: not offered', ['CAIRN', 'MANUAL_ESTIMATE'], 'CAIRN', { fixed: null, options: selectable('CAIRN') }],
    [
      'manual estimate current: listed, not selectable',
      ['CAIRN', 'MANUAL_ESTIMATE', 'AUDIT'],
      'MANUAL_ESTIMATE',
      { fixed: null, options: [...selectable('CAIRN', 'AUDIT'), { type: 'MANUAL_ESTIMATE', selectable: false }] },
    ],
    [
      'a current type no longer allowed stays listed',
      ['AUDIT'],
      'CAIRN',
      {
        fixed: null,
        options: [
          { type: 'CAIRN', selectable: false },
          { type: 'AUDIT', selectable: true },
        ],
      },
    ],
  ])('%s', (_case, allowed, current, expected) => {
    expect(offeredReportTypes(allowed, current)).toEqual(expected);
  });
});
