import { ActionView } from '@cairn/shared/contract/plans';
import { describe, expect, it } from 'vitest';
import {
  actionFieldsValuesOf,
  actionUpdateInputOf,
  implementationInputOf,
  implementationValuesOf,
  investmentsInputOf,
  newInvestmentValues,
  parameterChangeOf,
  scoresInputOf,
  scoresSummary,
  scoresValuesOf,
} from './actionForm.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const action = ActionView.parse({
  uuid: uuid(1),
  planUuid: uuid(2),
  assetUuid: uuid(3),
  displayId: 4,
  version: 7,
  name: 'LED lighting',
  parameters: [{ uuid: uuid(5), type: 'NUMBER', name: 'lamps', valueNumber: 6, comments: 'Counted in May' }],
  formulas: [{ uuid: uuid(6), label: 'Electricity saved', scope: 'TWO', expression: 'p.lamps * -500', averageImpact: -3000 }],
  scores: { feasibility: { value: 7 }, cost: { value: 'LOW', reliability: 'HIGH' } },
  implementationStartDate: '2026-07-01',
  implementationSteps: [{ uuid: uuid(7), name: 'Order', deadline: '2026-03-01' }],
});
let key = 0;
const newKey = () => `k${++key}`;

describe('the staff action forms', () => {
  it('send the action back unchanged, with the parameter values and the version as last read', () => {
    const values = actionFieldsValuesOf(action, newKey);
    values.parameters[0]!.label = 'Lamps replaced';
    // A value saved on blur since the form opened.
    const latest = { ...action, version: 8, parameters: [{ ...action.parameters[0]!, valueNumber: 8 }] };
    const input = actionUpdateInputOf(values, latest);
    expect(input.expectedVersion).toBe(8);
    expect(input.parameters?.[0]).toMatchObject({ name: 'lamps', label: 'Lamps replaced', valueNumber: 8, comments: 'Counted in May' });
    expect(input.formulas?.[0]).toMatchObject({ expression: 'p.lamps * -500', averageImpact: -3000, ghgCategory: null, scope: 'TWO' });
    expect(input).toMatchObject({ name: 'LED lighting', color: null, operationalCategoryUuid: null, impactedScopes: [] });
  });

  it('send a parameter only when it changed, an empty value as none', () => {
    const stored = action.parameters[0]!;
    expect(parameterChangeOf(stored, { value: '6', comments: 'Counted in May' })).toBeNull();
    expect(parameterChangeOf(stored, { value: '6,5', comments: 'Counted in May' })).toEqual({ valueNumber: 6.5 });
    expect(parameterChangeOf(stored, { value: '', comments: '' })).toEqual({ valueNumber: null, comments: null });
  });

  it('send every score, clearing what is not set, feasibility as a number', () => {
    const values = scoresValuesOf(action.scores);
    expect(values.feasibility.value).toBe('7');
    values.cost.reliability = '';
    const input = scoresInputOf(values, action.uuid);
    expect(input.cost).toEqual({ value: 'LOW', reliability: null, comments: '' });
    expect(input.feasibility?.value).toBe(7);
    expect(input.risk).toEqual({ value: null, reliability: null, comments: '' });
    expect(scoresSummary(action.scores)).toEqual([
      { name: 'feasibility', value: 7 },
      { name: 'cost', value: 'LOW' },
    ]);
  });

  it('start a new cost line in the implementation year, a CAPEX line over that one year, with the next free id', () => {
    const capex = newInvestmentValues('CAPEX', [{ uiId: 'L1' }, { uiId: 'L3' }], action, 2024, 2030);
    expect(capex).toEqual({ uiId: 'L4', type: 'CAPEX', startYear: '2026', endYear: '2026', yearlyAmount: '0', amortizationYears: '1', reliability: '' });
    const opex = newInvestmentValues('OPEX', [], { implementationStartDate: null }, 2024, 2030);
    expect(opex).toMatchObject({ uiId: 'L1', startYear: '2024', endYear: '', amortizationYears: '' });
    expect(newInvestmentValues('SAVINGS', [], { implementationStartDate: null }, null, 2030).startYear).toBe('2030');
    // A year left empty is refused on its field (NaN), not sent as 0.
    const input = investmentsInputOf([{ ...capex, startYear: '' }], action.uuid);
    expect(input.investments[0]?.startYear).toBeNaN();
    expect(input.investments[0]).toMatchObject({ endYear: 2026, yearlyAmount: 0, amortizationYears: 1, reliability: null });
  });

  it('send implementation dates as 1 January or 1 July, and a step deadline as the first of its month', () => {
    const values = implementationValuesOf(action);
    expect(values).toMatchObject({ startSemester: 'S2', startYear: '2026', endSemester: '', endYear: '' });
    expect(values.implementationSteps[0]).toMatchObject({ deadlineMonth: '3', deadlineYear: '2026' });
    values.endSemester = 'S1';
    values.endYear = '2028';
    values.implementationSteps[0]!.deadlineYear = '';
    const input = implementationInputOf(values, action.uuid);
    expect(input).toMatchObject({ implementationStartDate: '2026-07-01', implementationEndDate: '2028-01-01', actionLeaderUuid: null });
    expect(input.implementationSteps?.[0]?.deadline).toBeNull();
    // A year that is not four digits is no date.
    expect(implementationInputOf({ ...values, startYear: '26' }, action.uuid).implementationStartDate).toBeNull();
  });
});
