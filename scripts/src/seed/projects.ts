import { modules, projects, projectTrackings, saveModule, type Actor } from '@cairn/functions/data';
import type { ProjectStatus } from '@cairn/shared/labels';
import { initialSteps } from '@cairn/shared/projects/changes';
import { moduleFieldsOf, moduleOfProject } from '@cairn/shared/projects/modules';
import type { ProjectFields } from '@cairn/shared/projects/project';
import type { ProjectStep, StaffProjectType } from '@cairn/shared/projects/lifecycle';
import { isFootprintProject } from '@cairn/shared/projects/types';
import { demoDealUuid, demoDeals, demoTrackerIds } from './deals.ts';
import { demoAssets, demoModules, uuidOf } from './demo.ts';
import { demoUuid } from './ids.ts';

/*
 * The consultancy's book of projects: every demo module a project could have created belongs to
 * one, and a few more projects show what the list must handle (one in the fridge, a footprint
 * past its 4-month deadline, a basic footprint, a light review, a generic project, to-dos with
 * and without dates). Steps done follow the status, as the lifecycle would have moved it.
 */

export interface DemoProject {
  key: string;
  type: StaffProjectType;
  assetKey: string;
  /** The demo module it created (demo.ts); a new one is made for projects without. */
  moduleKey?: string;
  moduleName: string | null;
  status: ProjectStatus;
  team: string[];
  done: ProjectStep[];
  /** The day (and, for a meeting, the time) each step is planned on. */
  dates?: Partial<Record<ProjectStep, string>>;
  frigo?: boolean;
  year?: number;
  period?: [string, string];
  deadline?: string;
  todos?: { name: string; date: string | null; done: boolean }[];
  notes?: string;
  onboardingNotes?: string;
  deliveryNotes?: string;
  reviewer?: string;
  /** Comments for the institution's project tracking (`project.commentForFir`). */
  commentsForFir?: { comment: string; createdAt: string }[];
}

