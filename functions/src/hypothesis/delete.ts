import { deleteHypothesis, requireHypothesis } from '../lib/data/hypothesis.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Deletes a hypothesis nothing uses and frees its name, in one transaction; one in use answers CONFLICT. */
export const handler = defineProcedure('hypothesis.delete', async ({ uuid }, { notifyAsset }) => {
  const hypothesis = await requireHypothesis(uuid);
  await deleteHypothesis(uuid);
  if (hypothesis.assetUuid) notifyAsset(hypothesis.assetUuid);
  return { success: true as const };
});
