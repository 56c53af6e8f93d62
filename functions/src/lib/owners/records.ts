import type { OwnerKind } from '@cairn/shared/access';
import type { assetOwner } from './asset.ts';
import type { carbonFootprintOwner } from './carbonFootprint.ts';
import type { decarbonizationActionOwner, decarbonizationPlanOwner } from './decarbonizationPlan.ts';
import type { emissionFactorOwner } from './emissionFactor.ts';
import type { externalReportOwner } from './externalReport.ts';
import type { hypothesisOwner } from './hypothesis.ts';
import type { portfolioReportingOwner } from './portfolioReporting.ts';
import type { projectManagementOwner } from './projectManagement.ts';
import type { importJobOwner } from './importJob.ts';
import type { questionnaireOwner, questionOwner } from './questionnaire.ts';
import type { reportOwner } from './report.ts';
import type { OwnerSource } from './source.ts';
import type { storedFileOwner } from './storedFile.ts';
import type { supplierOwner } from './supplier.ts';
import type { surveyAnswerOwner, surveyOwner } from './survey.ts';

type RecordOf<S> = S extends OwnerSource<infer R> ? R : never;

/**
 * The object of each kind as the handler receives it (types only: nothing here is bundled).
 */
export interface OwnerRecords {
  asset: RecordOf<typeof assetOwner>;
  carbonFootprint: RecordOf<typeof carbonFootprintOwner>;
  report: RecordOf<typeof reportOwner>;
  externalReport: RecordOf<typeof externalReportOwner>;
  storedFile: RecordOf<typeof storedFileOwner>;
  emissionFactor: RecordOf<typeof emissionFactorOwner>;
  hypothesis: RecordOf<typeof hypothesisOwner>;
  importJob: RecordOf<typeof importJobOwner>;
  supplier: RecordOf<typeof supplierOwner>;
  survey: RecordOf<typeof surveyOwner>;
  surveyAnswer: RecordOf<typeof surveyAnswerOwner>;
  questionnaire: RecordOf<typeof questionnaireOwner>;
  question: RecordOf<typeof questionOwner>;
  decarbonizationPlan: RecordOf<typeof decarbonizationPlanOwner>;
  decarbonizationAction: RecordOf<typeof decarbonizationActionOwner>;
  portfolioReporting: RecordOf<typeof portfolioReportingOwner>;
  projectManagement: RecordOf<typeof projectManagementOwner>;
}

export type OwnerRecord<K extends OwnerKind> = OwnerRecords[K];
/** Sources for some kinds, as an area of the pipeline is given them. */
export type OwnerSources = { [K in OwnerKind]?: OwnerSource<OwnerRecords[K]> };
