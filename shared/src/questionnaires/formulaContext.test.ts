import { describe, expect, it } from 'vitest';
import { parse, type Formula, type FormulaContext } from '../calc/formula/index.ts';
import { testFactor } from '../calc/formula/testFactor.ts';
import { questionActivity } from './aggregation.ts';
import { answerValue, evaluateOverAnswer, linesOf, questionnaireAnswers } from './formulaContext.ts';
import { Answer, Question } from './model.ts';

/*
 * A fuel table of two lines, answered: 1,000 L of diesel driven 12,000 km (line 0), and 500 L
 * of petrol with no distance (line 1). Diesel 3.16 and petrol 2.8 kgCO2e/L (made-up round
 * values: what matters is the arithmetic).
 */
const ids = {
  fuel: '00000000-0000-4000-8000-000000000001',
  kind: '00000000-0000-4000-8000-000000000002',
  litres: '00000000-0000-4000-8000-000000000003',
  km: '00000000-0000-4000-8000-000000000004',
  diesel: '00000000-0000-4000-8000-000000000005',
  petrol: '00000000-0000-4000-8000-000000000006',
  heating: '00000000-0000-4000-8000-000000000007',
  notes: '00000000-0000-4000-8000-000000000008',
};

const fuelQuestion = Question.parse({
  uuid: ids.fuel,
  name: 'fuel',
  type: 'TABLE',
  labelEn: 'Fuel bought',
  columns: [
    { uuid: ids.kind, name: 'kind', type: 'SELECT', labelEn: 'Fuel', options: [{ uuid: ids.diesel, labelEn: 'Diesel', labelFr: 'Gazole' }, { uuid: ids.petrol, labelEn: 'Petrol', labelFr: 'Essence' }] },
    { uuid: ids.litres, name: 'litres', type: 'NUMERIC', labelEn: 'Litres', unit: 'L' },
    { uuid: ids.km, name: 'km', type: 'DISTANCE_KMS', labelEn: 'Distance' },
  ],
});
const fuelAnswer = Answer.parse({
  questionUuid: ids.fuel,
  valueTable: [
    { uiId: 'a', cells: [{ columnUuid: ids.kind, valueOptionUuid: ids.diesel }, { columnUuid: ids.litres, valueNumber: 1_000 }, { columnUuid: ids.km, valueNumber: 12_000 }] },
    { uiId: 'b', cells: [{ columnUuid: ids.kind, valueOptionUuid: ids.petrol }, { columnUuid: ids.litres, valueNumber: 500 }] },
  ],
});
const heating = Question.parse({ uuid: ids.heating, name: 'heating', type: 'NUMERIC', labelEn: 'Gas used', unit: 'kWh' });
const notes = Question.parse({ uuid: ids.notes, name: 'notes', type: 'TEXT', labelEn: 'Notes' });

const base: FormulaContext = { ef: { diesel: testFactor(3.16), petrol: testFactor(2.8), gas: testFactor(0.215, { unit: 'kWh' }) } };

function formula(script: string, tableContext = true): Formula {
  const parsed = parse(script, { tableContext });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.formula;
}

const values = (evaluations: ReturnType<typeof evaluateOverAnswer>) => evaluations.map((evaluation) => (evaluation.result.ok ? evaluation.result.value : evaluation.result.error.message));

describe('answers as formulas read them', () => {
  it('gives a table as its lines by column name, a select as its English label, a blank cell as null', () => {
    expect(linesOf(fuelQuestion, fuelAnswer)).toEqual([
      { kind: 'Diesel', litres: 1_000, km: 12_000 },
      { kind: 'Petrol', litres: 500, km: null },
    ]);
  });

  it('names every answer of the questionnaire by its question, blank ones null', () => {
    const answers = new Map([
      [ids.heating, Answer.parse({ questionUuid: ids.heating, valueNumber: 150_000 })],
      [ids.notes, Answer.parse({ questionUuid: ids.notes, valueText: '   ' })],
    ]);
    expect(questionnaireAnswers([heating, notes], answers)).toEqual({ heating: 150_000, notes: null });
    expect(answerValue(fuelQuestion, undefined)).toBeNull();
  });
});

