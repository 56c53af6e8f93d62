import { externalReportView } from '../lib/data/externalReport.ts';
import { defineProcedure } from '../lib/http/areas/externalReports.ts';

/**
 * An external carbon footprint as its page shows it. Staff and the footprint's own asset only:
 * a report made by another provider is the investee's document, not Cairn's footprint, so an
 * institution viewing its investee does not read it, and anyone else gets the answer of a report
 * that does not exist. `file.download` reads its document by the same rule.
 */
export const handler = defineProcedure('externalReport.get.client', async (_input, { owner: record }) =>
  externalReportView(record),
);
