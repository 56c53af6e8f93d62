import * as z from 'zod';
import { projectLifecycle } from '../projects/types.ts';
import { textBounds } from '../constants.ts';
import { CrmStage, type ProjectStatus } from '../labels/enums.ts';
import type { ProjectStep } from '../projects/lifecycle.ts';
import type { StaffProjectType } from '../projects/types.ts';
import { isoDate, requiredText, uuid } from '../validation/index.ts';
import { footprintTypesOf } from '../calc/portfolio/compute.ts';
import { FundArticle, LowDataType, PortfolioReportType } from './model.ts';

/*
 * The institution's project tracking (spec 3 sections 2.5, 3 "Project management data" and 4
 * "Project tracking statuses"): per investee of its portfolio, how the carbon footprint and the
 * decarbonization work Cairn does for it advance, read from the investees' real staff projects.
 *
 * Which portfolio: a PROJECT_MANAGEMENT module with a year reads the institution's
 * portfolio-emissions reporting of that year (whatever its stage: the funds and investees are
 * the client's list); a module without a year (a running programme) reads the latest delivered
 * one, the portfolio the institution last signed off. The handler picks it; this module computes.
 *
 * A row is an investee with a platform asset that has at least one footprint or decarbonization
 * project: those are the investees whose work is tracked. Its uuid is the asset's, which stays
 * the same from one reporting to the next, so the at-risk flag and the comments follow the
 * investee when the programme moves to a newer reporting.
 */

/** Internal carbon footprint statuses (spec 3 section 4), in their order; FINISHED is delivered. */
export const footprintTrackingStatuses = ['NOT_STARTED', ...projectLifecycle] as const;
export const FootprintTrackingStatus = z.enum(footprintTrackingStatuses);
export type FootprintTrackingStatus = z.infer<typeof FootprintTrackingStatus>;

/** Decarbonization trajectory statuses (spec 3 section 4). */
export const trajectoryTrackingStatuses = ['NOT_STARTED', 'ONBOARDING_CALL_FIXED', 'ONGOING', 'FINISHED'] as const;

/** Other decarbonization (a plan with workshops) statuses (spec 3 section 4). */
export const planTrackingStatuses = [
  'NOT_STARTED',
  'ONBOARDING_CALL_FIXED',
  'ONGOING',
  'WORKSHOP_ONE_PLANNED',
  'WORKSHOP_ONE_DONE',
  'WORKSHOP_TWO_PLANNED',
  'WORKSHOP_TWO_DONE',
  'DELIVERY_PLANNED',
  'FINISHED',
] as const;
export const DecarbonizationTrackingStatus = z.enum(planTrackingStatuses);
export type DecarbonizationTrackingStatus = z.infer<typeof DecarbonizationTrackingStatus>;
type TrajectoryTrackingStatus = (typeof trajectoryTrackingStatuses)[number];

/**
 * A footprint project's status as the institution sees it. The lifecycle statuses are the
 * spec's own; TO_REVIEW and REVIEWED come after delivery (the team's review of its own work), so
 * the client sees the footprint delivered; FRIGO is a project put aside: it was sold, and the
 * institution sees no progress beyond that.
 */
export const footprintStatusOfProject: Readonly<Record<ProjectStatus, FootprintTrackingStatus>> = {
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
};

/** The project statuses that mean the work was handed over. */
const deliveredStatuses: ReadonlySet<ProjectStatus> = new Set<ProjectStatus>(['FINISHED', 'TO_REVIEW', 'REVIEWED']);

