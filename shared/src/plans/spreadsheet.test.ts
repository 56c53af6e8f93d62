import { describe, expect, it } from 'vitest';
import { Action, Plan } from './model.ts';
import { planSheets } from './spreadsheet.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const plan = Plan.parse({
  uuid: uuid(1),
  type: 'PLAN',
  isTrajectory: true,
  assetUuid: uuid(2),
  language: 'en',
  baselineYear: 2024,
  targetYear: 2026,
  baselineValue: { scope1: 100_000, scope2: 50_000, scope3: 0 },
});

const action = (n: number, fields: object) =>
  Action.parse({ uuid: uuid(10 + n), planUuid: plan.uuid, assetUuid: plan.assetUuid, displayId: n, name: `Action ${String(n)}`, ...fields });

const selected = action(1, {
  status: 'SELECTED',
  showCarbonImpact: true,
  carbonImpact: -10_000,
  marginalAbatementCost: 150,
  scores: { feasibility: { value: 7, reliability: 'HIGH' } },
  formulas: [{ uuid: uuid(20), label: 'Boilers', scope: 'ONE', averageImpact: -10_000, carbonImpactStartYear: 2025 }],
  investments: [{ uiId: '1', type: 'CAPEX', startYear: 2025, endYear: 2026, yearlyAmount: 40_000 }],
});
const suggested = action(2, { status: 'SUGGESTED', carbonImpact: -5_000, marginalAbatementCost: 80, scores: { risk: { value: 'LOW' } } });

describe('a plan’s spreadsheet', () => {
  it('lists the actions with their scores and impact, the costs per year, and the projection per year and scope', () => {
    const [actions, costs, projection] = planSheets(plan, [selected, suggested], 'staff');
    expect(actions!.rows[0]).toContain('Feasibility (0-10)');
    expect(actions!.rows[1]).toEqual(expect.arrayContaining([1, 'Action 1', 'Selected', -10_000, 7, 'High', 150]));
    // CAPEX of 40,000 spread over 2025 and 2026.
    expect(costs!.rows.slice(1)).toEqual([
      [1, 'Action 1', 2024, 0, 0, 0, 0],
      [1, 'Action 1', 2025, 20_000, 0, 0, 20_000],
      [1, 'Action 1', 2026, 20_000, 0, 0, 20_000],
    ]);
    // Only the SELECTED action counts: full effect from 2025 in scope 1.
    expect(projection!.rows.slice(1).map((row) => [row[0], row[1], row[8]])).toEqual([
      [2024, 0, 150_000],
      [2025, -10_000, 140_000],
      [2026, -10_000, 140_000],
    ]);
  });

  it('leaves blank for a client what its trajectory hides: a suggested action’s scores and costs', () => {
    const [actions] = planSheets(plan, [selected, suggested], 'client');
    const row = actions!.rows[2]!;
    expect(row.slice(0, 3)).toEqual([2, 'Action 2', 'Suggested']);
    expect(row.slice(5, 17).every((cell) => cell === null)).toBe(true);
    expect(planSheets({ ...plan, language: 'fr' }, [selected], 'client')[0]!.rows[1]).toContain('Sélectionnée');
  });
});
