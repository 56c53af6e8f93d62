import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { applyReportingChange } from '../lib/portfolio/staff.ts';

/** A staff change of a reporting; the institution's pages and the staff's see it through the invalidation. */
export const handler = defineProcedure('financialInstitutionReporting.update', async ({ expectedVersion, change }, { user, owner, notifyAsset }) => {
  const view = await applyReportingChange(owner, change, expectedVersion, user.uuid);
  notifyAsset(owner.assetUuid);
  return view;
});
