import { AppError, messages } from '@cairn/shared/errors';
import { externalReports, externalReportView } from '../lib/data/index.ts';
import { defineProcedure } from '../lib/http/index.ts';

/**
 * An external carbon footprint as its page shows it. Staff and the footprint's own asset only:
 * a financial institution does not read its investees' reports, and anyone else gets the
 * answer of a report that does not exist.
 */
export const handler = defineProcedure('externalReport.get.client', async ({ uuid }, { user }) => {
  const record = await externalReports.get({ uuid });
  if (!record || (!user.isAdmin && user.asset?.uuid !== record.assetUuid)) {
    throw new AppError('NOT_FOUND', messages.notFound('External report'));
  }
  return externalReportView(record);
});
