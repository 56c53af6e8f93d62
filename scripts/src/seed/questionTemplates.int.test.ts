import { deleteSelectList, questionTemplates, selectListUsages, selectLists } from '@cairn/functions/data';
import { describe, expect, it } from 'vitest';
import { demoQuestionTemplates, questionColumnUuidOf, questionTemplateUuidOf, seedQuestionTemplates } from './questionTemplates.ts';
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

    const vehicleFuels = selectListUuidOf('Vehicle fuels');
    expect((await selectListUsages.query('byList', { selectListUuid: vehicleFuels }, { consistent: true })).map((usage) => usage.questionTemplateUuid)).toEqual([
      questionTemplateUuidOf('fuel'),
    ]);
    const list = await selectLists.require({ uuid: vehicleFuels });
    await expect(deleteSelectList(vehicleFuels, list.version)).rejects.toMatchObject({ code: 'CONFLICT', key: 'server.selectList.inUse', params: { count: 1 } });
  });
});
