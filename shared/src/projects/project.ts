import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { MessageParamsSchema } from '../contract/common.ts';
import { ProjectStatus } from '../labels/enums.ts';
import { ModuleType } from '../schemas/enums.ts';
import { isoDate, optionalText, requiredText, uuid, validationMessages } from '../validation/index.ts';
import { meetingSteps, projectSteps } from './lifecycle.ts';
import { LanguageSupport, ProjectMethodology, StaffProjectType, maxAssignees } from './schemas.ts';

/*
 * A staff project as the admin app reads and edits it (spec 2 "Project (staff)"): the common
 * fields, the steps of its type with their dates, the team's to-dos and notes, the deals it is
 * sold under, and the fields of its kind (a footprint's period and methodologies, a review's
 * year). Its module is the client-facing side, created with it.
 */

export const ProjectStep = z.enum(projectSteps);

/** A step of the project's type: planned for a day (or a day and time), and done or not. */
export const ProjectStepState = z.object({
  step: ProjectStep,
  /** `YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm` for a meeting on the half hour. */
  date: z.string().nullable(),
  done: z.boolean(),
});
export type ProjectStepState = z.infer<typeof ProjectStepState>;

export const ProjectTodo = z.object({ uuid: z.uuid(), name: z.string(), date: z.string().nullable(), done: z.boolean() });

export const ProjectDealLink = z.object({
  dealUuid: z.uuid(),
  /** What this project is sold for when not the deal's whole amount; null follows the deal. */
  customAmount: z.number().nullable(),
});

export const FirComment = z.object({ uuid: z.uuid(), comment: z.string(), createdAt: z.string() });

/** What every project has, whatever its kind. */
const projectCommon = {
  uuid: z.uuid(),
  type: StaffProjectType,
  assetUuid: z.uuid(),
  /** The asset's name when the project was last written: lists show it without reading assets. */
  assetName: z.string(),
  /** The client module the project created (none for a GENERIC project). */
  moduleUuid: z.uuid().nullable(),
  moduleType: ModuleType.nullable(),
  moduleName: z.string().nullable(),
  /** The team in order; the first is the main assignee. */
  assignedTo: z.array(z.uuid()),
  deadline: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  status: ProjectStatus,
  /** Put aside for now ("in the fridge"), whatever its status. */
  frigo: z.boolean(),
  notes: z.string().nullable(),
  analystFeedback: z.string().nullable(),
  steps: z.array(ProjectStepState),
  todos: z.array(ProjectTodo),
  hubspotDeals: z.array(ProjectDealLink),
  clockifyId: z.string().nullable(),
  linkedProjectUuids: z.array(z.uuid()),
  commentsForFir: z.array(FirComment),
  reviewByUuid: z.uuid().nullable(),
  // The fields of its kind; null where the kind has none.
  year: z.number().int().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  hideYear: z.boolean(),
  languageSupport: LanguageSupport.nullable(),
  methodologies: z.array(ProjectMethodology),
  electricityReporting: z.enum(['LOCATION', 'LOCATION_AND_MARKET']).nullable(),
  onboardingNotes: z.string().nullable(),
  deliveryNotes: z.string().nullable(),
  questionnairesClosedAndSplit: z.boolean(),
  dataReceivedAt: z.string().nullable(),
  reviewCompletedAt: z.string().nullable(),
  externalReportUuid: z.uuid().nullable(),
};

/** A project as stored: every field above, defaults for what creation leaves out. */
export const ProjectFields = z.object(projectCommon);
export type ProjectFields = z.infer<typeof ProjectFields>;

/** A project as the dialog reads it: with its version (an edit sends it back) and what is derived at read. */
export const Project = ProjectFields.extend({
  version: z.number().int().positive(),
  createdAt: z.string(),
  /** The footprint's 4-month deadline has passed (./deadline.ts). */
  outdated: z.boolean(),
});
export type Project = z.infer<typeof Project>;

/** A line of the projects list: what the list filters, sorts and shows. */
export const ProjectListItem = Project.pick({
  uuid: true,
  version: true,
  type: true,
  assetUuid: true,
  assetName: true,
  moduleUuid: true,
  moduleType: true,
  moduleName: true,
  assignedTo: true,
  deadline: true,
  deliveryDate: true,
  status: true,
  frigo: true,
  year: true,
  endDate: true,
  outdated: true,
  createdAt: true,
}).extend({
  /** Steps done out of the type's steps, for the list's progress. */
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
});
export type ProjectListItem = z.infer<typeof ProjectListItem>;

/** A staff member a project can be assigned to (spec 2 section 6). */
export const AssignableUser = z.object({
  uuid: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string().nullable(),
  profilePictureUuid: z.uuid().nullable(),
  disabled: z.boolean(),
});
export type AssignableUser = z.infer<typeof AssignableUser>;

/** The list's filters (spec 2 "Projects": type, status, assignee, frigo, outdated). */
export const ProjectListInput = z
  .object({
    type: StaffProjectType.optional(),
    status: ProjectStatus.optional(),
    assigneeUuid: uuid().optional(),
    frigo: z.boolean().optional(),
    outdated: z.boolean().optional(),
    /** A text found in the asset's or the module's name. */
    search: z.string().trim().max(textBounds.name, validationMessages.tooLong).optional(),
  })
  .strict();

