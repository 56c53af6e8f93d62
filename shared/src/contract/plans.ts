import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { ActionStatus } from '../labels/enums.ts';
import { Action, ActionChange, Plan, PlanChange, planLimits } from '../plans/model.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { ok } from './common.ts';
import { mutation, query } from './define.ts';

const expectedVersion = z
  .number({ error: () => validationMessages.required })
  .int(validationMessages.invalid)
  .positive(validationMessages.invalid);

/** Every change of a plan or its actions shows on the staff's pages and the client's. */
const planReads = ['decarbonizationPlan.get', 'decarbonizationPlan.get.client'] as const;

export const PlanView = Plan.extend({ version: z.number().int() });
export type PlanView = z.infer<typeof PlanView>;
export const ActionView = Action.extend({ version: z.number().int() });
export type ActionView = z.infer<typeof ActionView>;

/** The plan and its actions as they were delivered, frozen. */
export const PlanSnapshotView = z.object({ deliveredAt: z.string(), plan: PlanView, actions: z.array(ActionView) });
export type PlanSnapshotView = z.infer<typeof PlanSnapshotView>;

const voters = () => z.array(uuid()).max(planLimits.teamMembers, validationMessages.tooLong);

const MemberEdit = z.discriminatedUnion('action', [
  z.object({ action: z.literal('CREATE'), uuid: uuid().optional(), name: requiredText(), initials: requiredText(planLimits.initials) }),
  z.object({ action: z.literal('UPDATE'), uuid: uuid(), name: requiredText(), initials: requiredText(planLimits.initials) }),
  z.object({ action: z.literal('DELETE'), uuid: uuid() }),
]);

/**
 * Decarbonization plans and trajectories (spec 2 "Decarbonization plan", "Action", sections 4, 5
 * and 7): the staff's plan and actions, the client's reading, status moves, votes, suggestions and
 * team, and delivery. A plan is named by its module's uuid and owned by the module's asset.
 * Status moves follow `plans/workflow.ts` exactly; a plan's action writes are serialised on the
 * plan's action set, so concurrent submits never pass the maximum of quantified actions.
 */
export const planProcedures = {
  'decarbonizationPlan.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationPlan', field: 'uuid' },
    summary:
      "A plan for the staff's pages: the live plan (created with its defaults on first read), its actions by display id, and its delivered snapshot when it has one.",
    input: z.object({ uuid: uuid() }),
    output: z.object({ plan: PlanView, actions: z.array(ActionView), snapshot: PlanSnapshotView.nullable() }),
  }),
  'decarbonizationPlan.get.client': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationPlan', field: 'uuid' },
    summary:
      'A plan for its client: the delivered snapshot once the plan is delivered (isSnapshot true), unless isSnapshotIgnored asks for the live plan; otherwise the live plan with its actions.',
    input: z.object({ uuid: uuid(), isSnapshotIgnored: z.boolean().optional() }),
    output: z.object({ plan: PlanView, actions: z.array(ActionView), isSnapshot: z.boolean(), deliveredAt: z.string().nullable() }),
  }),
  'decarbonizationPlan.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationPlan', field: 'uuid' },
    summary:
      "Changes a plan's sections (baseline, years, growth, key figures, SBT trajectories, maximum of quantified actions, categories, workshops, flags); each SCOPE_3 target needs GHG categories and, for a physical intensity, a key figure ('Required'). A stale expectedVersion answers CONFLICT; a snapshot is never edited.",
    input: PlanChange.extend({ uuid: uuid(), expectedVersion }),
    output: PlanView,
    invalidates: planReads,
  }),
  'decarbonizationPlan.suggestAction': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary: 'The client suggests an action: a new SUGGESTED action with its title, operational category (one of the plan’s, or none) and description.',
    input: z.object({
      planUuid: uuid(),
      title: requiredText(),
      operationalCategoryUuid: uuid().nullable(),
      actionDescription: optionalText(textBounds.text),
    }),
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationPlan.editMembers': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary: "Creates, renames or deletes members of the plan's team (name and initials); a deleted member's votes go with them. An unknown member answers BAD_REQUEST.",
    input: z.object({ planUuid: uuid(), teamMembers: z.array(MemberEdit).max(planLimits.teamMembers, validationMessages.tooLong) }),
    output: PlanView,
    invalidates: planReads,
  }),
  'decarbonizationPlan.deliver': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationPlan', field: 'uuid' },
    summary:
      "Delivers a plan: refused (CONFLICT) with 'Actions quantification step is not marked as done' for a trajectory, 'Workshop three is not done' for a plan; otherwise writes a frozen snapshot of the plan and its actions, which later edits never change.",
    input: z.object({ uuid: uuid() }),
    output: PlanSnapshotView,
    invalidates: planReads,
  }),
  'decarbonizationAction.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary:
      'Creates a SUGGESTED action on a plan: blank with its name, or, with decarbonizationActionToDuplicateUuid, a copy of one of the plan’s actions under a new name without its votes. It takes the next display id (1 for the first).',
    input: z.union([
      z.object({ planUuid: uuid(), decarbonizationActionToDuplicateUuid: uuid(), name: requiredText() }).strict(),
      z.object({ planUuid: uuid(), name: requiredText() }).strict(),
    ]),
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.update': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "Changes an action's fields (status and votes move by their own procedures); refused (CONFLICT) when the workflow no longer lets staff edit it (a trajectory's action past SUBMITTED, a plan's once workshop two is done). A stale expectedVersion answers CONFLICT.",
    input: ActionChange.extend({ uuid: uuid(), expectedVersion }),
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.delete': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationAction', field: 'uuid' },
    summary: 'Deletes an action under the same editing rule as its update; a stale expectedVersion answers CONFLICT.',
    input: z.object({ uuid: uuid(), expectedVersion }),
    output: ok,
    invalidates: planReads,
  }),
  'action.updateStatus': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "Moves an action to a status as the workflow offers it (client and staff alike); a refused move answers CONFLICT with its reason, e.g. 'You have reached the maximum number of quantified actions'. Concurrent moves on a plan are checked one after the other, so the maximum is never passed.",
    input: z.object({ uuid: uuid(), status: ActionStatus }),
    output: ActionView,
    invalidates: planReads,
  }),
  'action.editVotes': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary: "Adds and removes votes on an action of the plan; voters are members of the plan's team (BAD_REQUEST otherwise).",
    input: z.object({ planUuid: uuid(), uuid: uuid(), newVotersUuid: voters(), removedVotersUuid: voters() }),
    output: ActionView,
    invalidates: planReads,
  }),
} as const;
