import type { InputOf } from '@cairn/shared/contract';
import { blankReportSettings } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { deals } from '../lib/data/deal.ts';
import { modules } from '../lib/data/module.ts';
import { projects } from '../lib/data/project.ts';

const api = useGateway();

const world = {} as {
  analyst: string;
  pm: string;
  sales: string;
  client: string;
  assetUuid: string;
  analystUuid: string;
  pmUuid: string;
  salesUuid: string;
  disabledUuid: string;
  dealUuid: string;
};

beforeAll(async () => {
  const asset = await createAsset();
  const [analyst, pm, sales, client, disabled] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST', firstName: 'Ana' }),
    createUser({ isAdmin: true, role: 'PRODUCT_MANAGER', firstName: 'Paul' }),
    createUser({ isAdmin: true, role: 'SALES', firstName: 'Sam' }),
    createUser({ assetUuid: asset.uuid }),
    createUser({ isAdmin: true, role: 'ANALYST', firstName: 'Aaron', disabled: true }),
  ]);
  const deal = await deals.create(
    { uuid: randomUUID(), externalId: null, name: 'Footprint 2025', amount: 12_000, currency: 'EURO', dealLines: [], owner: 'Sam', salesContext: null, stage: 'CLOSED_WON' },
    'test',
  );
  Object.assign(world, {
    analyst: await tokenOf(api, analyst.username),
    pm: await tokenOf(api, pm.username),
    sales: await tokenOf(api, sales.username),
    client: await tokenOf(api, client.username),
    assetUuid: asset.uuid,
    analystUuid: analyst.uuid,
    pmUuid: pm.uuid,
    salesUuid: sales.uuid,
    disabledUuid: disabled.uuid,
    dealUuid: deal.uuid,
  });
});

const footprintProject = (overrides: Partial<InputOf<'project.create'>> = {}): InputOf<'project.create'> => ({
  type: 'CARBON_FOOTPRINT',
  assetUuid: world.assetUuid,
  moduleName: 'Bilan carbone',
  assignedTo: [world.analystUuid],
  methodologies: ['GHG', 'BEGES'],
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  languageSupport: 'FR',
  ...overrides,
});

const ok = api.ok;

const clientModules = async () => (await ok('dashboard.get', {}, world.client)).modules as WireJson[];

describe('creating a project', () => {
  it('creates the client module of its type, which the client then sees on its home with the team as contacts', async () => {
    const project = await ok('project.create', footprintProject({ hubspotDealUuid: world.dealUuid, hubspotDealCustomAmount: 12_000 }), world.analyst);
    expect(project).toMatchObject({ type: 'CARBON_FOOTPRINT', status: 'QUOTE_SIGNED', moduleType: 'CARBON_FOOTPRINT', assetUuid: world.assetUuid, outdated: true });
    // A custom amount equal to the deal's own is stored as none.
    expect(project.hubspotDeals).toEqual([{ dealUuid: world.dealUuid, customAmount: null }]);
    expect(project.steps.map((step: WireJson) => step.step)).toEqual([
      'sendEmail',
      'onboardingCall',
      'sendQuestions',
      'dataCollectionDeadline',
      'reviewReport',
      'deliveryCall',
      'sendReport',
    ]);
    const seen = (await clientModules()).find((module) => module.uuid === project.moduleUuid);
    expect(seen).toMatchObject({ type: 'CARBON_FOOTPRINT', status: 'DATA_COLLECTION', year: 2025, moduleName: 'Bilan carbone' });
    expect(seen.contacts).toEqual([expect.objectContaining({ kind: 'CLIMATE_CONSULTANT', firstName: 'Ana' })]);
    // The client can open it: a footprint with no report yet.
    const footprint = await ok('carbonFootprint.get.client', { uuid: project.moduleUuid }, world.client);
    expect(footprint.reports).toEqual([]);
  });

  it('creates nothing for the client for a generic project', async () => {
    const before = (await clientModules()).length;
    const project = await ok('project.create', { type: 'GENERIC', assetUuid: world.assetUuid, moduleName: 'Training day' }, world.analyst);
    expect(project.moduleUuid).toBeNull();
    expect((await clientModules()).length).toBe(before);
  });

  it('refuses what spec 2 section 5 refuses, every problem on its field, and writes nothing', async () => {
    const before = (await ok('project.list', {}, world.analyst)).length;
    const { status, body } = await api.call(
      'project.create',
      footprintProject({ methodologies: [], startDate: '2025-12-31', endDate: '2025-01-01', moduleName: null, hideYear: true }),
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.message])).toEqual([
      ['methodologies', 'Required'],
      ['endDate', 'Invalid dates'],
      ['hideYear', 'Module name is required to hide the year'],
    ]);
    const audit = await api.call('project.create', { type: 'AUDIT', assetUuid: world.assetUuid, methodologies: ['GHG'] }, world.analyst);
    expect(audit.body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.message])).toEqual([['year', 'Required']]);
    expect((await ok('project.list', {}, world.analyst)).length).toBe(before);
  });

  it('refuses an unknown asset or deal, and a team member who is not an analyst or a product manager', async () => {
    const { status, body } = await api.call(
      'project.create',
      footprintProject({ assetUuid: randomUUID(), hubspotDealUuid: randomUUID(), assignedTo: [world.salesUuid] }),
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues.map((issue: WireJson) => [issue.path.join('.'), issue.key])).toEqual([
      ['assignedTo', 'server.project.notAssignable'],
      ['assetUuid', 'server.notFound.asset'],
      ['hubspotDealUuid', 'server.notFound.deal'],
    ]);
    const disabled = await api.call('project.create', footprintProject({ assignedTo: [world.disabledUuid] }), world.analyst);
    expect(disabled.status).toBe(400);
  });
});

