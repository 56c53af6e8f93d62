import { units } from '../lib/data/unit.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Every activity unit, by symbol. */
export const handler = defineProcedure('unit.list', async () => {
  const found = await units.query('all', {});
  return found
    .sort((a, b) => a.symbol.localeCompare(b.symbol, 'en', { sensitivity: 'base' }))
    .map(({ uuid, symbol, labelEn, labelFr, quantityKind, version }) => ({ uuid, symbol, labelEn, labelFr, quantityKind, version }));
});
