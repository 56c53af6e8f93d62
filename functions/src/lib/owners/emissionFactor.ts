import { getEmissionFactor, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A factor of an import not published yet does not exist yet. */
export const emissionFactorOwner: OwnerSource<Stored<EmissionFactorRecord>> = {
  load: (uuid) => getEmissionFactor(uuid),
  ownership: (factor) => ({ assetUuid: factor.assetUuid }),
  refusal: notFound('Emission factor'),
};
