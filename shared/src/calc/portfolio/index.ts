export { attributionFactor, computePortfolio, filteredScopeTotalKg, footprintTypesOf, portfolioTotals } from './compute.ts';
export {
  employeeExtrapolation,
  estimateFactorSources,
  estimateHypothesisKeys,
  internalEmissions,
  investeeEmissions,
  revenueExtrapolation,
  sectoralEstimate,
  typedEmissions,
  type EstimateContext,
  type InvesteeEmissions,
  type ScopesKg,
} from './estimates.ts';
export { pcafScoreByReportType, pcafScoreOf, weightedPcafScore, type PcafScore } from './pcaf.ts';
