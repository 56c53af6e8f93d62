import { AppError } from '@cairn/shared/errors';
import { randomUUID } from 'node:crypto';
import { assertReferencesExist, createEmissionFactor, emissionFactorFields, toEmissionFactor } from '../lib/data/emissionFactor.ts';
import { computeCombination } from '../lib/catalogue/combination.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

const noUuidOnCreation = 'Leave empty when creating';

/**
 * Creates a factor and claims its name, in one transaction. A combination's script is
 * evaluated against the catalogue first: it is stored with its computed value and the
 * factors and hypotheses it links, or refused with the formula's problem on `script`.
 */
export const handler = defineProcedure('emissionFactor.create', async (input, { user, notifyAsset }) => {
  // The creation-only rules (an ecoinvent value's source URL) run when the form has no uuid.
  if (input.uuid) throw new AppError('BAD_REQUEST', `uuid: ${noUuidOnCreation}`, [{ path: ['uuid'], message: noUuidOnCreation }]);
  await assertReferencesExist(input);
  const computed = input.type === 'COMBINATION' ? await computeCombination(input.script) : {};
  const stored = await createEmissionFactor(
    { uuid: randomUUID(), ...emissionFactorFields(input), ...computed, versionedAt: null },
    user.uuid,
  );
  if (stored.assetUuid) notifyAsset(stored.assetUuid);
  return toEmissionFactor(stored);
});
