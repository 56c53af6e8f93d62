import { procedures } from '@cairn/shared/contract';
import { describe, expect, it } from 'vitest';
import { differsIgnoringSpaces } from '../../../ui/form/formFailure.ts';
import { translatorFor } from '../../../i18n/translate.ts';
import { sortRows } from '../../../ui/dataTable/tableSort.ts';
import { emptyUnitValues, isQuantityKind, quantityKinds, sortUnits, unitInputOf, unitSortKeys, unitValuesOf, type ListedUnit } from './unitModel.ts';

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

describe("the unit table's column sorts", () => {
  const fr = translatorFor('fr');
  const keys = unitSortKeys((kind) => fr(`catalogue.units.kind${kind}`));
  const symbols = (column: keyof typeof keys, direction: 'asc' | 'desc') => sortRows(sortUnits([kWh, eur, km]), { column, direction }, keys, 'fr').map((unit) => unit.symbol);

  it('starts from the default order, by symbol, when the address names no sort', () => {
    expect(sortRows(sortUnits([kWh, eur, km]), null, keys, 'fr').map((unit) => unit.symbol)).toEqual(['EUR', 'km', 'kWh']);
  });

  it('sorts by either label, accents aside, both ways', () => {
    expect(symbols('labelFr', 'asc')).toEqual(['EUR', 'km', 'kWh']);
    expect(symbols('labelEn', 'desc')).toEqual(['kWh', 'km', 'EUR']);
  });

  it("sorts the quantity kinds by their label in the user's language", () => {
    // Distance, Énergie, Monnaie: the É goes with the E, not after the Z as its code would put it.
    expect([km, kWh, eur].map((unit) => fr(`catalogue.units.kind${unit.quantityKind}`))).toEqual(['Distance', 'Énergie', 'Monnaie']);
    expect(symbols('quantityKind', 'asc')).toEqual(['km', 'kWh', 'EUR']);
    expect(symbols('quantityKind', 'desc')).toEqual(['EUR', 'kWh', 'km']);
  });
});
