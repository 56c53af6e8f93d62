import { describe, expect, it } from 'vitest';
import { testInvestee, testUuid } from '../calc/portfolio/testInvestees.ts';
import type { Investee } from './model.ts';
import { breaksEnergyPair, energyIssues, energyPartnerOf, investeeIssues, isEnergyField, naceWarning, type EnergyField } from './validation.ts';

const naceCodes = new Set(['25.11', '64.20']);
const context = { naceCodes, hasBaseYearReport: false };
const file = { uuid: testUuid(60), name: 'report.pdf' };
/** An investee that passes the rules every investee follows. */
const investee = (fields: Partial<Investee>): Investee =>
  testInvestee({ uuid: testUuid(1), assetUuid: testUuid(50), valuation: 1_000, turnover: 500, sector: 'LOGISTICS', ...fields });
const scopes = { totalScope1Kg: 1, totalScope2Kg: 0, totalScope3Kg: 3 };
const baseYearScopes = { baseYearTotalScope1Kg: 1, baseYearTotalScope2Kg: 2, baseYearTotalScope3Kg: 3 };

const issues = (fields: Partial<Investee>, hasBaseYearReport = false) =>
  investeeIssues(investee(fields), { ...context, hasBaseYearReport }).map((issue) => `${issue.field}: ${issue.message.key}`);

describe('investeeIssues: spec 3 section 5, "Portfolio emissions data collection"', () => {
  it.each<[string, Partial<Investee>, boolean, string[]]>([
    ['a report type is required', { reportType: null }, false, ['reportType: validation.message.required']],
    ['our footprint: nothing more', { reportType: 'CAIRN' }, false, []],
    ['a manual estimate: nothing more', { reportType: 'MANUAL_ESTIMATE' }, false, []],
    [
      'external report: three scopes',
      { reportType: 'EXTERNAL_REPORT', totalScope2Kg: 5 },
      false,
      ['totalScope1Kg: validation.message.required', 'totalScope3Kg: validation.message.required'],
    ],
    ['external report complete, no file needed', { reportType: 'EXTERNAL_REPORT', ...scopes }, false, []],
    ['audit: a file too', { reportType: 'AUDIT', ...scopes }, false, ['files: validation.message.required']],
    ['light review: a file too', { reportType: 'LIGHT_REVIEW', ...scopes }, false, ['files: validation.message.required']],
    ['audit complete', { reportType: 'AUDIT', ...scopes, files: [file] }, false, []],
    ['sectoral of a non-validated asset: NACE', { reportType: 'SECTORAL_ESTIMATE', assetUuid: null }, false, ['naceCode: validation.message.required']],
    ['sectoral of a validated asset: no NACE needed', { reportType: 'SECTORAL_ESTIMATE' }, false, []],
    ['sectoral with an unknown NACE', { reportType: 'SECTORAL_ESTIMATE', assetUuid: null, naceCode: '99.99' }, false, ['naceCode: validation.message.invalidNaceCode']],
    ['sectoral with a known NACE', { reportType: 'SECTORAL_ESTIMATE', assetUuid: null, naceCode: ' 25.11 ' }, false, []],
    [
      'revenue extrapolation: base-year turnover, base year, base-year scopes',
      { reportType: 'REVENUE_EXTRAPOLATION', baseYearTotalScope1Kg: 1 },
      false,
      ['baseYearTurnover: validation.message.required', 'baseYear: validation.message.required', 'baseYearTotalScope2Kg: validation.message.required', 'baseYearTotalScope3Kg: validation.message.required'],
    ],
    ['revenue extrapolation with a base-year report: the turnover alone', { reportType: 'REVENUE_EXTRAPOLATION' }, true, ['baseYearTurnover: validation.message.required']],
    ['revenue extrapolation complete', { reportType: 'REVENUE_EXTRAPOLATION', baseYear: 2022, baseYearTurnover: 400, ...baseYearScopes }, false, []],
    [
      'employee extrapolation: headcounts, base year, base-year scopes',
      { reportType: 'EMPLOYEE_EXTRAPOLATION', ...baseYearScopes },
      false,
      ['employeeNumber: validation.message.required', 'baseYearEmployeeNumber: validation.message.required', 'baseYear: validation.message.required'],
    ],
    [
      'employee extrapolation with a base-year report: the headcounts',
      { reportType: 'EMPLOYEE_EXTRAPOLATION' },
      true,
      ['employeeNumber: validation.message.required', 'baseYearEmployeeNumber: validation.message.required'],
    ],
    [
      'valuation, turnover and sector on submit',
      { reportType: 'CAIRN', valuation: null, turnover: null, sector: null },
      false,
      ['valuation: validation.message.required', 'turnover: validation.message.required', 'sector: validation.message.required'],
    ],
    ['zero valuation and turnover are values', { reportType: 'CAIRN', valuation: 0, turnover: 0 }, false, []],
    ['an unknown NACE of any type', { reportType: 'CAIRN', assetUuid: null, naceCode: '1' }, false, ['naceCode: validation.message.invalidNaceCode']],
    ['PAI energy figures are optional', { reportType: 'CAIRN' }, false, []],
    [
      'a renewable part over its total is invalid, whatever the type',
      { reportType: 'CAIRN', energyConsumptionKWh: 100, renewableEnergyConsumptionKWh: 101, energyProductionKWh: 5, renewableEnergyProductionKWh: 6 },
      false,
      ['renewableEnergyConsumptionKWh: validation.message.invalid', 'renewableEnergyProductionKWh: validation.message.invalid'],
    ],
  ])('%s', (_case, fields, hasBaseYearReport, expected) => {
    expect(issues(fields, hasBaseYearReport)).toEqual(expected);
  });

  it('says each issue in English with its key', () => {
    const [required, invalid] = investeeIssues(investee({ reportType: null, naceCode: 'x' }), context);
    expect(required?.message).toEqual({ key: 'validation.message.required', params: {}, text: 'Required' });
    expect(invalid?.message).toEqual({ key: 'validation.message.invalidNaceCode', params: {}, text: 'Invalid NACE code' });
  });
});

