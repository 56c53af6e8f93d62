import { assertReferencesExist } from '../lib/data/emissionFactor.ts';
import { hypothesisFields, replaceHypothesis, toHypothesis } from '../lib/data/hypothesis.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/** Replaces a hypothesis if nobody saved it since `expectedVersion`; a new name moves the claim in the same transaction. */
export const handler = defineProcedure('hypothesis.update', async (input, { user, notifyAsset }) => {
  await assertReferencesExist(input);
  const stored = await replaceHypothesis(input.uuid, hypothesisFields(input), user.uuid, input.expectedVersion);
  if (stored.assetUuid) notifyAsset(stored.assetUuid);
  return toHypothesis(stored);
});
