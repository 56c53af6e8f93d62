import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { Unit, factorUnitLabel, gasUnits, unitByUuid } from './units.ts';

const kWh = {
  uuid: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  symbol: 'kWh',
  labelEn: 'kilowatt-hour',
  labelFr: 'kilowattheure',
  quantityKind: 'ENERGY',
} as const;

describe('units', () => {
  it('parses a unit and refuses an unknown quantity kind', () => {
    expect(Unit.parse(kWh)).toEqual(kWh);
    expect(Unit.safeParse({ ...kWh, quantityKind: 'LUMINOSITY' }).success).toBe(false);
    expect(Unit.safeParse({ ...kWh, symbol: ' ' }).error?.issues[0]?.message).toBe('Required');
  });

  it('finds a unit by uuid and throws NOT_FOUND for an unknown one instead of falling back', () => {
    expect(unitByUuid([kWh], kWh.uuid)).toBe(kWh);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(() => unitByUuid([kWh], unknown)).toThrow(AppError);
    expect(() => unitByUuid([kWh], unknown)).toThrow(`Unit ${unknown} not found`);
    expect(() => unitByUuid([], unknown)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('labels a factor with its gas unit per activity unit', () => {
    expect(gasUnits).toEqual({ CO2E: 'kgCO₂e', CH4: 'kgCH₄', N2O: 'kgN₂O' });
    expect(factorUnitLabel('CO2E', kWh)).toBe('kgCO₂e/kWh');
    expect(factorUnitLabel('N2O', { symbol: 't.km' })).toBe('kgN₂O/t.km');
  });
});
