/**
 * Messages of a portfolio investee's estimate page (`portfolioEstimates.<view>.<element>`): the
 * hypotheses the engine records with each investee's emissions (their keys are
 * `estimateHypothesisKeys` in `@cairn/shared/calc/portfolio`, with the same parameters).
 * French mirrors English.
 */
export const enPortfolioEstimates = {
  'portfolioEstimates.hypothesis.internal': 'Emissions of the {year} carbon footprint made with Cairn.',
  'portfolioEstimates.hypothesis.audited': 'Emissions of {year} as the company reported them, verified by an audit.',
  'portfolioEstimates.hypothesis.lightReview': 'Emissions of {year} as the company reported them, checked by a light review.',
  'portfolioEstimates.hypothesis.reported': 'Emissions of {year} as the company reported them, without verification.',
  'portfolioEstimates.hypothesis.manual': 'Emissions of {year} estimated and entered by hand.',
  'portfolioEstimates.hypothesis.revenueExtrapolation':
    'Emissions of {year} are the base year’s, scaled by the change in turnover: the emissions per euro of revenue are assumed unchanged since the base year.',
  'portfolioEstimates.hypothesis.employeeExtrapolation':
    'Emissions of {year} are the base year’s, scaled by the change in headcount: the emissions per employee are assumed unchanged since the base year.',
  'portfolioEstimates.hypothesis.baseYearCairnReport': 'The base year and its emissions are those of the company’s {year} carbon footprint made with Cairn.',
  'portfolioEstimates.hypothesis.baseYearExternalReport': 'The base year and its emissions are those of the company’s {year} carbon footprint made by another provider.',
  'portfolioEstimates.hypothesis.sectoral': 'Total emissions of {year} estimated from the turnover and the sector’s average of {intensityTPerM} tCO2e per M€ of turnover.',
  'portfolioEstimates.hypothesis.sectoralScope3IsRest': 'Scopes 1 and 2 are those given; scope 3 is the rest of the estimate.',
  'portfolioEstimates.hypothesis.sectoralScopeMissing': 'Scope {scope} was not given and counts as zero.',
  'portfolioEstimates.hypothesis.sectoralGivenAboveEstimate': 'Scopes 1 and 2 given exceed the sector estimate: they are kept and scope 3 counts as zero.',
} as const;
