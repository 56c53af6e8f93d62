import { assertReferencesExist, emissionFactorFields, replaceEmissionFactor, toEmissionFactor } from '../lib/data/emissionFactor.ts';
import { computeCombination } from '../lib/catalogue/combination.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * Replaces a factor from its edit form, if nobody saved it since `expectedVersion`; a new name
 * moves the name claim in the same transaction. A combination's script is evaluated again.
 */
export const handler = defineProcedure('emissionFactor.update', async (input, { user, notifyAsset }) => {
  await assertReferencesExist(input);
  const computed = input.type === 'COMBINATION' ? await computeCombination(input.script, input.uuid) : {};
  const stored = await replaceEmissionFactor(input.uuid, { ...emissionFactorFields(input), ...computed }, user.uuid, input.expectedVersion);
  if (stored.assetUuid) notifyAsset(stored.assetUuid);
  return toEmissionFactor(stored);
});
