import type { InputOf } from '@cairn/shared/contract';
import type { ActionView } from '@cairn/shared/contract/plans';
import type { Level } from '@cairn/shared/labels';
import { parseKpiValue } from './views/viewsModel.ts';

/*
 * The client's score form (spec 2: "client score form (scoresUpdate.client) … shows carbon impact
 * only if showCarbonImpact is true"): feasibility from 0 to 10, opportunity and risk, and the
 * carbon-impact level once the consultant shows the impact; the cost score is the consultant's
 * (`clientScoreRefusal`). Only the values: reliability and comments are the consultant's notes.
 */

export interface ClientScoreValues {
  feasibility: string;
  opportunity: string;
  risk: string;
  carbonImpact: string;
}

export function clientScoreValuesOf(scores: ActionView['scores']): ClientScoreValues {
  return {
    feasibility: scores.feasibility.value === null ? '' : String(scores.feasibility.value),
    opportunity: scores.opportunity.value ?? '',
    risk: scores.risk.value ?? '',
    carbonImpact: scores.carbonImpact.value ?? '',
  };
}

const levelOrNull = (value: string): Level | null => (value === 'LOW' || value === 'MEDIUM' || value === 'HIGH' ? value : null);

/**
 * What the form sends: each value it shows ('' clears one); a feasibility that does not read as a
 * number goes as NaN, which the contract refuses on its field. The carbon impact only when shown:
 * the server refuses a hidden one.
 */
export function clientScoresInputOf(values: ClientScoreValues, action: Pick<ActionView, 'uuid' | 'showCarbonImpact'>): InputOf<'decarbonizationAction.scoresUpdate.client'> {
  const feasibility = parseKpiValue(values.feasibility);
  return {
    uuid: action.uuid,
    feasibility: { value: feasibility === 'INVALID' ? Number.NaN : feasibility },
    opportunity: { value: levelOrNull(values.opportunity) },
    risk: { value: levelOrNull(values.risk) },
    ...(action.showCarbonImpact ? { carbonImpact: { value: levelOrNull(values.carbonImpact) } } : {}),
  };
}
