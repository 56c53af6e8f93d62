import { isStaff } from '@cairn/shared/access';
import { privateCombinationValue, withheldValue } from '@cairn/shared/catalogue/privacy';
import { toEmissionFactor } from '../lib/data/emissionFactor.ts';
import { usagesOf } from '../lib/data/catalogueUsage.ts';
import { isPrivateCombination } from '../lib/catalogue/privacy.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * One factor. An asset-specific factor is shown only to staff and that asset's users; a
 * client gets a private value (isPublic false) with its value null and its source kept, and a
 * combination that reads a private value anywhere gets no value at all.
 * Staff also get what uses the factor. A factor of an import not DONE yet does not exist yet.
 */
export const handler = defineProcedure('emissionFactor.get', async ({ uuid }, { user, owner: stored }) => {
  const factor = toEmissionFactor(stored);
  if (isStaff(user)) return { ...factor, usages: await usagesOf('EF', uuid) };
  if (factor.type === 'SIMPLE') return { ...factor, values: factor.values.map(withheldValue), usages: [] };
  // A combination reading a licensed value, however deep, is licensed too: its value is withheld.
  if (await isPrivateCombination(stored)) {
    return { ...factor, values: factor.values.map(privateCombinationValue), computedValue: null, usages: [] };
  }
  return { ...factor, values: factor.values.map(withheldValue), computedValue: factor.computedValue, usages: [] };
});
