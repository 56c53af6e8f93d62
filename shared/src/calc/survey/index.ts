export {
  earthCircumferenceKm,
  estimateAnswer,
  estimateFactorNames,
  estimateFactorsByUse,
  flightLegs,
  oneWayCommuteKm,
  referenceSentenceValues,
  roundTripsPerWeek,
  yearlyCommuteKgCo2e,
  type EstimateAnswer,
  type EstimateFactorUse,
  type EstimateFlight,
  type EstimateSurvey,
} from './estimate.ts';
export * as surveyAssumptions from './assumptions.ts';
export { commuteKmBin, commuteKmBins, employeeNumberOf, median, roundDecimals, surveyResult, type ResultSurvey } from './result.ts';
export {
  evaluateSurveyFormula,
  extrapolate,
  fteWeight,
  surveyFormulaContext,
  surveyFormulaFields,
  type AnswerValueToExtrapolate,
  type Extrapolation,
  type ExtrapolationSurvey,
  type FormulaAnswer,
  type FormulaSurvey,
  type SurveyCountError,
  type SurveyCountErrorCode,
  type SurveyFormulaField,
  type SurveyFormulaResult,
  type SurveyFormulaSurvey,
} from './extrapolation.ts';
// The model's shapes and rules the engine's callers need beside it.
export { remoteDaysOf, workedDaysOf, type EstimateFactor, type EstimateInputs, type SurveyCountry, type SurveyEstimate } from '../../surveys/model.ts';
