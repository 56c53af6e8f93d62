import { defineProcedure } from '../lib/http/areas/reports.ts';
import { reportFile } from '../lib/report/downloads.ts';
import { auditActivityDataFile } from '../lib/report/files/workbookFiles.ts';

/** Generated from the snapshot on first ask and kept in the bucket; only readers of the report get it (its tenancy, checked before). */
export const handler = defineProcedure('carbonFootprint.adminActivityData.download', (_input, { owner: report }) =>
  reportFile(report, auditActivityDataFile),
);
