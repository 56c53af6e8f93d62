import { Unit } from '@cairn/shared/catalogue';
import { defineEntity } from './entity.ts';

/** An activity unit of the catalogue ('kWh', 'km', 'EUR'); factors and hypotheses name it by uuid. */
export const UnitRecord = Unit;
export type UnitRecord = Unit;

export const units = defineEntity({
  name: 'Unit',
  schema: UnitRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `UNIT#${uuid}`, sk: 'UNIT' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Every unit, by lower-cased symbol. */
    all: { index: 'gsi1', pk: () => 'CATALOGUE#UNIT', sk: (unit) => `${unit.symbol.toLowerCase()}#${unit.uuid}` },
  },
});
