import { privacyNode, privateFactorUuids, type PrivacyNode } from '@cairn/shared/catalogue';
import { emissionFactors, visibleFactors, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';

/** How many factors a combination may reach through its links before it simply counts as private. */
const maxReachedFactors = 500;

/**
 * Whether a combination's computed value could give a licensed value back: its own values say
 * private, or anything its script reads is private, however deep (docs/private-values.md).
 * Follows the links level by level, one BatchGetItem per level (a combination reads a handful);
 * a factor that no longer exists, or not yet (its import is not DONE), counts as private.
 */
export async function isPrivateCombination(combination: Stored<EmissionFactorRecord>): Promise<boolean> {
  if (combination.type !== 'COMBINATION') return false;
  if (!privacyNode(combination).valueIsPublic) return true;
  const reached = new Map<string, PrivacyNode>([[combination.uuid, privacyNode(combination)]]);
  let frontier = [...new Set(combination.linkedEmissionFactorUuids ?? [])];
  while (frontier.length > 0) {
    if (reached.size + frontier.length > maxReachedFactors) return true;
    const read = await emissionFactors.batchGet(frontier.map((uuid) => ({ uuid })));
    const found = await visibleFactors(read.filter((factor) => factor !== null));
    const next = new Set<string>();
    for (const factor of found) {
      const node = privacyNode(factor);
      if (!node.valueIsPublic) return true;
      reached.set(factor.uuid, node);
      for (const link of node.linkedEmissionFactorUuids ?? []) if (!reached.has(link)) next.add(link);
    }
    frontier = [...next].filter((uuid) => !reached.has(uuid));
  }
  return privateFactorUuids(reached.values()).has(combination.uuid);
}
