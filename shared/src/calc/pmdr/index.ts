export {
  applicableQuestions,
  droppedQuestions,
  emptyPmdrAnswers,
  pmdrAnswersSchema,
  pmdrQuestionKeys,
  pmdrQuestionNumber,
  type PmdrAnswer,
  type PmdrAnswers,
  type PmdrQuestionKey,
} from './questions.ts';
export { effectivePmdrAnswers, pmdrAssessment, pmdrStatuses, type PmdrAssessment, type PmdrEnablerKind, type PmdrStatus } from './status.ts';
export {
  pmdrInvesteeCompletion,
  pmdrMissingData,
  pmdrYearCompletion,
  type PmdrInvesteeCompletion,
  type PmdrMissingData,
  type PmdrYearCompletion,
} from './completion.ts';
export type { PmdrFund, PmdrFundLine, PmdrInvestee, PmdrYear } from './model.ts';
export {
  pmdrDevelopment,
  pmdrReport,
  type PmdrAttributionPoint,
  type PmdrCategorisation,
  type PmdrDevelopmentYear,
  type PmdrExclusion,
  type PmdrFilter,
  type PmdrFlagTile,
  type PmdrFundCategorisation,
  type PmdrMeasures,
  type PmdrReport,
  type PmdrReportInvestee,
  type PmdrReportLine,
  type PmdrScatterPoint,
  type PmdrShares,
  type PmdrStatusFigures,
} from './report.ts';
