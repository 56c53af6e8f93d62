export { defineEntity, now, transact, transactionLimit, type Actor, type Audit, type Stored, type TransactItem } from './entity.ts';
export { nameTaken, uniqueNames } from './nameClaim.ts';
export { users, usernameClaims, UserRecord } from './user.ts';
export { assets, assetNameClaims, assetNames, AssetRecord } from './asset.ts';
export { investeeLinks } from './investeeLink.ts';
export { subentities } from './subentity.ts';
export { modules, ModuleRecord } from './module.ts';
export { invitations } from './invitation.ts';
export { sessions } from './session.ts';
export { feedbackMessages } from './feedback.ts';
export { analyticsEvents } from './analyticsEvent.ts';
export { storedFiles } from './storedFile.ts';
export { connections, audiences } from './connection.ts';
export { editingPresences, removeConnectionPresence } from './editingPresence.ts';
export { emailEvents, EmailStatus } from './emailEvent.ts';
export { scheduledJobs } from './scheduledJob.ts';
export { importChunks, importJobs, ImportJobRecord } from './importJob.ts';
export * as throttle from './throttle.ts';
export { moduleAssignments } from './moduleAssignment.ts';
export { saveModule } from './moduleStore.ts';
export {
  assertReferencesExist,
  catalogueNameKey,
  compareCatalogueItems,
  emissionFactorFields,
  requireEmissionFactor,
  toEmissionFactor,
  createEmissionFactor,
  deleteEmissionFactor,
  EmissionFactorRecord,
  emissionFactorNameClaims,
  emissionFactorNames,
  emissionFactors,
  getEmissionFactor,
  isVisibleFactor,
  listEmissionFactors,
  matchesSearch,
  renameEmissionFactorGroup,
  replaceEmissionFactor,
  visibleFactors,
} from './emissionFactor.ts';
export {
  createHypothesis,
  deleteHypothesis,
  hypotheses,
  hypothesisFields,
  hypothesisNameClaims,
  hypothesisNames,
  HypothesisRecord,
  replaceHypothesis,
  requireHypothesis,
  toHypothesis,
} from './hypothesis.ts';
export { units, UnitRecord } from './unit.ts';
export {
  createSelectList,
  deleteSelectList,
  listSelectLists,
  replaceSelectList,
  requireSelectList,
  selectListNameClaims,
  selectListNames,
  SelectListRecord,
  selectLists,
  selectListUsages,
  toSelectList,
} from './selectList.ts';
export {
  createQuestionTemplate,
  deleteQuestionTemplate,
  listQuestionTemplates,
  questionTemplateNameClaims,
  questionTemplateNames,
  QuestionTemplateRecord,
  questionTemplates,
  replaceQuestionTemplate,
  requireQuestionTemplate,
  toQuestionTemplateDetail,
} from './questionTemplate.ts';
export {
  createQuestionnaireTemplate,
  deleteQuestionnaireTemplate,
  listQuestionnaireTemplates,
  questionnaireTemplateNameClaims,
  questionnaireTemplateNames,
  QuestionnaireTemplateRecord,
  questionnaireTemplates,
  questionTemplateUsages,
  replaceQuestionnaireTemplate,
  requireQuestionnaireTemplate,
  toQuestionnaireTemplateDetail,
} from './questionnaireTemplate.ts';
export {
  createSurveyQuestionTemplate,
  deleteSurveyQuestionTemplate,
  listSurveyQuestionTemplates,
  replaceSurveyQuestionTemplate,
  requireSurveyQuestionTemplate,
  surveyQuestionTemplateNameClaims,
  surveyQuestionTemplateNames,
  SurveyQuestionTemplateRecord,
  surveyQuestionTemplates,
  toSurveyQuestionTemplateDetail,
} from './surveyQuestionTemplate.ts';
export {
  createSurveyTemplate,
  deleteSurveyTemplate,
  listSurveyTemplates,
  replaceSurveyTemplate,
  requireSurveyTemplate,
  surveyQuestionTemplatesByUuid,
  surveyQuestionTemplateUsages,
  surveyTemplateNameClaims,
  surveyTemplateNames,
  SurveyTemplateRecord,
  surveyTemplateCopy,
  surveyTemplates,
  toSurveyTemplateDetail,
} from './surveyTemplate.ts';
export { images, imageUsages, ImageRecord } from './actionImage.ts';
export { actionCards, ActionCardRecord } from './actionCard.ts';
export {
  catalogueUsages,
  completeUsageSync,
  completePendingUsageSyncs,
  saveWithUsages,
  usageChanges,
  usageSyncs,
  usagesOf,
  noUsedEntries,
  type UsedEntries,
  type UsageTarget,
} from './catalogueUsage.ts';
export {
  ensureReportListing,
  readSnapshot,
  reportListings,
  reports,
  reportSnapshotChunks,
  reportWrites,
  toReportSummary,
  updateReport,
  ReportListingRecord,
  ReportRecord,
} from './report.ts';
export { externalReports, externalReportView, saveExternalReport, ExternalReportRecord } from './externalReport.ts';
export { projects, ProjectRecord } from './project.ts';
export { projectTrackings } from './projectTracking.ts';
export { deals } from './deal.ts';
export { currentSectorBenchmarks, listSectorBenchmarks, sectorBenchmarks, SectorBenchmarkRecord } from './sectorBenchmark.ts';
export { timeEntries, TimeEntryRecord } from './timeEntry.ts';
export { projectTimeReports, ProjectTimeReportRecord } from './projectTimeReport.ts';
export { deliveryFeedbackQuestions } from './deliveryFeedback.ts';
export { answerOf, answers, comments, packTable, questionnaires, questions, readCollection } from './questionnaire.ts';
export { answersOf, countsOf, surveyAnswers, surveyCounts, surveys, type SurveyRecord } from './survey.ts';
export { decarbonizationPlans, planSnapshots, PlanRecord } from './decarbonizationPlan.ts';
export { actionSets, decarbonizationActions, ActionRecord } from './decarbonizationAction.ts';
export { funds as portfolioFunds, investeeDecarbonizations as portfolioInvesteeDecarbonizations, investees as portfolioInvestees, investments as portfolioInvestments, portfolioSnapshots, reportings as portfolioReportings, type InvesteeRecord as PortfolioInvesteeRecord } from './portfolio.ts';
export { findSupplier, supplierCampaigns, supplierEmailMessages, supplierEmailSends, supplierEmailTemplates, supplierGroups, supplierImportMarks, suppliers, SupplierRecord } from './supplier.ts';
