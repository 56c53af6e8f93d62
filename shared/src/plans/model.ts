import * as z from 'zod';
import { textBounds } from '../constants.ts';
import type { PlainServerMessageKey } from '../errorMessages.ts';
import { ActionStatus, Gas, GhgCategory, Level, Scope, TargetKind, TargetScope, TemperatureTarget } from '../labels/enums.ts';
import { formulaLimits } from '../calc/formula/parse.ts';
import { MessageParamsSchema } from '../contract/common.ts';
import { Currency, Language } from '../schemas/enums.ts';
import { colour, isoDate, optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { sayValidation } from '../validationMessageTexts.ts';
import type { MoveRefusal } from './workflow.ts';

/*
 * A decarbonization plan and its actions (spec 2 "Decarbonization plan", "Action", section 5
 * "Actions and plans"): the shapes staff edit, clients read and move, and storage keeps. Every
 * text, list and number is bounded: a plan is one stored item, its delivered snapshot another,
 * and both must stay under the storage's item size with room to spare.
 *
 * Decisions the spec leaves open (docs/architecture.md, "Decarbonization plans"):
 * - A plan's uuid is its module's; `isTrajectory` is the module's type (DECARBONIZATION_TRAJECTORY).
 * - An action's `type` is QUANTITATIVE or QUALITATIVE (the spec names only the latter; the
 *   workflow and the engine only ask whether an action is qualitative).
 * - Emissions are kgCO2e, as everywhere in reports and in the plan engine; amounts are in the
 *   plan's `baselineCurrency`.
 * - The feasibility score is a number from 0 to 10 (banded by the engine); the other scores are levels.
 */

export const planLimits = {
  keyFigures: 30,
  trajectories: 4,
  targetsPerTrajectory: 10,
  teamMembers: 100,
  operationalCategories: 50,
  actionsPerPlan: 300,
  baselineParameters: 30,
  formulas: 30,
  referencesPerFormula: 30,
  investments: 50,
  steps: 50,
  followUpKpis: 30,
  parameters: 50,
  initials: 4,
  shortText: 50,
  /** Any emission or amount, in kgCO2e or in the plan's currency. */
  magnitude: 1e15,
  /** A percentage such as a growth rate or a reduction (negative growth down to -100 %). */
  percent: 1_000,
  /** The most quantified actions a plan may be given. */
  maximumActionCount: 300,
  firstYear: 1990,
  lastYear: 2100,
  /** The most years a plan lasts. */
  duration: 100,
} as const;

const planYear = () => z.number().int(validationMessages.invalidYear).min(planLimits.firstYear, validationMessages.invalidYear).max(planLimits.lastYear, validationMessages.invalidYear);
const amount = () => z.number().min(-planLimits.magnitude, validationMessages.invalid).max(planLimits.magnitude, validationMessages.invalid);
const percent = () => z.number().min(-100, validationMessages.invalid).max(planLimits.percent, validationMessages.invalid);
const shortText = () => optionalText(planLimits.shortText);
const longText = () => optionalText(textBounds.text);

/** A plan record: the live plan, or (inside a delivered snapshot) the plan as it was delivered. */
export const PlanRecordType = z.enum(['PLAN', 'PLAN_SNAPSHOT']);
export const ActionType = z.enum(['QUANTITATIVE', 'QUALITATIVE']);
export type ActionType = z.infer<typeof ActionType>;
export const CostLineKind = z.enum(['CAPEX', 'OPEX', 'SAVINGS']);
export const ParameterType = z.enum(['NUMBER', 'TEXT']);
export const MemberChange = z.enum(['CREATE', 'UPDATE', 'DELETE']);

/** Base-year emissions, kgCO2e: the total, each scope, scopes 1 and 2, and scope 3 by GHG category. */
export const BaselineValue = z.object({
  total: amount().nullable().default(null),
  scope1: amount().nullable().default(null),
  scope2: amount().nullable().default(null),
  scope3: amount().nullable().default(null),
  scope1And2: amount().nullable().default(null),
  byGhgCategory: z.partialRecord(GhgCategory, amount()).default({}),
});

export const KeyFigure = z.object({
  uuid: uuid(),
  label: requiredText(),
  unit: shortText(),
  baselineValue: amount().nullable().default(null),
  /** Percent a year, compounded from the baseline year. */
  growthProjection: percent().nullable().default(null),
});

export const SbtTarget = z.object({
  uuid: uuid(),
  pathway: TemperatureTarget,
  targetSettingMethod: TargetKind,
  physicalKeyFigureUuid: uuid().nullable().default(null),
  ghgCategories: z.array(GhgCategory).max(GhgCategory.options.length, validationMessages.tooLong).default([]),
  /** Percent of the base year at the target year (42 is 42 %); null takes the pathway's minimum. */
  absoluteReduction: z.number().min(0, validationMessages.invalid).max(100, validationMessages.invalid).nullable().default(null),
});

export const SbtTrajectory = z.object({
  type: TargetScope,
  targets: z.array(SbtTarget).max(planLimits.targetsPerTrajectory, validationMessages.tooLong),
});
export type SbtTrajectory = z.infer<typeof SbtTrajectory>;

const required = () => sayValidation('validation.message.required').text;

/**
 * Spec 2 section 5: a trajectory has at least one target; each SCOPE_3 target names at least one
 * GHG category and, for a physical intensity, the key figure it is measured against; each
 * problem is 'Required' on its own field.
 */
export function sbtTrajectoryIssues(trajectories: readonly z.output<typeof SbtTrajectory>[]): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  trajectories.forEach((trajectory, t) => {
    if (trajectory.targets.length === 0) issues.push({ path: [t, 'targets'], message: required() });
    if (trajectory.type !== 'SCOPE_3') return;
    trajectory.targets.forEach((target, i) => {
      if (target.ghgCategories.length === 0) issues.push({ path: [t, 'targets', i, 'ghgCategories'], message: required() });
      if (target.targetSettingMethod === 'PHYSICAL_INTENSITY' && target.physicalKeyFigureUuid === null) {
        issues.push({ path: [t, 'targets', i, 'physicalKeyFigureUuid'], message: required() });
      }
    });
  });
  return issues;
}

