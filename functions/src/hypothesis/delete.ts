import { deleteHypothesis, requireHypothesis } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/** Deletes a hypothesis and frees its name, in one transaction. */
export const handler = defineProcedure('hypothesis.delete', async ({ uuid }, { notifyAsset }) => {
  // Usage lists (what uses a hypothesis before it goes) arrive with the report issue.
  const hypothesis = await requireHypothesis(uuid);
  await deleteHypothesis(uuid);
  if (hypothesis.assetUuid) notifyAsset(hypothesis.assetUuid);
  return { success: true as const };
});
