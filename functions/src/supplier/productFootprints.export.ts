import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { suppliersOfAsset } from '../lib/supplier/importJournal.ts';

/** The asset's suppliers' PACT product footprints of a year, as a ListFootprints answer. */
export const handler = defineProcedure('supplier.productFootprints.export', async ({ assetUuid, year }, { user }) => {
  const { suppliers: stored } = await suppliersOfAsset(assetUuid, user.uuid);
  const data = stored
    .sort((a, b) => a.name.localeCompare(b.name) || (a.uuid < b.uuid ? -1 : 1))
    .flatMap((supplier) => supplier.yearData.find((candidate) => candidate.year === year)?.productFootprints ?? []);
  return { data };
});
