import * as z from 'zod';
import { ExternalReport, ExternalReportInput } from '../schemas/index.ts';
import { mutation, query } from './define.ts';

/** What a change of an external report makes stale. */
const externalReportReads = ['externalReport.get.client', 'dashboard.get', 'asset.get'] as const;

/**
 * External carbon footprints (spec 2 "Client routes", `/external-report/{externalReportUuid}`):
 * footprints made by another provider that Cairn records and shows as reported. The record's
 * uuid is its module's. Only staff and the asset's own users read it.
 */
export const externalReportProcedures = {
  'externalReport.get.client': query({
    access: 'client',
    tenancy: { rule: 'ownAsset', owner: 'externalReport', field: 'uuid' },
    summary: "An external carbon footprint as its provider reported it, with the provider's document; staff and the asset's own users only.",
    input: z.object({ uuid: z.uuid() }),
    output: ExternalReport,
  }),
  'externalReport.save': mutation({
    access: 'analyst',
    tenancy: { rule: 'staffOnly' },
    summary: 'Creates or replaces the record of an external carbon-footprint module: totals by scope in kgCO2e, never negative, and the provider’s document.',
    input: ExternalReportInput,
    output: ExternalReport.extend({ version: z.number().int().positive() }),
    invalidates: externalReportReads,
  }),
} as const;
