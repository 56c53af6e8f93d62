import { ReportSnapshot, ReportStatus, type ReportSummary } from '@cairn/shared/schemas';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import { defineEntity, now, transact, type Actor, type Stored } from './entity.ts';

type TransactItem = Parameters<typeof transact>[0][number];

/**
 * A carbon-footprint report: its header here, its snapshot in chunk items of the same partition.
 * The consultant's comparison notes travel with the report they compare to its base year.
 */
export const ReportRecord = z.object({
  uuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  assetUuid: z.uuid(),
  name: z.string().min(1),
  year: z.number().int(),
  status: ReportStatus,
  deliveredAt: z.iso.datetime().nullable(),
  /** kgCO2e in the report's default electricity view, for lists. */
  total: z.number(),
  /** Whether the public link answers; sharing sets it, revoking clears it. */
  isPublic: z.boolean(),
  /** Bumped on every save; the snapshot chunks of a version are written before it points to them. */
  snapshotVersion: z.number().int().positive(),
  snapshotChunks: z.number().int().positive(),
  comparisonCategoryComments: z.array(z.object({ category: z.string(), comment: z.string() })).default([]),
  comparisonEntries: z
    .array(z.object({ order: z.number().int(), value: z.number(), label: z.string(), hint: z.string().nullable() }))
    .default([]),
  comparisonSummary: z.string().nullable().default(null),
  /** The uuids of the catalogue entries the snapshot used, to move their usage items on the next save. */
  emissionFactorUuids: z.array(z.uuid()).default([]),
  hypothesisUuids: z.array(z.uuid()).default([]),
});
export type ReportRecord = z.infer<typeof ReportRecord>;

/** A report's own partition: its header and its snapshot chunks. */
const reportPartition = ({ reportUuid }: { reportUuid: string }) => `REPORT#${reportUuid}`;

export const reports = defineEntity({
  name: 'Report',
  schema: ReportRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: reportPartition({ reportUuid: uuid }), sk: 'REPORT' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** A footprint's reports, by year. */
    byFootprint: {
      index: 'gsi1',
      pk: ({ carbonFootprintUuid }: { carbonFootprintUuid: string }) => `FOOTPRINT#${carbonFootprintUuid}`,
      sk: (report) => `REPORT#${report.year}#${report.uuid}`,
      skPrefix: 'REPORT#',
    },
    /** An asset's reports across footprints, by year: the comparison looks for the base year here. */
    byAsset: {
      index: 'gsi2',
      pk: ({ assetUuid }: { assetUuid: string }) => `ASSETREPORTS#${assetUuid}`,
      sk: (report) => `${report.year}#${report.uuid}`,
    },
  },
});

/**
 * A report as the staff list of every report shows it, in the report's own partition. The report
 * item has both table indexes taken (by footprint, by asset), so this copy of its list fields
 * carries the report into the one partition that lists them all, newest change first. It is
 * written in the same transaction as the report (`reportWrites`, `updateReport`), never alone.
 */
export const ReportListingRecord = z.object({
  reportUuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  assetUuid: z.uuid(),
  name: z.string().min(1),
  year: z.number().int(),
  status: ReportStatus,
  deliveredAt: z.iso.datetime().nullable(),
  isPublic: z.boolean(),
  /** kgCO2e, as the report's. */
  total: z.number(),
  /** When the report was last written. */
  reportUpdatedAt: z.iso.datetime(),
});
export type ReportListingRecord = z.infer<typeof ReportListingRecord>;

export const reportListings = defineEntity({
  name: 'ReportListing',
  schema: ReportListingRecord,
  key: ({ reportUuid }: { reportUuid: string }) => ({ pk: reportPartition({ reportUuid }), sk: 'LISTING' }),
  identify: ({ reportUuid }) => ({ reportUuid }),
  indexes: {
    /** Every report of every asset, by the time it last changed. */
    all: { index: 'gsi1', pk: () => 'REPORTS', sk: (listing) => `${listing.reportUpdatedAt}#${listing.reportUuid}` },
  },
});

/** The listing of a report as it is about to be written. */
function listingOf(report: ReportRecord): ReportListingRecord {
  return {
    reportUuid: report.uuid,
    carbonFootprintUuid: report.carbonFootprintUuid,
    assetUuid: report.assetUuid,
    name: report.name,
    year: report.year,
    status: report.status,
    deliveredAt: report.deliveredAt,
    isPublic: report.isPublic,
    total: report.total,
    reportUpdatedAt: now(),
  };
}

/**
 * The transaction parts that write a report, each with its listing: the only way a report is
 * written (`reportListing.test.ts` finds any other), so the staff list never misses a change.
 */