export const demoProjects: DemoProject[] = [
  {
    key: 'client-cf-2023',
    type: 'CARBON_FOOTPRINT',
    assetKey: 'client',
    moduleKey: 'client-cf-2023',
    moduleName: 'Bilan carbone 2023',
    status: 'FINISHED',
    team: ['analyst'],
    done: ['sendEmail', 'onboardingCall', 'sendQuestions', 'reviewReport', 'deliveryCall', 'sendReport'],
    period: ['2023-01-01', '2023-12-31'],
    onboardingNotes: 'Three depots (Lyon, Valence, Avignon); fleet data from the telematics provider.',
    deliveryNotes: 'Fuel is 81 % of the total; the plan starts from the fleet.',
    reviewer: 'pm',
  },
  {
    key: 'client-cf-2024',
    type: 'CARBON_FOOTPRINT',
    assetKey: 'client',
    moduleKey: 'client-cf-2024',
    moduleName: 'Bilan carbone 2024',
    status: 'FINISHED',
    team: ['analyst', 'pm'],
    done: ['sendEmail', 'onboardingCall', 'sendQuestions', 'reviewReport', 'deliveryCall', 'sendReport'],
    period: ['2024-01-01', '2024-12-31'],
    onboardingNotes: 'Same perimeter as 2023, plus the new Avignon warehouse.',
    deliveryNotes: 'Compare with 2023 in the report comparison module.',
    reviewer: 'pm',
  },
  {
    key: 'client-plan-2024',
    type: 'DECARBONIZATION',
    assetKey: 'client',
    moduleKey: 'client-plan-2024',
    moduleName: 'Plan de transition 2024-2030',
    status: 'ONGOING',
    team: ['analyst'],
    done: ['kickOff', 'workshopOne', 'workshopTwo'],
    dates: { kickOff: '2026-09-15T09:30', workshopOne: '2026-10-13T14:00', workshopTwo: '2026-11-17T14:00', workshopThree: '2027-01-19T09:30' },
    deadline: '2027-02-15',
    todos: [
      { name: 'Send the workshop 3 deck', date: '2027-01-12', done: false },
      { name: 'Ask for the 2025 fuel invoices', date: null, done: false },
    ],
  },
  {
    key: 'client-trajectory-2024',
    type: 'DECARBONIZATION_TRAJECTORY',
    assetKey: 'client',
    moduleKey: 'client-trajectory-2024',
    moduleName: 'Trajectoire 1,5 °C',
    status: 'ONGOING',
    team: ['analyst'],
    done: ['trainingMeeting'],
  },
  {
    key: 'investee-trajectory-2024',
    type: 'DECARBONIZATION_TRAJECTORY',
    assetKey: 'investee',
    moduleKey: 'investee-trajectory-2024',
    moduleName: 'Trajectoire de décarbonation',
    status: 'ONGOING',
    team: ['analyst'],
    done: ['trainingMeeting'],
    dates: { trainingMeeting: '2026-10-06T10:00', actionsQuantification: '2026-12-15' },
  },
  {
    key: 'investee3-trajectory-2024',
    type: 'DECARBONIZATION_TRAJECTORY',
    assetKey: 'investee3',
    moduleKey: 'investee3-trajectory-2024',
    moduleName: 'Trajectoire de décarbonation 2024-2030',
    status: 'FINISHED',
    team: ['analyst'],
    done: ['trainingMeeting', 'actionsQuantification', 'delivery'],
    dates: { trainingMeeting: '2026-06-09T10:00', actionsQuantification: '2026-07-10', delivery: '2026-09-15' },
  },
  {
    key: 'fi-pe-2025',
    type: 'FINANCIAL_INSTITUTION_REPORTING',
    assetKey: 'fi',
    moduleKey: 'fi-pe-2025',
    moduleName: 'Financed emissions 2025',
    status: 'ONGOING',
    team: ['analyst'],
    done: ['onboardingCall'],
    year: 2025,
    reviewer: 'pm',
  },
  {
    key: 'fi-pe-2024',
    type: 'FINANCIAL_INSTITUTION_REPORTING',
    assetKey: 'fi',
    moduleKey: 'fi-pe-2024',
    moduleName: 'Financed emissions 2024',
    status: 'FINISHED',
    team: ['analyst'],
    done: ['onboardingCall', 'reviewProject', 'delivery'],
    year: 2024,
    reviewer: 'pm',
  },
  {
    key: 'fi-cf-2024',
    type: 'CARBON_FOOTPRINT_BASIC',
    assetKey: 'fi',
    moduleKey: 'fi-cf-2024',
    moduleName: 'Own operations 2024',
    status: 'SEND_REPORT',
    team: ['analyst'],
    done: ['sendEmail', 'onboardingCall', 'sendQuestions', 'reviewReport'],
    period: ['2024-01-01', '2024-12-31'],
    onboardingNotes: 'Offices only: Paris and Lyon.',
  },
  {
    key: 'investee-cf-2024',
    type: 'CARBON_FOOTPRINT',
    assetKey: 'investee',
    moduleKey: 'investee-cf-2024',
    moduleName: 'Bilan carbone 2024',
    status: 'ONGOING',
    team: ['analyst'],
    done: ['sendEmail', 'onboardingCall', 'sendQuestions'],
    dates: { sendEmail: '2026-09-28', onboardingCall: '2026-10-06T14:00', sendQuestions: '2026-10-13', dataCollectionDeadline: '2026-12-11' },
    period: ['2024-01-01', '2024-12-31'],
    onboardingNotes: 'Flour purchases by supplier; ovens are gas-fired.',
    todos: [{ name: 'Chase the missing electricity bills', date: '2026-12-04', done: false }],
    commentsForFir: [
      { comment: 'Questionnaire sent; the purchasing team is gathering flour volumes by supplier.', createdAt: '2026-10-14T09:30:00.000Z' },
      { comment: 'Electricity bills for two shops are still missing: reminder sent.', createdAt: '2026-11-18T16:00:00.000Z' },
    ],
  },
  // The footprints of the institution's other tracked investees (fi-pm): the workshop's under way, the dairy's delivered.
  {
    key: 'investee2-cf-2024',
    type: 'CARBON_FOOTPRINT',
    assetKey: 'investee2',
    moduleKey: 'investee2-cf-2024',
    moduleName: 'Bilan carbone 2024',
    status: 'PREPARE_DATA_COLLECTION',
    team: ['analyst'],
    done: ['sendEmail', 'onboardingCall'],
    dates: { sendEmail: '2026-10-05', onboardingCall: '2026-10-21T10:00', sendQuestions: '2026-11-02' },
    period: ['2024-01-01', '2024-12-31'],
    onboardingNotes: 'Machining site only; the Valence warehouse is leased.',
    commentsForFir: [{ comment: 'Questionnaire not sent yet: the plant manager is on leave until December.', createdAt: '2026-11-09T11:00:00.000Z' }],
  },
  {
    key: 'investee3-cf-2024',
    type: 'CARBON_FOOTPRINT',
    assetKey: 'investee3',
    moduleKey: 'investee3-cf-2024',
    moduleName: 'Bilan carbone 2024',
    status: 'FINISHED',
    team: ['analyst'],
    done: ['sendEmail', 'onboardingCall', 'sendQuestions', 'dataCollectionDeadline', 'reviewReport', 'deliveryCall', 'sendReport'],
    dates: { sendEmail: '2024-11-04', onboardingCall: '2024-11-12T14:00', sendQuestions: '2024-11-15', deliveryCall: '2025-03-18T10:00', sendReport: '2025-03-20' },
    period: ['2024-01-01', '2024-12-31'],
    onboardingNotes: 'Milk collection by the cooperative counts in scope 3.',
    deliveryNotes: 'Whey drying dominates scope 1.',
  },
  {
    key: 'investee2-ext-2023',
    type: 'AUDIT',
    assetKey: 'investee2',
    moduleKey: 'investee2-ext-2023',
    moduleName: 'Rapport externe 2023',
    status: 'FINISHED',
    team: ['analyst'],
    done: ['dataReceived', 'reviewCompleted', 'delivery'],
    year: 2023,
  },
  // Projects the demo modules do not show yet.
  {
    key: 'client-cf-2025',
    type: 'CARBON_FOOTPRINT',
    assetKey: 'client',
    moduleName: 'Bilan carbone 2025',
    status: 'ONBOARDING_CALL_FIXED',
    team: ['analyst'],
    done: ['sendEmail'],
    period: ['2025-01-01', '2025-12-31'],
    deadline: '2026-04-30',
    todos: [
      { name: 'Confirm the call with the CFO', date: '2026-12-01', done: false },
      { name: 'Update the questionnaire template', date: null, done: true },
    ],
    notes: 'Renewal signed at the 2024 delivery; same team.',
  },
  {
    key: 'investee2-light-2025',
    type: 'LIGHT_REVIEW',
    assetKey: 'investee2',
    moduleName: null,
    status: 'QUOTE_SIGNED',
    team: ['pm'],
    done: [],
    year: 2025,
    frigo: true,
    notes: 'On hold until the provider sends its 2025 report.',
  },
  {
    key: 'fi-training',
    type: 'GENERIC',
    assetKey: 'fi',
    moduleName: 'Climate training for the investment team',
    status: 'QUOTE_SIGNED',
    team: ['analyst'],
    done: [],
    deadline: '2027-03-10',
  },
];

