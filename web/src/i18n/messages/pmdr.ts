/**
 * Messages both PMDR pages read (`pmdr.<view>.<element>`): the five alignment statuses, the two
 * flags, the completion states and the twelve questions. The report's own messages are in
 * pmdrReport.ts, the data collection's in pmdrCollection.ts. Loaded with the reports' messages
 * (enReports.ts), by the PMDR routes and with the admin app.
 */
export const enPmdr = {
  'pmdr.status.NotStarted': 'Not started',
  'pmdr.status.CapturingData': 'Capturing data',
  'pmdr.status.PreparingToDecarbonize': 'Preparing to decarbonize',
  'pmdr.status.Aligning': 'Aligning',
  'pmdr.status.NetZeroAligned': 'Net zero aligned',
  'pmdr.flag.decarbonizationEnabler': 'Decarbonization enabler',
  'pmdr.flag.emergingEnabler': 'Emerging decarbonization enabler',
  'pmdr.flag.noPathwayToAlign': 'No pathway to align',
  'pmdr.completion.DONE': 'Done',
  'pmdr.completion.IN_PROGRESS': 'In progress',
  'pmdr.completion.PENDING': 'Pending',
  'pmdr.completion.COMPLETE': 'Complete',
  'pmdr.completion.NOT_STARTED': 'Not started',
  'pmdr.completion.missingData': 'Missing data',
  'pmdr.missingData.noTurnover': 'No revenue',
  'pmdr.missingData.noValuation': 'No asset value',
  'pmdr.missingData.noOutstandingAmount': 'No outstanding amount',
  'pmdr.missingData.noEmissions': 'No total emissions',
  'pmdr.answer.yes': 'Yes',
  'pmdr.answer.no': 'No',
  'pmdr.answer.dontKnow': 'Don’t know',
  'pmdr.question.pmdrTransitionEnablingActivities': 'Are the company’s activities covered by the fund’s taxonomy of transition-enabling activities?',
  'pmdr.question.pmdrSubstantialMitigationContribution': 'Does the company’s activity contribute substantially to climate change mitigation?',
  'pmdr.question.pmdrNoSubstantialAdverseImpact': 'Does the company’s activity avoid any substantial adverse impact on other environmental objectives?',
  'pmdr.question.pmdrEnablingRevenueOver50': 'Does more than 50% of the company’s revenue come from enabling activities?',
  'pmdr.question.pmdrEnablingRevenueOver10HighEmittingUnder50':
    'Does more than 10% of the company’s revenue come from enabling activities, and less than 50% from high-emitting activities?',
  'pmdr.question.pmdrUnfeasibleHighEmittingOver50': 'Does more than 50% of the company’s revenue come from high-emitting activities with no feasible way to decarbonize?',
  'pmdr.question.pmdrScope1And2Measuring': 'Are the company’s scope 1 and 2 emissions measured?',
  'pmdr.question.pmdrScope3Material': 'Is scope 3 material (40% or more of the company’s total emissions)?',
  'pmdr.question.pmdrScope3FundReporting': 'Are the company’s scope 3 emissions measured and shared with the fund?',
  'pmdr.question.pmdrDecarbonizationPlan': 'Has the company started a decarbonization plan?',
  'pmdr.question.pmdrNetZeroAlignedCommitment': 'Has the company committed to a near-term science-based reduction target?',
  'pmdr.question.pmdrNetZeroAlignedReduction': 'Is the company’s year-on-year emissions profile in line with a net zero pathway?',
} as const;