const optionalDate = () =>
  isoDate()
    .nullish()
    .transform((value) => value ?? null);

/** A meeting's day, or its day and a time on the half hour from 08:00 to 19:30 (spec 2 section 5). */
export const stepDate = () =>
  z
    .string()
    .max(16, validationMessages.invalidDate)
    .refine((value) => {
      const [day, time] = value.split('T');
      if (!isoDate().safeParse(day).success) return false;
      return time === undefined || halfHourTimes.includes(time);
    }, validationMessages.invalidDate)
    .nullable();

/** Every time a meeting can start: the half hours from 08:00 to 19:30. */
export const halfHourTimes: readonly string[] = Array.from({ length: 24 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

const expectedVersion = z.number().int().positive();

/** A change to the to-dos: added, edited or removed one by one, so two people's changes both land. */
export const TodoChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('CREATE'), name: requiredText(), date: optionalDate(), done: z.boolean().default(false) }).strict(),
  z.object({ action: z.literal('UPDATE'), uuid: uuid(), name: requiredText(), date: optionalDate(), done: z.boolean() }).strict(),
  z.object({ action: z.literal('DELETE'), uuid: uuid() }).strict(),
]);

/** A change to the deals a project is sold under. */
export const DealChange = z.discriminatedUnion('action', [
  z
    .object({
      action: z.enum(['CREATE', 'UPDATE']),
      hubspotDealUuid: uuid(),
      customAmount: z.number().min(0, validationMessages.mustBeZeroOrMore).max(1e12).nullish().transform((value) => value ?? null),
    })
    .strict(),
  z.object({ action: z.literal('DELETE'), hubspotDealUuid: uuid() }).strict(),
]);

/** A step ticked, unticked or planned from the project or a module card; only a meeting takes a time. */
export const StepChange = z
  .object({ step: ProjectStep, done: z.boolean().optional(), date: stepDate().optional() })
  .strict()
  .refine((change) => !change.date?.includes('T') || meetingSteps.has(change.step), { path: ['date'], message: validationMessages.invalidDate });

/** `project.update`: the fields of every project; each is left as it is when absent. */
export const ProjectUpdateInput = z
  .object({
    uuid: uuid(),
    expectedVersion,
    status: ProjectStatus.optional(),
    frigo: z.boolean().optional(),
    moduleName: optionalText().optional(),
    notes: optionalText(textBounds.text).optional(),
    analystFeedback: optionalText(textBounds.text).optional(),
    deadline: optionalDate().optional(),
    deliveryDate: optionalDate().optional(),
    assignedTo: z
      .array(uuid())
      .max(maxAssignees)
      .refine((uuids) => new Set(uuids).size === uuids.length, validationMessages.invalid)
      .optional(),
    clockifyId: optionalText(100).optional(),
    linkedProjectUuids: z.array(uuid()).max(20).optional(),
    todos: z.array(TodoChange).max(100).optional(),
    hubspotDeals: z.array(DealChange).max(20).optional(),
    steps: z.array(StepChange).max(projectSteps.length).optional(),
  })
  .strict();
export type ProjectUpdateInput = z.input<typeof ProjectUpdateInput>;


/** The card of any project: its steps. Each kind's card adds its own fields. */
const cardBase = {
  implementationUuid: uuid(),
  expectedVersion,
  steps: z.array(StepChange).max(projectSteps.length).optional(),
};

export const FootprintCardInput = z
  .object({
    ...cardBase,
    startDate: optionalDate().optional(),
    endDate: optionalDate().optional(),
    hideYear: z.boolean().optional(),
    languageSupport: LanguageSupport.optional(),
    methodologies: z.array(ProjectMethodology).max(10).optional(),
    electricityReporting: z.enum(['LOCATION', 'LOCATION_AND_MARKET']).nullable().optional(),
    onboardingNotes: optionalText(textBounds.text).optional(),
    deliveryNotes: optionalText(textBounds.text).optional(),
    questionnairesClosedAndSplit: z.boolean().optional(),
  })
  .strict();

export const PlanCardInput = z.object({ ...cardBase }).strict();

export const ReviewCardInput = z
  .object({
    ...cardBase,
    year: z.number().int().min(2000).max(2099).optional(),
    externalReportUuid: uuid().nullable().optional(),
  })
  .strict();

export const FirCardInput = z
  .object({
    ...cardBase,
    year: z.number().int().min(2000).max(2099).optional(),
    dataReceivedAt: optionalDate().optional(),
    reviewCompletedAt: optionalDate().optional(),
  })
  .strict();

export const SetReviewerInput = z.object({ uuid: uuid(), reviewByUuid: uuid().nullable() }).strict();

/** A reviewer set, and what the consultant should know about it (shown as an information toast). */
export const SetReviewerOutput = z.object({
  project: Project,
  error: z.object({ key: z.string(), text: z.string(), params: MessageParamsSchema }).nullable(),
});

export const FirCommentInput = z.discriminatedUnion('action', [
  z.object({ projectUuid: uuid(), action: z.literal('CreateNewComment'), comment: requiredText(textBounds.text) }).strict(),
  z.object({ projectUuid: uuid(), action: z.literal('EditComment'), uuid: uuid(), comment: requiredText(textBounds.text) }).strict(),
  z.object({ projectUuid: uuid(), action: z.literal('DeleteComment'), uuid: uuid() }).strict(),
]);
