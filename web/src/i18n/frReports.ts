import { frPortfolioDecarbonization } from './messages/portfolioDecarbonization.fr.ts';
import { frPai } from './messages/pai.fr.ts';
import { frProjectManagement } from './messages/projectManagement.fr.ts';
import { frPmdr } from './messages/pmdr.fr.ts';
import { frPmdrReport } from './messages/pmdrReport.fr.ts';
import { frPmdrCollection } from './messages/pmdrCollection.fr.ts';
import { frSupplierEngagement } from './messages/supplierEngagement.fr.ts';
import { frExternalReport } from './messages/externalReport.fr.ts';
import { frPortfolioCollection } from './messages/portfolioCollection.fr.ts';
import { frPortfolioEstimates } from './messages/portfolioEstimates.fr.ts';
import { frPortfolioResults } from './messages/portfolioResults.fr.ts';
import { frReports as frReportMessages } from './messages/reports.fr.ts';
import type { ReportsCatalogue } from './translate.ts';

/** The reports' messages in French: the same keys and parameters as enReports.ts (a test checks both). */
export const frReports: ReportsCatalogue = {
  ...frReportMessages,
  ...frExternalReport,
  ...frPortfolioEstimates,
  ...frPortfolioResults,
  ...frPortfolioCollection,
  ...frPai,
  ...frPortfolioDecarbonization,
  ...frProjectManagement,
  ...frPmdr,
  ...frPmdrReport,
  ...frPmdrCollection,
  // The client's supplier engagement pages.
  ...frSupplierEngagement,
};
