import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { ActionStatus, Level } from '../labels/enums.ts';
import { investmentIssues } from '../plans/actionRules.ts';
import { Action, ActionChange, FollowUpKpi, ImplementationStep, Investment, monthDate, Plan, PlanChange, planLimits, semesterDate } from '../plans/model.ts';
import { optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { FileLink } from '../files.ts';
import { fileWork, ok } from './common.ts';
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

/** A score's change: only the fields sent change; null clears one. */
const ScoreChange = z.object({ value: Level.nullable().optional(), reliability: Level.nullable().optional(), comments: optionalText(textBounds.text) });
const FeasibilityChange = ScoreChange.extend({ value: z.number().min(0, validationMessages.invalid).max(10, validationMessages.invalid).nullable().optional() });
const ScoresChange = z.object({
  uuid: uuid(),
  cost: ScoreChange.optional(),
  feasibility: FeasibilityChange.optional(),
  opportunity: ScoreChange.optional(),
  risk: ScoreChange.optional(),
  carbonImpact: ScoreChange.optional(),
});
const amount = () => z.number().min(-planLimits.magnitude, validationMessages.invalid).max(planLimits.magnitude, validationMessages.invalid);

const Investments = z
  .array(Investment)
  .max(planLimits.investments, validationMessages.tooLong)
  .superRefine((lines, ctx) => {
    for (const issue of investmentIssues(lines)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

/** What a step change does: tick or untick it, or set (or clear) its deadline, the first of a month. */
const StepChange = z.discriminatedUnion('action', [
  z.object({ actionUuid: uuid(), stepUuid: uuid(), action: z.literal('SetDone'), done: z.boolean() }),
  z.object({ actionUuid: uuid(), stepUuid: uuid(), action: z.literal('SetDeadline'), deadline: monthDate().nullable() }),
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
    tenancy: { rule: 'ownAssetOrInvestor', owner: 'decarbonizationPlan', field: 'uuid' },
    summary:
      "A plan for its client: the delivered snapshot once the plan is delivered (isSnapshot true), unless isSnapshotIgnored asks for the live plan; otherwise the live plan with its actions. A financial institution holding the plan's asset as an investee reads the delivered snapshot only (the portfolio decarbonization dashboard's link): a plan not delivered, or the live plan asked for, answers as a missing plan.",
    input: z.object({ uuid: uuid(), isSnapshotIgnored: z.boolean().optional() }),
    output: z.object({ plan: PlanView, actions: z.array(ActionView), isSnapshot: z.boolean(), deliveredAt: z.string().nullable() }),
  }),
  'decarbonizationPlan.downloadSpreadsheet': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary:
      "A short-lived link to a plan as a spreadsheet (XLSX or OPEN_DOCUMENT) in the plan's language: its actions with scores and carbon impact, their costs per year and the projection per year and scope of the selected actions. A client gets what it reads (the delivered plan once there is one) with what its status hides left blank.",
    input: z.object({ planUuid: uuid(), format: z.enum(['XLSX', 'OPEN_DOCUMENT']) }),
    output: FileLink,
    runtime: fileWork,
  }),
  'decarbonizationPlan.downloadSlides': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary:
      "A short-lived link to a plan's slides as a PDF, one 1122 × 794 pt page per slide (cover, baseline, selected actions, waterfall, projection per year, matrix, calendar) in the plan's language. A client gets what it reads (the delivered plan once there is one), with the carbon impacts not shown to it left out.",
    input: z.object({ planUuid: uuid() }),
    output: FileLink,
    runtime: fileWork,
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
    // The delivered snapshot is what an INTERNAL investee's projection reads: its investors' dashboards and staff's candidate plans change.
    invalidates: [...planReads, 'clientPortfolioDecarbonization.get', 'portfolioDecarbonization.getInvestees'],
  }),
  'decarbonizationAction.create': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationPlan', field: 'planUuid' },
    summary:
      'Creates a SUGGESTED action on a plan: blank with its name; with decarbonizationActionToDuplicateUuid, a copy of one of the plan’s actions under a new name without its votes; or, with actionCardUuid, from an action card (its name in the plan’s language unless one is given, texts, parameters, image, type and formulas evaluated on the plan’s baseline year, filed under the plan’s operational category of the same name, added to the plan when missing). An unknown card answers NOT_FOUND. It takes the next display id (1 for the first).',
    input: z.union([
      z.object({ planUuid: uuid(), actionCardUuid: uuid(), name: requiredText().optional() }).strict(),
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
  'decarbonizationAction.parameterUpdate': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "Changes one parameter of an action (its number, its text or its comments) and evaluates the action's formulas again against the catalogue of the plan's baseline year, so its carbon impact follows. A formula that cannot be evaluated keeps its error and leaves the carbon impact empty. The client edits until the project reaches the send-report stage (CONFLICT after); staff while they may edit the action.",
    input: z.object({
      uuid: uuid(),
      parameterUuid: uuid(),
      valueNumber: amount().nullable().optional(),
      valueText: optionalText(textBounds.text),
      comments: optionalText(textBounds.text),
    }),
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.investmentsUpdate': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "Replaces an action's cost lines (a CAPEX line needs its end year, only CAPEX is amortized, a line starts no later than it ends, ids unique) and stores its marginal abatement cost over the 10-year cost window. Refused (CONFLICT) for a qualitative action or one not SUBMITTED or SELECTED, and when staff may no longer edit the action.",
    input: z.object({ uuid: uuid(), investments: Investments }),
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.scoresUpdate': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "Changes an action's scores (cost, feasibility 0 to 10, opportunity, risk, carbon impact), each with its reliability and comments; only the fields sent change and null clears one. Refused (CONFLICT) when the action shows no scores in its status or staff may no longer edit it.",
    input: ScoresChange,
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.scoresUpdate.client': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "The client's score form: feasibility, opportunity and risk, and the carbon-impact score once the action's carbon impact is shown; the cost score is the consultant's. A score it may not set answers CONFLICT; so does an action showing no scores, or a project past the send-report stage.",
    input: ScoresChange,
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.implementationUpdate': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "Changes an action's implementation: its leader (a member of the plan's team), start and end dates (1 January or 1 July, the end not before the start), steps and follow-up indicators; only the fields sent change. A client changes the dates only while the action is SUGGESTED.",
    input: z.object({
      uuid: uuid(),
      actionLeaderUuid: uuid().nullable().optional(),
      implementationStartDate: semesterDate().nullable().optional(),
      implementationEndDate: semesterDate().nullable().optional(),
      implementationSteps: z.array(ImplementationStep).max(planLimits.steps, validationMessages.tooLong).optional(),
      followUpKPIs: z.array(FollowUpKpi).max(planLimits.followUpKpis, validationMessages.tooLong).optional(),
    }),
    output: ActionView,
    invalidates: planReads,
  }),
  'decarbonizationAction.implementationDataCollection': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'uuid' },
    summary:
      "The client's data collection: an action's implementation start or end date (1 January or 1 July), only while the action is SUGGESTED and the project has not reached the send-report stage (CONFLICT otherwise).",
    input: z.object({ uuid: uuid(), implementationStartDate: semesterDate().nullable().optional(), implementationEndDate: semesterDate().nullable().optional() }),
    output: ActionView,
    invalidates: planReads,
  }),
  'action.updateStep': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'actionUuid' },
    summary: "Ticks or unticks one implementation step of an action (SetDone), or sets or clears its deadline, the first of a month (SetDeadline). An unknown step answers NOT_FOUND.",
    input: StepChange,
    output: ActionView,
    invalidates: planReads,
  }),
  'action.updateFollowUpKPI': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'decarbonizationAction', field: 'actionUuid' },
    summary: "Sets (or clears) the current value of one follow-up indicator of an action. An unknown indicator answers NOT_FOUND.",
    input: z.object({ actionUuid: uuid(), kpiUuid: uuid(), value: amount().nullable() }),
    output: ActionView,
    invalidates: planReads,
  }),
} as const;
