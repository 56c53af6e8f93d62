import { isStaff } from '@cairn/shared/access';
import { buildSnapshot, computeEntries, redactPrivateValues } from '@cairn/shared/calc/report';
import { AppError, messages } from '@cairn/shared/errors';
import { englishOf } from '@cairn/shared/errorMessages';
import { ReportDraftInput, type ReportEntry, type ReportSnapshot } from '@cairn/shared/schemas';
import type { SessionUser } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CatalogueView } from '@cairn/shared/calc/catalogue';
import { noUsedEntries, saveWithUsages } from '../data/catalogueUsage.ts';
import { transact, transactionLimit, type Actor, type Stored } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { readSnapshot, reports, reportWrites, snapshotChunkItems, snapshotChunkRemovals, type ReportRecord } from '../data/report.ts';
import { currentSectorBenchmarks } from '../data/sectorBenchmark.ts';
import { describeError, log } from '../http/log.ts';
import { loadCatalogue } from '../catalogue/view.ts';
import { storePublicAnswer } from './publicAnswer.ts';

export const reportMessages = {
  delivered: englishOf('server.report.delivered'),
  notCarbonFootprint: englishOf('server.report.notCarbonFootprint'),
  notDelivered: englishOf('server.report.notDelivered'),
} as const;

/** Writes parts in transactions of at most 100 items: for derived items, each write idempotent. */
async function transactInBatches(parts: Parameters<typeof transact>[0]): Promise<void> {
  for (let start = 0; start < parts.length; start += transactionLimit) await transact(parts.slice(start, start + transactionLimit));
}

/** A carbon-footprint module that must exist. */
export async function requireFootprint(uuid: string): Promise<Stored<ModuleRecord>> {
  const module = await modules.get({ uuid }, { consistent: true });
  if (!module || module.type !== 'CARBON_FOOTPRINT') throw new AppError('NOT_FOUND', messages.notFound('Carbon footprint'));
  return module;
}

/**
 * Creates or replaces a draft: every entry is evaluated against the catalogue values of the
 * report's year, and the sector comparison takes the sector averages in force; the snapshot's new chunk items, the report and the usage items of its factors
 * and hypotheses are written in one transaction (when the usages do not fit, with a resumable
 * sync: `saveWithUsages`), then the old chunks go.
 */
/**
 * `newUuid` names a new report (demo data has fixed uuids); the API always lets it be drawn.
 * `computed` holds the entries just computed from questionnaires (`report.computeEntries`, which
 * hands in the catalogue it read too); without it, an entry sent with a source takes its values
 * from the stored draft's entry of that uuid.
 */
