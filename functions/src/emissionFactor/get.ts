import { AppError, messages } from '@cairn/shared/errors';
import { assertCatalogueItemVisible, emissionFactors, toEmissionFactor, usagesOf } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/**
 * One factor. An asset-specific factor is shown only to staff and that asset's users; a
 * client gets a private value (isPublic false) with its value null and its source kept.
 * Staff also get what uses the factor.
 */
export const handler = defineProcedure('emissionFactor.get', async ({ uuid }, { user }) => {
  const stored = await emissionFactors.get({ uuid });
  if (!stored) throw new AppError('NOT_FOUND', messages.notFound('Emission factor'));
  assertCatalogueItemVisible(user, stored, 'Emission factor');
  const factor = toEmissionFactor(stored);
  if (user.isAdmin) return { ...factor, usages: await usagesOf('EF', uuid) };
  const hidden = <V extends { value?: number | null; isPublic: boolean }>(value: V) => (value.isPublic ? value : { ...value, value: null });
  if (factor.type === 'SIMPLE') return { ...factor, values: factor.values.map(hidden), usages: [] };
  const anyPrivate = factor.values.some((value) => !value.isPublic);
  return { ...factor, values: factor.values.map(hidden), computedValue: anyPrivate ? null : factor.computedValue, usages: [] };
});
