import { nextVersionName } from '@cairn/shared/catalogue/names';
import { randomUUID } from 'node:crypto';
import { createEmissionFactor, EmissionFactorRecord, emissionFactorNameClaims, requireEmissionFactor, toEmissionFactor } from '../lib/data/emissionFactor.ts';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/catalogue.ts';

/**
 * Copies a factor as a frozen version: the same fields under the next free `-v<n>` name of its
 * base name, with versionedAt set. The copy's name is claimed in the creation transaction, so
 * two duplications at once cannot take the same name.
 */
export const handler = defineProcedure('emissionFactor.duplicate', async ({ uuid }, { user }) => {
  const source = await requireEmissionFactor(uuid);
  let name = nextVersionName(source.name);
  while (await emissionFactorNameClaims.get({ name }, { consistent: true })) name = nextVersionName(name);
  // The record's schema keeps the factor's own fields and drops the audit fields; the copy is
  // made by hand, not by the import that wrote its source.
  const fields = EmissionFactorRecord.parse(source);
  const copy = await createEmissionFactor({ ...fields, uuid: randomUUID(), name, versionedAt: now(), importJobUuid: null }, user.uuid);
  return toEmissionFactor(copy);
});
