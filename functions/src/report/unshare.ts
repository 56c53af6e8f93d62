import { reports } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';
import { readableReport } from '../lib/report/store.ts';

/** Revokes a report's public link: from now on it answers NOT_FOUND. */
export const handler = defineProcedure('report.unshare', async ({ uuid }, { user, notifyAsset }) => {
  const report = await readableReport(user, uuid);
  if (report.isPublic) await reports.update({ uuid }, { isPublic: false }, user.uuid);
  notifyAsset(report.assetUuid);
  return { success: true as const };
});
