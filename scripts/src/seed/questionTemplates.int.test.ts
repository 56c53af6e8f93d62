import { deleteSelectList, questionTemplates, selectListUsages, selectLists } from '@cairn/functions/data';
import { parse } from '@cairn/shared/calc/formula';
import { evaluateOverAnswer } from '@cairn/shared/questionnaires/formulaContext';
import { Answer, Question } from '@cairn/shared/questionnaires/model';
import { describe, expect, it } from 'vitest';
import { demoQuestionTemplates, formulaTemplateUuidOf, questionColumnUuidOf, questionTemplateUuidOf, seedQuestionTemplates } from './questionTemplates.ts';
import { seedSelectLists, selectListUuidOf } from './selectLists.ts';

describe('the demo question templates', () => {
  it('are written once, with stable ids, and hold the select lists they offer', async () => {
    await seedSelectLists('system:seed');
    await seedQuestionTemplates('system:seed');
    // A second run changes nothing.
    await seedQuestionTemplates('system:seed');

    const stored = await questionTemplates.batchGet(demoQuestionTemplates.map((template) => ({ uuid: questionTemplateUuidOf(template.name) })));
    expect(stored.map((template) => [template?.name, template?.version])).toEqual(demoQuestionTemplates.map((template) => [template.name, 1]));
    const fuel = stored.find((template) => template?.name === 'fuel')!;
    expect(fuel.columns.map((column) => [column.uuid, column.selectListUuid])).toEqual([
      [questionColumnUuidOf('fuel', 'kind'), selectListUuidOf('Vehicle fuels')],
      [questionColumnUuidOf('fuel', 'litres'), null],
    ]);

    expect(stored.map((template) => [template?.name, template?.formulaTemplates.map((formula) => formula.uuid)])).toEqual(
      demoQuestionTemplates.map((template) => [template.name, (template.formulaTemplates ?? []).map((_formula, index) => formulaTemplateUuidOf(template.name, index))]),
    );

    const vehicleFuels = selectListUuidOf('Vehicle fuels');
    expect((await selectListUsages.query('byList', { selectListUuid: vehicleFuels }, { consistent: true })).map((usage) => usage.questionTemplateUuid)).toEqual([
      questionTemplateUuidOf('fuel'),
    ]);
    const list = await selectLists.require({ uuid: vehicleFuels });
    await expect(deleteSelectList(vehicleFuels, list.version)).rejects.toMatchObject({ code: 'CONFLICT', key: 'server.selectList.inUse', params: { count: 1 } });
  });
});

describe('the demo’s fuel formula', () => {
  it('counts the diesel lines only, litres times the factor per litre, one result per line', () => {
    const [dieselOption, petrolOption] = ['00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000d2'];
    const template = demoQuestionTemplates.find((candidate) => candidate.name === 'fuel')!;
    const question = Question.parse({
      uuid: questionTemplateUuidOf('fuel'),
      name: 'fuel',
      type: 'TABLE',
      labelEn: template.labelEn,
      columns: [
        { uuid: questionColumnUuidOf('fuel', 'kind'), name: 'kind', type: 'SELECT', labelEn: 'Fuel', options: [{ uuid: dieselOption, labelEn: 'Diesel' }, { uuid: petrolOption, labelEn: 'Petrol' }] },
        { uuid: questionColumnUuidOf('fuel', 'litres'), name: 'litres', type: 'NUMERIC', labelEn: 'Quantity', unit: 'L' },
      ],
    });
    const line = (option: string, litres: number) => ({ uiId: option, cells: [{ columnUuid: question.columns[0]!.uuid, valueOptionUuid: option }, { columnUuid: question.columns[1]!.uuid, valueNumber: litres }] });
    const answer = Answer.parse({ questionUuid: question.uuid, valueTable: [line(dieselOption, 1_000), line(petrolOption, 500)] });
    const parsed = parse(template.formulaTemplates![0]!.eval, { tableContext: true });
    if (!parsed.ok) throw new Error(parsed.error.message);
    // A made-up 3 kgCO2e/L: what matters is which lines count.
    const diesel = { value: 3, gas: 'CO2E', unit: 'L', source: 'test', sourceVersion: '1', isPublic: true } as const;
    const results = evaluateOverAnswer(parsed.formula, question, answer, { ef: { 'ademe.transport.voiture.thermique.empreinte-au-litre.gazole-B7-ou-B10': diesel } });
    const values = results.map((result) => (result.result.ok ? result.result.value : result.result.error.message));
    expect(values).toHaveLength(2);
    // kgCO2e, to the gram.
    expect(values[0]).toBeCloseTo(3_000, 3);
    expect(values[1]).toBe(0);
  });
});
