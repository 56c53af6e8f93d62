import * as z from 'zod';
import { pmdrQuestionKeys, type PmdrAnswers, type PmdrQuestionKey } from '../calc/pmdr/questions.ts';
import type { PortfolioReportType } from './model.ts';

/*
 * What the PMDR data collection stores beside a financial-institution reporting (spec 3 section 3
 * "PMDR investee", "Financial institution reporting" pmdrStatus) and the rules of who may change
 * which of its fields (section 6). Decisions: docs/architecture.md, "PMDR data".
 */

/**
 * The reporting's PMDR state. The spec names DASHBOARD_AVAILABLE only (it enables the report);
 * DATA_COLLECTION is ours: staff have opened the PMDR collection, the report is not shown yet.
 * Null: PMDR is not available for the reporting (every reporting stored before PMDR).
 */
export const PmdrReportingStatus = z.enum(['DATA_COLLECTION', 'DASHBOARD_AVAILABLE']);
export type PmdrReportingStatus = z.infer<typeof PmdrReportingStatus>;

/**
 * The twelve answers as an investee record keeps them: each null until answered, so a record
 * written before PMDR reads as not answered at all.
 */
export const StoredPmdrAnswers = z.object(
  Object.fromEntries(pmdrQuestionKeys.map((key) => [key, z.boolean().nullable().default(null)])) as Record<PmdrQuestionKey, z.ZodDefault<z.ZodNullable<z.ZodBoolean>>>,
);

/** The answers of a record that holds them (and other fields), as the engine reads them. */
export function pmdrAnswersOf(record: PmdrAnswers): PmdrAnswers {
  return Object.fromEntries(pmdrQuestionKeys.map((key) => [key, record[key]])) as Record<PmdrQuestionKey, boolean | null>;
}

/**
 * The report types whose scope totals are what the client types (the portfolio engine reads them
 * as they are): AUDIT, LIGHT_REVIEW, EXTERNAL_REPORT and MANUAL_ESTIMATE. The others derive them
 * (a delivered Cairn report, an extrapolation, a sector benchmark), so typing them would change
 * nothing the results read.
 */
const typedTotalTypes: ReadonlySet<PortfolioReportType> = new Set(['AUDIT', 'LIGHT_REVIEW', 'EXTERNAL_REPORT', 'MANUAL_ESTIMATE']);

/** Whether the investee's scope totals are the typed ones: no report type (a standalone reporting's asset) or a type that reads them as typed. */
export function pmdrScopesAreTyped(reportType: PortfolioReportType | null): boolean {
  return reportType === null || typedTotalTypes.has(reportType);
}

/**
 * Whether the PMDR form may change an investee's scope totals (spec 3 section 6,
 * canEditCarbonData). The figures must be ones the client types: an investee with no report
 * type (a standalone reporting's, whose totals are typed on the PMDR form) or a type that reads
 * the typed totals. And the caller must be allowed to write them: in a standalone reporting
 * always; in a portfolio-emissions reporting only where its own collection lets the caller write
 * (`mayCollect`: staff, or a client while it is open and not validated), so PMDR never changes
 * figures a validated collection froze.
 */
export function canEditPmdrCarbonData(reportType: PortfolioReportType | null, standalone: boolean, mayCollect: boolean): boolean {
  return pmdrScopesAreTyped(reportType) && (standalone || mayCollect);
}

/**
 * The portfolio-emissions reporting of each year the institution has a PMDR module for, newest
 * year first. PMDR is collected on that reporting's investees (its uuid is its module's), as PAI
 * reads it (`portfolioReportingOf`): the PORTFOLIO_EMISSIONS module of the same asset and year,
 * and no year where there is none or several (the module then cannot say which).
 */
export function pmdrReportingsOf(modules: readonly { readonly uuid: string; readonly type: string; readonly year: number | null }[]): { year: number; reportingUuid: string }[] {
  const years = new Set(modules.flatMap((module) => (module.type === 'PMDR' && module.year !== null ? [module.year] : [])));
  return [...years]
    .sort((a, b) => b - a)
    .flatMap((year) => {
      const reportings = modules.filter((module) => module.type === 'PORTFOLIO_EMISSIONS' && module.year === year);
      return reportings.length === 1 ? [{ year, reportingUuid: reportings[0]!.uuid }] : [];
    });
}