export async function saveDraft(
  raw: z.input<typeof ReportDraftInput>,
  actor: Actor,
  newUuid?: string,
  { computed, catalogue: read }: { computed?: ReadonlyMap<string, ReportEntry>; catalogue?: CatalogueView } = {},
): Promise<Stored<ReportRecord>> {
  const input = ReportDraftInput.parse(raw);
  const footprint = await requireFootprint(input.carbonFootprintUuid);
  const current = input.uuid ? await reports.get({ uuid: input.uuid }, { consistent: true }) : null;
  if (input.uuid && !current) throw new AppError('NOT_FOUND', messages.notFound('Report'));
  if (current?.status === 'DELIVERED') throw new AppError('CONFLICT', reportMessages.delivered);
  if (current && input.expectedVersion !== undefined && input.expectedVersion !== current.version) {
    throw new AppError('CONFLICT', messages.staleWrite);
  }
  if (current && current.carbonFootprintUuid !== footprint.uuid) throw new AppError('BAD_REQUEST', reportMessages.notCarbonFootprint);

  const [catalogue, sectorAverages, storedComputed] = await Promise.all([
    read ?? loadCatalogue(),
    currentSectorBenchmarks(),
    computed ?? (current && input.entries.some((entry) => entry.source) ? computedEntriesOf(current) : undefined),
  ]);
  const evaluated = computeEntries(input.entries, catalogue, input.settings.year, randomUUID, storedComputed);
  const snapshot = buildSnapshot(input.settings, evaluated.entries, sectorAverages);
  const uuid = current?.uuid ?? newUuid ?? randomUUID();
  const snapshotVersion = (current?.snapshotVersion ?? 0) + 1;
  const chunks = snapshotChunkItems(uuid, snapshotVersion, snapshot, actor);
  const record: ReportRecord = {
    uuid,
    carbonFootprintUuid: footprint.uuid,
    assetUuid: footprint.assetUuid,
    name: snapshot.name,
    year: snapshot.year,
    status: 'DRAFT',
    deliveredAt: null,
    total: snapshot.total,
    isPublic: false,
    snapshotVersion,
    snapshotChunks: chunks.length,
    comparisonCategoryComments: input.comparisonCategoryComments,
    comparisonEntries: input.comparisonEntries,
    comparisonSummary: input.comparisonSummary,
    emissionFactorUuids: evaluated.emissionFactorUuids,
    hypothesisUuids: evaluated.hypothesisUuids,
  };
  const writes = current ? reportWrites.replace(current, record, actor) : reportWrites.create(record, actor);
  if (chunks.length + writes.length > transactionLimit) throw new AppError('BAD_REQUEST', 'This report is too large to store');
  const before = current
    ? { emissionFactorUuids: current.emissionFactorUuids, hypothesisUuids: current.hypothesisUuids }
    : noUsedEntries;
  await saveWithUsages(
    [...chunks, ...writes],
    { kind: 'REPORT', uuid, name: `${footprint.moduleName} · ${snapshot.name}`, parentUuid: footprint.uuid },
    before,
    evaluated,
    actor,
  );

  // The old version's chunks, removed idempotently: a failure here leaves chunks nobody reads,
  // never a report without its snapshot.
  if (current) await transactInBatches(snapshotChunkRemovals(uuid, current.snapshotVersion, current.snapshotChunks));
  return reports.require({ uuid }, { consistent: true });
}

/** A stored draft's entries computed from questionnaires, by uuid: what a save keeps of them. */
async function computedEntriesOf(report: Pick<ReportRecord, 'uuid' | 'snapshotVersion' | 'snapshotChunks'>): Promise<Map<string, ReportEntry>> {
  const snapshot = await readSnapshot(report);
  return new Map(snapshot.entries.filter((entry) => entry.source).map((entry) => [entry.uuid, entry]));
}

/**
 * Freezes a draft: from now on its snapshot never changes and clients see it. Its public answer
 * is made now, so the first visit of a shared link reads stored bytes.
 */
export async function deliverReport(uuid: string, actor: Actor): Promise<Stored<ReportRecord>> {
  const report = await reports.get({ uuid }, { consistent: true });
  if (!report) throw new AppError('NOT_FOUND', messages.notFound('Report'));
  if (report.status === 'DELIVERED') throw new AppError('CONFLICT', reportMessages.delivered);
  const footprint = await requireFootprint(report.carbonFootprintUuid);
  await transact([
    ...reportWrites.replace(report, { status: 'DELIVERED', deliveredAt: new Date().toISOString() }, actor),
    ...(footprint.status === 'DELIVERED' ? [] : [modules.ops.replace(footprint, { status: 'DELIVERED' }, actor)]),
  ]);
  const delivered = await reports.require({ uuid }, { consistent: true });
  // The delivery stands without it: a public read that finds no stored answer builds and keeps it.
  await storePublicAnswer(delivered).catch((error: unknown) =>
    log('warn', 'Public answer not stored at delivery', { reportUuid: uuid, ...describeError(error) }),
  );
  return delivered;
}

/**
 * A report's snapshot as this reader may see it: staff the stored one; a client without what
 * would give a private (licensed) value back (docs/private-values.md).
 */
export async function snapshotFor(user: SessionUser, report: Pick<ReportRecord, 'uuid' | 'snapshotVersion' | 'snapshotChunks'>): Promise<ReportSnapshot> {
  const snapshot = await readSnapshot(report);
  return isStaff(user) ? snapshot : redactPrivateValues(snapshot);
}
