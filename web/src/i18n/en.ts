import { serverMessageTexts } from '@cairn/shared/errors';
import { enAdmin } from './messages/admin.ts';
import { enAdminFootprint } from './messages/adminFootprint.ts';
import { enApp } from './messages/app.ts';
import { enAssets } from './messages/assets.ts';
import { enCatalogue } from './messages/catalogue.ts';
import { enCatalogueForms } from './messages/catalogueForms.ts';
import { enCatalogueExtras } from './messages/catalogueExtras.ts';
import { enComparison } from './messages/comparison.ts';
import { enExternalReport } from './messages/externalReport.ts';
import { enProjectExtras } from './messages/projectExtras.ts';
import { enReports } from './messages/reports.ts';
import { enAuth } from './messages/auth.ts';
import { enEditing } from './messages/editing.ts';
import { enFeedback } from './messages/feedback.ts';
import { enHome } from './messages/home.ts';
import { enKit } from './messages/kit.ts';
import { enLabelMessages } from './messages/labels.ts';
import { enProjects } from './messages/projects.ts';
import { enResources } from './messages/resources.ts';
import { enShell } from './messages/shell.ts';
import { enReportList } from './messages/reportList.ts';
import { enSectors } from './messages/sectors.ts';

/**
 * English catalogue, the reference language: every other catalogue must carry exactly these
 * keys (a test checks it). Each area keeps its messages in `messages/<area>.ts`; keys are
 * `<area>.<view>.<element>`, `{name}` marks a parameter. Messages the spec quotes keep its
 * wording. The server's messages come from its own catalogue, so the web says them by the
 * key the API sends with each.
 */
export const en = {
  ...enAdmin,
  ...enAdminFootprint,
  ...enApp,
  ...enAssets,
  ...enCatalogue,
  ...enCatalogueForms,
  ...enCatalogueExtras,
  ...enComparison,
  ...enExternalReport,
  ...enProjectExtras,
  ...enReports,
  ...enAuth,
  ...enEditing,
  ...enFeedback,
  ...enHome,
  ...enKit,
  ...enLabelMessages,
  ...enProjects,
  ...enResources,
  ...enShell,
  ...enReportList,
  ...enSectors,
  ...serverMessageTexts,
} as const;
