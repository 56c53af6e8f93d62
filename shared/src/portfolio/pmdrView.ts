import { pmdrInvesteeCompletion, pmdrMissingData } from '../calc/pmdr/completion.ts';
import type { PmdrAnswers } from '../calc/pmdr/questions.ts';
import { pmdrAssessment } from '../calc/pmdr/status.ts';
import { attributionFactor } from '../calc/portfolio/compute.ts';
import type { PmdrInvesteeView } from '../contract/pmdr.ts';
import type { ConsolidatedDecarbonizationType } from './decarbonization.ts';
import type { Investee, Investment } from './model.ts';

/*
 * One investee as the PMDR pages read it (spec 3 section 3 "PMDR investee"): its figures, its
 * lines with attribution and financed emissions (the portfolio engine's factor), and the PMDR
 * engine's status, flags, completion and missing data over its answers.
 */

/** Current-year scopes in kgCO2e, each null while unknown. */
export interface PmdrScopes {
  totalScope1Kg: number | null;
  totalScope2Kg: number | null;
  totalScope3Kg: number | null;
}

export interface PmdrInvesteeFacts {
  investee: Pick<Investee, 'uuid' | 'name' | 'assetUuid' | 'reportType' | 'valuation' | 'turnover'>;
  version: number;
  answers: PmdrAnswers;
  pmdrUpdatedAt: string | null;
  /** The scopes its report type gives (see `scopesForPmdr` in the handler). */
  scopes: PmdrScopes;
  lines: readonly Pick<Investment, 'uuid' | 'fundUuid' | 'outstandingAmount' | 'exitYear'>[];
  canEditCarbonData: boolean;
  year: number;
  consolidatedDecarbonizationType: ConsolidatedDecarbonizationType | null;
}

const sumOrNull = (values: readonly (number | null)[]): number | null => (values.some((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + value!, 0));

export function pmdrInvesteeView(facts: PmdrInvesteeFacts): PmdrInvesteeView {
  const { investee, scopes } = facts;
  const totalEmissionsKg = sumOrNull([scopes.totalScope1Kg, scopes.totalScope2Kg, scopes.totalScope3Kg]);
  const lines = facts.lines.map((line) => {
    const { factor } = attributionFactor(line.outstandingAmount, investee.valuation);
    return {
      investmentUuid: line.uuid,
      fundUuid: line.fundUuid,
      outstandingAmount: line.outstandingAmount,
      exitYear: line.exitYear,
      attributionFactor: factor,
      financedEmissionsKg: totalEmissionsKg === null || line.outstandingAmount === null ? null : totalEmissionsKg * factor,
    };
  });
  const assessment = pmdrAssessment(facts.answers);
  const missingData = pmdrMissingData({
    uuid: investee.uuid,
    assetUuid: investee.assetUuid ?? investee.uuid,
    name: investee.name,
    valuationEur: investee.valuation,
    turnoverEur: investee.turnover,
    scope1Kg: scopes.totalScope1Kg,
    scope2Kg: scopes.totalScope2Kg,
    scope3Kg: scopes.totalScope3Kg,
    answers: facts.answers,
    funds: lines.map((line) => ({ fundUuid: line.fundUuid, outstandingAmountEur: line.outstandingAmount })),
  });
  return {
    uuid: investee.uuid,
    version: facts.version,
    name: investee.name,
    assetUuid: investee.assetUuid,
    isLinked: investee.assetUuid !== null,
    reportType: investee.reportType,
    valuation: investee.valuation,
    euroTurnover: investee.turnover,
    ...scopes,
    totalEmissionsKg,
    outstandingAmount: lines.length === 0 ? null : sumOrNull(lines.map((line) => line.outstandingAmount)),
    financedEmissionsKg: lines.length === 0 ? null : sumOrNull(lines.map((line) => line.financedEmissionsKg)),
    lines,
    pmdrStatus: assessment.status,
    pmdrUpdatedAt: facts.pmdrUpdatedAt,
    decarbonizationEnabler: assessment.decarbonizationEnabler,
    enablerKind: assessment.enablerKind,
    noPathwayToAlign: assessment.noPathwayToAlign,
    completion: pmdrInvesteeCompletion(facts.answers),
    missingData,
    rawAnswers: facts.answers,
    canEditCarbonData: facts.canEditCarbonData,
    firYear: facts.year,
    consolidatedDecarbonizationType: facts.consolidatedDecarbonizationType,
  };
}
