import { AppError, fieldIssue, type FieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { applyStepEdits, type StepEdit } from '@cairn/shared/projects/changes';
import { allowedLanguageSupports, projectProblems } from '@cairn/shared/projects/creation';
import type { StaffProjectType } from '@cairn/shared/projects/lifecycle';
import type { Project } from '@cairn/shared/projects/project';
import type { Actor } from '../data/entity.ts';
import type { ProjectRecord } from '../data/project.ts';
import { users } from '../data/user.ts';
import { checkVersion, isAssignable, projectView, refuse, requireProject, saveProject } from './store.ts';

/** What every card sends: the project, the version read, and the steps ticked or planned. */
export interface CardInput {
  implementationUuid: string;
  expectedVersion: number;
  steps?: readonly StepEdit[] | undefined;
}

/** Drops the fields a card left out, so only what was sent changes. */
export function sentFields<T extends object>(input: T, names: readonly (keyof T & keyof ProjectRecord)[]): Partial<ProjectRecord> {
  return Object.fromEntries(names.filter((name) => input[name] !== undefined).map((name) => [name, input[name]])) as Partial<ProjectRecord>;
}

/**
 * Changes a project through the card of its kind: the card's fields, checked with the creation
 * rules on the result (so a card cannot undo what creation required), then its steps, whose
 * locks read the notes as this same change leaves them. A card of another kind is refused.
 */
export async function updateCard(kinds: readonly StaffProjectType[], input: CardInput, fields: Partial<ProjectRecord>, actor: Actor): Promise<{ project: Project; assetUuid: string }> {
  const current = await requireProject(input.implementationUuid);
  checkVersion(current, input.expectedVersion);
  if (!kinds.includes(current.type)) throw new AppError('BAD_REQUEST', say('server.project.wrongCard'));
  const next = { ...current, ...fields };
  const problems: FieldIssue[] = projectProblems(next);
  if (fields.languageSupport && !allowedLanguageSupports(current.languageSupport).includes(fields.languageSupport)) {
    problems.push(fieldIssue(['languageSupport'], say('validation.message.languageSupportLocked')));
  }
  const patch: Partial<ProjectRecord> = { ...fields };
  if (input.steps?.length) {
    const steps = applyStepEdits(current.type, current, input.steps, next);
    if (steps.ok) Object.assign(patch, steps.value);
    else problems.push(...steps.problems);
  }
  if (problems.length > 0) refuse(problems);
  const saved = await saveProject(current, patch, actor);
  return { project: projectView(saved), assetUuid: saved.assetUuid };
}

/**
 * Names a project's reviewer (spec 2 section 6): an active analyst or product manager, or nobody.
 * A reviewer who is also the main assignee is saved, with a note for the consultant.
 */
export async function setReviewer(kinds: readonly StaffProjectType[], uuid: string, reviewByUuid: string | null, actor: Actor) {
  const current = await requireProject(uuid);
  if (!kinds.includes(current.type)) throw new AppError('BAD_REQUEST', say('server.project.wrongCard'));
  if (reviewByUuid !== null) {
    const reviewer = await users.get({ uuid: reviewByUuid });
    if (!reviewer || !isAssignable(reviewer) || reviewer.disabled) refuse([fieldIssue(['reviewByUuid'], say('server.project.reviewerRole'))]);
  }
  const saved = await saveProject(current, { reviewByUuid }, actor);
  const note = reviewByUuid !== null && saved.assignedTo[0] === reviewByUuid ? say('server.project.reviewerIsMainAssignee') : null;
  return { project: projectView(saved), assetUuid: saved.assetUuid, error: note ? { key: note.key, text: note.text, params: note.params } : null };
}
