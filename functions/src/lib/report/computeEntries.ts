import { entriesFromAnswers, mergeComputedEntries } from '@cairn/shared/calc/report/fromAnswers';
import { entriesFromSuppliers } from '@cairn/shared/calc/report/fromSuppliers';
import { entriesFromSurveys } from '@cairn/shared/calc/report/fromSurveys';
import { AppError, messages } from '@cairn/shared/errors';
import type { ReportEntry } from '@cairn/shared/schemas/report';
import { entryInputOf, ReportEntryInput, type ReportDraftInput } from '@cairn/shared/schemas/reportApi';
import { randomUUID } from 'node:crypto';
import { loadCatalogue } from '../catalogue/view.ts';
import type { Actor } from '../data/entity.ts';
import { supplierImportInProgress } from '../data/supplier.ts';
import { assetFactorUuids } from '../supplier/expenses.ts';
import { suppliersOfAsset } from '../supplier/importJournal.ts';
import { readSnapshot, reports } from '../data/report.ts';
import { answeredQuestionnaires, footprintQuestionnaires } from '../questionnaire/answered.ts';
import { footprintEmployeeSurveys } from '../survey/answered.ts';
import { reportMessages, saveDraft } from './store.ts';

const inputOf = (entry: ReportEntry) => ReportEntryInput.parse(entryInputOf(entry));

/**
 * Computes a draft's entries from its footprint's questionnaires and employee surveys and its
 * asset's supplier expenses of the report's year (`entriesFromSuppliers`), and saves the draft once, through `saveDraft` (version-conditional, usages and snapshot chunks as for any
 * save): entries computed before are refreshed in place, hand-typed ones kept, failing templates
 * listed. When the footprint has employee surveys, the dashboard's survey section is their
 * results from the answers of the moment (a delivery then freezes it with the snapshot); a
 * footprint without any keeps the section it has. The staff's 'Compute entries' and the demo seed
 * both go through it. Not while an import is being written into the asset's suppliers: their
 * expenses would be half the file's.
 */
export async function computeDraftEntries(reportUuid: string, expectedVersion: number, actor: Actor) {
  const report = await reports.require({ uuid: reportUuid }, { consistent: true });
  if (report.status === 'DELIVERED') throw new AppError('CONFLICT', reportMessages.delivered);
  if (report.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const snapshot = await readSnapshot(report);
  const [catalogue, answered, surveys, { suppliers: assetSuppliers, mark }] = await Promise.all([
    loadCatalogue(),
    footprintQuestionnaires(report.carbonFootprintUuid).then(answeredQuestionnaires),
    footprintEmployeeSurveys(report.carbonFootprintUuid, snapshot.year, snapshot.language),
    suppliersOfAsset(report.assetUuid, actor),
  ]);
  if (mark !== null) throw supplierImportInProgress();
  const { entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, sectorBenchmarks: _sectorBenchmarks, ...stored } = snapshot;
  const options = { catalogue, year: snapshot.year, language: snapshot.language, newUuid: randomUUID };
  const fromQuestionnaires = entriesFromAnswers(answered, options);
  const fromSurveys = entriesFromSurveys(surveys.answered, options);
  const allowed = await assetFactorUuids(report.assetUuid, assetSuppliers, snapshot.year);
  const fromSuppliers = entriesFromSuppliers(assetSuppliers, { ...options, factorAllowed: (uuid) => allowed.has(uuid) });
  const computation = {
    entries: [...fromQuestionnaires.entries, ...fromSurveys.entries, ...fromSuppliers.entries],
    failures: [...fromQuestionnaires.failures, ...fromSurveys.failures],
  };
  const settings = surveys.answered.length > 0 ? { ...stored, employeeSurveys: surveys.results } : stored;
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
    actor,
    undefined,
    { computed: merged.computed, catalogue },
  );
  return { saved, merged, failures: computation.failures, supplierExpensesLeftOut: fromSuppliers.leftOut.length };
}
