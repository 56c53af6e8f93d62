import { describe, expect, it } from 'vitest';
import { costLineAmount, costsByYear, costWindow, costWindowStartYear, marginalAbatementCost, yearOfDate } from './costs.ts';
import { action, formula, line } from './testActions.ts';

/*
 * Worked example, an action implemented from 1 January 2025:
 *   CAPEX 120,000 over 2025-2027: 120,000 / 3 = 40,000 a year in 2025, 2026 and 2027.
 *   OPEX 5,000 a year, 2026-2029 (4 years).
 *   SAVINGS 12,000 a year from 2027, no end.
 * Its 10-year window runs 2025-2034:
 *   CAPEX 3 × 40,000 = 120,000 (all of it);
 *   OPEX 4 × 5,000 = 20,000, averaged over 10 years = 2,000 a year;
 *   savings 2027-2034, 8 × 12,000 = 96,000, averaged over 10 years = 9,600 a year;
 *   net 120,000 + 20,000 − 96,000 = 44,000.
 */
const lines = [line('CAPEX', 120_000, 2025, 2027), line('OPEX', 5_000, 2026, 2029), line('SAVINGS', 12_000, 2027, null)];

describe('costLineAmount', () => {
  it('spreads CAPEX evenly from start to end year', () => {
    expect([2024, 2025, 2026, 2027, 2028].map((year) => costLineAmount(lines[0]!, year))).toEqual([0, 40_000, 40_000, 40_000, 0]);
    // A one-year CAPEX falls whole in its year.
    expect(costLineAmount(line('CAPEX', 9_000, 2026, 2026), 2026)).toBe(9_000);
  });

  it('counts OPEX and savings every year of their range, or every year on without an end', () => {
    expect([2025, 2026, 2029, 2030].map((year) => costLineAmount(lines[1]!, year))).toEqual([0, 5_000, 5_000, 0]);
    expect([2026, 2027, 2060].map((year) => costLineAmount(lines[2]!, year))).toEqual([0, 12_000, 12_000]);
  });
});

describe('costsByYear', () => {
  it('gives each year its CAPEX, OPEX, savings and net cost', () => {
    // 2025: 40,000. 2026: 40,000 + 5,000 = 45,000. 2027: 40,000 + 5,000 − 12,000 = 33,000. 2028: 5,000 − 12,000 = −7,000.
    expect(costsByYear(lines, 2025, 2028)).toEqual([
      { year: 2025, capexAmount: 40_000, opexAmount: 0, savingsAmount: 0, netAmount: 40_000 },
      { year: 2026, capexAmount: 40_000, opexAmount: 5_000, savingsAmount: 0, netAmount: 45_000 },
      { year: 2027, capexAmount: 40_000, opexAmount: 5_000, savingsAmount: 12_000, netAmount: 33_000 },
      { year: 2028, capexAmount: 0, opexAmount: 5_000, savingsAmount: 12_000, netAmount: -7_000 },
    ]);
  });
});

describe('the 10-year cost window', () => {
  it('totals CAPEX and averages OPEX and savings over 10 years', () => {
    const window = costWindow(lines, 2025);
    expect(window.fromYear).toBe(2025);
    expect(window.toYear).toBe(2034);
    expect(window.totalCapexAmount).toBeCloseTo(120_000, 6);
    expect(window.averageAnnualOpexAmount).toBeCloseTo(2_000, 6);
    expect(window.averageAnnualSavingsAmount).toBeCloseTo(9_600, 6);
    expect(window.totalNetAmount).toBeCloseTo(44_000, 6);
  });

  it('counts only what falls inside the window', () => {
    // CAPEX 100,000 over 2033-2036 is 25,000 a year; 2033 and 2034 fall in 2025-2034: 50,000.
    // OPEX 1,000 a year from 2020 with no end: 10 years of it in the window, averaging 1,000.
    const window = costWindow([line('CAPEX', 100_000, 2033, 2036), line('OPEX', 1_000, 2020, null)], 2025);
    expect(window.totalCapexAmount).toBeCloseTo(50_000, 6);
    expect(window.averageAnnualOpexAmount).toBeCloseTo(1_000, 6);
  });

  it('starts at the implementation start year, else at the earliest cost line', () => {
    expect(costWindowStartYear(action({ implementationStartDate: '2025-07-01', investments: lines }))).toBe(2025);
    expect(costWindowStartYear(action({ investments: [line('OPEX', 1, 2028, null), line('CAPEX', 1, 2026, 2027)] }))).toBe(2026);
    expect(costWindowStartYear(action())).toBeNull();
    expect(yearOfDate('2026-01-01')).toBe(2026);
    expect(yearOfDate('not a date')).toBeNull();
  });
});

