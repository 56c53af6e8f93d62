import { QuantityKind } from '@cairn/shared/catalogue';
import type { InputOf, OutputOf } from '@cairn/shared/contract';
import type { unitSortColumns } from '../../../app/routeSearch.ts';
import type { SortKey } from '../../../ui/dataTable/tableSort.ts';

/*
 * The unit catalogue page and its create/edit dialog as plain data: the orders of the table,
 * what the form starts from and the `unit.create`/`update` input it sends.
 */

export type ListedUnit = OutputOf<'unit.list'>[number];
export type UnitInput = InputOf<'unit.create'>;
export type UnitQuantityKind = ListedUnit['quantityKind'];

/** Every quantity kind the contract accepts, in its order. */
export const quantityKinds: readonly UnitQuantityKind[] = QuantityKind.options;

export const isQuantityKind = (value: unknown): value is UnitQuantityKind =>
  typeof value === 'string' && (quantityKinds as readonly string[]).includes(value);

export interface UnitFormValues {
  symbol: string;
  labelEn: string;
  labelFr: string;
  /** '' until one is chosen. */
  quantityKind: UnitQuantityKind | '';
}

export const emptyUnitValues = (): UnitFormValues => ({ symbol: '', labelEn: '', labelFr: '', quantityKind: '' });

export function unitValuesOf(unit: ListedUnit): UnitFormValues {
  return { symbol: unit.symbol, labelEn: unit.labelEn, labelFr: unit.labelFr, quantityKind: unit.quantityKind };
}

/** The call's input; text goes as typed (the contract trims it) and no kind goes as missing, so the contract reports 'Required'. */
export function unitInputOf(values: UnitFormValues): UnitInput {
  return {
    symbol: values.symbol,
    labelEn: values.labelEn,
    labelFr: values.labelFr,
    quantityKind: (values.quantityKind || undefined) as UnitQuantityKind,
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A sorted copy, by symbol. */
export function sortUnits<U extends ListedUnit>(units: readonly U[]): U[] {
  return [...units].sort((a, b) => collator.compare(a.symbol, b.symbol) || a.symbol.localeCompare(b.symbol));
}

/** A column the unit table sorts by; the route's schema names them (app/routeSearch.ts). */
export type UnitSortColumn = (typeof unitSortColumns)[number];

/** What each column sorts by: its text as shown, the quantity kind by its label in the user's language. */
export function unitSortKeys(kindLabel: (kind: UnitQuantityKind) => string): Record<UnitSortColumn, (unit: ListedUnit) => SortKey> {
  return {
    symbol: (unit) => unit.symbol,
    labelEn: (unit) => unit.labelEn,
    labelFr: (unit) => unit.labelFr,
    quantityKind: (unit) => kindLabel(unit.quantityKind),
  };
}
