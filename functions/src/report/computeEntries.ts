import { entriesFromAnswers, mergeComputedEntries } from '@cairn/shared/calc/report/fromAnswers';
import { AppError, messages } from '@cairn/shared/errors';
import type { ReportEntry } from '@cairn/shared/schemas/report';
import { entryInputOf, ReportEntryInput, type ReportDraftInput } from '@cairn/shared/schemas/reportApi';
import { randomUUID } from 'node:crypto';
import { toReportSummary, readSnapshot, reports } from '../lib/data/report.ts';
import { loadCatalogue } from '../lib/catalogue/view.ts';
import { defineProcedure } from '../lib/http/areas/reports.ts';
import { answeredQuestionnaires, footprintQuestionnaires } from '../lib/questionnaire/answered.ts';
import { reportMessages, saveDraft } from '../lib/report/store.ts';

const inputOf = (entry: ReportEntry) => ReportEntryInput.parse(entryInputOf(entry));

/**
 * Computes a draft's entries from its footprint's questionnaires and saves the draft once, through
 * `saveDraft` (version-conditional, usages and snapshot chunks as for any save): entries computed
 * before are refreshed in place, hand-typed ones kept, failing templates listed.
 */
export const handler = defineProcedure('report.computeEntries', async ({ expectedVersion }, { user, owner, notifyAsset }) => {
  const report = await reports.require({ uuid: owner.uuid }, { consistent: true });
  if (report.status === 'DELIVERED') throw new AppError('CONFLICT', reportMessages.delivered);
  if (report.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const [snapshot, catalogue, answered] = await Promise.all([
    readSnapshot(report),
    loadCatalogue(),
    footprintQuestionnaires(report.carbonFootprintUuid).then(answeredQuestionnaires),
  ]);
  const { entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, sectorBenchmarks: _sectorBenchmarks, ...settings } = snapshot;
  const computation = entriesFromAnswers(answered, { catalogue, year: snapshot.year, language: snapshot.language, newUuid: randomUUID });
  const previous = new Map(entries.filter((entry) => entry.source).map((entry) => [entry.uuid, entry]));
  const merged = mergeComputedEntries(entries.map(inputOf), computation.entries, inputOf, previous);
  const saved = await saveDraft(
    {
      uuid: report.uuid,
      expectedVersion,
      carbonFootprintUuid: report.carbonFootprintUuid,
      settings,
      entries: merged.inputs,
      // Stored as a save took them; the save parses them again.
      comparisonCategoryComments: report.comparisonCategoryComments as ReportDraftInput['comparisonCategoryComments'],
      comparisonEntries: report.comparisonEntries,
      comparisonSummary: report.comparisonSummary,
    },
    user.uuid,
    undefined,
    { computed: merged.computed, catalogue },
  );
  notifyAsset(saved.assetUuid);
  return {
    report: { ...toReportSummary(saved), version: saved.version },
    created: merged.created,
    refreshed: merged.refreshed,
    removed: merged.removed,
    failures: computation.failures.map(({ key, params, ...failure }) => ({ ...failure, ...(key ? { key } : {}), ...(params ? { params } : {}) })),
  };
});