export const SbtTrajectories = z
  .array(SbtTrajectory)
  .max(planLimits.trajectories, validationMessages.tooLong)
  .superRefine((trajectories, ctx) => {
    for (const issue of sbtTrajectoryIssues(trajectories)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });

export const TeamMember = z.object({ uuid: uuid(), name: requiredText(), initials: requiredText(planLimits.initials) });
export type TeamMember = z.infer<typeof TeamMember>;
export const OperationalCategory = z.object({ uuid: uuid(), name: requiredText() });

/** The sections staff edit (`decarbonizationPlan.update`), each optional in a change. */
export const PlanSections = z.object({
  language: Language.default('fr'),
  /** Years the plan covers. */
  duration: z.number().int(validationMessages.invalid).min(1, validationMessages.invalid).max(planLimits.duration, validationMessages.invalid).nullable().default(null),
  baselineCurrency: Currency.default('EURO'),
  baselineValue: BaselineValue.default(BaselineValue.parse({})),
  baselineYear: planYear().nullable().default(null),
  targetYear: planYear().nullable().default(null),
  /** Percent a year, compounded from the baseline year (2 is 2 %). */
  annualGrowth: percent().default(0),
  growthReferenceKPI: optionalText(),
  keyFigures: z.array(KeyFigure).max(planLimits.keyFigures, validationMessages.tooLong).default([]),
  sbtTrajectories: SbtTrajectories.default([]),
  /** The most quantified actions the client may ask for; null for no limit. */
  maximumActionCount: z.number().int(validationMessages.invalid).min(0, validationMessages.mustBeZeroOrMore).max(planLimits.maximumActionCount, validationMessages.invalid).nullable().default(null),
  operationalCategories: z.array(OperationalCategory).max(planLimits.operationalCategories, validationMessages.tooLong).default([]),
  kickOff: isoDate().nullable().default(null),
  kickOffDone: z.boolean().default(false),
  workshopOne: isoDate().nullable().default(null),
  workshopOneDone: z.boolean().default(false),
  workshopTwo: isoDate().nullable().default(null),
  workshopTwoDone: z.boolean().default(false),
  workshopThree: isoDate().nullable().default(null),
  workshopThreeDone: z.boolean().default(false),
  quantificationDone: z.boolean().default(false),
  quantificationDate: isoDate().nullable().default(null),
  showWorkshopThreeGraphs: z.boolean().default(false),
  showImplementationTab: z.boolean().default(false),
});
export type PlanSections = z.infer<typeof PlanSections>;

/** A plan as stored and answered; `teamMembers` are edited by the client (`decarbonizationPlan.editMembers`). */
export const Plan = PlanSections.extend({
  uuid: uuid(),
  type: PlanRecordType,
  isTrajectory: z.boolean(),
  assetUuid: uuid(),
  teamMembers: z.array(TeamMember).max(planLimits.teamMembers, validationMessages.tooLong).default([]),
});
export type Plan = z.infer<typeof Plan>;

type ChangeShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer T> ? T : S[K]> };