/** A demo project's uuid, stable across seeds. */
export const demoProjectUuid = (key: string) => demoUuid(`project:${key}`);

/** The module a demo project without a demo module of its own created. */
export const demoProjectModuleUuid = (key: string) => demoUuid(`module:project:${key}`);

/**
 * Writes the book of projects and links each to its module (the module names its project; a
 * project without a demo module gets a module of its own, as creating it would have made).
 */
export async function seedProjects(actor: Actor): Promise<void> {
  const assetNames = new Map(demoAssets.map((asset) => [asset.key, asset.name]));
  for (const demo of demoProjects) {
    const uuid = demoProjectUuid(demo.key);
    const start = moduleOfProject[demo.type];
    const moduleUuid = demo.moduleKey ? uuidOf.module(demo.moduleKey) : start ? demoProjectModuleUuid(demo.key) : null;
    const steps = initialSteps(demo.type).map((step) => ({ ...step, date: demo.dates?.[step.step] ?? null, done: demo.done.includes(step.step) }));
    const footprint = isFootprintProject(demo.type);
    const record: ProjectFields = {
      uuid,
      type: demo.type,
      assetUuid: uuidOf.asset(demo.assetKey),
      assetName: assetNames.get(demo.assetKey)!,
      moduleUuid,
      moduleType: start?.type ?? null,
      moduleName: demo.moduleName,
      assignedTo: demo.team.map(uuidOf.user),
      deadline: demo.deadline ?? null,
      deliveryDate: null,
      status: demo.status,
      frigo: demo.frigo ?? false,
      notes: demo.notes ?? null,
      analystFeedback: null,
      steps,
      todos: (demo.todos ?? []).map((todo, index) => ({ uuid: demoUuid(`todo:${demo.key}:${index}`), ...todo })),
      // The deal it was sold under and its time-tracker project, where the demo has them (deals.ts).
      hubspotDeals: demoDeals.some((deal) => deal.key === demo.key) ? [{ dealUuid: demoDealUuid(demo.key), customAmount: null }] : [],
      clockifyId: (demoTrackerIds as Record<string, string>)[demo.key] ?? null,
      linkedProjectUuids: [],
      commentsForFir: (demo.commentsForFir ?? []).map((comment, index) => ({ uuid: demoUuid(`firComment:${demo.key}:${index}`), ...comment })),
      reviewByUuid: demo.reviewer ? uuidOf.user(demo.reviewer) : null,
      year: demo.year ?? null,
      startDate: demo.period?.[0] ?? null,
      endDate: demo.period?.[1] ?? null,
      hideYear: false,
      languageSupport: footprint ? 'FR' : null,
      methodologies: footprint || demo.type === 'AUDIT' ? ['GHG', 'BEGES'] : [],
      electricityReporting: footprint ? 'LOCATION_AND_MARKET' : null,
      onboardingNotes: demo.onboardingNotes ?? null,
      deliveryNotes: demo.deliveryNotes ?? null,
      questionnairesClosedAndSplit: false,
      dataReceivedAt: null,
      reviewCompletedAt: null,
      externalReportUuid: null,
    };
    if (await projects.get({ uuid }, { consistent: true })) await projects.update({ uuid }, record, actor);
    else await projects.create(record, actor);

    if (!moduleUuid || !start) continue;
    const existing = await modules.get({ uuid: moduleUuid }, { consistent: true });
    if (existing) {
      if (existing.projectUuid !== uuid) await saveModule({ ...existing, projectUuid: uuid }, actor);
      continue;
    }
    const seeded = demoModules.find((module) => module.key === demo.moduleKey);
    await saveModule(
      {
        uuid: moduleUuid,
        type: start.type,
        status: seeded?.status ?? start.status,
        ...moduleFieldsOf(record, 2026),
        assetUuid: record.assetUuid,
        projectUuid: uuid,
      },
      actor,
    );
  }
}

/**
 * The institution's project tracking (`fi-pm`): its deadlines, and the workshop flagged at risk
 * (its footprint waits on the plant manager). The rows come from the projects above.
 */
export async function seedProjectTracking(actor: Actor): Promise<void> {
  const moduleUuid = uuidOf.module('fi-pm');
  const tracking = { dataCollectionDeadline: '2027-01-29', projectsDeadline: '2027-06-30', atRiskAssetUuids: [uuidOf.asset('investee2')] };
  if (await projectTrackings.get({ moduleUuid }, { consistent: true })) await projectTrackings.update({ moduleUuid }, tracking, actor);
  else await projectTrackings.create({ moduleUuid, ...tracking }, actor);
}
