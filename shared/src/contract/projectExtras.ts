import * as z from 'zod';
import { ProjectDealLink } from '../projects/project.ts';
import { Deal } from '../projects/deal.ts';
import { DeliveryFeedbackQuestion, DeliveryFeedbackQuestionUpdateInput } from '../projects/deliveryFeedback.ts';
import { StaffProjectType } from '../projects/schemas.ts';
import { ProjectTimeReport } from '../projects/timeReport.ts';
import { uuid } from '../validation/index.ts';
import { fileWork, MessageParamsSchema, nothing } from './common.ts';
import { mutation, query } from './define.ts';
import { uploadUuid } from './files.ts';

/** Every problem of an imported file, each with its 1-based row (null for the whole file). */
const ImportErrors = z.object({
  status: z.literal('Errors'),
  errors: z.array(
    z.object({
      row: z.number().int().nullable(),
      column: z.string().optional(),
      message: z.string(),
      /** The message's catalogue key and parameters: the web says it by key. */
      key: z.string().optional(),
      params: MessageParamsSchema.optional(),
    }),
  ),
});

/** A project sold under a deal, as the deal picker names it. */
const DealProject = ProjectDealLink.pick({ customAmount: true }).extend({
  uuid: z.uuid(),
  type: StaffProjectType,
  assetName: z.string(),
  moduleName: z.string().nullable(),
});

/** A deal with the projects sold under it. */
export const DealListItem = Deal.extend({ projects: z.array(DealProject) });

const byProject = z.object({ projectUuid: uuid() }).strict();
const importInput = z.object({ uploadUuid }).strict();

/**
 * What staff keep beside a project (spec 2 "Project (staff)", sections 4, 7 and 8): the deals it
 * is sold under, the time spent on it, and its delivery feedback. Deals and time entries live in
 * our own table, imported from .xlsx or .csv or, for deals, pulled from the CRM when one is
 * connected; the time of a project is read from the time tracker when one is connected
 * (docs/integrations.md).
 */
export const projectExtraProcedures = {
  'hubspotDeal.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Every deal by name, with its lines and the projects sold under it (and the amount each is sold for when not the whole deal).',
    input: nothing,
    output: z.array(DealListItem),
  }),
  'hubspotDeal.import': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Imports deals from an uploaded .xlsx or .csv (one row per deal line, keyed by the CRM id): every problem of the file comes back with its row and nothing is written; a valid file creates or updates its deals.',
    input: importInput,
    output: z.discriminatedUnion('status', [
      z.object({ status: z.literal('Success'), created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() }),
      ImportErrors,
    ]),
    runtime: fileWork,
    invalidates: ['hubspotDeal.list'],
  }),
  'hubspotDeal.sync': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Pulls every deal from the connected CRM into our table (created or updated by its CRM id, never deleted); without a CRM it answers BAD_REQUEST, deals then come from the import.',
    input: nothing,
    output: z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), skipped: z.number().int() }),
    invalidates: ['hubspotDeal.list'],
  }),
  'timeEntry.import': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      'Imports time entries from an uploaded .xlsx or .csv (tracker id, user, date, hours, description): every problem comes back with its row and nothing is written; a valid file replaces the entries of each tracker id it names.',
    input: importInput,
    output: z.discriminatedUnion('status', [
      z.object({
        status: z.literal('Success'),
        trackerIds: z.number().int(),
        entries: z.number().int(),
        created: z.number().int(),
        removed: z.number().int(),
      }),
      ImportErrors,
    ]),
    runtime: fileWork,
    invalidates: ['projectClockifyReport.get'],
  }),
  'projectClockifyReport.get': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary:
      "A project's time as last refreshed: 'Missing clockify ID' without a tracker id, else its hours per person and day and their value at 359 €/h (time null when never refreshed with this id).",
    input: byProject,
    output: ProjectTimeReport,
  }),
  'projectClockifyReport.refresh': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary:
      "Reads the project's entries from the time tracker again (our table, or the tracker's reports API when connected), keeps hours per person and day and the total beside the project, and answers the report.",
    input: byProject,
    output: ProjectTimeReport,
    invalidates: ['projectClockifyReport.get'],
  }),
  'deliveryFeedback.get': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "A project's delivery feedback questions in order, with their answers and quick answers; none before it is started.",
    input: byProject,
    output: z.array(DeliveryFeedbackQuestion),
  }),
  'deliveryFeedback.start': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "Starts a project's delivery feedback with the standard questions; a feedback already started answers CONFLICT.",
    input: byProject,
    output: z.array(DeliveryFeedbackQuestion),
    invalidates: ['deliveryFeedback.get'],
  }),
  'deliveryFeedbackQuestion.update': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Changes the answer text or the quick answers of a delivery feedback question; a quick answer the question does not offer is refused.',
    input: DeliveryFeedbackQuestionUpdateInput,
    output: DeliveryFeedbackQuestion,
    invalidates: ['deliveryFeedback.get'],
  }),
} as const;
