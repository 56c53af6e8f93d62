import { describe, expect, it } from 'vitest';
import { emptyPmdrAnswers } from '../calc/pmdr/questions.ts';
import { pmdrInvesteeView, type PmdrInvesteeFacts } from './pmdrView.ts';

const investeeUuid = '00000000-0000-4000-8000-000000000001';
const growth = '00000000-0000-4000-8000-0000000000a1';
const buyout = '00000000-0000-4000-8000-0000000000a2';

const facts = (overrides: Partial<PmdrInvesteeFacts> = {}): PmdrInvesteeFacts => ({
  investee: { uuid: investeeUuid, name: 'Verrerie du Nord', assetUuid: null, reportType: null, valuation: 10_000_000, turnover: 4_000_000 },
  version: 3,
  answers: emptyPmdrAnswers,
  pmdrUpdatedAt: null,
  scopes: { totalScope1Kg: 100_000, totalScope2Kg: 50_000, totalScope3Kg: 350_000 },
  lines: [
    { uuid: '00000000-0000-4000-8000-0000000000b1', fundUuid: growth, outstandingAmount: 2_000_000, exitYear: null },
    { uuid: '00000000-0000-4000-8000-0000000000b2', fundUuid: buyout, outstandingAmount: 500_000, exitYear: 2030 },
  ],
  canEditCarbonData: true,
  year: 2024,
  consolidatedDecarbonizationType: null,
  ...overrides,
});

describe('pmdrInvesteeView', () => {
  it('attributes the emissions to each fund by outstanding amount over valuation', () => {
    // Total 100,000 + 50,000 + 350,000 = 500,000 kg. Growth: 2,000,000 / 10,000,000 = 0.2, so
    // 500,000 × 0.2 = 100,000 kg; buyout: 500,000 / 10,000,000 = 0.05, so 25,000 kg. Over both
    // lines: 2,500,000 € outstanding and 125,000 kg financed.
    const view = pmdrInvesteeView(facts());
    expect(view.totalEmissionsKg).toBe(500_000);
    expect(view.lines.map((line) => [line.attributionFactor, line.financedEmissionsKg])).toEqual([
      [0.2, 100_000],
      [0.05, 25_000],
    ]);
    expect(view.outstandingAmount).toBe(2_500_000);
    expect(view.financedEmissionsKg).toBe(125_000);
    expect(view.missingData).toEqual([]);
    expect(view).toMatchObject({ isLinked: false, euroTurnover: 4_000_000, firYear: 2024, version: 3 });
  });

  it('has no total, financed emissions or outstanding sum while a figure is unknown, and says which', () => {
    const view = pmdrInvesteeView(
      facts({
        scopes: { totalScope1Kg: 100_000, totalScope2Kg: null, totalScope3Kg: 350_000 },
        lines: [{ uuid: '00000000-0000-4000-8000-0000000000b1', fundUuid: growth, outstandingAmount: null, exitYear: null }],
      }),
    );
    expect(view).toMatchObject({ totalEmissionsKg: null, outstandingAmount: null, financedEmissionsKg: null });
    expect(view.lines[0]).toMatchObject({ attributionFactor: 0, financedEmissionsKg: null });
    expect(view.missingData).toEqual(['noOutstandingAmount', 'noEmissions']);
  });

  it("gives the engine's status, flags and completion from the answers", () => {
    // Q7 Yes and Q8 No (Q9 dropped) capture the data; Q10 Yes prepares; Q11 not Yes stops there.
    // Q4 Yes: an enabler. Q1 unanswered among the applicable questions: in progress.
    const answers = { ...emptyPmdrAnswers, pmdrScope1And2Measuring: true, pmdrScope3Material: false, pmdrDecarbonizationPlan: true, pmdrNetZeroAlignedCommitment: false, pmdrEnablingRevenueOver50: true };
    const view = pmdrInvesteeView(facts({ answers, pmdrUpdatedAt: '2025-02-03T10:00:00.000Z' }));
    expect(view).toMatchObject({
      pmdrStatus: 'PreparingToDecarbonize',
      decarbonizationEnabler: true,
      enablerKind: 'ENABLER',
      noPathwayToAlign: false,
      completion: 'IN_PROGRESS',
      pmdrUpdatedAt: '2025-02-03T10:00:00.000Z',
      rawAnswers: answers,
    });
    expect(pmdrInvesteeView(facts()).completion).toBe('PENDING');
  });
});