/** A step of a staff project as the tracking reads it. */
export interface TrackedStep {
  step: ProjectStep;
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` for a meeting. */
  date: string | null;
  done: boolean;
}

export interface TrackedProject {
  uuid: string;
  type: StaffProjectType;
  assetUuid: string;
  status: ProjectStatus;
  steps: readonly TrackedStep[];
  createdAt: string;
  commentsForFir: readonly { uuid: string; comment: string; createdAt: string }[];
  /** The deals it was sold under, in order. */
  hubspotDeals: readonly { dealUuid: string }[];
}

const stepOf = (project: Pick<TrackedProject, 'steps'>, step: ProjectStep) => project.steps.find((state) => state.step === step);
const isDone = (project: Pick<TrackedProject, 'steps'>, step: ProjectStep) => stepOf(project, step)?.done === true;
const isPlanned = (project: Pick<TrackedProject, 'steps'>, step: ProjectStep) => {
  const state = stepOf(project, step);
  return state !== undefined && (state.done || state.date !== null);
};

/**
 * A trajectory project's status from its steps (training meeting, actions quantification,
 * delivery) and status: delivered; under way once the training meeting is held (or the status
 * says work is ongoing); the onboarding fixed once the training meeting has a date.
 */
export function trajectoryStatusOfProject(project: Pick<TrackedProject, 'status' | 'steps'>): TrajectoryTrackingStatus {
  if (deliveredStatuses.has(project.status) || isDone(project, 'delivery')) return 'FINISHED';
  if (isDone(project, 'trainingMeeting') || isDone(project, 'actionsQuantification')) return 'ONGOING';
  if (['PREPARE_DATA_COLLECTION', 'ONGOING', 'PREPARE_REPORT', 'SEND_REPORT'].includes(project.status)) return 'ONGOING';
  if (isPlanned(project, 'trainingMeeting') || project.status === 'ONBOARDING_CALL_FIXED') return 'ONBOARDING_CALL_FIXED';
  return 'NOT_STARTED';
}

/**
 * A decarbonization plan project's status from its steps (kick-off, workshops one to three,
 * delivery), the furthest first: delivered; delivery planned once workshop two is done and the
 * delivery (or the third workshop, which prepares it) has a date; each of workshops one and two
 * done or planned; under way once the kick-off is held; onboarding fixed once it has a date.
 */
export function planStatusOfProject(project: Pick<TrackedProject, 'status' | 'steps'>): DecarbonizationTrackingStatus {
  if (deliveredStatuses.has(project.status) || isDone(project, 'delivery')) return 'FINISHED';
  if (isDone(project, 'workshopTwo')) return isPlanned(project, 'delivery') || isPlanned(project, 'workshopThree') ? 'DELIVERY_PLANNED' : 'WORKSHOP_TWO_DONE';
  if (isPlanned(project, 'workshopTwo')) return 'WORKSHOP_TWO_PLANNED';
  if (isDone(project, 'workshopOne')) return 'WORKSHOP_ONE_DONE';
  if (isPlanned(project, 'workshopOne')) return 'WORKSHOP_ONE_PLANNED';
  if (isDone(project, 'kickOff')) return 'ONGOING';
  if (isPlanned(project, 'kickOff') || project.status === 'ONBOARDING_CALL_FIXED') return 'ONBOARDING_CALL_FIXED';
  return 'NOT_STARTED';
}

/** Work has begun once it is beyond sold: a call fixed or further. */
const startedStatuses = (status: FootprintTrackingStatus | DecarbonizationTrackingStatus) => status !== 'NOT_STARTED' && status !== 'QUOTE_SIGNED';

/** The day of the last step done, the footprint's last activity; null when nothing is done yet. */
export function lastActivityOf(project: Pick<TrackedProject, 'steps'>): string | null {
  const days = project.steps.filter((step) => step.done && step.date !== null).map((step) => step.date!.slice(0, 10));
  return days.length === 0 ? null : days.sort().at(-1)!;
}

/** A footprint's data collection as the client sees it: its progress and its last answer. */
export interface CollectionProgress {
  percentage: number;
  clientUpdatedAt: string | null;
}

/**
 * A footprint's data collection over its questionnaires: each one's progress weighted by its
 * question count (a questionnaire of 40 questions at 50 % and one of 10 at 100 % make 60 %),
 * and the latest client answer; null for a footprint with no question to answer yet.
 */
export function collectionProgress(questionnaires: readonly { percentage: number; questionCount: number; clientUpdatedAt: string | null }[]): CollectionProgress | null {
  const questions = questionnaires.reduce((sum, questionnaire) => sum + questionnaire.questionCount, 0);
  if (questions === 0) return null;
  const answered = questionnaires.reduce((sum, questionnaire) => sum + questionnaire.percentage * questionnaire.questionCount, 0);
  const updates = questionnaires.flatMap((questionnaire) => (questionnaire.clientUpdatedAt ? [questionnaire.clientUpdatedAt] : [])).sort();
  return { percentage: Math.round(answered / questions), clientUpdatedAt: updates.at(-1) ?? null };
}

/** The later of two days, either possibly unknown. */
const laterDay = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** The day or meeting time of a step once it has one. */
const dateOf = (project: Pick<TrackedProject, 'steps'>, step: ProjectStep) => stepOf(project, step)?.date ?? null;

/** The day of the project's next step: the first of its steps not done yet, if it has a date. */
export function nextStepDateOf(project: Pick<TrackedProject, 'steps'>): string | null {
  const next = project.steps.find((step) => !step.done);
  return next?.date?.slice(0, 10) ?? null;
}

const footprintTypes: ReadonlySet<StaffProjectType> = new Set<StaffProjectType>(['CARBON_FOOTPRINT', 'CARBON_FOOTPRINT_BASIC']);
const decarbonizationTypes: ReadonlySet<StaffProjectType> = new Set<StaffProjectType>(['DECARBONIZATION', 'DECARBONIZATION_TRAJECTORY']);

/** The project kinds the summary counts. */
export const trackedProjectTypes = ['CARBON_FOOTPRINT', 'DECARBONIZATION_TRAJECTORY', 'DECARBONIZATION'] as const;
export const TrackedProjectType = z.enum(trackedProjectTypes);
export type TrackedProjectType = z.infer<typeof TrackedProjectType>;

/** A footprint made by Cairn, or how the portfolio reporting says the investee's footprint comes. */
export const TrackedFootprintType = z.union([z.literal('INTERNAL'), PortfolioReportType]);

export const ProjectManagementComment = z.object({ uuid: z.uuid(), projectUuid: z.uuid(), createdAt: z.string(), text: z.string() });
export type ProjectManagementComment = z.infer<typeof ProjectManagementComment>;

export const ProjectManagementInvestee = z.object({
  /** The investee's platform asset. */
  uuid: z.uuid(),
  name: z.string(),
  /** The commercial stage of the deal its footprint (else decarbonization) project was sold under; null without a deal. */
  status: CrmStage.nullable(),
  atRisk: z.boolean(),
  /** The institution has the investee's dashboard (an investee link). */
  canGoToDashboard: z.boolean(),
  /** How an estimated or reported footprint was made (the results' method), null for a Cairn footprint or none. */
  lowDataType: LowDataType.nullable(),
  carbonFootprint: z.object({
    type: TrackedFootprintType.nullable(),
    projectUuid: z.uuid().nullable(),
    status: FootprintTrackingStatus,
    /** The data-collection invitation is sent (the project's first step done). */
    emailSent: z.boolean(),
    /** `YYYY-MM-DDTHH:mm` (or a day) of the onboarding call and of the delivery call, once planned. */
    onboardingCall: z.string().nullable(),
    deliveryCall: z.string().nullable(),
    /** How much of the data collection the client has answered, while it is ONGOING and has questionnaires. */
    percentage: z.number().int().min(0).max(100).nullable(),
    /** `YYYY-MM-DD` of the last step done or of the client's last answer, whichever is later. */
    lastActivity: z.string().nullable(),
    started: z.boolean(),
    delivered: z.boolean(),
  }),
  decarbonization: z.object({
    /** A trajectory, a plan with workshops (other decarbonization), or none. */
    type: z.enum(['TRAJECTORY', 'PLAN']).nullable(),
    projectUuid: z.uuid().nullable(),
    status: DecarbonizationTrackingStatus,
    nextStepDate: z.string().nullable(),
    started: z.boolean(),
    delivered: z.boolean(),
  }),
  /** Newest first. */
  comments: z.array(ProjectManagementComment),
});
export type ProjectManagementInvestee = z.infer<typeof ProjectManagementInvestee>;

export const ProjectManagementAnalyst = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const ProjectManagementView = z.object({
  uuid: z.uuid(),
  moduleName: z.string(),
  /** The portfolio's year; null when the institution has no reporting to read yet. */
  year: z.number().int().nullable(),
  dataCollectionDeadline: z.string().nullable(),
  projectsDeadline: z.string().nullable(),
  /** The tracking settings' version (0 before the first write), for the deadline and at-risk actions. */
  version: z.number().int().min(0),
  summaryByProjectType: z.array(z.object({ type: TrackedProjectType, investeesCount: z.number().int(), startedCount: z.number().int(), deliveredCount: z.number().int() })),
  summaryInvesteesCount: z.number().int(),
  funds: z.array(z.object({ uuid: z.uuid(), name: z.string(), article: FundArticle.nullable(), investees: z.array(ProjectManagementInvestee) })),
  activeAnalysts: z.array(ProjectManagementAnalyst),
});
export type ProjectManagementView = z.infer<typeof ProjectManagementView>;

/** What the view is computed from, read by the handler. */
export interface ProjectManagementFacts {
  uuid: string;
  moduleName: string;
  year: number | null;
  tracking: { dataCollectionDeadline: string | null; projectsDeadline: string | null; atRiskAssetUuids: readonly string[]; version: number };
  funds: readonly { uuid: string; name: string; article: FundArticle | null; position: number }[];
  investments: readonly { fundUuid: string; investeeUuid: string }[];
  investees: readonly { uuid: string; name: string; assetUuid: string | null; reportType: PortfolioReportType | null }[];
  /** The investees' assets' projects, any kind. */
  projects: readonly TrackedProject[];
  /** The assets whose dashboard the institution may open. */
  linkedAssetUuids: ReadonlySet<string>;
  /** The stage of each deal the projects name, by deal uuid. */
  dealStages: ReadonlyMap<string, CrmStage | null>;
  /** The data collection of each footprint project that has questionnaires, by project uuid. */
  collections: ReadonlyMap<string, CollectionProgress>;
  activeAnalysts: readonly z.infer<typeof ProjectManagementAnalyst>[];
}

/** The newest of some projects (created last), or null. */
function newest(projects: readonly TrackedProject[]): TrackedProject | null {
  return projects.reduce<TrackedProject | null>((best, project) => (best === null || project.createdAt > best.createdAt ? project : best), null);
}

/** The footprint and decarbonization projects a row shows: the newest of each kind, or null. */
export function trackedProjectsOf(projects: readonly TrackedProject[], assetUuid: string): { footprint: TrackedProject | null; decarbonization: TrackedProject | null } {
  const own = projects.filter((project) => project.assetUuid === assetUuid);
  return {
    footprint: newest(own.filter((project) => footprintTypes.has(project.type))),
    decarbonization: newest(own.filter((project) => decarbonizationTypes.has(project.type))),
  };
}

/** The project a new comment on an investee is written to: its footprint's, else its decarbonization's. */
export function commentTargetOf(projects: readonly TrackedProject[], assetUuid: string): TrackedProject | null {
  const { footprint, decarbonization } = trackedProjectsOf(projects, assetUuid);
  return footprint ?? decarbonization;
}

function rowOf(investee: { name: string; reportType: PortfolioReportType | null }, assetUuid: string, facts: ProjectManagementFacts): ProjectManagementInvestee | null {
  const { footprint, decarbonization } = trackedProjectsOf(facts.projects, assetUuid);
  if (footprint === null && decarbonization === null) return null;
  const footprintStatus = footprint ? footprintStatusOfProject[footprint.status] : 'NOT_STARTED';
  const collection = footprint ? (facts.collections.get(footprint.uuid) ?? null) : null;
  const decarbonizationStatus = decarbonization
    ? decarbonization.type === 'DECARBONIZATION_TRAJECTORY'
      ? trajectoryStatusOfProject(decarbonization)
      : planStatusOfProject(decarbonization)
    : 'NOT_STARTED';
  const comments = [footprint, decarbonization]
    .filter((project): project is TrackedProject => project !== null)
    .flatMap((project) => project.commentsForFir.map((comment) => ({ uuid: comment.uuid, projectUuid: project.uuid, createdAt: comment.createdAt, text: comment.comment })))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const deal = [footprint, decarbonization].flatMap((project) => project?.hubspotDeals ?? []).find((link) => facts.dealStages.has(link.dealUuid));
  return {
    uuid: assetUuid,
    name: investee.name,
    status: deal ? (facts.dealStages.get(deal.dealUuid) ?? null) : null,
    atRisk: facts.tracking.atRiskAssetUuids.includes(assetUuid),
    canGoToDashboard: facts.linkedAssetUuids.has(assetUuid),
    lowDataType: footprint === null && investee.reportType !== null ? footprintTypesOf(investee.reportType).lowDataType : null,
    carbonFootprint: {
      type: footprint ? 'INTERNAL' : investee.reportType,
      projectUuid: footprint?.uuid ?? null,
      status: footprintStatus,
      emailSent: footprint !== null && isDone(footprint, 'sendEmail'),
      onboardingCall: footprint ? dateOf(footprint, 'onboardingCall') : null,
      deliveryCall: footprint ? dateOf(footprint, 'deliveryCall') : null,
      percentage: footprintStatus === 'ONGOING' ? (collection?.percentage ?? null) : null,
      lastActivity: footprint ? laterDay(lastActivityOf(footprint), collection?.clientUpdatedAt?.slice(0, 10) ?? null) : null,
      started: startedStatuses(footprintStatus),
      delivered: footprintStatus === 'FINISHED',
    },
    decarbonization: {
      type: decarbonization ? (decarbonization.type === 'DECARBONIZATION_TRAJECTORY' ? 'TRAJECTORY' : 'PLAN') : null,
      projectUuid: decarbonization?.uuid ?? null,
      status: decarbonizationStatus,
      nextStepDate: decarbonization && decarbonizationStatus !== 'FINISHED' ? nextStepDateOf(decarbonization) : null,
      started: startedStatuses(decarbonizationStatus),
      delivered: decarbonizationStatus === 'FINISHED',
    },
    comments,
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

/**
 * The page's data. Funds in the reporting's order, each with its tracked investees by name; a
 * fund with none is left out. The summary counts each asset once however many funds hold it:
 * per kind, the investees with such a project, those whose work has begun (a call fixed or
 * further) and those delivered.
 */
export function projectManagementView(facts: ProjectManagementFacts): ProjectManagementView {
  const investees = new Map(facts.investees.map((investee) => [investee.uuid, investee]));
  const rows = new Map<string, ProjectManagementInvestee>();
  const funds = [...facts.funds]
    .sort((a, b) => a.position - b.position)
    .map((fund) => {
      const seen = new Set<string>();
      const fundRows: ProjectManagementInvestee[] = [];
      for (const investment of facts.investments) {
        if (investment.fundUuid !== fund.uuid) continue;
        const investee = investees.get(investment.investeeUuid);
        if (!investee?.assetUuid || seen.has(investee.assetUuid)) continue;
        seen.add(investee.assetUuid);
        const row = rows.get(investee.assetUuid) ?? rowOf(investee, investee.assetUuid, facts);
        if (row === null) continue;
        rows.set(investee.assetUuid, row);
        fundRows.push(row);
      }
      return { uuid: fund.uuid, name: fund.name, article: fund.article, investees: fundRows.sort(byName) };
    })
    .filter((fund) => fund.investees.length > 0);

  const all = [...rows.values()];
  const kindOf = (row: ProjectManagementInvestee): TrackedProjectType | null =>
    row.decarbonization.type === 'TRAJECTORY' ? 'DECARBONIZATION_TRAJECTORY' : row.decarbonization.type === 'PLAN' ? 'DECARBONIZATION' : null;
  const summaryByProjectType = trackedProjectTypes
    .map((type) => {
      const parts =
        type === 'CARBON_FOOTPRINT'
          ? all.filter((row) => row.carbonFootprint.projectUuid !== null).map((row) => row.carbonFootprint)
          : all.filter((row) => kindOf(row) === type).map((row) => row.decarbonization);
      return { type, investeesCount: parts.length, startedCount: parts.filter((part) => part.started).length, deliveredCount: parts.filter((part) => part.delivered).length };
    })
    .filter((summary) => summary.investeesCount > 0);

  return {
    uuid: facts.uuid,
    moduleName: facts.moduleName,
    year: facts.year,
    dataCollectionDeadline: facts.tracking.dataCollectionDeadline,
    projectsDeadline: facts.tracking.projectsDeadline,
    version: facts.tracking.version,
    summaryByProjectType,
    summaryInvesteesCount: all.length,
    funds,
    activeAnalysts: [...facts.activeAnalysts],
  };
}

const trackingVersion = z.number().int().min(0).max(1_000_000_000);
const deadline = isoDate().nullable();

/** `projectManagement.update`: one staff action on the module (spec 3 section 7 "Project management"). */
export const ProjectManagementAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SET_DATA_COLLECTION_DEADLINE'), date: deadline, expectedVersion: trackingVersion }).strict(),
  z.object({ kind: z.literal('SET_PROJECTS_DEADLINE'), date: deadline, expectedVersion: trackingVersion }).strict(),
  z.object({ kind: z.literal('SET_AT_RISK'), investeeUuid: uuid(), atRisk: z.boolean(), expectedVersion: trackingVersion }).strict(),
  z.object({ kind: z.literal('ADD_COMMENT'), investeeUuid: uuid(), comment: requiredText(textBounds.text) }).strict(),
  z.object({ kind: z.literal('EDIT_COMMENT'), investeeUuid: uuid(), commentUuid: uuid(), comment: requiredText(textBounds.text) }).strict(),
  z.object({ kind: z.literal('REMOVE_COMMENT'), investeeUuid: uuid(), commentUuid: uuid() }).strict(),
]);
export type ProjectManagementAction = z.infer<typeof ProjectManagementAction>;

export const ProjectManagementUpdateInput = z.object({ reportingUuid: uuid(), action: ProjectManagementAction }).strict();

/** The at-risk list after setting one investee's flag: each asset once, in the order flagged. */
export function withAtRisk(current: readonly string[], assetUuid: string, atRisk: boolean): string[] {
  const others = current.filter((uuid) => uuid !== assetUuid);
  return atRisk ? [...others, assetUuid] : others;
}

/**
 * The portfolio-emissions reporting a tracking module reads (see the top of this file): the one
 * of the module's year, else the delivered one of the latest year; null when there is none.
 */
export function trackedReportingOf<R extends { uuid: string; year: number | null; status: string }>(module: { year: number | null }, reportings: readonly R[]): R | null {
  if (module.year !== null) return reportings.find((reporting) => reporting.year === module.year) ?? null;
  return reportings
    .filter((reporting) => reporting.status === 'DELIVERED' && reporting.year !== null)
    .reduce<R | null>((latest, reporting) => (latest === null || reporting.year! > latest.year! ? reporting : latest), null);
}
