export {
  earthCircumferenceKm,
  estimateAnswer,
  estimateFactorNames,
  estimateFactorsByUse,
  flightLegs,
  oneWayCommuteKm,
  referenceSentenceValues,
  roundTripsPerWeek,
  type EstimateAnswer,
  type EstimateFactorUse,
  type EstimateFlight,
  type EstimateSurvey,
} from './estimate.ts';
export * as surveyAssumptions from './assumptions.ts';
