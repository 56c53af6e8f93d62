import { frAdmin } from './messages/admin.fr.ts';
import { frAdminFootprint } from './messages/adminFootprint.fr.ts';
import { frApp } from './messages/app.fr.ts';
import { frAssets } from './messages/assets.fr.ts';
import { frCatalogue } from './messages/catalogue.fr.ts';
import { frCatalogueForms } from './messages/catalogueForms.fr.ts';
import { frCatalogueExtras } from './messages/catalogueExtras.fr.ts';
import { frComparison } from './messages/comparison.fr.ts';
import { frExternalReport } from './messages/externalReport.fr.ts';
import { frProjectExtras } from './messages/projectExtras.fr.ts';
import { frReports } from './messages/reports.fr.ts';
import { frAuth } from './messages/auth.fr.ts';
import { frEditing } from './messages/editing.fr.ts';
import { frFeedback } from './messages/feedback.fr.ts';
import { frHome } from './messages/home.fr.ts';
import { frKit } from './messages/kit.fr.ts';
import { frLabelMessages } from './messages/labels.fr.ts';
import { frResources } from './messages/resources.fr.ts';
import { frProjects } from './messages/projects.fr.ts';
import { frServer } from './messages/server.ts';
import { frShell } from './messages/shell.fr.ts';
import { frReportList } from './messages/reportList.fr.ts';
import { frSectors } from './messages/sectors.fr.ts';
import type { Catalogue } from './translate.ts';

/** French catalogue: same keys and parameters as the English one (a test checks both). */
export const fr: Catalogue = {
  ...frAdmin,
  ...frAdminFootprint,
  ...frApp,
  ...frAssets,
  ...frCatalogue,
  ...frCatalogueForms,
  ...frCatalogueExtras,
  ...frComparison,
  ...frExternalReport,
  ...frProjectExtras,
  ...frReports,
  ...frAuth,
  ...frEditing,
  ...frFeedback,
  ...frHome,
  ...frKit,
  ...frLabelMessages,
  ...frResources,
  ...frProjects,
  ...frShell,
  ...frReportList,
  ...frSectors,
  ...frServer,
};
