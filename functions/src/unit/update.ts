import { units } from '../lib/data/unit.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Changes an activity unit if nobody saved it since `expectedVersion`. */
export const handler = defineProcedure('unit.update', async ({ uuid, expectedVersion, ...fields }, { user }) => {
  const { symbol, labelEn, labelFr, quantityKind, version } = await units.update({ uuid }, fields, user.uuid, { expectedVersion });
  return { uuid, symbol, labelEn, labelFr, quantityKind, version };
});
