import { deliveryFeedbackQuestionSet } from '@cairn/shared/projects/deliveryFeedback';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { deliveryFeedbackQuestions } from '../lib/data/deliveryFeedback.ts';
import { projectTimeReports } from '../lib/data/projectTimeReport.ts';

const api = useGateway();
const world = {} as { analyst: string; sales: string; client: string; assetUuid: string };

beforeAll(async () => {
  Object.assign(world, await createStaffWorld(api));
});

const ok = api.ok;

const newProject = () => ok('project.create', { type: 'GENERIC', assetUuid: world.assetUuid, moduleName: 'Formation RSE' }, world.analyst);

describe('delivery feedback', () => {
  it('has no questions before it is started, then the standard ones, unanswered, each with its quick answers', async () => {
    const project = await newProject();
    expect(await ok('deliveryFeedback.get', { projectUuid: project.uuid }, world.sales)).toEqual([]);
    const started = await api.call('deliveryFeedback.start', { projectUuid: project.uuid }, world.sales);
    expect(started.status).toBe(200);
    expect(started.body.invalidate).toEqual(['deliveryFeedback.get']);
    const questions = await ok('deliveryFeedback.get', { projectUuid: project.uuid }, world.sales);
    expect(questions).toEqual(started.body.result.data);
    expect(questions.map((question: WireJson) => [question.position, question.category, question.question, question.availableQuickAnswers])).toEqual(
      deliveryFeedbackQuestionSet.map((definition, position) => [position, definition.category, definition.question, definition.quickAnswers]),
    );
    expect(questions.every((question: WireJson) => question.answer === null && question.selectedQuickAnswers.length === 0)).toBe(true);
  });

  it('starts once: a second start answers CONFLICT and leaves the first set as it was', async () => {
    const project = await newProject();
    const [first, second] = await Promise.all([
      api.call('deliveryFeedback.start', { projectUuid: project.uuid }, world.analyst),
      api.call('deliveryFeedback.start', { projectUuid: project.uuid }, world.sales),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', key: 'server.deliveryFeedback.alreadyStarted' });
    const stored = await deliveryFeedbackQuestions.query('byProject', { projectUuid: project.uuid }, { consistent: true });
    expect(stored).toHaveLength(deliveryFeedbackQuestionSet.length);
    const winner = (first.status === 200 ? first : second).body.result.data as WireJson[];
    expect(stored.map((question) => question.uuid)).toEqual(winner.map((question) => question.uuid));
  });

  it('saves a text and quick answers, each update leaving the other part as it is', async () => {
    const project = await newProject();
    const [, budget] = (await ok('deliveryFeedback.start', { projectUuid: project.uuid }, world.analyst)) as WireJson[];
    expect(budget.question).toBe('HARDEST_DATA');
    const picked = await ok('deliveryFeedbackQuestion.update', { uuid: budget.uuid, quickAnswers: ['FREIGHT', 'ENERGY'] }, world.sales);
    // Kept in the order the question offers them.
    expect(picked).toMatchObject({ uuid: budget.uuid, answer: null, selectedQuickAnswers: ['ENERGY', 'FREIGHT'] });
    const written = await ok('deliveryFeedbackQuestion.update', { uuid: budget.uuid, answer: '  Les relevés des entrepôts sont arrivés en retard.  ' }, world.analyst);
    expect(written).toMatchObject({ answer: 'Les relevés des entrepôts sont arrivés en retard.', selectedQuickAnswers: ['ENERGY', 'FREIGHT'] });
    const cleared = await ok('deliveryFeedbackQuestion.update', { uuid: budget.uuid, answer: '', quickAnswers: [] }, world.analyst);
    expect(cleared).toMatchObject({ answer: null, selectedQuickAnswers: [] });
  });

  it('refuses a quick answer the question does not offer, on its place, and writes nothing', async () => {
    const project = await newProject();
    const [pace] = (await ok('deliveryFeedback.start', { projectUuid: project.uuid }, world.analyst)) as WireJson[];
    await ok('deliveryFeedbackQuestion.update', { uuid: pace.uuid, answer: 'Première version' }, world.analyst);
    const before = await deliveryFeedbackQuestions.get({ projectUuid: project.uuid, position: 0 }, { consistent: true });
    const { status, body } = await api.call('deliveryFeedbackQuestion.update', { uuid: pace.uuid, answer: 'Autre', quickAnswers: ['ON_TIME', 'ON_BUDGET'] }, world.analyst);
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      {
        path: ['quickAnswers', 1],
        message: 'Quick answer ON_BUDGET is not offered for this question',
        key: 'server.deliveryFeedback.unknownQuickAnswer',
        params: { quickAnswer: 'ON_BUDGET' },
      },
    ]);
    expect(await deliveryFeedbackQuestions.get({ projectUuid: project.uuid, position: 0 }, { consistent: true })).toEqual(before);
  });

  it('answers NOT_FOUND for an unknown project or question, BAD_REQUEST for an update of nothing', async () => {
    const missingProject = await api.call('deliveryFeedback.start', { projectUuid: randomUUID() }, world.analyst);
    expect({ status: missingProject.status, key: missingProject.body.error.key }).toEqual({ status: 404, key: 'server.notFound.project' });
    const missingQuestion = await api.call('deliveryFeedbackQuestion.update', { uuid: randomUUID(), answer: 'x' }, world.analyst);
    expect({ status: missingQuestion.status, key: missingQuestion.body.error.key, message: missingQuestion.body.error.message }).toEqual({
      status: 404,
      key: 'server.notFound.deliveryFeedbackQuestion',
      message: 'Question not found',
    });
    const nothing = await api.call('deliveryFeedbackQuestion.update', { uuid: randomUUID() }, world.analyst);
    expect(nothing.status).toBe(400);
  });

  it('is not for clients', async () => {
    const project = await newProject();
    const [question] = (await ok('deliveryFeedback.start', { projectUuid: project.uuid }, world.analyst)) as WireJson[];
    for (const [name, input] of [
      ['deliveryFeedback.get', { projectUuid: project.uuid }],
      ['deliveryFeedback.start', { projectUuid: project.uuid }],
      ['deliveryFeedbackQuestion.update', { uuid: question.uuid, answer: 'x' }],
    ] as const) {
      expect((await api.call(name, input as never, world.client)).status, name).toBe(403);
    }
    expect((await deliveryFeedbackQuestions.get({ projectUuid: project.uuid, position: 0 }, { consistent: true }))?.answer).toBeNull();
  });
});

describe('deleting a project', () => {
  it('deletes its delivery feedback and its time report with it', async () => {
    const project = await newProject();
    await ok('deliveryFeedback.start', { projectUuid: project.uuid }, world.analyst);
    const updated = await ok('project.update', { uuid: project.uuid, expectedVersion: project.version, clockifyId: `deleted-${randomUUID().slice(0, 8)}` }, world.analyst);
    await ok('projectClockifyReport.refresh', { projectUuid: project.uuid }, world.analyst);
    expect(await projectTimeReports.get({ projectUuid: project.uuid })).not.toBeNull();
    await ok('project.delete', { uuid: project.uuid, expectedVersion: updated.version }, world.analyst);
    expect(await deliveryFeedbackQuestions.query('byProject', { projectUuid: project.uuid }, { consistent: true })).toEqual([]);
    expect(await projectTimeReports.get({ projectUuid: project.uuid }, { consistent: true })).toBeNull();
  });
});
