import { renameEmissionFactorGroup } from '../lib/data/emissionFactor.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Renames a group on every factor of it, in transactions of at most 100 factors. */
export const handler = defineProcedure('emissionFactor.group.update', async ({ from, to }, { user }) => ({
  updated: await renameEmissionFactorGroup(from, to, user.uuid),
}));
