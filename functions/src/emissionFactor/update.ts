import { assertReferencesExist, emissionFactorFields, replaceEmissionFactor, toEmissionFactor } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/**
 * Replaces a factor from its edit form, if nobody saved it since `expectedVersion`; a new name
 * moves the name claim in the same transaction. A combination's computed value is cleared
 * until the formula engine evaluates the script again.
 */
export const handler = defineProcedure('emissionFactor.update', async (input, { user, notifyAsset }) => {
  await assertReferencesExist(input);
  const stored = await replaceEmissionFactor(input.uuid, emissionFactorFields(input), user.uuid, input.expectedVersion);
  if (stored.assetUuid) notifyAsset(stored.assetUuid);
  return toEmissionFactor(stored);
});
