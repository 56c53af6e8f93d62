import { enAssets } from './messages/assets.ts';
import { enCatalogue } from './messages/catalogue.ts';
import { enAdmin } from './messages/admin.ts';
import { enAdminFootprint } from './messages/adminFootprint.ts';
import { enAdminQuestionnaires } from './messages/adminQuestionnaires.ts';
import { enAdminSurveys } from './messages/adminSurveys.ts';
import { enCatalogueExtras } from './messages/catalogueExtras.ts';
import { enProjects } from './messages/projects.ts';
import { enProjectExtras } from './messages/projectExtras.ts';
import { enSectors } from './messages/sectors.ts';
import { enQuestionTemplates } from './messages/questionTemplates.ts';
import { enSurveyTemplates } from './messages/surveyTemplates.ts';
import { enQuestionnaireTemplates } from './messages/questionnaireTemplates.ts';
import { enSelectLists } from './messages/selectLists.ts';
import { enReportList } from './messages/reportList.ts';
import { enEditing } from './messages/editing.ts';
import { enActionCards } from './messages/actionCards.ts';
import { enPortfolioStaff } from './messages/portfolioStaff.ts';
import { enDecarbonizationStaff } from './messages/decarbonizationStaff.ts';
import { enSupplierAdmin } from './messages/supplierAdmin.ts';

/**
 * The admin app's messages in English: loaded with the admin app (`loadStaffMessages` in
 * translate.ts), never with a client's page, which has no use for them. Keys are
 * `<area>.<view>.<element>` like the rest of the catalogue (en.ts), with which they never overlap.
 */
export const enStaff = {
  ...enAdmin,
  ...enCatalogue,
  ...enAssets,
  ...enAdminFootprint,
  ...enAdminQuestionnaires,
  ...enAdminSurveys,
  ...enCatalogueExtras,
  ...enProjects,
  ...enProjectExtras,
  ...enSectors,
  ...enQuestionTemplates,
  ...enQuestionnaireTemplates,
  ...enSurveyTemplates,
  ...enSelectLists,
  ...enReportList,
  ...enEditing,
  ...enActionCards,
  ...enPortfolioStaff,
  ...enDecarbonizationStaff,
  ...enSupplierAdmin,
} as const;
