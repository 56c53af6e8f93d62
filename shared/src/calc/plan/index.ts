export {
  costLineTypes,
  type ActionStatus,
  type CostLine,
  type CostLineType,
  type Level,
  type PlanAction,
  type PlanFormula,
  type PlanFrame,
  type Scope,
  type ScopeFilter,
  type ScopeKgCo2e,
} from './types.ts';
export { actionImpactKgCo2e, growthFactor, isDated, isQuantified, rampFraction } from './impact.ts';
export { projectPlan, scopeFilterValue, type BaselineKgCo2e, type PlanProjection, type ProjectionOptions, type ProjectionYear } from './projection.ts';
export {
  costLineAmount,
  costsByYear,
  costWindow,
  costWindowStartYear,
  costWindowYears,
  marginalAbatementCost,
  yearOfDate,
  type CostWindow,
  type MarginalAbatementCost,
  type YearCosts,
} from './costs.ts';
export {
  costCircleSizePx,
  feasibilityLevel,
  feasibilityLowBelow,
  feasibilityMediumBelow,
  isPlottable,
  matrixFeasibilityMiddle,
  matrixImpactAxisTCo2e,
  matrixImpactBelowKgCo2e,
  matrixImpactMiddleTCo2e,
  matrixPoints,
  matrixQuadrant,
  type MatrixInput,
  type MatrixPoint,
  type MatrixQuadrant,
} from './scores.ts';
export { actionSortScore, sortActions } from './sort.ts';
