import { planProcedures, ActionView } from '@cairn/shared/contract/plans';
import { describe, expect, it } from 'vitest';
import { clientScoresInputOf, clientScoreValuesOf } from './clientScores.ts';

const action = (fields: Record<string, unknown> = {}) =>
  ActionView.parse({ uuid: '00000000-0000-4000-8000-000000000001', planUuid: '6f1c2a52-7c0e-4c36-9d7a-8a1f0b2c3d4e', assetUuid: '0b7e4c1a-3d2f-4e5a-8b6c-7d8e9f0a1b2c', displayId: 1, name: 'LED', version: 1, ...fields });
const contract = planProcedures['decarbonizationAction.scoresUpdate.client'].input;

describe('the client’s score form', () => {
  it('shows the stored values, none as empty', () => {
    const scored = action({ scores: { feasibility: { value: 7.5 }, risk: { value: 'LOW' } } });
    expect(clientScoreValuesOf(scored.scores)).toEqual({ feasibility: '7.5', opportunity: '', risk: 'LOW', carbonImpact: '' });
  });

  it('sends feasibility, opportunity and risk, never the consultant’s cost, and the carbon impact only once shown', () => {
    const values = { feasibility: '6,5', opportunity: 'HIGH', risk: '', carbonImpact: 'MEDIUM' };
    const hidden = clientScoresInputOf(values, action({ showCarbonImpact: false }));
    expect(hidden).toEqual({ uuid: '00000000-0000-4000-8000-000000000001', feasibility: { value: 6.5 }, opportunity: { value: 'HIGH' }, risk: { value: null } });
    expect(clientScoresInputOf(values, action({ showCarbonImpact: true })).carbonImpact).toEqual({ value: 'MEDIUM' });
    expect(contract.safeParse(hidden).success).toBe(true);
  });

  it('sends a feasibility that is not a number as one the contract refuses on its field', () => {
    const input = clientScoresInputOf({ feasibility: 'high', opportunity: '', risk: '', carbonImpact: '' }, action());
    const parsed = contract.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['feasibility', 'value']);
    // Out of the 0 to 10 range too.
    expect(contract.safeParse(clientScoresInputOf({ feasibility: '11', opportunity: '', risk: '', carbonImpact: '' }, action())).success).toBe(false);
  });
});
