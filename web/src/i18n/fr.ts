import { frAdmin } from './messages/admin.ts';
import { frApp } from './messages/app.ts';
import { frCatalogue } from './messages/catalogue.ts';
import { frCatalogueForms } from './messages/catalogueForms.ts';
import { frCatalogueExtras } from './messages/catalogueExtras.ts';
import { frComparison } from './messages/comparison.ts';
import { frExternalReport } from './messages/externalReport.ts';
import { frReports } from './messages/reports.ts';
import { frAuth } from './messages/auth.ts';
import { frFeedback } from './messages/feedback.ts';
import { frHome } from './messages/home.ts';
import { frLabelMessages } from './messages/labels.ts';
import { frResources } from './messages/resources.ts';
import { frServer } from './messages/server.ts';
import { frShell } from './messages/shell.ts';
import type { Catalogue } from './translate.ts';

/** French catalogue: same keys and parameters as the English one (a test checks both). */
export const fr: Catalogue = {
  ...frAdmin,
  ...frApp,
  ...frCatalogue,
  ...frCatalogueForms,
  ...frCatalogueExtras,
  ...frComparison,
  ...frExternalReport,
  ...frReports,
  ...frAuth,
  ...frFeedback,
  ...frHome,
  ...frLabelMessages,
  ...frResources,
  ...frShell,
  ...frServer,
};