/**
 * A change of some fields of a shape: each optional, and without its default, so a field not
 * sent stays absent rather than coming back as its default and overwriting what is stored
 * (`.partial()` keeps the defaults: a change of one field would reset all the others).
 */
function changeOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, ((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType).optional()]));
  return z.object(shape as unknown as ChangeShape<S>);
}

/** A plan's change: any of its sections, checked as a whole once merged. */
export const PlanChange = changeOf(PlanSections);

export const Score = z.object({ value: Level.nullable().default(null), reliability: Level.nullable().default(null), comments: longText() });
export const FeasibilityScore = Score.extend({ value: z.number().min(0, validationMessages.invalid).max(10, validationMessages.invalid).nullable().default(null) });
export const ActionScores = z.object({
  cost: Score.default(Score.parse({})),
  feasibility: FeasibilityScore.default(FeasibilityScore.parse({})),
  opportunity: Score.default(Score.parse({})),
  risk: Score.default(Score.parse({})),
  carbonImpact: Score.default(Score.parse({})),
});

/** An implementation date: 1 January (S1) or 1 July (S2) of a year (spec 2 section 5). */
export const semesterDate = () => isoDate().refine((value) => /-(01|07)-01$/.test(value), validationMessages.invalidDate);
/** A step's deadline: the first of a month. */
export const monthDate = () => isoDate().refine((value) => value.endsWith('-01'), validationMessages.invalidDate);

/** Why a formula could not be evaluated: the engine's message, with its key when it is a catalogue message. */
export const FormulaEvaluationError = z.object({
  text: z.string().max(textBounds.text),
  key: z.string().max(200).nullable(),
  params: MessageParamsSchema,
});
export type FormulaEvaluationError = z.infer<typeof FormulaEvaluationError>;

/**
 * A catalogue value a formula read, as a report entry records it (`ReportEmissionFactor`,
 * `ReportHypothesis`), every text bounded: the server writes them, but a change of an action may
 * send them back. A private (licensed) value is stored as null.
 */
const provenanceText = () => z.string().max(textBounds.text, validationMessages.tooLong);
const valueTrace = { validUntil: z.number().int().nullable().optional(), via: provenanceText().nullable().optional() };
export const FormulaFactor = z.object({
  uuid: uuid(),
  name: provenanceText(),
  clientNameEn: provenanceText().nullable(),
  clientNameFr: provenanceText().nullable(),
  value: z.number().nullable(),
  unit: provenanceText(),
  gas: Gas,
  source: provenanceText(),
  sourceVersion: provenanceText(),
  isPublic: z.boolean(),
  qualityPercentage: z.number().min(0).max(100),
  ...valueTrace,
});
export const FormulaHypothesis = z.object({
  uuid: uuid(),
  name: provenanceText(),
  clientNameEn: provenanceText().nullable(),
  value: z.number(),
  unit: provenanceText(),
  source: provenanceText(),
  ...valueTrace,
});

export const ActionFormula = z.object({
  uuid: uuid(),
  label: requiredText(),
  scope: Scope,
  ghgCategory: GhgCategory.nullable().default(null),
  /**
   * kgCO2e a year over `ef.`, `hyp.` and `p.` (the action's parameters by name); null keeps the
   * `averageImpact` staff entered by hand. The server evaluates it whenever it or a parameter changes.
   */
  expression: optionalText(formulaLimits.maxCharacters),
  /** kgCO2e a year once fully in effect; negative is a reduction. */
  averageImpact: amount().default(0),
  carbonImpactStartYear: planYear().nullable().default(null),
  carbonImpactEndYear: planYear().nullable().default(null),
  noBaselineModification: z.boolean().default(false),
  comments: longText(),
  /** What the evaluation gave, as shown beside the formula; set by the server. */
  displayedEval: optionalText(textBounds.longText),
  /** The catalogue values the evaluation read (baseline year), with their source and version; set by the server. */
  emissionFactors: z.array(FormulaFactor).max(planLimits.referencesPerFormula, validationMessages.tooLong).default([]),
  hypotheses: z.array(FormulaHypothesis).max(planLimits.referencesPerFormula, validationMessages.tooLong).default([]),
  /** Why the expression could not be evaluated; null when it was (or has none). Set by the server. */
  evaluationError: FormulaEvaluationError.nullable().default(null),
});
export type ActionFormula = z.infer<typeof ActionFormula>;