describe('marginalAbatementCost', () => {
  const growth = { baselineYear: 2024, annualGrowth: 0 };
  // −20,000 kg a year, ramping over 2025-2026: 2025 −10,000; 2026 to 2034, 9 years × −20,000 = −180,000;
  // over the window −190,000 kg = 190 tCO2e avoided.
  const reduction = formula({ averageImpact: -20_000, carbonImpactStartYear: 2025, carbonImpactEndYear: 2026 });

  it('divides the window’s net cost by the tonnes it avoids', () => {
    const mac = marginalAbatementCost(action({ implementationStartDate: '2025-01-01', investments: lines, formulas: [reduction] }), growth);
    // 44,000 / 190 = 231.5789… per tCO2e.
    expect(mac.costPerTCo2e).toBeCloseTo(44_000 / 190, 9);
    expect(mac).toMatchObject({ avoidedTCo2e: expect.closeTo(190, 9) as number, netAmount: expect.closeTo(44_000, 9) as number });
  });

  it('is negative when the savings exceed the costs', () => {
    // Savings alone, 1,000 a year over the 10 years: net −10,000 / 190 = −52.6316 per tCO2e.
    const mac = marginalAbatementCost(action({ implementationStartDate: '2025-01-01', investments: [line('SAVINGS', 1_000, 2025, null)], formulas: [reduction] }), growth);
    expect(mac.costPerTCo2e).toBeCloseTo(-10_000 / 190, 9);
  });

  it('counts the growth of an action proportional to it', () => {
    // −1,000 kg from 2025 at full effect, 10 % growth from 2024: the window adds
    // 1,000 × (1.1¹ + … + 1.1¹⁰) = 1,000 × 1.1 × (1.1¹⁰ − 1) / 0.1 = 1,000 × 1.1 × 15.937424601 = 17,531.1670611 kg,
    // so 10,000 of CAPEX costs 10,000 / 17.5311670611 per tCO2e.
    const proportional = action({
      implementationStartDate: '2025-01-01',
      proportionalToGrowth: true,
      investments: [line('CAPEX', 10_000, 2025, 2025)],
      formulas: [formula({ averageImpact: -1_000, carbonImpactStartYear: 2025 })],
    });
    const mac = marginalAbatementCost(proportional, { baselineYear: 2024, annualGrowth: 10 });
    expect(mac.costPerTCo2e).toBeCloseTo(10_000 / 17.5311670611, 6);
  });

  it('has no cost per tonne when nothing is avoided', () => {
    const none = marginalAbatementCost(action({ implementationStartDate: '2025-01-01', investments: lines }), growth);
    expect(none).toMatchObject({ costPerTCo2e: null, reason: 'NOTHING_AVOIDED', avoidedTCo2e: 0 });
    // An increase (+5,000 kg a year from 2025, 10 years: −50 t "avoided") has none either.
    const increase = marginalAbatementCost(
      action({ implementationStartDate: '2025-01-01', investments: lines, formulas: [formula({ averageImpact: 5_000, carbonImpactStartYear: 2025 })] }),
      growth,
    );
    expect(increase).toMatchObject({ costPerTCo2e: null, reason: 'NOTHING_AVOIDED', avoidedTCo2e: -50 });
    // A qualitative action avoids nothing the engine can count.
    const qualitative = marginalAbatementCost(action({ type: 'QUALITATIVE', implementationStartDate: '2025-01-01', investments: lines, formulas: [reduction] }), growth);
    expect(qualitative).toMatchObject({ costPerTCo2e: null, reason: 'NOTHING_AVOIDED' });
  });

  it('has no window without an implementation start year or a cost line', () => {
    expect(marginalAbatementCost(action({ formulas: [reduction] }), growth)).toEqual({ costPerTCo2e: null, reason: 'NO_WINDOW' });
  });
});
