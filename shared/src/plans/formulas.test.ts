import { describe, expect, it } from 'vitest';
import { catalogueView } from '../calc/catalogue/context.ts';
import { ActionFormula } from './model.ts';
import { evaluateActionFormula, evaluateActionFormulas, formulaYear, parameterContext } from './formulas.ts';

const unitUuid = '00000000-0000-4000-8000-000000000001';
const catalogue = catalogueView({
  factors: [
    {
      uuid: '00000000-0000-4000-8000-000000000010',
      type: 'SIMPLE',
      name: 'Diesel',
      clientNameEn: null,
      clientNameFr: null,
      unitUuid,
      gas: 'CO2E',
      qualityPercentage: 100,
      values: [
        { until: null, value: 3.1, source: 'ADEME', sourceVersion: 'v24', isPublic: true },
        { until: 2023, value: 3.2, source: 'ADEME', sourceVersion: 'v23', isPublic: true },
      ],
    },
  ],
  hypotheses: [{ uuid: '00000000-0000-4000-8000-000000000020', name: 'Share', clientNameEn: null, unitUuid, values: [{ until: null, value: 0.5, source: 'Study' }] }],
  units: [{ uuid: unitUuid, symbol: 'L' }],
});

const formula = (expression: string | null, averageImpact = 0) =>
  ActionFormula.parse({ uuid: crypto.randomUUID(), label: 'Fleet', scope: 'ONE', expression, averageImpact });

describe('an action formula', () => {
  it('reads the factor value of the baseline year with its source version, and the action’s parameters', () => {
    const outcome = evaluateActionFormula('-p.litres * ef.diesel * hyp.share', parameterContext([{ name: 'litres', type: 'NUMBER', valueNumber: 1000, valueText: null }]), catalogue, 2023);
    // 1000 L × 3.2 kgCO2e/L (the 2023 value) × 0.5, as a reduction; to 1e-9 kgCO2e.
    expect(outcome.averageImpact).toBeCloseTo(-1600, 9);
    expect(outcome.evaluationError).toBeNull();
    expect(outcome.emissionFactors).toMatchObject([{ name: 'Diesel', value: 3.2, sourceVersion: 'v23', validUntil: 2023 }]);
    expect(outcome.hypotheses).toMatchObject([{ name: 'Share', value: 0.5 }]);
    expect(outcome.displayedEval).toContain('-1600');
    // Without a baseline year, the open values.
    expect(evaluateActionFormula('ef.diesel', {}, catalogue, formulaYear(null)).averageImpact).toBeCloseTo(3.1, 9);
  });

  it('stores a missing factor, a blank parameter and a syntax error as its error, counting for nothing', () => {
    expect(evaluateActionFormula('ef.petrol * 2', {}, catalogue, 2024)).toMatchObject({
      averageImpact: 0,
      evaluationError: { text: 'Emission factor petrol not found', key: 'validation.message.emissionFactorNotFound' },
    });
    expect(evaluateActionFormula('p.litres * ef.diesel', { litres: null }, catalogue, 2024).evaluationError?.text).toContain('Result is NaN');
    expect(evaluateActionFormula('1 +', {}, catalogue, 2024).evaluationError).not.toBeNull();
  });

  it('sums an action’s formulas into its carbon impact, keeps hand-entered ones, and gives no impact when one fails', () => {
    const manual = formula(null, -200);
    const computed = formula('-10 * ef.diesel');
    const result = evaluateActionFormulas([manual, computed], {}, new Map([[computed.uuid, catalogue]]), 2024);
    expect(result.carbonImpact).toBeCloseTo(-231, 9);
    expect(result.formulas[0]).toEqual(manual);
    const broken = formula('ef.unknown');
    expect(evaluateActionFormulas([computed, broken], {}, new Map([[computed.uuid, catalogue]]), 2024).carbonImpact).toBeNull();
    // Only hand-entered formulas: the carbon impact stays as it was entered.
    expect(evaluateActionFormulas([manual], {}, new Map(), 2024).carbonImpact).toBeUndefined();
  });
});
