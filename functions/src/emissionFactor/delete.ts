import { deleteEmissionFactor, requireEmissionFactor } from '../lib/data/emissionFactor.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Deletes a factor nothing uses and frees its name, in one transaction; one in use answers CONFLICT. */
export const handler = defineProcedure('emissionFactor.delete', async ({ uuid }, { notifyAsset }) => {
  const factor = await requireEmissionFactor(uuid);
  await deleteEmissionFactor(uuid);
  if (factor.assetUuid) notifyAsset(factor.assetUuid);
  return { success: true as const };
});
