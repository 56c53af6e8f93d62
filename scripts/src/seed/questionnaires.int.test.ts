import { answerOf, questionnaires, readCollection, users } from '@cairn/functions/data';
import { progressPercent } from '@cairn/shared/questionnaires/progress';
import { describe, expect, it } from 'vitest';
import { demoUsers, uuidOf } from './demo.ts';
import { demoQuestionnaireUuid, seedQuestionnaires } from './questionnaires.ts';
import { seedQuestionnaireTemplates } from './questionnaireTemplates.ts';
import { seedQuestionTemplates } from './questionTemplates.ts';
import { seedSelectLists } from './selectLists.ts';

const actor = 'system:seed';

describe('the demo questionnaires', () => {
  it('are written once: the client’s open and discussed, the bakery’s answered and validated', async () => {
    for (const username of ['analyst', 'client', 'investee']) {
      const { assetKey, ...demo } = demoUsers.find((user) => user.username === username)!;
      const uuid = uuidOf.user(username);
      if (!(await users.get({ uuid }, { consistent: true }))) {
        await users.create({ ...demo, uuid, assetUuid: assetKey ? uuidOf.asset(assetKey) : null, subentityUuid: null, passwordHash: null }, actor);
      }
    }
    await seedSelectLists(actor);
    await seedQuestionTemplates(actor);
    await seedQuestionnaireTemplates(actor);
    await seedQuestionnaires(actor);
    await seedQuestionnaires(actor);

    const client = await questionnaires.require({ uuid: demoQuestionnaireUuid('client-2025') }, { consistent: true });
    expect(client).toMatchObject({ isValidated: false, dataCollectionDone: false, assetUuid: uuidOf.asset('client'), version: 2 });
    const collected = await readCollection(client.uuid);
    expect(collected.questions.map((question) => question.name)).toEqual(['heating', 'electricity', 'fuel', 'freight', 'business_travel', 'notes']);
    expect(collected.answers.map((answer) => answer.version)).toEqual([1, 1]);
    // Heating and fuel of the six questions the client sees: 2 / 6 = 33 %.
    expect(progressPercent(collected.questions, new Map(collected.answers.map((answer) => [answer.questionUuid, answerOf(answer)])), 'client')).toBe(33);
    expect(collected.comments.map((comment) => `${comment.fromClient ? 'client' : 'consultant'}, unseen: ${comment.seenAt === null}`).sort()).toEqual([
      'client, unseen: true',
      'consultant, unseen: true',
    ]);

    const bakery = await questionnaires.require({ uuid: demoQuestionnaireUuid('investee-2024') }, { consistent: true });
    expect(bakery).toMatchObject({ isValidated: true, clientValidationName: 'Nadia Benali' });
    expect((await readCollection(bakery.uuid)).answers).toHaveLength(6);
  });
});
