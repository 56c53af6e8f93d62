import { AppError } from '@cairn/shared/errors';
import { randomUUID } from 'node:crypto';
import { assertReferencesExist } from '../lib/data/emissionFactor.ts';
import { createHypothesis, hypothesisFields, toHypothesis } from '../lib/data/hypothesis.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

const noUuidOnCreation = 'Leave empty when creating';

/** Creates a hypothesis and claims its name, in one transaction. */
export const handler = defineProcedure('hypothesis.create', async (input, { user, notifyAsset }) => {
  if (input.uuid) throw new AppError('BAD_REQUEST', `uuid: ${noUuidOnCreation}`, [{ path: ['uuid'], message: noUuidOnCreation }]);
  await assertReferencesExist(input);
  const stored = await createHypothesis({ uuid: randomUUID(), ...hypothesisFields(input) }, user.uuid);
  if (stored.assetUuid) notifyAsset(stored.assetUuid);
  return toHypothesis(stored);
});
