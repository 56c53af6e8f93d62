import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModule, createQuestionnaireOn, createStaffWorld, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
/** A second user of the same client, answering at the same time (spec 2: 'several users may log in at once'). */
let colleague: string;

beforeAll(async () => {
  world = await createStaffWorld(api);
  colleague = await tokenOf(api, (await createUser({ assetUuid: world.assetUuid })).username);
});

async function freshQuestionnaire() {
  const footprint = await createModule(world.assetUuid);
  const questionnaire = await createQuestionnaireOn(api, world.analyst, world.analystUuid, footprint.uuid);
  const [electricity, notes, fuel] = questionnaire.questions as WireJson[];
  return {
    footprint,
    questionnaire,
    electricity: electricity!,
    notes: notes!,
    fuel: fuel!,
  };
}

const line = (fuel: WireJson, kind: string, litres: number) => ({
  uiId: randomUUID(),
  cells: [
    { columnUuid: fuel.columns[0].uuid, valueText: kind },
    { columnUuid: fuel.columns[1].uuid, valueNumber: litres },
  ],
});

describe('a questionnaire on a footprint', () => {
  it('is created from a template as a copy of its questions, in order, and listed on its footprint', async () => {
    const { footprint, questionnaire } = await freshQuestionnaire();
    expect(questionnaire.questions.map((question: WireJson) => [question.labelEn, question.type, question.answerVersion])).toEqual([
      ['Electricity bought', 'NUMERIC', 0],
      ['Anything to add', 'TEXT', 0],
      ['Fuel bought', 'TABLE', 0],
    ]);
    expect(questionnaire).toMatchObject({
      percentage: 0,
      isValidated: false,
      dataCollectionDone: false,
      assignedTo: [{ uuid: world.analystUuid }],
    });
    const listed = await api.ok('questionnaire.list', { carbonFootprintUuid: footprint.uuid }, world.analyst);
    expect(listed.map((row: WireJson) => row.uuid)).toEqual([questionnaire.uuid]);
    const cards = await api.ok('carbonFootprint.get.client', { uuid: footprint.uuid }, world.client);
    expect(cards.questionnaires).toEqual([
      {
        uuid: questionnaire.uuid,
        name: questionnaire.labelEn,
        isFinished: false,
        isValidated: false,
        percentage: 0,
      },
    ]);
  });

  it('saves answers with their versions and progress; a table line of the wrong kind writes nothing', async () => {
    const { questionnaire, electricity, fuel } = await freshQuestionnaire();
    const bad = await api.call(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: electricity.uuid,
            expectedVersion: 0,
            valueNumber: 1200,
          },
          {
            questionUuid: fuel.uuid,
            expectedVersion: 0,
            valueTable: [
              line(fuel, 'Diesel', 10),
              {
                uiId: 'x',
                cells: [{ columnUuid: fuel.columns[1].uuid, valueText: 'ten' }],
              },
            ],
          },
        ],
      },
      world.client,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues).toEqual([
      expect.objectContaining({
        path: ['answers', 1, 'valueTable', 1, 'cells', 0],
        message: 'A number was expected',
      }),
    ]);
    expect(
      (await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, world.client)).questions.map((question: WireJson) => question.answerVersion),
    ).toEqual([0, 0, 0]);

    const saved = await api.ok(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: electricity.uuid,
            expectedVersion: 0,
            valueNumber: 1200,
          },
          {
            questionUuid: fuel.uuid,
            expectedVersion: 0,
            valueTable: [line(fuel, 'Diesel', 10), line(fuel, 'Petrol', 5)],
          },
        ],
      },
      world.client,
    );
    // Two of three questions answered: 67 %.
    expect(saved).toMatchObject({
      versions: [
        { questionUuid: electricity.uuid, version: 1 },
        { questionUuid: fuel.uuid, version: 1 },
      ],
      percentage: 67,
      isValidated: false,
    });
    const read = await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, world.client);
    expect(read.percentage).toBe(67);
    expect(read.clientUpdatedAt).toBe(saved.clientUpdatedAt);
    expect(
      read.questions[2].answer.valueTable.map((tableLine: WireJson) => tableLine.cells.map((cell: WireJson) => cell.valueText ?? cell.valueNumber)),
    ).toEqual([
      ['Diesel', 10],
      ['Petrol', 5],
    ]);
  });

  it('gives one of two saves of the same question from the same version a success, the other a CONFLICT naming the question', async () => {
    const { questionnaire, electricity, notes } = await freshQuestionnaire();
    const save = (token: string, valueNumber: number) =>
      api.call(
        'questionnaire.updateClientAnswers',
        {
          uuid: questionnaire.uuid,
          answers: [{ questionUuid: electricity.uuid, expectedVersion: 0, valueNumber }],
        },
        token,
      );
    const answers = await Promise.all([save(world.client, 100), save(colleague, 200)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error.message).toBe('Someone else saved 1 of these answers meanwhile: reload question "Electricity bought" to see it, then save again');

    // A save of another question is not held up by it, and the stale one succeeds once reloaded.
    await api.ok(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: notes.uuid,
            expectedVersion: 0,
            valueText: 'Two sites',
          },
        ],
      },
      colleague,
    );
    const reloaded = await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, colleague);
    expect(reloaded.questions[0].answerVersion).toBe(1);
    await api.ok(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: electricity.uuid,
            expectedVersion: 1,
            valueNumber: 300,
          },
        ],
      },
      colleague,
    );
  });

  it('is validated under a name, then refuses client writes until staff reopen it', async () => {
    const { footprint, questionnaire, electricity } = await freshQuestionnaire();
    const unsigned = await api.call(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [],
        isValidated: true,
        clientValidationName: '  ',
      },
      world.client,
    );
    expect(unsigned.status).toBe(400);
    const validated = await api.ok(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [],
        isValidated: true,
        clientValidationName: ' Ada Lovelace ',
      },
      world.client,
    );
    expect(validated.isValidated).toBe(true);
    expect(await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, world.client)).toMatchObject({
      isValidated: true,
      clientValidationName: 'Ada Lovelace',
    });

    const late = await api.call(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: electricity.uuid,
            expectedVersion: 0,
            valueNumber: 5,
          },
        ],
      },
      world.client,
    );
    expect({ status: late.status, message: late.body.error.message }).toEqual({
      status: 409,
      message: 'You validated this questionnaire: your answers are being reviewed and can no longer be changed.',
    });
    expect((await api.ok('carbonFootprint.get.client', { uuid: footprint.uuid }, world.client)).questionnaires[0].isFinished).toBe(true);

    await api.ok('questionnaire.setDataCollectionDone', { uuid: questionnaire.uuid, done: true }, world.analyst);
    const closed = await api.call('questionnaire.updateClientAnswers', { uuid: questionnaire.uuid, answers: [] }, world.client);
    expect(closed.body.error.message).toBe('This questionnaire is closed. You can no longer answer it.');
    const closedComment = await api.call('question.addComment', { questionUuid: electricity.uuid, message: 'One more thing' }, world.client);
    expect(closedComment.status).toBe(409);

    await api.ok('questionnaire.setDataCollectionDone', { uuid: questionnaire.uuid, done: false }, world.analyst);
    await api.ok(
      'questionnaire.updateClientAnswers',
      {
        uuid: questionnaire.uuid,
        answers: [
          {
            questionUuid: electricity.uuid,
            expectedVersion: 0,
            valueNumber: 5,
          },
        ],
      },
      world.client,
    );
    expect(await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, world.client)).toMatchObject({
      isValidated: false,
      clientValidationName: null,
      dataCollectionDone: false,
    });
  });

  it('carries a discussion both ways, each side counting what it has not seen', async () => {
    const { footprint, questionnaire, fuel } = await freshQuestionnaire();
    const question = await api.ok('question.addComment', { questionUuid: fuel.uuid, message: 'Do rental cars count?' }, world.client);
    expect(question).toMatchObject({
      fromClient: true,
      seenAt: null,
      message: 'Do rental cars count?',
    });
    const [row] = await api.ok('questionnaire.list', { carbonFootprintUuid: footprint.uuid }, world.analyst);
    expect(row.unseenCommentsCount).toBe(1);

    // The client marking its own comment changes nothing; staff marking it clears the badge.
    expect(await api.ok('questionComment.markAsSeen', { questionUuid: fuel.uuid, questionCommentUuids: [question.uuid] }, world.client)).toEqual({ marked: 0 });
    expect(await api.ok('questionComment.markAsSeen', { questionUuid: fuel.uuid, questionCommentUuids: [question.uuid] }, world.analyst)).toEqual({
      marked: 1,
    });
    expect((await api.ok('questionnaire.list', { carbonFootprintUuid: footprint.uuid }, world.analyst))[0].unseenCommentsCount).toBe(0);

    await api.ok('question.addComment', { questionUuid: fuel.uuid, message: 'Only those you pay the fuel of.' }, world.analyst);
    const client = await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, world.client);
    expect(client.unseenCommentsCount).toBe(1);
    expect(client.questions[2].comments.map((comment: WireJson) => [comment.fromClient, comment.message])).toEqual([
      [true, 'Do rental cars count?'],
      [false, 'Only those you pay the fuel of.'],
    ]);
    expect(client.questions[2].unseenCommentsCount).toBe(1);
  });

  it('refuses an answer to a question of another questionnaire, and a blank comment', async () => {
    const first = await freshQuestionnaire();
    const second = await freshQuestionnaire();
    const foreign = await api.call(
      'questionnaire.updateClientAnswers',
      {
        uuid: first.questionnaire.uuid,
        answers: [
          {
            questionUuid: second.electricity.uuid,
            expectedVersion: 0,
            valueNumber: 1,
          },
        ],
      },
      world.client,
    );
    expect({
      status: foreign.status,
      message: foreign.body.error.issues[0].message,
    }).toEqual({
      status: 400,
      message: 'This question is not in this questionnaire',
    });
    const blank = await api.call('question.addComment', { questionUuid: first.fuel.uuid, message: '   ' }, world.client);
    expect(blank.status).toBe(400);
  });
});
