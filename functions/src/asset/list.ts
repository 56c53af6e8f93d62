import { foldedIncludes } from '@cairn/shared/text/fold';
import { assets } from '../lib/data/asset.ts';
import { defineProcedure } from '../lib/http/areas/assets.ts';

/** Names in the order people read them: accents and case aside ('Église' among the E's), numbers by value. */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The asset list: every asset (one partition of the index, a few thousand small items), filtered
 * here by the search and the filters, by name, at most `limit` rows and how many matched.
 */
export const handler = defineProcedure('asset.list', async ({ search, type, sector, isFinancialInstitution, limit }) => {
  const all = await assets.query('all', {});
  const matching = all.filter(
    (asset) =>
      (type === undefined || asset.type === type) &&
      (sector === undefined || asset.sector === sector) &&
      (isFinancialInstitution === undefined || asset.isFinancialInstitution === isFinancialInstitution) &&
      foldedIncludes([asset.name], search),
  );
  // The index orders by code point, which puts 'Église' after 'Z'.
  matching.sort((a, b) => byName.compare(a.name, b.name) || a.uuid.localeCompare(b.uuid));
  return {
    total: matching.length,
    items: matching.slice(0, limit).map((asset) => ({
      uuid: asset.uuid,
      name: asset.name,
      type: asset.type,
      sector: asset.sector,
      naceCodes: asset.naceCodes,
      validated: asset.validated,
      isFinancialInstitution: asset.isFinancialInstitution,
      createdAt: asset.createdAt,
    })),
  };
});
