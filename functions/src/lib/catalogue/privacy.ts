import { privateFactorUuids } from '@cairn/shared/catalogue';
import { emissionFactors, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';

/**
 * Whether a combination's computed value could give a licensed value back: its own values say
 * private, or anything its script reads is private, however deep (docs/private-values.md).
 * Reads the factor catalogue once; only a client's read of a combination asks.
 */
export async function isPrivateCombination(combination: Stored<EmissionFactorRecord>): Promise<boolean> {
  if (combination.type !== 'COMBINATION') return false;
  if (combination.values.some((value) => !value.isPublic)) return true;
  if (!combination.linkedEmissionFactorUuids?.length) return false;
  const catalogue = await emissionFactors.query('all', 'CATALOGUE#EF');
  const privacy = catalogue.map((factor) => ({
    uuid: factor.uuid,
    valueIsPublic: factor.values.every((value) => value.isPublic),
    linkedEmissionFactorUuids: factor.type === 'COMBINATION' ? factor.linkedEmissionFactorUuids : undefined,
  }));
  return privateFactorUuids(privacy).has(combination.uuid);
}
