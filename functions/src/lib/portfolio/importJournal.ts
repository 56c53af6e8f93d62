import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { now, type Actor, type Stored } from '../data/entity.ts';
import { importJournal, type ImportMark, type PlannedWrite } from '../import/journal.ts';
import {
  funds,
  importJournalKey,
  investees,
  investments,
  reportings,
  type FundRecord,
  type ImportMarker,
  type InvesteeRecord,
  type InvestmentRecord,
  type ReportingRecord,
} from '../data/portfolio.ts';

/*
 * A portfolio import too large for one transaction, made all or nothing with the shared import
 * journal (lib/import/journal.ts): the mark is the reporting's `importInProgress`, which every
 * change of the questionnaire, the client's and the staff's, reads first (`assertNoImport`), so
 * nobody edits a half-written questionnaire; the first read of the reporting after a stopped
 * import's mark is stale undoes it (`recoverStaleImport`, lib/portfolio/collection.ts).
 */

export { staleImportMs } from '../import/journal.ts';
export type { PlannedWrite } from '../import/journal.ts';

/** The items a portfolio import writes, by kind. */
type Items = {
  fund: FundRecord;
  investment: InvestmentRecord;
  investee: InvesteeRecord;
};

const journal = importJournal<Items, { reportingUuid: string; uuid: string }>({ fund: funds, investment: investments, investee: investees }, (item) => ({
  reportingUuid: item.reportingUuid,
  uuid: item.uuid,
}));

/** The writes of an import, each with its undoing: a creation, a change of an item read, a removal of one. */
export const plannedWrite = journal.plannedWrite;

const importInProgress = () => new AppError('CONFLICT', say('server.portfolio.importInProgress'));

/** Refuses a change of the questionnaire while an import is being written into it. */
export function assertNoImport(reporting: ReportingRecord): void {
  if (reporting.importInProgress !== null) throw importInProgress();
}

/**
 * The reporting's mark as read at `reporting`: set and cleared by replacing the reporting on its
 * version, so an import also moves the reporting on and two imports read from the same state
 * cannot both run.
 */
function reportingMark(reporting: Stored<ReportingRecord>, actor: Actor): ImportMark {
  return {
    current: reporting.importInProgress,
    journalKey: (importUuid) => importJournalKey(reporting.uuid, importUuid),
    alone: () => [reportings.ops.replace(reporting, {}, actor)],
    set: (marker) => reportings.ops.replace(reporting, { importInProgress: marker }, actor),
    clear: (marker) => reportings.ops.replace({ ...reporting, importInProgress: marker, version: reporting.version + 1 }, { importInProgress: null }, actor),
    release: (marker) => clearMark(reporting.uuid, marker, actor),
    takeOver: async (marker) => {
      await reportings.update({ uuid: reporting.uuid }, { importInProgress: { uuid: marker.uuid, startedAt: now() } }, actor, { expectedVersion: reporting.version });
    },
    busy: importInProgress,
  };
}

/**
 * Writes all of `writes` over the questionnaire read at `reporting`, or none: in one transaction
 * when they fit (moving the reporting on), else journaled and marked.
 */
export function writeAllOrNothing(
  reporting: Stored<ReportingRecord>,
  writes: readonly PlannedWrite[],
  actor: Actor,
  /** Tests only: stops after this many transactions as a killed process would, undoing nothing (`SimulatedCrash`). */
  options: { crashAfterTransactions?: number } = {},
): Promise<void> {
  return journal.writeAllOrNothing(reportingMark(reporting, actor), writes, options);
}

/**
 * Undoes an import whose process stopped midway (its mark is older than any procedure runs), then
 * answers the reporting as it is now; null when there was nothing to undo.
 */
export async function recoverStaleImport(reporting: Stored<ReportingRecord>, actor: Actor): Promise<Stored<ReportingRecord> | null> {
  if (!(await journal.recoverStaleImport(reportingMark(reporting, actor)))) return null;
  return reportings.require({ uuid: reporting.uuid }, { consistent: true });
}

/** Clears the import's mark, where it is still this import's. */
async function clearMark(reportingUuid: string, marker: ImportMarker, actor: Actor): Promise<void> {
  await reportings.update({ uuid: reportingUuid }, (current) => (current.importInProgress?.uuid === marker.uuid ? { importInProgress: null } : {}), actor);
}
