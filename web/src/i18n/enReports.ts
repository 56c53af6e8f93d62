import { enPortfolioDecarbonization } from './messages/portfolioDecarbonization.ts';
import { enPai } from './messages/pai.ts';
import { enProjectManagement } from './messages/projectManagement.ts';
import { enPmdr } from './messages/pmdr.ts';
import { enPmdrReport } from './messages/pmdrReport.ts';
import { enPmdrCollection } from './messages/pmdrCollection.ts';
import { enSupplierEngagement } from './messages/supplierEngagement.ts';
import { enExternalReport } from './messages/externalReport.ts';
import { enPortfolioCollection } from './messages/portfolioCollection.ts';
import { enPortfolioEstimates } from './messages/portfolioEstimates.ts';
import { enPortfolioResults } from './messages/portfolioResults.ts';
import { enReports as enReportMessages } from './messages/reports.ts';

/**
 * The messages of a footprint's reports, of external reports, of a portfolio's results and of a
 * portfolio investee's estimate, shown by their pages (the footprint, a report, a shared report,
 * an external report, the results, an estimate) and by the admin app: loaded by
 * those routes (their not-found messages too) and with the admin app, never with the first load.
 */
export const enReports = {
  ...enReportMessages,
  ...enExternalReport,
  ...enPortfolioEstimates,
  // A portfolio-emissions module's results and estimates: with the reports' part rather than a
  // part of their own, which would cost the first load its loaders.
  ...enPortfolioResults,
  // The questionnaire's, for the same reason.
  ...enPortfolioCollection,
  // The PAI pages read the delivered results, on the same routes' part.
  ...enPai,
  // The portfolio decarbonization dashboard reads the delivered results too.
  ...enPortfolioDecarbonization,
  // The institution's project tracking, read beside its portfolio's pages.
  ...enProjectManagement,
  // The PMDR report and data collection.
  ...enPmdr,
  ...enPmdrReport,
  ...enPmdrCollection,
  // The client's supplier engagement pages.
  ...enSupplierEngagement,
} as const;
