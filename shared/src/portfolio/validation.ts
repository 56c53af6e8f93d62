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
  // PAI energy figures are optional, but a renewable part never exceeds its total.
  issues.push(...energyIssues(investee));
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

/**
 * The SFDR energy figures (adverse-impact indicators 5 and 6), each total with the part of it
 * from renewable sources: non-renewable energy is the total minus that part (spec 3 section 9),
 * so the part may not exceed the total.
 */
export const energyPairs = [
  { total: 'energyConsumptionKWh', renewable: 'renewableEnergyConsumptionKWh' },
  { total: 'energyProductionKWh', renewable: 'renewableEnergyProductionKWh' },
] as const;

export type EnergyField = (typeof energyPairs)[number]['total' | 'renewable'];
export const energyFields: readonly EnergyField[] = energyPairs.flatMap((pair) => [pair.total, pair.renewable]);

export function isEnergyField(field: string): field is EnergyField {
  return (energyFields as readonly string[]).includes(field);
}

/**
 * A renewable part greater than its total: 'Invalid' on the renewable field. Both figures are
 * optional (PAI data is not required to validate the collection); either alone is fine. Checked
 * whichever of the two changed, so lowering a total under its part is refused too.
 */
export function energyIssues(investee: Pick<Investee, EnergyField>): InvesteeIssue[] {
  return energyPairs.flatMap(({ total, renewable }) => {
    const whole = investee[total];
    const part = investee[renewable];
    return whole !== null && part !== null && part > whole ? [{ field: renewable, message: sayValidation('validation.message.invalid') }] : [];
  });
}

/** The other side of an energy field's pair, and whether the field is the renewable part. */
export function energyPartnerOf(field: EnergyField): { partner: EnergyField; renewable: boolean } {
  const pair = energyPairs.find((candidate) => candidate.total === field || candidate.renewable === field)!;
  return pair.total === field ? { partner: pair.renewable, renewable: false } : { partner: pair.total, renewable: true };
}

/** Whether giving `field` this value would put a renewable part over its total: the questionnaire checks it before saving, as the server does. */
export function breaksEnergyPair(investee: Pick<Investee, EnergyField>, field: EnergyField, value: number | null): boolean {
  return energyIssues({ ...investee, [field]: value }).length > 0;
}
