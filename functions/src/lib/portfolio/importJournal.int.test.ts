import { AppError } from '@cairn/shared/errors';
import { describe, expect, it } from 'vitest';
import { createAsset, createModule } from '../../../../test/fixtures.ts';
import { getObject } from '../aws/objects.ts';
import { transact, transactionLimit, type Stored } from '../data/entity.ts';
import { importJournalKey, investees, reportings, type InvesteeRecord } from '../data/portfolio.ts';
import { SimulatedCrash } from '../simulatedCrash.ts';
import { blankInvestee } from './collect.ts';
import { assertMayCollect, loadCollection } from './collection.ts';
import { plannedWrite, staleImportMs, writeAllOrNothing, type PlannedWrite } from './importJournal.ts';

/*
 * An import larger than one transaction against the emulators: all of it or none. A transaction
 * refused midway undoes the ones written; a process stopped midway (simulated right after a
 * transaction, as a killed process leaves it) is undone by the first reader once its mark is
 * stale, and until then nobody changes the questionnaire.
 */

const actor = 'test';
const staff = { isAdmin: true };

/** A reporting of `count` investees named `Company 0` to `Company {count - 1}`, read back as a questionnaire. */
async function questionnaireOf(count: number) {
  const asset = await createAsset({ isFinancialInstitution: true });
  const module = await createModule(asset.uuid, { type: 'PORTFOLIO_EMISSIONS', status: 'DATA_COLLECTION', year: 2024 });
  const { reporting } = await loadCollection(module, actor);
  const items = Array.from({ length: count }, (_, index) =>
    investees.ops.create(blankInvestee(reporting.uuid, { assetUuid: null, nonValidatedAsset: { name: `Company ${index}`, type: null, naceCodes: [] }, name: `Company ${index}` }), actor),
  );
  for (let start = 0; start < items.length; start += transactionLimit) await transact(items.slice(start, start + transactionLimit));
  const state = await loadCollection(module, actor);
  const byName = new Map(state.investees.map((investee) => [investee.name, investee]));
  const company = (index: number): Stored<InvesteeRecord> => byName.get(`Company ${index}`)!;
  return { module, state, company };
}

/**
 * The import of the tests: renames companies 0 to 149, removes 150 to 159 and adds five: 165
 * writes, so two transactions (the mark and 99 writes, then 66 writes and the mark cleared).
 */
function importOf(reportingUuid: string, company: (index: number) => Stored<InvesteeRecord>): PlannedWrite[] {
  return [
    ...Array.from({ length: 150 }, (_, index) => plannedWrite.replace('investee', company(index), { name: `Renamed ${index}` }, actor)),
    ...Array.from({ length: 10 }, (_, index) => plannedWrite.remove('investee', company(150 + index))),
    ...Array.from({ length: 5 }, (_, index) =>
      plannedWrite.create('investee', blankInvestee(reportingUuid, { assetUuid: null, nonValidatedAsset: { name: `New ${index}`, type: null, naceCodes: [] }, name: `New ${index}` }), actor),
    ),
  ];
}

/** The questionnaire's investees as name and version, sorted by name. */
const namesAndVersions = (items: readonly Stored<InvesteeRecord>[]) => items.map((item) => `${item.name}@${item.version}`).sort();

const untouched = Array.from({ length: 160 }, (_, index) => `Company ${index}@1`).sort();

describe('an import in several transactions', () => {
  it('writes everything and leaves no mark when nothing refuses it', async () => {
    const { module, state, company } = await questionnaireOf(160);
    await writeAllOrNothing(state.reporting, importOf(state.reporting.uuid, company), actor);
    const after = await loadCollection(module, actor);
    expect(after.investees).toHaveLength(155);
    expect(after.investees.filter((investee) => investee.name.startsWith('Renamed '))).toHaveLength(150);
    expect(after.investees.filter((investee) => investee.name.startsWith('New '))).toHaveLength(5);
    // The mark set, then cleared: two versions on.
    expect(after.reporting).toMatchObject({ importInProgress: null, version: state.reporting.version + 2 });
  });

  it('undoes the transactions written when a later one is refused, and keeps the write that refused it', async () => {
    const { module, state, company } = await questionnaireOf(160);
    // Someone edits company 120 after the import read it: its rename, in the second transaction, is refused.
    await investees.update({ reportingUuid: state.reporting.uuid, uuid: company(120).uuid }, { turnover: 1_000_000 }, 'someone else');

    const refused = await writeAllOrNothing(state.reporting, importOf(state.reporting.uuid, company), actor).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CONFLICT');

    const after = await loadCollection(module, actor);
    // Companies 0 to 98, renamed by the first transaction, are back as they were, version included.
    expect(namesAndVersions(after.investees)).toEqual(untouched.map((entry) => (entry === 'Company 120@1' ? 'Company 120@2' : entry)).sort());
    expect(after.investees.find((investee) => investee.name === 'Company 120')?.turnover).toBe(1_000_000);
    expect(after.reporting.importInProgress).toBeNull();
  });

  it('lets nobody change a questionnaire half-written by a stopped process, which the first reader after its mark is stale undoes', async () => {
    const { module, state, company } = await questionnaireOf(160);
    const stopped = await writeAllOrNothing(state.reporting, importOf(state.reporting.uuid, company), actor, { crashAfterTransactions: 1 }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(SimulatedCrash);

    // Fresh: the half-written questionnaire is read as it is, and no change is taken, staff's neither.
    const halfway = await loadCollection(module, actor);
    const marker = halfway.reporting.importInProgress!;
    expect(marker).not.toBeNull();
    expect(halfway.investees.filter((investee) => investee.name.startsWith('Renamed '))).toHaveLength(99);
    expect(() => assertMayCollect(staff, halfway.reporting)).toThrow('An import is being written into this questionnaire: try again in a moment.');
    const journal = importJournalKey(state.reporting.uuid, marker.uuid);
    expect(await getObject(journal)).not.toBeNull();

    // Stale, as when the process died longer ago than any procedure runs: undone on the next read.
    await reportings.update({ uuid: state.reporting.uuid }, { importInProgress: { ...marker, startedAt: new Date(Date.now() - staleImportMs - 1_000).toISOString() } }, actor);
    const recovered = await loadCollection(module, actor);
    expect(namesAndVersions(recovered.investees)).toEqual(untouched);
    expect(recovered.reporting.importInProgress).toBeNull();
    expect(() => assertMayCollect(staff, recovered.reporting)).not.toThrow();
    expect(await getObject(journal)).toBeNull();

    // Undoing again changes nothing: each item is put back only where the import's write still is.
    const again = await loadCollection(module, actor);
    expect(namesAndVersions(again.investees)).toEqual(untouched);
  });

  it('writes a small import in one transaction, with no mark', async () => {
    const { module, state, company } = await questionnaireOf(3);
    await writeAllOrNothing(state.reporting, [plannedWrite.replace('investee', company(0), { name: 'Renamed 0' }, actor), plannedWrite.remove('investee', company(1))], actor);
    const after = await loadCollection(module, actor);
    expect(namesAndVersions(after.investees)).toEqual(['Company 2@1', 'Renamed 0@2']);
    expect(after.reporting).toMatchObject({ importInProgress: null, version: state.reporting.version + 1 });
  });
});
