import * as z from 'zod';
import { FileLink } from '../files.ts';
import {
  ActivityDataSheet,
  CarbonFootprintClient,
  ComputeEntriesResult,
  CarbonFootprintStaff,
  PublicReportView,
  ReportComparisonView,
  ReportDraftInput,
  ReportSummary,
  ReportView,
} from '../schemas/index.ts';
import { ReportListQuery, StaffReportPage } from '../schemas/reportList.ts';
import { fileWork } from './common.ts';
import { mutation, query } from './define.ts';

const byUuid = z.object({ uuid: z.uuid() });
const byReport = z.object({ reportUuid: z.uuid() });
const byDeliverable = z.object({ deliverableUuid: z.uuid() });
const ok = z.object({ success: z.literal(true) });

/** What a change of a report makes stale. */
/** The path of a shared report's public page: what `report.share` answers, and where the web shows the live link. */
export const publicReportPath = (reportUuid: string) => `/carbon-footprint-report/${reportUuid}`;

const reportReads = [
  'report.list',
  'carbonFootprint.get.client',
  'carbonFootprint.get',
  'reportSnapshot.get',
  'carbonFootprintReport.get.public',
  'reportComparison.get.client',
  'dashboard.get',
] as const;

/**
 * Carbon-footprint reports (spec 2 "Report dashboard view", "Report comparison" and section 7
 * "Reports and downloads"). A report belongs to a carbon-footprint module; its delivered
 * snapshot never changes. Client procedures answer only the report's own asset and staff.
 */
export const reportProcedures = {
  'carbonFootprint.get.client': query({
    access: 'client',
    tenancy: { rule: 'ownAssetOrInvestor', owner: 'carbonFootprint', field: 'uuid' },
    summary: 'A carbon footprint with its reports (delivered ones for clients), status, surveys and questionnaires.',
    input: z.object({ uuid: z.uuid(), language: z.enum(['en', 'fr']).optional() }),
    output: CarbonFootprintClient,
  }),
  'carbonFootprint.get': query({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'carbonFootprint', field: 'uuid' },
    summary: 'A carbon footprint for its staff page: module, status, asset (sector, currency), assigned consultants and every report, drafts included.',
    input: byUuid,
    output: CarbonFootprintStaff,
  }),
  'reportSnapshot.get': query({
    access: 'client',
    tenancy: { rule: 'ownAssetOrInvestor', owner: 'report', field: 'reportUuid', hideDrafts: true },
    summary: "One report's snapshot with its footprint, the footprint's other reports and the comparison base.",
    input: byReport,
    output: ReportView,
  }),
  'report.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary:
      "Every report of every asset, 50 a page: searched in its name, its asset's name and its year, filtered by status, sorted by a column or latest change first.",
    input: ReportListQuery,
    output: StaffReportPage,
  }),
  'carbonFootprintReport.get.public': query({
    access: 'public',
    tenancy: { rule: 'publicLink', owner: 'report', field: 'reportUuid' },
    summary: 'A shared report, read-only, for anyone with its link; a revoked or unknown link answers NOT_FOUND.',
    input: byReport,
    output: PublicReportView,
  }),
  'reportComparison.get.client': query({
    access: 'client',
    tenancy: { rule: 'ownAssetOrInvestor', owner: 'report', field: 'reportUuid', hideDrafts: true },
    summary: 'A report next to the report of its comparison base year, with the consultant comments.',
    input: byReport,
    output: ReportComparisonView,
  }),
  'report.results.download': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'report', field: 'uuid', hideDrafts: true },
    summary: "The report's results as an .xlsx file (totals by scope and category, entries), generated and kept in storage.",
    input: byUuid,
    output: FileLink,
    runtime: fileWork,
  }),
  'report.emissionFactorsAndHypotheses.download': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'report', field: 'deliverableUuid', hideDrafts: true },
    summary: 'The emission factors and hypotheses a report used, with values, sources and versions, as an .xlsx file.',
    input: byDeliverable,
    output: FileLink,
    runtime: fileWork,
  }),
  'report.pdf.download': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'report', field: 'uuid', hideDrafts: true },
    summary: 'The report as an A4 PDF document, generated at delivery or on demand and kept in storage.',
    input: byUuid,
    output: FileLink,
    runtime: fileWork,
  }),
  'carbonFootprint.clientActivityData.download': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'report', field: 'deliverableUuid', hideDrafts: true },
    summary: "The activity data behind a report's entries, as an .xlsx file for the client.",
    input: byDeliverable,
    output: FileLink,
    runtime: fileWork,
  }),
  'carbonFootprint.adminActivityData.download': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly', owner: 'report', field: 'deliverableUuid' },
    summary: "Staff's audit file of a report: every entry with its formula, activity data, factors and hypotheses.",
    input: byDeliverable,
    output: FileLink,
    runtime: fileWork,
  }),
  'report.share': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'report', field: 'uuid', hideDrafts: true },
    summary: 'Creates the public link of a delivered report (staff or the report’s client).',
    input: byUuid,
    output: z.object({ publicPath: z.string() }),
    invalidates: reportReads,
  }),
  'report.unshare': mutation({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'report', field: 'uuid', hideDrafts: true },
    summary: 'Revokes the public link of a report: the link answers NOT_FOUND from then on.',
    input: byUuid,
    output: ok,
    invalidates: reportReads,
  }),
  'report.save': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary:
      "Creates or replaces a draft report from its entries: each entry's formula is evaluated with the catalogue values of the report's year.",
    input: ReportDraftInput,
    // A large report's entries: up to what one Lambda invocation takes.
    maxBodyBytes: 6 * 1024 * 1024,
    output: ReportSummary.extend({ version: z.number().int().positive() }),
    runtime: fileWork,
    invalidates: reportReads,
  }),
  'report.computeEntries': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'report', field: 'reportUuid' },
    summary:
      "Computes a draft's entries from its footprint's questionnaires and employee surveys: every formula template of every answered question, with the catalogue values of the report's year, a survey's extrapolated to its target population; with employee surveys, the dashboard's survey section becomes their results; and the asset's supplier expenses of the report's year, one entry each in GHG 3.1 (opex) or 3.2 (capex) from the supplier's reviewed figure or the expense's factor, with their data source. Entries computed before are refreshed in place, hand-typed ones kept; each template that fails is listed and the others saved. A delivered report answers CONFLICT, a stale expectedVersion too.",
    input: z.object({ reportUuid: z.uuid(), expectedVersion: z.number().int().positive() }),
    output: ComputeEntriesResult,
    runtime: fileWork,
    invalidates: reportReads,
  }),
  'carbonFootprint.activityData.generateSheet': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly', owner: 'carbonFootprint', field: 'uuid' },
    summary:
      "The activity data of a footprint's questionnaires as an .xlsx file: one line per question and formula template with the activity it reads, its unit and the question's aggregate. spreadsheetUrl is null: no online sheet service is configured.",
    input: z.object({ uuid: z.uuid(), language: z.enum(['en', 'fr']).optional() }),
    output: ActivityDataSheet,
    runtime: fileWork,
  }),
  'report.deliver': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Delivers a draft report: its snapshot is frozen, its PDF generated and its footprint marked delivered.',
    input: byUuid,
    output: ReportSummary,
    runtime: fileWork,
    invalidates: reportReads,
  }),
} as const;
