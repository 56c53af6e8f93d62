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
