import { AppError } from '@cairn/shared/errors';
import { randomUUID } from 'node:crypto';
import { assertReferencesExist, createEmissionFactor, emissionFactorFields, toEmissionFactor } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

const noUuidOnCreation = 'Leave empty when creating';

/**
 * Creates a factor and claims its name, in one transaction. A combination is stored with its
 * script; its computed value is left to the formula engine, which is not wired in yet.
 */
export const handler = defineProcedure('emissionFactor.create', async (input, { user, notifyAsset }) => {
  // The creation-only rules (an ecoinvent value's source URL) run when the form has no uuid.
  if (input.uuid) throw new AppError('BAD_REQUEST', `uuid: ${noUuidOnCreation}`, [{ path: ['uuid'], message: noUuidOnCreation }]);
  await assertReferencesExist(input);
  const stored = await createEmissionFactor({ uuid: randomUUID(), ...emissionFactorFields(input), versionedAt: null }, user.uuid);
  if (stored.assetUuid) notifyAsset(stored.assetUuid);
  return toEmissionFactor(stored);
});
