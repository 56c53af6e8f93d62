export { aggregateScores, companyValueOf, type AggregationRow } from './aggregate.ts';
export { combineScopes, companyScores, scopesOfFilter, startEmissionsKg } from './company.ts';
export { temperatureErrors } from './messages.ts';
export { computeTemperature, withHoldingTarget } from './portfolio.ts';
export { regression, timeFrames, type RegressionRow, type RegressionVariable, type TimeFrame } from './regression.ts';
export { annualReductionRatePercent, intensityReductionRatePercent, regressionVariableOf, scopeScore, timeFrameOf, trajectoryValue } from './score.ts';
export {
  aggregationMethods,
  temperatureConstants,
  type AggregationMethod,
  type CombinedScore,
  type CompanyFinancials,
  type CompanyTemperatureInput,
  type CompanyTemperatureScores,
  type Contribution,
  type DefaultReason,
  type Exclusion,
  type ExclusionReason,
  type HorizonScores,
  type PortfolioScore,
  type PortfolioScores,
  type ScopeBenchmarks,
  type ScopeScore,
  type Scored,
  type TemperatureBenchmark,
  type TemperatureError,
  type TemperatureErrorCode,
  type TemperatureHolding,
  type TemperatureRequest,
  type TemperatureResult,
  type TemperatureTargetType,
  type TemperatureTrajectory,
  type TrajectoryBasis,
} from './types.ts';
export { reductionTarget } from './whatIf.ts';
