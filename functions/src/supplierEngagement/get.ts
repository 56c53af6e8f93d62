import { isStaff } from '@cairn/shared/access';
import { supplierEmailTemplates, supplierGroups } from '../lib/data/supplier.ts';
import { defineProcedure } from '../lib/http/areas/suppliers.ts';
import { dashboardExpenses } from '../lib/supplier/expenses.ts';
import { suppliersOfAsset } from '../lib/supplier/importJournal.ts';
import { toSupplierView, versioned } from '../lib/supplier/view.ts';

/** An asset's supplier engagement for a year: suppliers, groups, templates and the year's expenses. */
export const handler = defineProcedure('supplierEngagement.get', async ({ assetUuid, year }, { user }) => {
  const [{ suppliers: stored }, groups, templates] = await Promise.all([
    // An import a stopped process left is undone first.
    suppliersOfAsset(assetUuid, user.uuid),
    supplierGroups.query('ofAsset', { assetUuid }, { consistent: true }),
    supplierEmailTemplates.query('ofAsset', { assetUuid }, { consistent: true }),
  ]);
  const byName = <T extends { name: string }>(items: T[]) => items.sort((a, b) => a.name.localeCompare(b.name));
  return {
    assetUuid,
    year,
    suppliers: byName(stored).map(toSupplierView),
    groups: byName(groups).map(versioned),
    templates: byName(templates).map(versioned),
    expenses: await dashboardExpenses(assetUuid, stored, year, isStaff(user)),
  };
});
