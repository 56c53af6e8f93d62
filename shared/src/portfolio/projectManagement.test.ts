import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../labels/enums.ts';
import { stepsByType, type ProjectStep } from '../projects/lifecycle.ts';
import type { StaffProjectType } from '../projects/types.ts';
import {
  collectionProgress,
  commentTargetOf,
  footprintStatusOfProject,
  lastActivityOf,
  nextStepDateOf,
  planStatusOfProject,
  projectManagementView,
  trackedReportingOf,
  trajectoryStatusOfProject,
  withAtRisk,
  type ProjectManagementFacts,
  type TrackedProject,
} from './projectManagement.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function project(
  n: number,
  type: StaffProjectType,
  assetUuid: string,
  status: ProjectStatus,
  steps: Partial<Record<ProjectStep, { date?: string; done?: boolean }>> = {},
  extra: Partial<TrackedProject> = {},
): TrackedProject {
  return {
    uuid: uuid(n),
    type,
    assetUuid,
    status,
    steps: stepsByType[type].map((step) => ({ step, date: steps[step]?.date ?? null, done: steps[step]?.done ?? false })),
    createdAt: `2026-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    commentsForFir: [],
    hubspotDeals: [],
    ...extra,
  };
}

describe('footprint status of a project', () => {
  it('maps every project status: the lifecycle as is, the post-delivery reviews delivered, the fridge sold only', () => {
    expect(footprintStatusOfProject).toEqual({
      QUOTE_SIGNED: 'QUOTE_SIGNED',
      ONBOARDING_CALL_FIXED: 'ONBOARDING_CALL_FIXED',
      PREPARE_DATA_COLLECTION: 'PREPARE_DATA_COLLECTION',
      ONGOING: 'ONGOING',
      PREPARE_REPORT: 'PREPARE_REPORT',
      SEND_REPORT: 'SEND_REPORT',
      FINISHED: 'FINISHED',
      TO_REVIEW: 'FINISHED',
      REVIEWED: 'FINISHED',
      FRIGO: 'QUOTE_SIGNED',
    });
  });
});

describe('trajectory status of a project', () => {
  const asset = uuid(900);
  it.each([
    ['nothing planned', 'QUOTE_SIGNED', {}, 'NOT_STARTED'],
    ['training meeting dated', 'QUOTE_SIGNED', { trainingMeeting: { date: '2026-10-06T10:00' } }, 'ONBOARDING_CALL_FIXED'],
    ['status says the call is fixed', 'ONBOARDING_CALL_FIXED', {}, 'ONBOARDING_CALL_FIXED'],
    ['training meeting held', 'ONGOING', { trainingMeeting: { date: '2026-10-06T10:00', done: true } }, 'ONGOING'],
    ['status ongoing, nothing ticked', 'ONGOING', {}, 'ONGOING'],
    ['delivery ticked', 'ONGOING', { delivery: { done: true } }, 'FINISHED'],
    ['status delivered', 'FINISHED', {}, 'FINISHED'],
    ['reviewed after delivery', 'REVIEWED', {}, 'FINISHED'],
  ] as const)('%s', (_, status, steps, expected) => {
    expect(trajectoryStatusOfProject(project(1, 'DECARBONIZATION_TRAJECTORY', asset, status, steps))).toBe(expected);
  });
});

describe('plan status of a project', () => {
  const asset = uuid(900);
  it.each([
    ['nothing planned', 'QUOTE_SIGNED', {}, 'NOT_STARTED'],
    ['kick-off dated', 'QUOTE_SIGNED', { kickOff: { date: '2026-03-02T09:00' } }, 'ONBOARDING_CALL_FIXED'],
    ['kick-off held', 'ONGOING', { kickOff: { done: true } }, 'ONGOING'],
    ['workshop one dated', 'ONGOING', { kickOff: { done: true }, workshopOne: { date: '2026-04-01T09:00' } }, 'WORKSHOP_ONE_PLANNED'],
    ['workshop one held', 'ONGOING', { kickOff: { done: true }, workshopOne: { done: true } }, 'WORKSHOP_ONE_DONE'],
    ['workshop two dated', 'ONGOING', { kickOff: { done: true }, workshopOne: { done: true }, workshopTwo: { date: '2026-05-01T09:00' } }, 'WORKSHOP_TWO_PLANNED'],
    ['workshop two held, nothing after dated', 'ONGOING', { workshopOne: { done: true }, workshopTwo: { done: true } }, 'WORKSHOP_TWO_DONE'],
    ['workshop two held, third workshop dated', 'ONGOING', { workshopTwo: { done: true }, workshopThree: { date: '2026-06-01T09:00' } }, 'DELIVERY_PLANNED'],
    ['workshop two held, delivery dated', 'SEND_REPORT', { workshopTwo: { done: true }, delivery: { date: '2026-07-01' } }, 'DELIVERY_PLANNED'],
    ['delivered', 'FINISHED', {}, 'FINISHED'],
  ] as const)('%s', (_, status, steps, expected) => {
    expect(planStatusOfProject(project(1, 'DECARBONIZATION', asset, status, steps))).toBe(expected);
  });
});

describe('dates of a project', () => {
  const asset = uuid(900);
  it('last activity is the latest day among the steps done, a meeting read as its day', () => {
    const footprint = project(1, 'CARBON_FOOTPRINT', asset, 'ONGOING', {
      sendEmail: { date: '2026-02-01', done: true },
      onboardingCall: { date: '2026-02-10T14:30', done: true },
      sendQuestions: { date: '2026-02-05', done: true },
      dataCollectionDeadline: { date: '2026-04-01' },
    });
    expect(lastActivityOf(footprint)).toBe('2026-02-10');
    expect(lastActivityOf(project(2, 'CARBON_FOOTPRINT', asset, 'QUOTE_SIGNED'))).toBeNull();
  });
  it('next step date is the first step not done, when dated', () => {
    const trajectory = project(1, 'DECARBONIZATION_TRAJECTORY', asset, 'ONGOING', {
      trainingMeeting: { date: '2026-10-06T10:00', done: true },
      actionsQuantification: { date: '2026-12-15' },
      delivery: { date: '2027-01-20' },
    });
    expect(nextStepDateOf(trajectory)).toBe('2026-12-15');
    expect(nextStepDateOf(project(2, 'DECARBONIZATION_TRAJECTORY', asset, 'ONGOING', { delivery: { date: '2027-01-20' } }))).toBeNull();
  });
});

describe('the page data', () => {
  // Three assets: the bakery (footprint ongoing + trajectory), the workshop (audit, not tracked:
  // no footprint or decarbonization project), the dairy (plan delivered, in two funds).
  const bakery = uuid(101);
  const workshop = uuid(102);
  const dairy = uuid(103);
  const fundA = uuid(201);
  const fundB = uuid(202);
  const facts: ProjectManagementFacts = {
    uuid: uuid(1),
    moduleName: 'Programme',
    year: 2024,
    tracking: { dataCollectionDeadline: '2026-12-31', projectsDeadline: null, atRiskAssetUuids: [dairy], version: 3 },
    // Fund B comes first by position.
    funds: [
      { uuid: fundA, name: 'Growth II', article: 'ARTICLE_8', position: 1 },
      { uuid: fundB, name: 'Buyout I', article: null, position: 0 },
    ],
    investments: [
      { fundUuid: fundA, investeeUuid: uuid(303) },
      { fundUuid: fundA, investeeUuid: uuid(301) },
      { fundUuid: fundA, investeeUuid: uuid(302) },
      { fundUuid: fundB, investeeUuid: uuid(303) },
      { fundUuid: fundB, investeeUuid: uuid(304) },
    ],
    investees: [
      { uuid: uuid(301), name: 'Boulangerie', assetUuid: bakery, reportType: 'CAIRN' },
      { uuid: uuid(302), name: 'Atelier', assetUuid: workshop, reportType: 'AUDIT' },
      { uuid: uuid(303), name: 'Fromagerie', assetUuid: dairy, reportType: 'SECTORAL_ESTIMATE' },
      // Typed in by the client, no platform asset: never tracked.
      { uuid: uuid(304), name: 'Unlisted', assetUuid: null, reportType: null },
    ],
    projects: [
      project(
        1,
        'CARBON_FOOTPRINT',
        bakery,
        'ONGOING',
        { sendEmail: { date: '2026-02-01', done: true }, onboardingCall: { date: '2026-02-10T14:30', done: true }, sendQuestions: { date: '2026-02-12', done: true } },
        { commentsForFir: [{ uuid: uuid(401), comment: 'Bills missing', createdAt: '2026-03-01T10:00:00.000Z' }] },
      ),
      // An older footprint of the bakery: the newest one is shown.
      project(0, 'CARBON_FOOTPRINT', bakery, 'FINISHED'),
      project(2, 'DECARBONIZATION_TRAJECTORY', bakery, 'ONGOING', { trainingMeeting: { date: '2026-10-06T10:00', done: true }, actionsQuantification: { date: '2026-12-15' } }, {
        commentsForFir: [{ uuid: uuid(402), comment: 'Training done', createdAt: '2026-10-07T10:00:00.000Z' }],
        // The bakery's footprint has no deal: the trajectory's says its stage.
        hubspotDeals: [{ dealUuid: uuid(501) }],
      }),
      project(3, 'AUDIT', workshop, 'FINISHED'),
      // A deal the store no longer has says nothing.
      project(4, 'DECARBONIZATION', dairy, 'FINISHED', { delivery: { date: '2026-09-15', done: true } }, { hubspotDeals: [{ dealUuid: uuid(599) }] }),
    ],
    linkedAssetUuids: new Set([bakery]),
    dealStages: new Map([[uuid(501), 'CLOSED_WON']]),
    // The bakery's footprint questionnaires: 40 questions at 50 % and 10 at 100 % -> (2000 + 1000) / 50 = 60 %.
    collections: new Map([[uuid(1), { percentage: 60, clientUpdatedAt: '2026-02-20T08:00:00.000Z' }]]),
    activeAnalysts: [{ firstName: 'Léa', lastName: 'Martin', email: 'lea@example.com', phone: '+33 6 12 34 56 78' }],
  };
  const view = projectManagementView(facts);

  it('lists the funds in their order with their tracked investees by name, the untracked left out', () => {
    expect(view.funds.map((fund) => [fund.name, fund.investees.map((row) => row.name)])).toEqual([
      ['Buyout I', ['Fromagerie']],
      ['Growth II', ['Boulangerie', 'Fromagerie']],
    ]);
  });

  it('derives each row from the newest project of each kind', () => {
    const boulangerie = view.funds[1]!.investees[0]!;
    expect(boulangerie).toEqual({
      uuid: bakery,
      name: 'Boulangerie',
      status: 'CLOSED_WON',
      atRisk: false,
      canGoToDashboard: true,
      // A Cairn footprint: no estimate method.
      lowDataType: null,
      // The client's last answer (20 February) is later than the last step done (12 February).
      // The invitation went out on 1 February, the onboarding call was on the 10th at 14:30, no delivery call is planned yet.
      carbonFootprint: {
        type: 'INTERNAL',
        projectUuid: uuid(1),
        status: 'ONGOING',
        emailSent: true,
        onboardingCall: '2026-02-10T14:30',
        deliveryCall: null,
        percentage: 60,
        lastActivity: '2026-02-20',
        started: true,
        delivered: false,
      },
      decarbonization: { type: 'TRAJECTORY', projectUuid: uuid(2), status: 'ONGOING', nextStepDate: '2026-12-15', started: true, delivered: false },
      // Newest first across both projects.
      comments: [
        { uuid: uuid(402), projectUuid: uuid(2), createdAt: '2026-10-07T10:00:00.000Z', text: 'Training done' },
        { uuid: uuid(401), projectUuid: uuid(1), createdAt: '2026-03-01T10:00:00.000Z', text: 'Bills missing' },
      ],
    });
    const fromagerie = view.funds[0]!.investees[0]!;
    expect(fromagerie).toMatchObject({
      status: null,
      atRisk: true,
      canGoToDashboard: false,
      // No Cairn footprint: the reporting's type, an estimate made from the sector's intensity, not started.
      lowDataType: 'SECTORAL_ESTIMATE',
      carbonFootprint: {
        type: 'SECTORAL_ESTIMATE',
        projectUuid: null,
        status: 'NOT_STARTED',
        emailSent: false,
        onboardingCall: null,
        deliveryCall: null,
        percentage: null,
        lastActivity: null,
        started: false,
        delivered: false,
      },
      decarbonization: { type: 'PLAN', status: 'FINISHED', nextStepDate: null, started: true, delivered: true },
      comments: [],
    });
  });

  it('summarises per kind with each asset counted once', () => {
    // Footprint: the bakery only, started (ONGOING), not delivered -> 1, 1, 0.
    // Trajectory: the bakery, started -> 1, 1, 0. Plan: the dairy (in two funds, once), delivered -> 1, 1, 1.
    expect(view.summaryByProjectType).toEqual([
      { type: 'CARBON_FOOTPRINT', investeesCount: 1, startedCount: 1, deliveredCount: 0 },
      { type: 'DECARBONIZATION_TRAJECTORY', investeesCount: 1, startedCount: 1, deliveredCount: 0 },
      { type: 'DECARBONIZATION', investeesCount: 1, startedCount: 1, deliveredCount: 1 },
    ]);
    expect(view.summaryInvesteesCount).toBe(2);
    expect(view).toMatchObject({ year: 2024, dataCollectionDeadline: '2026-12-31', projectsDeadline: null, version: 3 });
  });

  it('writes a new comment to the footprint project, else the decarbonization one, else nowhere', () => {
    expect(commentTargetOf(facts.projects, bakery)?.uuid).toBe(uuid(1));
    expect(commentTargetOf(facts.projects, dairy)?.uuid).toBe(uuid(4));
    expect(commentTargetOf(facts.projects, workshop)).toBeNull();
  });
});

describe('withAtRisk', () => {
  it('adds once and removes', () => {
    expect(withAtRisk(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withAtRisk(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(withAtRisk(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(withAtRisk([], 'a', false)).toEqual([]);
  });
});

describe('trackedReportingOf', () => {
  const reportings = [
    { uuid: 'pe-2023', year: 2023, status: 'DELIVERED' },
    { uuid: 'pe-2024', year: 2024, status: 'DELIVERED' },
    { uuid: 'pe-2025', year: 2025, status: 'DATA_COLLECTION' },
  ];
  it('reads the reporting of the module year, whatever its stage', () => {
    expect(trackedReportingOf({ year: 2025 }, reportings)?.uuid).toBe('pe-2025');
    expect(trackedReportingOf({ year: 2022 }, reportings)).toBeNull();
  });
  it('without a year, reads the latest delivered one', () => {
    expect(trackedReportingOf({ year: null }, reportings)?.uuid).toBe('pe-2024');
    expect(trackedReportingOf({ year: null }, [reportings[2]!])).toBeNull();
  });
});

describe('collectionProgress', () => {
  it('weights each questionnaire by its questions and keeps the last client answer', () => {
    // (50 x 40 + 100 x 10) / 50 = 60.
    expect(
      collectionProgress([
        { percentage: 50, questionCount: 40, clientUpdatedAt: '2026-02-20T08:00:00.000Z' },
        { percentage: 100, questionCount: 10, clientUpdatedAt: '2026-02-18T08:00:00.000Z' },
      ]),
    ).toEqual({ percentage: 60, clientUpdatedAt: '2026-02-20T08:00:00.000Z' });
    // (33 x 3 + 0 x 4) / 7 = 14.14 -> 14; nobody answered yet.
    expect(
      collectionProgress([
        { percentage: 33, questionCount: 3, clientUpdatedAt: null },
        { percentage: 0, questionCount: 4, clientUpdatedAt: null },
      ]),
    ).toEqual({ percentage: 14, clientUpdatedAt: null });
  });
  it('knows nothing without a question', () => {
    expect(collectionProgress([])).toBeNull();
    expect(collectionProgress([{ percentage: 0, questionCount: 0, clientUpdatedAt: null }])).toBeNull();
  });
});
