import * as z from 'zod';
import { AppError } from '../errors.ts';
import { keyedMessages } from '../errorMessages.ts';
import type { Gas } from '../labels/enums.ts';
import { requiredText, uuid, validationMessages } from '../validation/index.ts';

/**
 * What a unit measures, so that a monetary factor can be told from a physical one by its unit.
 * A form that leaves it unchosen reads 'Required', not the list of every kind.
 */
export const QuantityKind = z.enum(
  [
    'ENERGY',
    'VOLUME',
    'DISTANCE',
    'MASS',
    'MASS_DISTANCE',
    'CURRENCY',
    'AREA',
    'DURATION',
    'COUNT',
    'DATA',
  ],
  { error: (issue) => (issue.input === undefined || issue.input === '' ? validationMessages.required : validationMessages.invalid) },
);
export type QuantityKind = z.infer<typeof QuantityKind>;

/** An activity unit of the catalogue: 'kWh', 'L', 'km', 'kg', 't.km', 'EUR'. */
export const Unit = z.object({
  uuid: uuid(),
  symbol: requiredText(),
  labelEn: requiredText(),
  labelFr: requiredText(),
  quantityKind: QuantityKind,
});
export type Unit = z.infer<typeof Unit>;

/** The unit of an emission per activity unit, by gas (spec 2 section 3). */
export const gasUnits = { CO2E: 'kgCO₂e', CH4: 'kgCH₄', N2O: 'kgN₂O' } as const satisfies Record<Gas, string>;

/**
 * The unit a factor references. An unknown unit throws rather than falling back, because a
 * factor without its activity unit cannot be applied to anything.
 */
export function unitByUuid(units: readonly Unit[], unitUuid: string): Unit {
  const unit = units.find((candidate) => candidate.uuid === unitUuid);
  if (!unit) throw new AppError('NOT_FOUND', keyedMessages.unknownUnit(unitUuid));
  return unit;
}

/** A factor's unit as shown beside its value: 'kgCO₂e/kWh', 'kgCH₄/km'. */
export function factorUnitLabel(gas: Gas, unit: Pick<Unit, 'symbol'>): string {
  return `${gasUnits[gas]}/${unit.symbol}`;
}