export const reportWrites = {
  create: (record: ReportRecord, actor: Actor): TransactItem[] => [reports.ops.create(record, actor), reportListings.ops.put(listingOf(record), actor)],
  replace: (current: Stored<ReportRecord>, patch: Partial<ReportRecord>, actor: Actor): TransactItem[] => [
    reports.ops.replace(current, patch, actor),
    reportListings.ops.put(listingOf(ReportRecord.parse({ ...current, ...patch })), actor),
  ],
};

/** Changes a stored report and its listing together, if nobody wrote the report in between (CONFLICT otherwise). */
export async function updateReport(uuid: string, patch: Partial<ReportRecord>, actor: Actor): Promise<Stored<ReportRecord>> {
  const current = await reports.require({ uuid }, { consistent: true });
  await transact(reportWrites.replace(current, patch, actor));
  return reports.require({ uuid }, { consistent: true });
}

/**
 * Writes the listing of a report stored before listings existed (the local stack's older data):
 * idempotent, and a no-op for a report that has one.
 */
export async function ensureReportListing(report: Stored<ReportRecord>, actor: Actor): Promise<void> {
  if (await reportListings.get({ reportUuid: report.uuid }, { consistent: true })) return;
  await transact([reportListings.ops.put({ ...listingOf(report), reportUpdatedAt: report.updatedAt }, actor)]);
}

/** The start of a snapshot version's chunk sort keys, after the `SNAPSHOT#` prefix. */
const snapshotVersionKey = (snapshotVersion: number) => `${String(snapshotVersion).padStart(6, '0')}#`;

/**
 * One piece of a snapshot's gzipped JSON, base64 in `data`. A 10,000-entry snapshot is
 * megabytes of JSON but a few hundred kilobytes compressed: chunks keep each item under the
 * 400 KB item limit and the whole snapshot one query away.
 */
export const reportSnapshotChunks = defineEntity({
  name: 'ReportSnapshotChunk',
  schema: z.object({ reportUuid: z.uuid(), snapshotVersion: z.number().int(), index: z.number().int(), data: z.string() }),
  key: ({ reportUuid, snapshotVersion, index }: { reportUuid: string; snapshotVersion: number; index: number }) => ({
    pk: reportPartition({ reportUuid }),
    sk: `SNAPSHOT#${snapshotVersionKey(snapshotVersion)}${String(index).padStart(4, '0')}`,
  }),
  identify: ({ reportUuid, snapshotVersion, index }) => ({ reportUuid, snapshotVersion, index }),
  indexes: {
    /** A report's snapshot chunks, by version then index. */
    byReport: { index: 'primary', pk: reportPartition, skPrefix: 'SNAPSHOT#' },
  },
});

/** Characters of base64 per chunk item: about 300 KB, under the item limit with the keys. */
const chunkCharacters = 300_000;

/** The chunk items of a snapshot, compressed. */
export function snapshotChunkItems(reportUuid: string, snapshotVersion: number, snapshot: ReportSnapshot, actor: Actor) {
  const data = gzipSync(JSON.stringify(snapshot)).toString('base64');
  const pieces: string[] = [];
  for (let start = 0; start < data.length; start += chunkCharacters) pieces.push(data.slice(start, start + chunkCharacters));
  return pieces.map((piece, index) => reportSnapshotChunks.ops.create({ reportUuid, snapshotVersion, index, data: piece }, actor));
}

/** The removals of a snapshot version's chunks. */
export function snapshotChunkRemovals(reportUuid: string, snapshotVersion: number, chunks: number): TransactItem[] {
  return Array.from({ length: chunks }, (_, index) => reportSnapshotChunks.ops.remove({ reportUuid, snapshotVersion, index }));
}

/**
 * A report's snapshot, read with one query. It was validated when written and never changes
 * under its version, so it is parsed as JSON without a second validation.
 */
export async function readSnapshot(report: Pick<ReportRecord, 'uuid' | 'snapshotVersion' | 'snapshotChunks'>): Promise<ReportSnapshot> {
  const chunks = await reportSnapshotChunks.query('byReport', { reportUuid: report.uuid }, { skBeginsWith: snapshotVersionKey(report.snapshotVersion) });
  if (chunks.length !== report.snapshotChunks) throw new Error(`Report ${report.uuid} has ${chunks.length} of ${report.snapshotChunks} snapshot chunks`);
  const data = chunks.map((chunk) => chunk.data).join('');
  return JSON.parse(gunzipSync(Buffer.from(data, 'base64')).toString('utf8')) as ReportSnapshot;
}

/** A stored report as lists answer it. */
export function toReportSummary(report: Stored<ReportRecord>): ReportSummary {
  return {
    uuid: report.uuid,
    carbonFootprintUuid: report.carbonFootprintUuid,
    name: report.name,
    year: report.year,
    total: report.total,
    status: report.status,
    deliveredAt: report.deliveredAt,
    isPublic: report.isPublic,
  };
}