describe('energyIssues: non-renewable energy is the total minus its renewable part (spec 3 section 9)', () => {
  const none: Pick<Investee, EnergyField> = { energyConsumptionKWh: null, renewableEnergyConsumptionKWh: null, energyProductionKWh: null, renewableEnergyProductionKWh: null };
  const fields = (issues: ReturnType<typeof energyIssues>) => issues.map((issue) => `${issue.field}: ${issue.message.key}`);
  it.each<[string, Partial<typeof none>, string[]]>([
    ['nothing said', {}, []],
    ['a total alone', { energyConsumptionKWh: 1_200_000 }, []],
    // The part alone has nothing to be compared with: the total may come later.
    ['a renewable part alone', { renewableEnergyConsumptionKWh: 400_000 }, []],
    ['a part equal to its total (all renewable)', { energyConsumptionKWh: 400_000, renewableEnergyConsumptionKWh: 400_000 }, []],
    ['a part under its total', { energyConsumptionKWh: 1_200_000, renewableEnergyConsumptionKWh: 400_000 }, []],
    ['zero of zero', { energyProductionKWh: 0, renewableEnergyProductionKWh: 0 }, []],
    ['a part over its total, on the part', { energyConsumptionKWh: 399_999, renewableEnergyConsumptionKWh: 400_000 }, ['renewableEnergyConsumptionKWh: validation.message.invalid']],
    ['production likewise', { energyProductionKWh: 0, renewableEnergyProductionKWh: 0.5 }, ['renewableEnergyProductionKWh: validation.message.invalid']],
    // Consumption and production are separate pairs: production's part is not compared with consumption.
    ['pairs are not crossed', { energyConsumptionKWh: 10, renewableEnergyProductionKWh: 20, energyProductionKWh: 30 }, []],
  ])('%s', (_case, given, expected) => {
    expect(fields(energyIssues({ ...none, ...given }))).toEqual(expected);
  });

  it('says it in English', () => {
    expect(energyIssues({ ...none, energyConsumptionKWh: 1, renewableEnergyConsumptionKWh: 2 })[0]?.message).toEqual({ key: 'validation.message.invalid', params: {}, text: 'Invalid' });
  });

  it('checks a change against the other side of its pair, either side', () => {
    const typed = { ...none, energyConsumptionKWh: 1_000, renewableEnergyConsumptionKWh: 400 };
    expect(breaksEnergyPair(typed, 'renewableEnergyConsumptionKWh', 1_000)).toBe(false);
    expect(breaksEnergyPair(typed, 'renewableEnergyConsumptionKWh', 1_000.01)).toBe(true);
    expect(breaksEnergyPair(typed, 'energyConsumptionKWh', 399)).toBe(true);
    expect(breaksEnergyPair(typed, 'energyConsumptionKWh', null)).toBe(false);
    expect(energyPartnerOf('energyProductionKWh')).toEqual({ partner: 'renewableEnergyProductionKWh', renewable: false });
    expect(energyPartnerOf('renewableEnergyConsumptionKWh')).toEqual({ partner: 'energyConsumptionKWh', renewable: true });
  });

  it('names the four energy fields', () => {
    expect(Object.keys(none).every(isEnergyField)).toBe(true);
    expect(isEnergyField('totalScope1Kg')).toBe(false);
  });
});

describe('naceWarning', () => {
  it.each([
    ['64.20', true],
    [' 64.20 ', true],
    ['64.19', false],
    ['6420', false],
    [null, false],
  ])('%s warns: %s', (code, expected) => {
    expect(naceWarning(code)).toBe(expected);
  });
});
