import { AppError, fieldIssue, type FieldIssue, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { isOutdated } from '@cairn/shared/projects/deadline';
import { planFlagChange, planFlagsFromSteps } from '@cairn/shared/plans/projectSteps';
import { moduleFieldsOf } from '@cairn/shared/projects/modules';
import type { Project, ProjectListItem } from '@cairn/shared/projects/project';
import { decarbonizationPlans } from '../data/decarbonizationPlan.ts';
import { transact, withoutAudit, type Actor, type Stored, type TransactItem } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { moduleWrites } from '../data/moduleStore.ts';
import { projects, type ProjectRecord } from '../data/project.ts';
import { users, type UserRecord } from '../data/user.ts';
import { planOf } from '../plans/store.ts';

/** Today in UTC, as the deadline rule reads it. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A stored project as the dialog reads it: its version, and whether its deadline has passed. */
export function projectView(project: Stored<ProjectRecord>, on: string = today()): Project {
  const { createdBy: _createdBy, updatedAt: _updatedAt, updatedBy: _updatedBy, ...fields } = project;
  return { ...fields, outdated: isOutdated(project, on) };
}

/** A line of the list. */
export function listItem(project: Stored<ProjectRecord>, on: string): ProjectListItem {
  return {
    uuid: project.uuid,
    version: project.version,
    type: project.type,
    assetUuid: project.assetUuid,
    assetName: project.assetName,
    moduleUuid: project.moduleUuid,
    moduleType: project.moduleType,
    moduleName: project.moduleName,
    assignedTo: project.assignedTo,
    deadline: project.deadline,
    deliveryDate: project.deliveryDate,
    status: project.status,
    frigo: project.frigo,
    year: project.year,
    endDate: project.endDate,
    outdated: isOutdated(project, on),
    createdAt: project.createdAt,
    stepsDone: project.steps.filter((step) => step.done).length,
    stepsTotal: project.steps.length,
  };
}

/** A project by uuid, read strongly before an edit; NOT_FOUND when there is none. */
export async function requireProject(uuid: string): Promise<Stored<ProjectRecord>> {
  const project = await projects.get({ uuid }, { consistent: true });
  if (!project) throw new AppError('NOT_FOUND', say('server.notFound.project'));
  return project;
}

/** Refuses an edit of a project changed since the dialog read it. */
export function checkVersion(project: Stored<ProjectRecord>, expectedVersion: number): void {
  if (project.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
}

/** Refuses a change whose rules found problems, each on its field. */
export function refuse(problems: readonly FieldIssue[]): never {
  throw new AppError('BAD_REQUEST', problems[0]?.message ?? messages.invalid, [...problems]);
}

const assignableRoles: readonly (UserRecord['role'] & string)[] = ['ANALYST', 'PRODUCT_MANAGER'];

/** Whether a staff member can take projects or review them (spec 2 section 6): an analyst or a product manager. */
export function isAssignable(user: Pick<UserRecord, 'isAdmin' | 'role'>): boolean {
  return user.isAdmin && user.role !== null && assignableRoles.includes(user.role);
}

/**
 * Checks a team: each member an analyst or a product manager, or someone already on the team
 * (who stays, even disabled or moved to another role). Answers the problems on `assignedTo`.
 */
export async function teamProblems(assignedTo: readonly string[], alreadyAssigned: readonly string[]): Promise<FieldIssue[]> {
  const newcomers = assignedTo.filter((uuid) => !alreadyAssigned.includes(uuid));
  if (newcomers.length === 0) return [];
  const found = await users.batchGet(newcomers.map((uuid) => ({ uuid })));
  return found.some((user) => user === null || !isAssignable(user) || user.disabled)
    ? [fieldIssue(['assignedTo'], say('server.project.notAssignable'))]
    : [];
}

/** The module as the project says it should be: name, year, team. */
function moduleFor(project: ProjectRecord, module: ModuleRecord): ModuleRecord {
  return { ...module, ...moduleFieldsOf(project, module.year ?? Number(today().slice(0, 4))) };
}

/**
 * Writes a changed project, and its module when what the client sees of it moved (name, year,
 * team), in one transaction conditional on the version read: a concurrent edit answers CONFLICT.
 */
export async function saveProject(current: Stored<ProjectRecord>, patch: Partial<ProjectRecord>, actor: Actor): Promise<Stored<ProjectRecord>> {
  const next = { ...current, ...patch };
  const parts: TransactItem[] = [projects.ops.replace(current, patch, actor)];
  if (current.moduleUuid) {
    const module = await modules.get({ uuid: current.moduleUuid }, { consistent: true });
    if (module) {
      const stored = pickModule(module);
      const wanted = moduleFor(next, stored);
      if (JSON.stringify(wanted) !== JSON.stringify(stored)) parts.push(...moduleWrites(module, wanted, actor));
      if (patch.steps !== undefined) parts.push(...(await planFlagWrites(next, module, actor)));
    }
  }
  await transact(parts);
  return projects.require({ uuid: current.uuid }, { consistent: true });
}

/**
 * A decarbonization project's steps drive its plan's stage flags (`plans/projectSteps.ts`): the
 * plan (created with its defaults if nobody opened it yet) replaced on the version read, in the
 * project's transaction, so the workflow's gates move exactly when the card does.
 */
async function planFlagWrites(project: ProjectRecord, module: Stored<ModuleRecord>, actor: Actor): Promise<TransactItem[]> {
  const flags = planFlagsFromSteps(project.type, project.steps);
  if (flags === null || (module.type !== 'DECARBONIZATION_PLAN' && module.type !== 'DECARBONIZATION_TRAJECTORY')) return [];
  const plan = await planOf(module, actor);
  const change = planFlagChange(plan, flags);
  return Object.keys(change).length === 0 ? [] : [decarbonizationPlans.ops.replace(plan, change, actor)];
}

/** The module's own fields, without its audit. */
function pickModule(module: Stored<ModuleRecord>): ModuleRecord {
  return withoutAudit(module);
}
