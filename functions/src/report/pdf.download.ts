import { readSnapshot } from '../lib/data/report.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { reportFile } from '../lib/report/downloads.ts';
import { pdfFile } from '../lib/report/files/pdfFile.ts';
import { snapshotFor } from '../lib/report/store.ts';

/** Generated from the snapshot on first ask and kept in the bucket; only readers of the report get it (its tenancy, checked before). */
export const handler = defineProcedure('report.pdf.download', async (_input, { user, owner: report }) =>
  reportFile(report, snapshotFor(user, await readSnapshot(report)), pdfFile),
);
