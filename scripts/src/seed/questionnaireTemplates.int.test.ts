import { deleteQuestionTemplate, listQuestionnaireTemplates, questionnaireTemplates, questionTemplates, toQuestionnaireTemplateDetail } from '@cairn/functions/data';
import { describe, expect, it } from 'vitest';
import { demoQuestionnaireTemplate, demoQuestionnaireTemplateUuid, seedQuestionnaireTemplates } from './questionnaireTemplates.ts';
import { questionTemplateUuidOf, seedQuestionTemplates } from './questionTemplates.ts';
import { seedSelectLists } from './selectLists.ts';

describe('the demo questionnaire template', () => {
  it('is written once, with a stable id, its questions in order, and keeps them from deletion', async () => {
    await seedSelectLists('system:seed');
    await seedQuestionTemplates('system:seed');
    await seedQuestionnaireTemplates('system:seed');
    // A second run changes nothing.
    await seedQuestionnaireTemplates('system:seed');

    const stored = await questionnaireTemplates.require({ uuid: demoQuestionnaireTemplateUuid }, { consistent: true });
    expect(stored).toMatchObject({ name: 'Carbon footprint – SME', version: 1 });
    const detail = await toQuestionnaireTemplateDetail(stored);
    expect(detail.questions.map((question) => question.name)).toEqual(['heating', 'electricity', 'fuel', 'freight', 'business_travel', 'notes']);
    expect((await listQuestionnaireTemplates()).find((row) => row.uuid === demoQuestionnaireTemplateUuid)).toMatchObject({
      questionCount: demoQuestionnaireTemplate.questionTemplateUuids.length,
      categoryCount: 3,
    });

    const heating = await questionTemplates.require({ uuid: questionTemplateUuidOf('heating') });
    await expect(deleteQuestionTemplate(heating.uuid, heating.version)).rejects.toMatchObject({ code: 'CONFLICT', key: 'server.questionTemplate.inUse' });
  });
});
