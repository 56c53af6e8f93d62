import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { planLimits } from '@cairn/shared/plans/model';
import { planFlagsFromSteps } from '@cairn/shared/plans/projectSteps';
import type { PlanKind, WorkflowAction, WorkflowPlan } from '@cairn/shared/plans/workflow';
import { config } from '../config.ts';
import { actionSets, actionsOf, type ActionRecord, type ActionSetRecord } from '../data/decarbonizationAction.ts';
import { decarbonizationPlans, defaultPlan, packSnapshot, planSnapshots, unpackSnapshot, type PlanRecord } from '../data/decarbonizationPlan.ts';
import { transact, type Actor, type Stored, type TransactItem } from '../data/entity.ts';
import type { ModuleRecord } from '../data/module.ts';
import { projects } from '../data/project.ts';

/*
 * Reading and writing a plan with its actions. Every write of a plan's actions goes through
 * `writeActions`: it reads the plan, its action set and its actions (strongly consistent), lets
 * the caller decide and say its writes, and commits them in one transaction with the action set
 * replaced on the version it read and the plan checked on its version. Two writes that read the
 * same state cannot both commit: the loser reads again and decides again, so a rule over all the
 * actions (the maximum of quantified actions) holds under any concurrency.
 */

export const planKind = (plan: Pick<PlanRecord, 'isTrajectory'>): PlanKind => (plan.isTrajectory ? 'TRAJECTORY' : 'PLAN');

export const workflowPlan = (plan: PlanRecord): WorkflowPlan => ({
  kind: planKind(plan),
  workshopThreeDone: plan.workshopThreeDone,
  maximumActionCount: plan.maximumActionCount,
});

export const workflowAction = (action: ActionRecord): WorkflowAction => ({
  uuid: action.uuid,
  status: action.status,
  type: action.type,
  showCarbonImpact: action.showCarbonImpact,
});

const planNotFound = () => new AppError('NOT_FOUND', say('server.notFound.decarbonizationPlan'));

/**
 * The plan of a module, with its action set; created with the defaults on first use (staff's or
 * client's first read, or a first write). Two first uses at once write it once.
 */
export async function planOf(module: Stored<ModuleRecord>, actor: Actor): Promise<Stored<PlanRecord>> {
  const stored = await decarbonizationPlans.get({ uuid: module.uuid }, { consistent: true });
  if (stored) return stored;
  // The stage flags start as the project's card has them (`plans/projectSteps.ts`).
  const project = module.projectUuid ? await projects.get({ uuid: module.projectUuid }, { consistent: true }) : null;
  const flags = project ? planFlagsFromSteps(project.type, project.steps) : null;
  try {
    await transact([
      decarbonizationPlans.ops.create({ ...defaultPlan(module), ...flags }, actor),
      actionSets.ops.create({ planUuid: module.uuid, lastDisplayId: 0 }, actor),
    ]);
  } catch (error) {
    // Another first use wrote it meanwhile.
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
  }
  const created = await decarbonizationPlans.get({ uuid: module.uuid }, { consistent: true });
  if (!created) throw planNotFound();
  return created;
}

/** A plan that must already exist (one of its actions names it). */
export async function requirePlan(planUuid: string): Promise<Stored<PlanRecord>> {
  const plan = await decarbonizationPlans.get({ uuid: planUuid }, { consistent: true });
  if (!plan) throw planNotFound();
  return plan;
}

export interface PlanState {
  plan: Stored<PlanRecord>;
  set: Stored<ActionSetRecord>;
  actions: Stored<ActionRecord>[];
}

export interface ActionWrite<R> {
  items: TransactItem[];
  /** A change of the action set itself (the last display id given). */
  setChange?: Partial<ActionSetRecord>;
  /** A change of the plan item, written on the version read (instead of only checking it). */
  planChange?: Partial<PlanRecord>;
  result: R;
}

/** Raised by a commit that lost to another write of the same plan: read again and decide again. */
class LostRace extends AppError {
  constructor() {
    super('CONFLICT', say('server.plan.busy'));
  }
}

const attempts = 30;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(300, 10 * 2 ** attempt)));

/**
 * One write of a plan's actions, decided on the plan's current state and committed only if no
 * other action write (nor an edit of the plan) came in between; `decide` throws to refuse.
 */
export async function writeActions<R>(planUuid: string, actor: Actor, decide: (state: PlanState) => ActionWrite<R> | Promise<ActionWrite<R>>): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    // The set before the actions, never at once: actions read after the set are at least as new
    // as it, and any write that lands after the set was read moves its version, so this commit
    // fails and decides again. Read together, actions older than the set could be decided on and
    // still commit (four submits stored against a maximum of three).
    const [plan, set] = await Promise.all([requirePlan(planUuid), actionSets.require({ planUuid }, { consistent: true })]);
    const actions = await actionsOf(planUuid);
    const write = await decide({ plan, set, actions });
    const planCheck: TransactItem = write.planChange
      ? decarbonizationPlans.ops.replace(plan, write.planChange, actor)
      : {
          ConditionCheck: {
            TableName: config.tableName(),
            Key: decarbonizationPlans.key({ uuid: planUuid }),
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': plan.version },
          },
        };
    try {
      await transact([actionSets.ops.replace(set, write.setChange ?? {}, actor), planCheck, ...write.items], () => new LostRace());
      return write.result;
    } catch (error) {
      if (!(error instanceof LostRace) || attempt + 1 >= attempts) throw error;
      await pause(attempt);
    }
  }
}

/** A new action, refused when the plan already holds as many as it may. */
export function nextDisplayId(state: PlanState): number {
  if (state.actions.length >= planLimits.actionsPerPlan) throw new AppError('CONFLICT', say('server.plan.tooManyActions', { max: planLimits.actionsPerPlan }));
  return state.set.lastDisplayId + 1;
}

/** The action of a plan among its state's actions, or NOT_FOUND. */
export function actionIn(state: PlanState, uuid: string): Stored<ActionRecord> {
  const action = state.actions.find((candidate) => candidate.uuid === uuid);
  if (!action) throw new AppError('NOT_FOUND', say('server.notFound.decarbonizationAction'));
  return action;
}

/** The delivered snapshot of a plan, or null before its first delivery. */
export async function snapshotOf(planUuid: string) {
  const record = await planSnapshots.get({ planUuid }, { consistent: true });
  if (!record) return null;
  const { plan, actions } = unpackSnapshot(record);
  return { deliveredAt: record.deliveredAt, plan: plan as Stored<PlanRecord>, actions: actions as Stored<ActionRecord>[] };
}

/** The snapshot's write: the plan as PLAN_SNAPSHOT and its actions, frozen as they are now. */
export function snapshotWrite(state: PlanState, actor: Actor, deliveredAt: string): TransactItem {
  const content = packSnapshot({ plan: { ...state.plan, type: 'PLAN_SNAPSHOT' }, actions: state.actions });
  return planSnapshots.ops.put({ planUuid: state.plan.uuid, deliveredAt, deliveredBy: actor, content }, actor);
}

