import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';
import { emptyUnitValues, isQuantityKind, quantityKinds, sortUnits, unitInputOf, unitValuesOf, type ListedUnit } from './unitModel.ts';

const kWh: ListedUnit = { uuid: '11111111-1111-4111-8111-111111111111', symbol: 'kWh', labelEn: 'Kilowatt-hour', labelFr: 'Kilowattheure', quantityKind: 'ENERGY', version: 2 };
const eur: ListedUnit = { uuid: '22222222-2222-4222-8222-222222222222', symbol: 'EUR', labelEn: 'Euro', labelFr: 'Euro', quantityKind: 'CURRENCY', version: 1 };
const km: ListedUnit = { uuid: '33333333-3333-4333-8333-333333333333', symbol: 'km', labelEn: 'Kilometre', labelFr: 'Kilomètre', quantityKind: 'DISTANCE', version: 1 };

describe('unit form', () => {
  it('maps a unit to the form and back to an input the contract accepts', () => {
    const input = unitInputOf(unitValuesOf(kWh));
    expect(input).toEqual({ symbol: 'kWh', labelEn: 'Kilowatt-hour', labelFr: 'Kilowattheure', quantityKind: 'ENERGY' });
    expect(procedures['unit.create'].input.safeParse(input).success).toBe(true);
  });

  it('sends no quantity kind as missing, which the contract reports with the blank labels', () => {
    const input = unitInputOf({ ...emptyUnitValues(), symbol: 't' });
    expect(input.quantityKind).toBeUndefined();
    const checked = procedures['unit.create'].input.safeParse(input);
    expect(checked.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['labelEn', 'labelFr', 'quantityKind']);
  });

  it('knows every quantity kind of the contract', () => {
    expect(quantityKinds).toContain('MASS_DISTANCE');
    expect(isQuantityKind('ENERGY')).toBe(true);
    expect(isQuantityKind('LUMINOSITY')).toBe(false);
    expect(isQuantityKind('')).toBe(false);
  });

  it('sees changes but not surrounding spaces, as the form kit compares them', () => {
    const initial = unitValuesOf(kWh);
    expect(differsIgnoringSpaces(initial, { ...initial, symbol: ' kWh ' })).toBe(false);
    expect(differsIgnoringSpaces(initial, { ...initial, quantityKind: 'DATA' })).toBe(true);
  });

  it('sorts by symbol, case ignored', () => {
    expect(sortUnits([kWh, km, eur]).map((unit) => unit.symbol)).toEqual(['EUR', 'km', 'kWh']);
  });
});
