import { describe, expect, it } from 'vitest';
import { amountOf, externalReportInputOf, externalReportValuesOf, kgOfTonnes, tonnesTextOf } from './externalReportForm.ts';

const moduleUuid = '0b6d9a3e-1c2f-4e5a-8b7c-6d5e4f3a2b1c';

describe('numbers as staff type them', () => {
  it('read English and French writing, blank as missing and anything else as NaN', () => {
    expect(amountOf('1 234,5')).toBeCloseTo(1234.5, 6);
    expect(amountOf('1,234.5')).toBeCloseTo(1234.5, 6);
    expect(amountOf('12\u202f000')).toBe(12000);
    expect(amountOf('  ')).toBeNull();
    expect(amountOf('12 t')).toBeNaN();
  });

  it('turn tonnes into kilograms to the gram, and back without trailing zeros', () => {
    expect(kgOfTonnes('1.234')).toBe(1234);
    expect(kgOfTonnes('0,1')).toBe(100);
    expect(kgOfTonnes('120')).toBe(120_000);
    expect(kgOfTonnes('')).toBeNull();
    expect(tonnesTextOf(120_000)).toBe('120');
    expect(tonnesTextOf(1234)).toBe('1.234');
    expect(tonnesTextOf(null)).toBe('');
  });
});

describe('the external report form', () => {
  it('starts a new report from its module, in tonnes, and sends kilograms', () => {
    const values = externalReportValuesOf({ moduleName: 'Rapport externe 2023', year: 2023, report: null });
    expect(values).toMatchObject({ name: 'Rapport externe 2023', year: '2023', standard: 'GHG_PROTOCOL', electricityReporting: 'LOCATION', currency: 'EURO', file: null });
    const input = externalReportInputOf({ ...values, provider: 'Carbone Conseil', scope1: '120', scope2Location: '30,5', scope2Market: '99', scope3: '' }, moduleUuid, null);
    expect(input).toMatchObject({ moduleUuid, year: 2023, scope1: 120_000, scope2Location: 30_500, scope3: null, employeeNumber: null, fileUuid: null });
    // Location-based reporting sends no market-based figure; a new report names no version.
    expect(input.scope2Market).toBeNull();
    expect(input).not.toHaveProperty('expectedVersion');
  });

  it('edits a stored report from its version, its document kept', () => {
    const values = externalReportValuesOf({
      moduleName: 'Rapport externe 2023',
      year: 2023,
      report: {
        uuid: moduleUuid,
        moduleUuid,
        assetUuid: moduleUuid,
        assetName: 'Atelier',
        name: 'Bilan GES 2023',
        year: 2023,
        provider: 'Carbone Conseil',
        standard: 'BEGES',
        electricityReporting: 'LOCATION_AND_MARKET',
        scope1: 120_000,
        scope2Location: 30_000,
        scope2Market: 45_500,
        scope3: null,
        employeeNumber: 40,
        turnover: 6_000_000,
        currency: 'EURO',
        disclaimer: 'Scope 3 not assessed.',
        file: { uuid: moduleUuid, name: 'bilan.pdf' },
        version: 2,
      },
    });
    expect(values).toMatchObject({ scope1: '120', scope2Market: '45.5', scope3: '', employeeNumber: '40', turnover: '6000000' });
    expect(externalReportInputOf(values, moduleUuid, 2)).toMatchObject({ scope2Market: 45_500, fileUuid: moduleUuid, expectedVersion: 2, standard: 'BEGES' });
  });

  it('sends a blank scope 1 and year as missing, which the contract refuses on their fields', () => {
    const values = externalReportValuesOf({ moduleName: 'Rapport', year: null, report: null });
    const input = externalReportInputOf(values, moduleUuid, null);
    expect(input.year).toBeUndefined();
    expect(input.scope1).toBeUndefined();
  });
});
