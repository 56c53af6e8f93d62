import { enExternalReport } from './messages/externalReport.ts';
import { enReports as enReportMessages } from './messages/reports.ts';

/**
 * The messages of a footprint's reports and of external reports, shown by their pages (the
 * footprint, a report, a shared report, an external report) and by the admin app: loaded by
 * those routes (their not-found messages too) and with the admin app, never with the first load.
 */
export const enReports = {
  ...enReportMessages,
  ...enExternalReport,
} as const;
