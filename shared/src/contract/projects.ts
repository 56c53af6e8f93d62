import * as z from 'zod';
import {
  AssignableUser,
  FirCardInput,
  FirCommentInput,
  FootprintCardInput,
  PlanCardInput,
  Project,
  ProjectListInput,
  ProjectListItem,
  ProjectUpdateInput,
  ReviewCardInput,
  SetReviewerInput,
  SetReviewerOutput,
} from '../projects/project.ts';
import { ProjectCreateInput } from '../projects/schemas.ts';
import { uuid } from '../validation/index.ts';
import { mutation, query } from './define.ts';

/** What a change of a project makes stale: the project, the list, and the client's home (its module). */
const projectReads = ['project.list', 'project.get', 'dashboard.get'] as const;
/** A decarbonization project's steps are its plan's stage flags too. */
const stepReads = [...projectReads, 'decarbonizationPlan.get', 'decarbonizationPlan.get.client'] as const;

const card = (summary: string) => ({
  access: 'staff' as const,
  tenancy: { rule: 'staffOnly' as const },
  summary,
  output: Project,
  invalidates: projectReads,
});

/**
 * The consultancy's projects (spec 2 "Staff project screens", "Project (staff)", sections 4 to 7):
 * every staff member opens them (a sales user included); deleting one is analyst-level. A
 * project's kind-specific fields and steps are changed through its module's card.
 */
export const projectProcedures = {
  'project.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every project, newest first, filtered by type, status, assignee, fridge, outdated footprint or a text in its asset or module name.',
    input: ProjectListInput,
    output: z.array(ProjectListItem),
  }),
  'project.get': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'One project with its steps, to-dos, deals, notes and the fields of its kind.',
    input: z.object({ uuid: uuid() }),
    output: Project,
  }),
  'project.create': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "Opens a project for an asset and creates the client module of its type, which the client's home then shows.",
    input: ProjectCreateInput,
    output: Project,
    invalidates: projectReads,
  }),
  'project.update': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary:
      "Changes the fields every project has (status, fridge, team, notes, dates, steps, to-dos, deals); a decarbonization project's steps set its plan's stage flags as its card does. A stale expectedVersion answers CONFLICT.",
    input: ProjectUpdateInput,
    output: Project,
    invalidates: stepReads,
  }),
  'project.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Deletes a project, and its module while the module holds nothing yet; a module with reports answers CONFLICT.',
    input: z.object({ uuid: uuid(), expectedVersion: z.number().int().positive() }).strict(),
    output: z.object({ uuid: z.uuid() }),
    invalidates: projectReads,
  }),
  'project.deliver': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Marks a project delivered (FINISHED, with its delivery date) once its delivery feedback is started and every question answered; otherwise BAD_REQUEST.',
    input: z.object({ uuid: uuid(), expectedVersion: z.number().int().positive() }).strict(),
    output: Project,
    invalidates: projectReads,
  }),
  'project.assignableUsers': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'The staff a project can be assigned to: analysts and product managers, then the disabled ones, each with its role.',
    input: z.object({}).strict(),
    output: z.array(AssignableUser),
  }),
  'project.commentForFir': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "Adds, edits or deletes a comment on a project for the financial institution's portfolio view.",
    input: FirCommentInput,
    output: Project,
    // The institution's project tracking shows these comments.
    invalidates: [...projectReads, 'projectManagement.get'],
  }),
  'carbonFootprint.card.update': mutation({
    ...card("Changes a footprint project's card: period, methodologies, notes and steps; ticking a step moves the status, a locked step answers BAD_REQUEST."),
    input: FootprintCardInput,
  }),
  'decarbonizationPlan.card.update': mutation({
    ...card(
      "Changes a decarbonization project's card: its workshops' or training's steps, which set its plan's stage flags in the same transaction (kick-off and workshops one to three, each day and done flag; a trajectory's training meeting as its kick-off, actions quantification as quantificationDone and quantificationDate), so the plan's workflow follows the card.",
    ),
    input: PlanCardInput,
    invalidates: stepReads,
  }),
  'financialInstitutionReporting.card.update': mutation({
    ...card("Changes a financial-institution reporting project's card: year, data received, review completed and steps."),
    input: FirCardInput,
  }),
  'lightReview.card.update': mutation({
    ...card("Changes a light-review project's card: year, external report and steps."),
    input: ReviewCardInput,
  }),
  'audit.card.update': mutation({
    ...card("Changes an audit project's card: year, external report and steps."),
    input: ReviewCardInput,
  }),
  'carbonFootprint.card.setReviewer': mutation({
    ...card('Names the analyst or product manager who reviews a footprint project; the answer may carry a note for the consultant.'),
    input: SetReviewerInput,
    output: SetReviewerOutput,
  }),
  'financialInstitutionReporting.setReviewer': mutation({
    ...card('Names the analyst or product manager who reviews a financial-institution reporting project; the answer may carry a note for the consultant.'),
    input: SetReviewerInput,
    output: SetReviewerOutput,
  }),
} as const;
