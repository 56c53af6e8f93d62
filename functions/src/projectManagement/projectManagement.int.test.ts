import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createPortfolio, createQuestionnaireOn, createStaffWorld, createTrackedProject, createUser, linkInvestee, tokenOf, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { deals } from '../lib/data/deal.ts';
import { projects } from '../lib/data/project.ts';
import { projectTrackings } from '../lib/data/projectTracking.ts';

/*
 * The institution's project tracking, through the gateway. The institution holds, in its
 * delivered 2024 reporting, Growth (article 8: the bakery and the dairy) and Buyout (the dairy,
 * the workshop and a company typed in by name). The bakery has a footprint under way (three steps
 * done, the last on 12 February) and a trajectory whose training is held; the dairy a plan whose
 * first workshop is dated; the workshop only an audit, which the tracking does not follow. A 2023
 * reporting, delivered too, and a 2025 one being collected are there to be passed over.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;
let intruder: string;
let trackingUuid: string;
let yearTrackingUuid: string;
const assets = { bakery: '', dairy: '', workshop: '' };
const projectUuids = { footprint: '', trajectory: '', plan: '' };
let footprintModuleUuid = '';

const read = (token = world.client, uuid = trackingUuid) => api.call('projectManagement.get', { uuid }, token);
const act = (action: Record<string, unknown>, token = world.analyst) => api.call('projectManagement.update', { reportingUuid: trackingUuid, action } as never, token);
const rowsOf = (view: WireJson) => (view.funds as WireJson[]).flatMap((fund) => fund.investees as WireJson[]);
const rowOf = (view: WireJson, assetUuid: string) => rowsOf(view).find((row) => row.uuid === assetUuid)!;

beforeAll(async () => {
  world = await createStaffWorld(api, { isFinancialInstitution: true });
  const other = await createAsset({ isFinancialInstitution: true });
  intruder = await tokenOf(api, (await createUser({ assetUuid: other.uuid })).username);
  const [bakery, dairy, workshop] = await Promise.all([createAsset({ name: unique('Boulangerie') }), createAsset({ name: unique('Fromagerie') }), createAsset({ name: unique('Atelier') })]);
  Object.assign(assets, { bakery: bakery.uuid, dairy: dairy.uuid, workshop: workshop.uuid });
  // The institution may open the bakery's and the workshop's dashboards, not the dairy's.
  await linkInvestee(world.assetUuid, bakery.uuid);
  await linkInvestee(world.assetUuid, workshop.uuid);

  await createPortfolio(world.assetUuid, {
    year: 2023,
    status: 'DELIVERED',
    funds: [{ name: 'Old fund', article: null }],
    investees: [{ name: 'Boulangerie 2023', assetUuid: bakery.uuid, reportType: 'CAIRN', funds: [0] }],
  });
  await createPortfolio(world.assetUuid, {
    year: 2024,
    status: 'DELIVERED',
    funds: [
      { name: 'Growth', article: 'ARTICLE_8' },
      { name: 'Buyout', article: null },
    ],
    investees: [
      { name: 'Fromagerie', assetUuid: dairy.uuid, reportType: 'SECTORAL_ESTIMATE', funds: [0, 1] },
      { name: 'Boulangerie', assetUuid: bakery.uuid, reportType: 'CAIRN', funds: [0] },
      { name: 'Atelier', assetUuid: workshop.uuid, reportType: 'AUDIT', funds: [1] },
      { name: 'Typed in', assetUuid: null, reportType: null, funds: [1] },
    ],
  });
  await createPortfolio(world.assetUuid, { year: 2025, status: 'DATA_COLLECTION', funds: [{ name: 'New fund', article: null }], investees: [] });

  // The footprint was sold under a deal whose quote is out: the bakery's commercial stage.
  const deal = await deals.create(
    { uuid: randomUUID(), externalId: null, name: unique('Footprint deal'), amount: 9_000, currency: 'EURO', dealLines: [], owner: 'Sam', salesContext: null, stage: 'CONTRACT_OR_QUOTE_SENT' },
    'test',
  );
  const footprint = await createTrackedProject(bakery.uuid, {
    dealUuids: [deal.uuid],
    type: 'CARBON_FOOTPRINT',
    status: 'ONGOING',
    steps: { sendEmail: { date: '2026-02-01', done: true }, onboardingCall: { date: '2026-02-10T14:30', done: true }, sendQuestions: { date: '2026-02-12', done: true } },
    comments: [{ comment: 'Electricity bills missing', createdAt: '2026-03-01T10:00:00.000Z' }],
  });
  const trajectory = await createTrackedProject(bakery.uuid, {
    type: 'DECARBONIZATION_TRAJECTORY',
    status: 'ONGOING',
    steps: { trainingMeeting: { date: '2026-10-06T10:00', done: true }, actionsQuantification: { date: '2026-12-15' } },
    comments: [{ comment: 'Training held', createdAt: '2026-10-07T09:00:00.000Z' }],
  });
  const plan = await createTrackedProject(dairy.uuid, { type: 'DECARBONIZATION', status: 'ONGOING', steps: { kickOff: { date: '2026-03-02T09:00', done: true }, workshopOne: { date: '2026-04-01T09:00' } } });
  await createTrackedProject(workshop.uuid, { type: 'AUDIT', status: 'FINISHED' });
  Object.assign(projectUuids, { footprint: footprint.uuid, trajectory: trajectory.uuid, plan: plan.uuid });
  footprintModuleUuid = footprint.moduleUuid!;

  const disabled = await createUser({ isAdmin: true, role: 'ANALYST', disabled: true });
  trackingUuid = (await createModule(world.assetUuid, { type: 'PROJECT_MANAGEMENT', status: 'ONGOING', year: null, consultantUuids: [world.analystUuid, disabled.uuid] })).uuid;
  yearTrackingUuid = (await createModule(world.assetUuid, { type: 'PROJECT_MANAGEMENT', status: 'ONGOING', year: 2025 })).uuid;
});

describe('reading the tracking', () => {
  it('reads the latest delivered portfolio with its tracked investees, statuses from the projects, the summary and the analysts', async () => {
    const { status, body } = await read();
    expect(status, JSON.stringify(body)).toBe(200);
    const view = body.result.data;
    expect(view).toMatchObject({ uuid: trackingUuid, year: 2024, dataCollectionDeadline: null, projectsDeadline: null, version: 0, summaryInvesteesCount: 2 });
    // Growth: the bakery and the dairy by name; Buyout: the dairy (the workshop has no tracked project, the typed-in company no asset).
    expect((view.funds as WireJson[]).map((fund) => [fund.name, fund.article, (fund.investees as WireJson[]).map((row) => row.name)])).toEqual([
      ['Growth', 'ARTICLE_8', ['Boulangerie', 'Fromagerie']],
      ['Buyout', null, ['Fromagerie']],
    ]);
    expect(rowOf(view, assets.bakery)).toEqual({
      uuid: assets.bakery,
      name: 'Boulangerie',
      status: 'CONTRACT_OR_QUOTE_SENT',
      atRisk: false,
      canGoToDashboard: true,
      lowDataType: null,
      // No questionnaire yet: no progress, and the last activity is the last step done; the invitation and the onboarding call as the project's steps say.
      carbonFootprint: {
        type: 'INTERNAL',
        projectUuid: projectUuids.footprint,
        status: 'ONGOING',
        emailSent: true,
        onboardingCall: '2026-02-10T14:30',
        deliveryCall: null,
        percentage: null,
        lastActivity: '2026-02-12',
        started: true,
        delivered: false,
      },
      decarbonization: { type: 'TRAJECTORY', projectUuid: projectUuids.trajectory, status: 'ONGOING', nextStepDate: '2026-12-15', started: true, delivered: false },
      comments: [
        { uuid: expect.any(String), projectUuid: projectUuids.trajectory, createdAt: '2026-10-07T09:00:00.000Z', text: 'Training held' },
        { uuid: expect.any(String), projectUuid: projectUuids.footprint, createdAt: '2026-03-01T10:00:00.000Z', text: 'Electricity bills missing' },
      ],
    });
    expect(rowOf(view, assets.dairy)).toMatchObject({
      status: null,
      canGoToDashboard: false,
      lowDataType: 'SECTORAL_ESTIMATE',
      carbonFootprint: { type: 'SECTORAL_ESTIMATE', projectUuid: null, status: 'NOT_STARTED', emailSent: false, onboardingCall: null, deliveryCall: null, started: false },
      decarbonization: { type: 'PLAN', projectUuid: projectUuids.plan, status: 'WORKSHOP_ONE_PLANNED', nextStepDate: '2026-04-01', started: true, delivered: false },
      comments: [],
    });
    // One investee per kind, each started, none delivered.
    expect(view.summaryByProjectType).toEqual([
      { type: 'CARBON_FOOTPRINT', investeesCount: 1, startedCount: 1, deliveredCount: 0 },
      { type: 'DECARBONIZATION_TRAJECTORY', investeesCount: 1, startedCount: 1, deliveredCount: 0 },
      { type: 'DECARBONIZATION', investeesCount: 1, startedCount: 1, deliveredCount: 0 },
    ]);
    // The disabled consultant is not a contact.
    expect(view.activeAnalysts).toEqual([{ firstName: 'Test', lastName: 'User', email: expect.stringContaining('@example.org'), phone: null }]);
  });

  it('reads the reporting of the module year when it has one', async () => {
    const view = await api.ok('projectManagement.get', { uuid: yearTrackingUuid }, world.client);
    expect(view).toMatchObject({ year: 2025, funds: [], summaryByProjectType: [], summaryInvesteesCount: 0 });
  });

  it('lets staff read it, and a client of another institution reads nothing', async () => {
    expect((await read(world.analyst)).status).toBe(200);
    const refused = await read(intruder);
    expect({ status: refused.status, message: refused.body.error.message }).toEqual({ status: 404, message: 'Project management not found' });
    // Another module type named by its uuid is no tracking either.
    const reporting = await createModule(world.assetUuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2030 });
    expect((await read(world.client, reporting.uuid)).status).toBe(404);
  });
});

describe("the footprint's data collection", () => {
  it("shows the client's progress over the footprint's questionnaires and its last answer as the last activity", async () => {
    const questionnaire = await createQuestionnaireOn(api, world.analyst, world.analystUuid, footprintModuleUuid);
    const bakeryClient = await tokenOf(api, (await createUser({ assetUuid: assets.bakery })).username);
    const electricity = (questionnaire.questions as WireJson[]).find((question) => question.labelEn === 'Electricity bought')!;
    await api.ok('questionnaire.updateClientAnswers', { uuid: questionnaire.uuid, answers: [{ questionUuid: electricity.uuid, expectedVersion: 0, valueNumber: 1200 }] } as never, bakeryClient);
    // The same progress the client's questionnaire page shows, and today's answer as the last activity.
    const seen = await api.ok('questionnaire.get.client', { uuid: questionnaire.uuid }, bakeryClient);
    expect(seen.percentage).toBeGreaterThan(0);
    const view = await api.ok('projectManagement.get', { uuid: trackingUuid }, world.client);
    expect(rowOf(view, assets.bakery).carbonFootprint).toMatchObject({ percentage: seen.percentage, lastActivity: (seen.clientUpdatedAt as string).slice(0, 10) });
  });
});

describe('staff actions', () => {
  it('refuses a client, even of the institution, and writes nothing', async () => {
    const { status, body } = await act({ kind: 'SET_AT_RISK', investeeUuid: assets.dairy, atRisk: true, expectedVersion: 0 }, world.client);
    expect({ status, code: body.error.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await projectTrackings.get({ moduleUuid: trackingUuid }, { consistent: true })).toBeNull();
  });

  it('flags an investee at risk under the version read, and refuses a stale version or an untracked asset', async () => {
    const { status, body } = await act({ kind: 'SET_AT_RISK', investeeUuid: assets.dairy, atRisk: true, expectedVersion: 0 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.result.data.version).toBe(1);
    expect(rowOf(body.result.data, assets.dairy).atRisk).toBe(true);
    // The client sees the flag on both of the dairy's rows.
    const seen = await api.ok('projectManagement.get', { uuid: trackingUuid }, world.client);
    expect(rowsOf(seen).filter((row) => row.uuid === assets.dairy).map((row) => row.atRisk)).toEqual([true, true]);

    const stale = await act({ kind: 'SET_AT_RISK', investeeUuid: assets.bakery, atRisk: true, expectedVersion: 0 });
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });
    const untracked = await act({ kind: 'SET_AT_RISK', investeeUuid: assets.workshop, atRisk: true, expectedVersion: 1 });
    expect({ status: untracked.status, key: untracked.body.error.key }).toEqual({ status: 400, key: 'server.projectManagement.notTracked' });
    expect((await projectTrackings.get({ moduleUuid: trackingUuid }, { consistent: true }))?.atRiskAssetUuids).toEqual([assets.dairy]);

    const cleared = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'SET_AT_RISK', investeeUuid: assets.dairy, atRisk: false, expectedVersion: 1 } }, world.analyst);
    expect(rowOf(cleared, assets.dairy).atRisk).toBe(false);
  });

  it('sets and clears the deadlines, and refuses a date that does not exist', async () => {
    const set = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'SET_DATA_COLLECTION_DEADLINE', date: '2026-12-31', expectedVersion: 2 } }, world.analyst);
    expect(set).toMatchObject({ dataCollectionDeadline: '2026-12-31', projectsDeadline: null, version: 3 });
    const projectsSet = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'SET_PROJECTS_DEADLINE', date: '2027-06-30', expectedVersion: 3 } }, world.analyst);
    expect(projectsSet).toMatchObject({ dataCollectionDeadline: '2026-12-31', projectsDeadline: '2027-06-30', version: 4 });
    const bad = await act({ kind: 'SET_PROJECTS_DEADLINE', date: '2027-02-30', expectedVersion: 4 });
    expect(bad.status).toBe(400);
    const cleared = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'SET_DATA_COLLECTION_DEADLINE', date: null, expectedVersion: 4 } }, world.analyst);
    expect(cleared).toMatchObject({ dataCollectionDeadline: null, projectsDeadline: '2027-06-30', version: 5 });
  });

  it("adds a comment to the investee's project, edits and removes it", async () => {
    const added = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'ADD_COMMENT', investeeUuid: assets.dairy, comment: '  Workshop one moved to April  ' } }, world.analyst);
    const [comment] = rowOf(added, assets.dairy).comments as WireJson[];
    expect(comment).toMatchObject({ projectUuid: projectUuids.plan, text: 'Workshop one moved to April' });
    // Stored as the plan project's comment for the institution, which the project dialog shows too.
    expect((await projects.get({ uuid: projectUuids.plan }, { consistent: true }))?.commentsForFir).toEqual([{ uuid: comment.uuid, comment: 'Workshop one moved to April', createdAt: comment.createdAt }]);

    // The bakery's comment goes to its footprint, and comes first (newest).
    const bakeryAdded = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'ADD_COMMENT', investeeUuid: assets.bakery, comment: 'Data received' } }, world.analyst);
    expect((rowOf(bakeryAdded, assets.bakery).comments as WireJson[]).map((row) => [row.text, row.projectUuid])).toEqual([
      ['Data received', projectUuids.footprint],
      ['Training held', projectUuids.trajectory],
      ['Electricity bills missing', projectUuids.footprint],
    ]);

    const edited = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'EDIT_COMMENT', investeeUuid: assets.dairy, commentUuid: comment.uuid, comment: 'Workshop one on 1 April' } }, world.analyst);
    expect(rowOf(edited, assets.dairy).comments).toEqual([{ ...comment, text: 'Workshop one on 1 April' }]);
    const removed = await api.ok('projectManagement.update', { reportingUuid: trackingUuid, action: { kind: 'REMOVE_COMMENT', investeeUuid: assets.dairy, commentUuid: comment.uuid } }, world.analyst);
    expect(rowOf(removed, assets.dairy).comments).toEqual([]);
  });

  it('refuses a blank or too long comment, an unknown comment and an untracked investee, writing nothing', async () => {
    const before = await projects.get({ uuid: projectUuids.plan }, { consistent: true });
    const blank = await act({ kind: 'ADD_COMMENT', investeeUuid: assets.dairy, comment: '   ' });
    expect({ status: blank.status, key: blank.body.error.key }).toEqual({ status: 400, key: 'validation.message.required' });
    const long = await act({ kind: 'ADD_COMMENT', investeeUuid: assets.dairy, comment: 'x'.repeat(5_001) });
    expect({ status: long.status, key: long.body.error.key }).toEqual({ status: 400, key: 'validation.message.tooLong' });
    const unknown = await act({ kind: 'EDIT_COMMENT', investeeUuid: assets.dairy, commentUuid: '00000000-0000-4000-8000-000000000009', comment: 'Hello' });
    expect({ status: unknown.status, key: unknown.body.error.key }).toEqual({ status: 400, key: 'server.projectManagement.unknownComment' });
    const untracked = await act({ kind: 'ADD_COMMENT', investeeUuid: assets.workshop, comment: 'Hello' });
    expect({ status: untracked.status, key: untracked.body.error.key }).toEqual({ status: 400, key: 'server.projectManagement.notTracked' });
    const unknownKind = await act({ kind: 'DELETE_EVERYTHING' });
    expect(unknownKind.status).toBe(400);
    expect((await projects.get({ uuid: projectUuids.plan }, { consistent: true }))?.version).toBe(before?.version);
  });
});