export const Investment = z.object({
  uiId: requiredText(planLimits.shortText),
  type: CostLineKind,
  startYear: planYear(),
  endYear: planYear().nullable().default(null),
  yearlyAmount: amount(),
  /** CAPEX only. */
  amortizationYears: z.number().int(validationMessages.invalid).min(1, validationMessages.invalid).max(planLimits.duration, validationMessages.invalid).nullable().default(null),
  reliability: Level.nullable().default(null),
});

export type Investment = z.infer<typeof Investment>;

export const ImplementationStep = z.object({ uuid: uuid(), name: requiredText(), done: z.boolean().default(false), deadline: monthDate().nullable().default(null) });
export const FollowUpKpi = z.object({ uuid: uuid(), name: requiredText(), value: amount().nullable().default(null), targetValue: amount().nullable().default(null), unit: shortText() });
export const ActionParameter = z.object({
  uuid: uuid(),
  type: ParameterType,
  name: requiredText(),
  label: optionalText(),
  hint: longText(),
  valueNumber: amount().nullable().default(null),
  valueText: longText(),
  unit: shortText(),
  comments: longText(),
});
export type ActionParameter = z.infer<typeof ActionParameter>;

/** What staff edit of an action (`decarbonizationAction.update`); status and votes move by their own procedures. */
export const ActionFields = z.object({
  name: requiredText(),
  color: colour().max(7, validationMessages.invalidColor).nullable().default(null),
  categoryLabel: optionalText(),
  operationalCategoryUuid: uuid().nullable().default(null),
  imageUuid: uuid().nullable().default(null),
  actionDescription: longText(),
  baselineScenario: longText(),
  baselineParameters: z
    .array(z.object({ name: requiredText(), value: amount().nullable().default(null), unit: shortText() }))
    .max(planLimits.baselineParameters, validationMessages.tooLong)
    .default([]),
  type: ActionType.default('QUANTITATIVE'),
  isRecommended: z.boolean().default(false),
  preBaseline: z.boolean().default(false),
  proportionalToGrowth: z.boolean().default(false),
  /** A team member of the plan. */
  actionLeaderUuid: uuid().nullable().default(null),
  impactedScopes: z.array(Scope).max(Scope.options.length, validationMessages.tooLong).default([]),
  showCarbonImpact: z.boolean().default(false),
  /** kgCO2e a year; negative is a reduction. */
  carbonImpact: amount().nullable().default(null),
  carbonImpactScore: Level.nullable().default(null),
  /** Plan currency per tonne CO2e avoided. */
  marginalAbatementCost: amount().nullable().default(null),
  formulas: z.array(ActionFormula).max(planLimits.formulas, validationMessages.tooLong).default([]),
  investments: z.array(Investment).max(planLimits.investments, validationMessages.tooLong).default([]),
  scores: ActionScores.default(ActionScores.parse({})),
  implementationStartDate: semesterDate().nullable().default(null),
  implementationEndDate: semesterDate().nullable().default(null),
  implementationSteps: z.array(ImplementationStep).max(planLimits.steps, validationMessages.tooLong).default([]),
  followUpKPIs: z.array(FollowUpKpi).max(planLimits.followUpKpis, validationMessages.tooLong).default([]),
  parameters: z.array(ActionParameter).max(planLimits.parameters, validationMessages.tooLong).default([]),
  implementationTabLastUpdate: z.iso.datetime().nullable().default(null),
});
export type ActionFields = z.infer<typeof ActionFields>;

export const Vote = z.object({ uuid: uuid(), name: requiredText() });

/** An action as stored and answered. */
export const Action = ActionFields.extend({
  uuid: uuid(),
  planUuid: uuid(),
  assetUuid: uuid(),
  displayId: z.number().int().min(1),
  status: ActionStatus.default('SUGGESTED'),
  votes: z.array(Vote).max(planLimits.teamMembers, validationMessages.tooLong).default([]),
});
export type Action = z.infer<typeof Action>;

/** An action's change: any of its fields; those not sent stay as they are. */
export const ActionChange = changeOf(ActionFields);

/** What a refused status move answers (spec 2 section 8 for the maximum; the others ours). */
export const planWorkflowMessages: Record<MoveRefusal, PlainServerMessageKey> = {
  notOffered: 'server.plan.moveNotOffered',
  maximumReached: 'server.plan.maximumReached',
  waitingForImpact: 'server.plan.waitingForImpact',
  workshopThreeDone: 'server.plan.workshopThreeDone',
};

/** Why a plan cannot be delivered (spec 2 "Deliver plan"). */
export const deliveryMessages: Record<'quantificationNotDone' | 'workshopThreeNotDone', PlainServerMessageKey> = {
  quantificationNotDone: 'server.plan.quantificationNotDone',
  workshopThreeNotDone: 'server.plan.workshopThreeNotDone',
};
