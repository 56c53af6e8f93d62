import { updateReport } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';

/** Revokes a report's public link: from now on it answers NOT_FOUND. */
export const handler = defineProcedure('report.unshare', async ({ uuid }, { user, owner: report, notifyAsset }) => {
  if (report.isPublic) await updateReport(uuid, { isPublic: false }, user.uuid);
  notifyAsset(report.assetUuid);
  return { success: true as const };
});