describe('a template evaluated over its question', () => {
  it('computes a script that reads `row` line by line, with the line and column each result read', () => {
    // Line 0: 1,000 L × 3.16 = 3,160 kgCO2e; line 1: 500 L × 2.8 = 1,400 kgCO2e.
    const evaluations = evaluateOverAnswer(formula('row.kind == "Diesel" ? row.litres * ef.diesel : row.litres * ef.petrol'), fuelQuestion, fuelAnswer, base);
    expect(values(evaluations)).toEqual([3_160, 1_400]);
    expect(evaluations.map(({ usedLines, usedColumns, activity }) => ({ usedLines, usedColumns, activity }))).toEqual([
      { usedLines: [0], usedColumns: ['kind', 'litres'], activity: { value: 1_000, unit: 'L' } },
      { usedLines: [1], usedColumns: ['kind', 'litres'], activity: { value: 500, unit: 'L' } },
    ]);
  });

  it('computes any other table script once over every line', () => {
    // (1,000 + 500) L × 3.16 = 4,740 kgCO2e over the 2 lines; activity 1,500 L.
    const [whole] = evaluateOverAnswer(formula('sum(l.litres) * ef.diesel'), fuelQuestion, fuelAnswer, base);
    expect(values([whole!])).toEqual([4_740]);
    expect(whole).toMatchObject({ usedLines: null, usedColumns: ['litres'], activity: { value: 1_500, unit: 'L' } });
    const [count] = evaluateOverAnswer(formula('n'), fuelQuestion, fuelAnswer, base);
    expect(values([count!])).toEqual([2]);
  });

  it('reads `c` as the cells of the line being computed, line by line as `row`', () => {
    // 1,000 × 2 and 500 × 2.
    const evaluations = evaluateOverAnswer(formula('c.litres * 2'), fuelQuestion, fuelAnswer, base);
    expect(values(evaluations)).toEqual([2_000, 1_000]);
    expect(evaluations.map((evaluation) => evaluation.usedLines)).toEqual([[0], [1]]);
  });

  it('says which answer is missing, in the spec’s words', () => {
    // Line 1 has no distance: 'No answer for column'.
    const distances = values(evaluateOverAnswer(formula('row.km * 0.2'), fuelQuestion, fuelAnswer, base));
    expect(distances).toEqual([2_400, 'No answer for column']);
    // An unanswered table read whole: no lines.
    expect(values(evaluateOverAnswer(formula('sum(l.litres)'), fuelQuestion, undefined, base))).toEqual(['No answer in table']);
    // An unanswered number: 'No answer for question'.
    expect(values(evaluateOverAnswer(formula('q.heating * ef.gas', false), heating, undefined, { ...base, q: { heating: null } }))).toEqual(['No answer for question']);
  });

  it('gives a number question its number as activity data, in its unit', () => {
    // 150,000 kWh × 0.215 = 32,250 kgCO2e.
    const answer = Answer.parse({ questionUuid: ids.heating, valueNumber: 150_000 });
    const [evaluation] = evaluateOverAnswer(formula('q.heating * ef.gas', false), heating, answer, { ...base, q: { heating: 150_000 } });
    expect(values([evaluation!])).toEqual([32_250]);
    expect(evaluation).toMatchObject({ usedLines: null, usedColumns: null, activity: { value: 150_000, unit: 'kWh' } });
  });

  it('has no activity data when a script reads two quantities, or none', () => {
    const [both] = evaluateOverAnswer(formula('sum(l.litres) + sum(l.km)'), fuelQuestion, fuelAnswer, base);
    expect(both!.activity).toBeNull();
    const [none] = evaluateOverAnswer(formula('n * 10'), fuelQuestion, fuelAnswer, base);
    expect(none!.activity).toBeNull();
  });

  it('feeds the activity aggregation: a line read by two templates counts once', () => {
    // The CO2 and a second template on the same cells: 1,000 + 500 L, not 3,000 L.
    const template = formula('row.litres * ef.diesel');
    const entries = [...evaluateOverAnswer(template, fuelQuestion, fuelAnswer, base), ...evaluateOverAnswer(template, fuelQuestion, fuelAnswer, base)].map((evaluation) => ({
      questionUuid: ids.fuel,
      usedLines: evaluation.usedLines,
      usedColumns: evaluation.usedColumns,
      value: evaluation.activity?.value ?? null,
    }));
    expect(questionActivity(entries)).toBe(1_500);
  });
});
