import type { StaffCatalogue } from './translate.ts';
import { frAssets } from './messages/assets.fr.ts';
import { frCatalogue } from './messages/catalogue.fr.ts';
import { frAdmin } from './messages/admin.fr.ts';
import { frAdminFootprint } from './messages/adminFootprint.fr.ts';
import { frAdminQuestionnaires } from './messages/adminQuestionnaires.fr.ts';
import { frAdminSurveys } from './messages/adminSurveys.fr.ts';
import { frCatalogueExtras } from './messages/catalogueExtras.fr.ts';
import { frProjects } from './messages/projects.fr.ts';
import { frProjectExtras } from './messages/projectExtras.fr.ts';
import { frSectors } from './messages/sectors.fr.ts';
import { frQuestionTemplates } from './messages/questionTemplates.fr.ts';
import { frSurveyTemplates } from './messages/surveyTemplates.fr.ts';
import { frQuestionnaireTemplates } from './messages/questionnaireTemplates.fr.ts';
import { frSelectLists } from './messages/selectLists.fr.ts';
import { frReportList } from './messages/reportList.fr.ts';
import { frEditing } from './messages/editing.fr.ts';
import { frActionCards } from './messages/actionCards.fr.ts';
import { frPortfolioStaff } from './messages/portfolioStaff.fr.ts';
import { frDecarbonizationStaff } from './messages/decarbonizationStaff.fr.ts';
import { frSupplierAdmin } from './messages/supplierAdmin.fr.ts';

/** The admin app's messages in French: the same keys and parameters as enStaff.ts (a test checks both). */
export const frStaff: StaffCatalogue = {
  ...frAdmin,
  ...frCatalogue,
  ...frAssets,
  ...frAdminFootprint,
  ...frAdminQuestionnaires,
  ...frAdminSurveys,
  ...frCatalogueExtras,
  ...frProjects,
  ...frProjectExtras,
  ...frSectors,
  ...frQuestionTemplates,
  ...frQuestionnaireTemplates,
  ...frSurveyTemplates,
  ...frSelectLists,
  ...frReportList,
  ...frEditing,
  ...frActionCards,
  ...frPortfolioStaff,
  ...frDecarbonizationStaff,
  ...frSupplierAdmin,
};
