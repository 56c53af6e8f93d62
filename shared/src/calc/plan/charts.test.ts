import { describe, expect, it } from 'vitest';
import { calendarBar, calendarSteps, halfOfDate, planWaterfall, waterfallBarHeightsPx, waterfallBarWidth, waterfallLabelsOnTop } from './charts.ts';
import { action, formula } from './testActions.ts';

describe('waterfall', () => {
  it('narrows the bars as columns are added', () => {
    // Up to 3 → 100, 4 → 90, 5 → 85, 6 → 80, 7 → 70, 8 to 10 → 65, 11 and more → 55.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 30].map(waterfallBarWidth)).toEqual([100, 100, 100, 90, 85, 80, 70, 65, 65, 65, 55, 55]);
  });

  it('scales the bars to 200 px and puts labels on top when the smallest is under 80 px', () => {
    // 420,000 fills 200 px; 42,000 is a tenth, 20 px; 210,000 half, 100 px.
    const heights = waterfallBarHeightsPx([420_000, -42_000, -210_000]);
    expect(heights[0]).toBeCloseTo(200, 9);
    expect(heights[1]).toBeCloseTo(20, 9);
    expect(heights[2]).toBeCloseTo(100, 9);
    expect(waterfallLabelsOnTop(heights)).toBe(true);
    // 40 % of 200 px is 80 px: 79.9 is under it, 80 is not.
    expect(waterfallLabelsOnTop([200, 79.9])).toBe(true);
    expect(waterfallLabelsOnTop([200, 80])).toBe(false);
    expect(waterfallBarHeightsPx([0, 0])).toEqual([0, 0]);
  });

  it('steps from the baseline through each action’s target-year impact to the target year', () => {
    // Baseline 2024, target 2028. A −40,000 kg at full effect by 2026; B even 2026-2027 only, nothing in 2028;
    // C −5,000 from 2025. 2028: 420,000 − 40,000 − 5,000 = 375,000.
    const frame = { baselineYear: 2024, targetYear: 2028, annualGrowth: 2 };
    const a = action({ formulas: [formula({ averageImpact: -40_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2026 })] });
    const b = action({ formulas: [formula({ averageImpact: -50_000, carbonImpactStartYear: 2026, carbonImpactEndYear: 2027, noBaselineModification: true })] });
    const c = action({ formulas: [formula({ averageImpact: -5_000, carbonImpactStartYear: 2025 })] });
    expect(planWaterfall(frame, 420_000, [a, b, c])).toEqual([
      { kind: 'BASELINE', year: 2024, kgCo2e: expect.closeTo(420_000, 6) },
      { kind: 'ACTION', uuid: a.uuid, kgCo2e: expect.closeTo(-40_000, 6) },
      { kind: 'ACTION', uuid: c.uuid, kgCo2e: expect.closeTo(-5_000, 6) },
      { kind: 'TARGET', year: 2028, kgCo2e: expect.closeTo(375_000, 6) },
    ]);
  });
});

describe('implementation calendar', () => {
  it('reads a date’s half-year', () => {
    expect(halfOfDate('2025-01-01')).toEqual({ year: 2025, half: 1 });
    expect(halfOfDate('2025-07-01')).toEqual({ year: 2025, half: 2 });
    expect(halfOfDate('2025-06-30')).toEqual({ year: 2025, half: 1 });
    expect(halfOfDate(null)).toBeNull();
    expect(halfOfDate('2025-13-01')).toBeNull();
  });

  it('shows 2, 6 or 10 half-years from S1 of the start year for a window of 1, 3 or 5 years', () => {
    expect(calendarSteps(1, []).map((step) => step.label)).toEqual(['S1 2022', 'S2 2022']);
    expect(calendarSteps(3, [], 2024).map((step) => step.label)).toEqual(['S1 2024', 'S2 2024', 'S1 2025', 'S2 2025', 'S1 2026', 'S2 2026']);
    expect(calendarSteps(5, [], 2024)).toHaveLength(10);
    expect(calendarSteps(5, [], 2024).at(-1)).toEqual({ year: 2028, half: 2, label: 'S2 2028' });
  });

  it('shows every half-year from the earliest start to the latest end for All', () => {
    const actions = [
      { implementationStartDate: '2025-07-01', implementationEndDate: '2026-01-01' },
      { implementationStartDate: '2024-01-01', implementationEndDate: '2024-07-01' },
      { implementationStartDate: null, implementationEndDate: null },
    ];
    // S1 2024 to S1 2026: S1 2024, S2 2024, S1 2025, S2 2025, S1 2026.
    expect(calendarSteps('ALL', actions).map((step) => step.label)).toEqual(['S1 2024', 'S2 2024', 'S1 2025', 'S2 2025', 'S1 2026']);
    expect(calendarSteps('ALL', [{ implementationStartDate: null, implementationEndDate: null }])).toEqual([]);
  });

  it('places an action’s bar from its start half-year to its end half-year, clipped to the window', () => {
    const steps = calendarSteps(3, [], 2024);
    // S2 2025 is step 3 (S1 2024 = 0), S1 2026 step 4.
    expect(calendarBar({ implementationStartDate: '2025-07-01', implementationEndDate: '2026-01-01' }, steps)).toEqual({ fromStep: 3, toStep: 4 });
    // Without an end, its start half-year alone.
    expect(calendarBar({ implementationStartDate: '2024-07-01', implementationEndDate: null }, steps)).toEqual({ fromStep: 1, toStep: 1 });
    // Started before the window, ends after it: the whole window.
    expect(calendarBar({ implementationStartDate: '2023-01-01', implementationEndDate: '2030-07-01' }, steps)).toEqual({ fromStep: 0, toStep: 5 });
    expect(calendarBar({ implementationStartDate: '2030-01-01', implementationEndDate: '2031-01-01' }, steps)).toBeNull();
    expect(calendarBar({ implementationStartDate: null, implementationEndDate: null }, steps)).toBeNull();
  });
});
