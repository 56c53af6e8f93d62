import type { Message } from '../messageFormat.ts';
import { sayValidation } from '../areaValidationMessageTexts.ts';
import type { Investee } from './model.ts';

/*
 * What an investee needs before the client's data collection can be validated (spec 3 section 5,
 * "Portfolio emissions data collection"). The server refuses the validation with these issues
 * and the questionnaire marks the same cells.
 */

/** One problem of an investee, named by its field (`Investee`'s names; `reportType` for the type). */
export interface InvesteeIssue {
  readonly field: string;
  readonly message: Message;
}

export interface InvesteeIssueContext {
  /** The NACE Rev. 2 codes that exist ('64.20'…). */
  readonly naceCodes: ReadonlySet<string>;
  /** A base-year deliverable or external report exists: an extrapolation then needs no base year, and reads its base-year scopes from it. */
  readonly hasBaseYearReport: boolean;
}

/**
 * A code as the NACE list stores it: trimmed, a NAF letter upper-cased (as `normalizeNaceCode` of
 * assets/rules.ts, not imported so that the questionnaire does not load the server's catalogue).
 */
const normalized = (code: string): string => code.trim().toUpperCase();

type RequiredField = Exclude<keyof Investee, 'files' | 'nonValidatedAsset' | 'uuid' | 'name'>;

const currentScopes = ['totalScope1Kg', 'totalScope2Kg', 'totalScope3Kg'] as const;
const baseYearScopes = ['baseYearTotalScope1Kg', 'baseYearTotalScope2Kg', 'baseYearTotalScope3Kg'] as const;

/**
 * Every rule the investee fails: those of every investee, then its type's, then the NACE code's. Base-year scopes, like the base
 * year, are not asked when a base-year report exists: that report gives them, and the
 * questionnaire hides their cells (columns.ts).
 */
export function investeeIssues(investee: Investee, context: InvesteeIssueContext): InvesteeIssue[] {
  const issues: InvesteeIssue[] = [];
  const required = (...fields: readonly RequiredField[]) => {
    for (const field of fields) if (investee[field] === null) issues.push({ field, message: sayValidation('validation.message.required') });
  };
  // Valuation, turnover and sector: required on submit, whatever the type.
  required('valuation', 'turnover', 'sector');
  switch (investee.reportType) {
    case null:
      issues.push({ field: 'reportType', message: sayValidation('validation.message.required') });
      break;
    case 'AUDIT':
    case 'LIGHT_REVIEW':
      required(...currentScopes);
      if (investee.files.length === 0) issues.push({ field: 'files', message: sayValidation('validation.message.required') });
      break;
    case 'EXTERNAL_REPORT':
      required(...currentScopes);
      break;
    case 'SECTORAL_ESTIMATE':
      if (investee.assetUuid === null) required('naceCode');
      break;
    case 'REVENUE_EXTRAPOLATION':
      required('baseYearTurnover');
      if (!context.hasBaseYearReport) required('baseYear', ...baseYearScopes);
      break;
    case 'EMPLOYEE_EXTRAPOLATION':
      required('employeeNumber', 'baseYearEmployeeNumber');
      if (!context.hasBaseYearReport) required('baseYear', ...baseYearScopes);
      break;
    case 'CAIRN':
    case 'MANUAL_ESTIMATE':
      break;
  }
  // A code typed must exist, whatever the type that shows it.
  if (investee.naceCode !== null && !context.naceCodes.has(normalized(investee.naceCode))) {
    issues.push({ field: 'naceCode', message: sayValidation('validation.message.invalidNaceCode') });
  }
  return issues;
}

/** NACE 64.20, activities of holding companies: the questionnaire asks whether it fits the actual activity (spec 3 section 2.1). */
export const holdingCompaniesNaceCode = '64.20';

export function naceWarning(code: string | null): boolean {
  return code !== null && normalized(code) === holdingCompaniesNaceCode;
}