describe('who opens projects', () => {
  it('lets a sales user open, create and edit projects, but not delete them or reach analyst-only pages', async () => {
    const project = await ok('project.create', footprintProject(), world.sales);
    await ok('project.get', { uuid: project.uuid }, world.sales);
    await ok('project.update', { uuid: project.uuid, expectedVersion: project.version, notes: 'Signed at the fair' }, world.sales);
    expect((await api.call('project.delete', { uuid: project.uuid, expectedVersion: 2 }, world.sales)).status).toBe(403);
    expect((await api.call('emissionFactor.list', {}, world.sales)).status).toBe(403);
    expect((await api.call('project.list', {}, world.client)).status).toBe(403);
  });
});

describe('the project state machine through the footprint card', () => {
  it('moves the status as steps are ticked, refuses a locked step, and goes back one on untick', async () => {
    let project = await ok('project.create', footprintProject(), world.analyst);
    project = await ok('project.update', { uuid: project.uuid, expectedVersion: project.version, status: 'ONBOARDING_CALL_FIXED' }, world.analyst);

    const locked = await api.call('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, steps: [{ step: 'onboardingCall', done: true }] }, world.analyst);
    expect(locked.status).toBe(400);
    expect(locked.body.error.issues).toEqual([expect.objectContaining({ path: ['steps', 0, 'done'], key: 'server.project.onboardingNotesRequired' })]);
    expect((await ok('project.get', { uuid: project.uuid }, world.analyst)).version).toBe(project.version);

    project = await ok(
      'carbonFootprint.card.update',
      { implementationUuid: project.uuid, expectedVersion: project.version, onboardingNotes: 'Two sites, one fleet', steps: [{ step: 'onboardingCall', done: true, date: '2026-02-03T09:30' }] },
      world.analyst,
    );
    expect(project.status).toBe('PREPARE_DATA_COLLECTION');
    project = await ok('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, steps: [{ step: 'sendQuestions', done: true }] }, world.analyst);
    expect(project.status).toBe('ONGOING');
    project = await ok('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, steps: [{ step: 'sendQuestions', done: false }] }, world.analyst);
    expect(project.status).toBe('PREPARE_DATA_COLLECTION');
    expect(project.steps.filter((step: WireJson) => step.done).map((step: WireJson) => step.step)).toEqual(['onboardingCall']);

    // FINISHED is not the dropdown's to set.
    const finished = await ok('project.update', { uuid: project.uuid, expectedVersion: project.version, status: 'FINISHED' }, world.analyst);
    expect(finished.status).toBe('PREPARE_DATA_COLLECTION');
  });

  it('refuses the card of another kind of project, and a half-hour rule broken', async () => {
    const project = await ok('project.create', { type: 'LIGHT_REVIEW', assetUuid: world.assetUuid, year: 2024 }, world.analyst);
    const wrong = await api.call('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, hideYear: false }, world.analyst);
    expect({ status: wrong.status, key: wrong.body.error.key }).toEqual({ status: 400, key: 'server.project.wrongCard' });
    const reviewed = await ok('lightReview.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, steps: [{ step: 'dataReceived', done: true }] }, world.analyst);
    expect(reviewed.status).toBe('ONGOING');
    const badTime = await api.call('lightReview.card.update', { implementationUuid: project.uuid, expectedVersion: reviewed.version, steps: [{ step: 'delivery', date: '2026-02-03T07:15' }] }, world.analyst);
    expect(badTime.status).toBe(400);
  });

  it('keeps a project in both languages in both', async () => {
    const project = await ok('project.create', footprintProject({ languageSupport: 'BOTH' }), world.analyst);
    const { status, body } = await api.call('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, languageSupport: 'EN' }, world.analyst);
    expect(status).toBe(400);
    expect(body.error.issues[0].key).toBe('validation.message.languageSupportLocked');
  });
});

describe('two staff editing one project', () => {
  it('answers CONFLICT to the stale one and keeps the first one’s change', async () => {
    const project = await ok('project.create', footprintProject(), world.analyst);
    await ok('project.update', { uuid: project.uuid, expectedVersion: project.version, notes: 'First' }, world.analyst);
    const stale = await api.call('project.update', { uuid: project.uuid, expectedVersion: project.version, notes: 'Second' }, world.pm);
    expect(stale.status).toBe(409);
    const staleCard = await api.call('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, deliveryNotes: 'x' }, world.pm);
    expect(staleCard.status).toBe(409);
    expect((await ok('project.get', { uuid: project.uuid }, world.pm)).notes).toBe('First');
  });
});

describe('editing what the client sees', () => {
  it('renames the module and changes its contacts with the team, hides the year with a name', async () => {
    let project = await ok('project.create', footprintProject(), world.analyst);
    project = await ok(
      'project.update',
      { uuid: project.uuid, expectedVersion: project.version, moduleName: 'Empreinte groupe', assignedTo: [world.pmUuid, world.analystUuid] },
      world.analyst,
    );
    project = await ok('carbonFootprint.card.update', { implementationUuid: project.uuid, expectedVersion: project.version, hideYear: true }, world.analyst);
    const seen = (await clientModules()).find((module) => module.uuid === project.moduleUuid);
    expect(seen).toMatchObject({ moduleName: 'Empreinte groupe', year: null });
    expect(seen.contacts.map((contact: WireJson) => contact.firstName)).toEqual(['Paul', 'Ana']);
    // Someone already on the team stays, even once they could no longer be added.
    const stored = await projects.require({ uuid: project.uuid });
    await projects.update({ uuid: project.uuid }, { assignedTo: [...stored.assignedTo, world.disabledUuid] }, 'test');
    const current = await ok('project.get', { uuid: project.uuid }, world.analyst);
    await ok('project.update', { uuid: project.uuid, expectedVersion: current.version, assignedTo: [world.disabledUuid, world.pmUuid] }, world.analyst);
  });

  it('sorts to-dos by date with the undated last, and refuses to edit one deleted meanwhile', async () => {
    let project = await ok('project.create', { type: 'GENERIC', assetUuid: world.assetUuid, moduleName: 'Workshop' }, world.analyst);
    project = await ok(
      'project.update',
      {
        uuid: project.uuid,
        expectedVersion: project.version,
        todos: [
          { action: 'CREATE', name: 'Invoice', date: null },
          { action: 'CREATE', name: 'Kick-off', date: '2026-03-01' },
        ],
      },
      world.analyst,
    );
    expect(project.todos.map((todo: WireJson) => todo.name)).toEqual(['Kick-off', 'Invoice']);
    const gone = await api.call(
      'project.update',
      { uuid: project.uuid, expectedVersion: project.version, todos: [{ action: 'UPDATE', uuid: randomUUID(), name: 'x', date: null, done: true }] },
      world.analyst,
    );
    expect(gone.status).toBe(400);
  });
});

describe('linked projects', () => {
  it('links other projects of the same client, and refuses another client’s or an unknown one', async () => {
    const footprint = await ok('project.create', footprintProject(), world.analyst);
    const plan = await ok('project.create', { type: 'DECARBONIZATION', assetUuid: world.assetUuid }, world.analyst);
    const other = await ok('project.create', { type: 'GENERIC', assetUuid: (await createAsset()).uuid, moduleName: 'Elsewhere' }, world.analyst);
    const linked = await ok('project.update', { uuid: footprint.uuid, expectedVersion: footprint.version, linkedProjectUuids: [plan.uuid, plan.uuid, footprint.uuid] }, world.analyst);
    expect(linked.linkedProjectUuids).toEqual([plan.uuid]);
    for (const uuid of [other.uuid, randomUUID()]) {
      const { status, body } = await api.call('project.update', { uuid: footprint.uuid, expectedVersion: linked.version, linkedProjectUuids: [uuid] }, world.analyst);
      expect({ status, issue: body.error.issues[0] }).toEqual({ status: 400, issue: expect.objectContaining({ path: ['linkedProjectUuids'], key: 'server.notFound.project' }) });
    }
  });
});

describe('delivering a project', () => {
  it('refuses until the delivery feedback is started and every question answered, then sets FINISHED and the delivery date', async () => {
    const project = await ok('project.create', { type: 'GENERIC', assetUuid: world.assetUuid, moduleName: 'Board training' }, world.analyst);
    const early = await api.call('project.deliver', { uuid: project.uuid, expectedVersion: project.version }, world.analyst);
    expect({ status: early.status, key: early.body.error.key }).toEqual({ status: 400, key: 'server.project.feedbackIncomplete' });

    const questions = (await ok('deliveryFeedback.start', { projectUuid: project.uuid }, world.analyst)) as WireJson[];
    for (const question of questions.slice(1)) await ok('deliveryFeedbackQuestion.update', { uuid: question.uuid, answer: 'Went well' }, world.analyst);
    const oneLeft = await api.call('project.deliver', { uuid: project.uuid, expectedVersion: project.version }, world.analyst);
    expect(oneLeft.status).toBe(400);
    expect((await ok('project.get', { uuid: project.uuid }, world.analyst)).status).toBe('QUOTE_SIGNED');

    await ok('deliveryFeedbackQuestion.update', { uuid: questions[0].uuid, answer: 'The client asked for a follow-up' }, world.analyst);
    const delivered = await ok('project.deliver', { uuid: project.uuid, expectedVersion: project.version }, world.analyst);
    expect(delivered).toMatchObject({ status: 'FINISHED', deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});

describe('deleting a project', () => {
  it('deletes its empty module with it', async () => {
    const project = await ok('project.create', footprintProject(), world.analyst);
    await ok('project.delete', { uuid: project.uuid, expectedVersion: project.version }, world.analyst);
    expect(await modules.get({ uuid: project.moduleUuid })).toBeNull();
    expect((await clientModules()).some((module) => module.uuid === project.moduleUuid)).toBe(false);
    expect((await api.call('project.get', { uuid: project.uuid }, world.analyst)).status).toBe(404);
  });

  it('refuses while its module holds a report', async () => {
    const project = await ok('project.create', footprintProject(), world.analyst);
    await ok(
      'report.save',
      { carbonFootprintUuid: project.moduleUuid, settings: blankReportSettings({ name: 'Draft', year: 2025, companyName: 'Test' }), entries: [] },
      world.analyst,
    );
    const { status, body } = await api.call('project.delete', { uuid: project.uuid, expectedVersion: project.version }, world.analyst);
    expect({ status, key: body.error.key }).toEqual({ status: 409, key: 'server.project.moduleHasContent' });
    expect(await projects.get({ uuid: project.uuid })).not.toBeNull();
  });
});

describe('the list', () => {
  it('filters by type, status, assignee, fridge, outdated footprint and text', async () => {
    const recent = await ok('project.create', footprintProject({ moduleName: unique(), startDate: '2099-01-01', endDate: '2099-12-31' }), world.analyst);
    const late = await ok('project.create', footprintProject({ moduleName: unique(), assignedTo: [world.pmUuid] }), world.analyst);
    await ok('project.update', { uuid: late.uuid, expectedVersion: late.version, frigo: true }, world.analyst);
    const list = async (filters: InputOf<'project.list'>) => ((await ok('project.list', filters, world.analyst)) as WireJson[]).map((item) => item.uuid);

    expect(await list({ search: recent.moduleName })).toEqual([recent.uuid]);
    expect(await list({ search: late.moduleName, outdated: true })).toEqual([late.uuid]);
    expect(await list({ search: recent.moduleName, outdated: true })).toEqual([]);
    expect(await list({ search: late.moduleName, frigo: true, assigneeUuid: world.pmUuid, type: 'CARBON_FOOTPRINT', status: 'QUOTE_SIGNED' })).toEqual([late.uuid]);
    expect(await list({ search: late.moduleName, assigneeUuid: world.analystUuid })).toEqual([]);
    const all = await list({});
    expect(all.indexOf(late.uuid)).toBeLessThan(all.indexOf(recent.uuid));
  });
});

describe('assignees and reviewers', () => {
  it('offers analysts and product managers, the disabled ones last', async () => {
    const users = (await ok('project.assignableUsers', {}, world.sales)) as WireJson[];
    const uuids = users.map((user) => user.uuid);
    expect(uuids).toEqual(expect.arrayContaining([world.analystUuid, world.pmUuid, world.disabledUuid]));
    expect(uuids).not.toContain(world.salesUuid);
    const firstDisabled = users.findIndex((user) => user.disabled);
    expect(users.slice(firstDisabled).every((user) => user.disabled)).toBe(true);
  });

  it('names a reviewer, tells when the reviewer is the main assignee, and refuses a sales reviewer', async () => {
    const project = await ok('project.create', footprintProject(), world.analyst);
    const other = await ok('carbonFootprint.card.setReviewer', { uuid: project.uuid, reviewByUuid: world.pmUuid }, world.analyst);
    expect(other).toMatchObject({ project: { reviewByUuid: world.pmUuid }, error: null });
    const self = await ok('carbonFootprint.card.setReviewer', { uuid: project.uuid, reviewByUuid: world.analystUuid }, world.analyst);
    expect(self.error.key).toBe('server.project.reviewerIsMainAssignee');
    const sales = await api.call('carbonFootprint.card.setReviewer', { uuid: project.uuid, reviewByUuid: world.salesUuid }, world.analyst);
    expect(sales.status).toBe(400);
    const wrongKind = await api.call('financialInstitutionReporting.setReviewer', { uuid: project.uuid, reviewByUuid: world.pmUuid }, world.analyst);
    expect(wrongKind.status).toBe(400);
  });

  it('keeps portfolio comments of a project', async () => {
    const project = await ok('project.create', { type: 'FINANCIAL_INSTITUTION_REPORTING', assetUuid: world.assetUuid, year: 2025 }, world.analyst);
    const commented = await ok('project.commentForFir', { projectUuid: project.uuid, action: 'CreateNewComment', comment: 'Scope 3 estimated' }, world.analyst);
    expect(commented.commentsForFir).toEqual([expect.objectContaining({ comment: 'Scope 3 estimated' })]);
    const blank = await api.call('project.commentForFir', { projectUuid: project.uuid, action: 'CreateNewComment', comment: '   ' }, world.analyst);
    expect(blank.status).toBe(400);
  });
});

function unique() {
  return `Project ${randomUUID().slice(0, 8)}`;
}
