import { frApp } from './messages/app.fr.ts';
import { frCatalogueForms } from './messages/catalogueForms.fr.ts';
import { frExternalReport } from './messages/externalReport.fr.ts';
import { frReports } from './messages/reports.fr.ts';
import { frAuth } from './messages/auth.fr.ts';
import { frFeedback } from './messages/feedback.fr.ts';
import { frHome } from './messages/home.fr.ts';
import { frKit } from './messages/kit.fr.ts';
import { frLabelMessages } from './messages/labels.fr.ts';
import { frResources } from './messages/resources.fr.ts';
import { frServer } from './messages/server.ts';
import { frShell } from './messages/shell.fr.ts';
import type { ClientCatalogue } from './translate.ts';

/** French catalogue: same keys and parameters as the English one (a test checks both). */
export const fr: ClientCatalogue = {
  ...frApp,
  ...frCatalogueForms,
  ...frExternalReport,
  ...frReports,
  ...frAuth,
  ...frFeedback,
  ...frHome,
  ...frKit,
  ...frLabelMessages,
  ...frResources,
  ...frShell,
  ...frServer,
};
