import { AppError } from '@cairn/shared/errors';
import { updateReport } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { publicReportPath } from '@cairn/shared/contract/reports';
import { reportMessages } from '../lib/report/store.ts';

/** Opens the public link of a delivered report; staff or the report's own client may. */
export const handler = defineProcedure('report.share', async ({ uuid }, { user, owner: report, notifyAsset }) => {
  if (report.status !== 'DELIVERED') throw new AppError('CONFLICT', reportMessages.notDelivered);
  if (!report.isPublic) await updateReport(uuid, { isPublic: true }, user.uuid);
  notifyAsset(report.assetUuid);
  return { publicPath: publicReportPath(uuid) };
});
