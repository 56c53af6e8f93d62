import { describe, expect, it } from 'vitest';
import { catalogueView, evaluateWithCatalogue } from '../catalogue/context.ts';
import { evaluate } from './evaluate.ts';
import { formulaErrorIssue, formulaErrorMessage, formulaMessages } from './messages.ts';
import { parse } from './parse.ts';

const formula = (script: string) => {
  const parsed = parse(script);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.formula;
};

describe('formula errors as catalogue messages', () => {
  it('carry the key and parameters of a message with parameters', () => {
    const result = evaluate(formula('ef.petrol * 2'), { ef: {} });
    expect(result.ok ? null : formulaErrorMessage(result.error)).toEqual({
      key: 'validation.message.emissionFactorNotFound',
      params: { name: 'petrol' },
      text: 'Emission factor petrol not found',
    });
  });

  it('find the key of a fixed message by its text', () => {
    const parsed = parse('1 +');
    expect(parsed.ok ? null : formulaErrorMessage(parsed.error)).toEqual({ key: 'validation.message.invalidScriptFormat', params: {}, text: 'eval script format is invalid' });
  });

  it('name the references that read nothing after the message, as the issue says it', () => {
    const result = evaluate(formula('q.missing * 2'), { q: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const issue = formulaErrorIssue(['script'], result.error);
    expect(issue).toEqual({
      path: ['script'],
      message: 'Result is NaN (q.missing)',
      key: 'server.formula.withReferences',
      params: { message: { key: 'validation.message.resultIsNaN', params: {}, text: 'Result is NaN' }, references: 'q.missing' },
    });
  });

  it('say why a combination read by a formula failed, the reason being a message of its own', () => {
    const catalogue = catalogueView({
      factors: [
        {
          type: 'COMBINATION',
          uuid: '44444444-4444-4444-8444-444444444444',
          name: 'mix',
          gas: 'CO2E',
          script: 'efc.mix * 2',
          computedValue: null,
          unitUuid: null,
          values: [],
        },
      ],
      hypotheses: [],
      units: [],
    } as unknown as Parameters<typeof catalogueView>[0]);
    const result = evaluateWithCatalogue(formula('efc.mix + 1'), catalogue, 'current');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(`Emission factor combination mix: ${formulaMessages.combinationRule}`);
    expect(formulaErrorMessage(result.error)).toMatchObject({
      key: 'server.formula.inCombination',
      params: { name: 'mix', reason: { key: 'validation.message.combinationReferences', params: {} } },
    });
  });
});
