import { enExternalReport } from './messages/externalReport.ts';
import { enPortfolioEstimates } from './messages/portfolioEstimates.ts';
import { enReports as enReportMessages } from './messages/reports.ts';

/**
 * The messages of a footprint's reports, of external reports and of a portfolio investee's
 * estimate, shown by their pages (the footprint, a report, a shared report, an external report,
 * an estimate) and by the admin app: loaded by
 * those routes (their not-found messages too) and with the admin app, never with the first load.
 */
export const enReports = {
  ...enReportMessages,
  ...enExternalReport,
  ...enPortfolioEstimates,
} as const;
