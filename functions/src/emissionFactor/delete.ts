import { deleteEmissionFactor, requireEmissionFactor } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/** Deletes a factor and frees its name, in one transaction. */
export const handler = defineProcedure('emissionFactor.delete', async ({ uuid }, { notifyAsset }) => {
  // Usage lists (what uses a factor before it goes) arrive with the report issue.
  const factor = await requireEmissionFactor(uuid);
  await deleteEmissionFactor(uuid);
  if (factor.assetUuid) notifyAsset(factor.assetUuid);
  return { success: true as const };
});
