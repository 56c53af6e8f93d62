import { randomUUID } from 'node:crypto';
import { units } from '../lib/data/unit.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Adds an activity unit. */
export const handler = defineProcedure('unit.create', async (input, { user }) => {
  const { uuid, symbol, labelEn, labelFr, quantityKind, version } = await units.create({ uuid: randomUUID(), ...input }, user.uuid);
  return { uuid, symbol, labelEn, labelFr, quantityKind, version };
});
