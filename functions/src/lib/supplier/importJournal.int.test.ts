import { AppError } from '@cairn/shared/errors';
import { supplierHeaderRow } from '@cairn/shared/supplier/spreadsheet';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createStaffWorld } from '../../../../test/fixtures.ts';
import { useGateway } from '../../../../test/gateway.ts';
import { createSupplier, createSupplierGroup } from '../../../../test/suppliers.ts';
import { getObject } from '../aws/objects.ts';
import type { Stored } from '../data/entity.ts';
import { supplierImportMarks, suppliers, type SupplierRecord } from '../data/supplier.ts';
import { staleImportMs } from '../import/journal.ts';
import { SimulatedCrash } from '../simulatedCrash.ts';
import { supplierImportJournalKey } from './importJournal.ts';
import { checkSupplierImport, writeSupplierImport } from './spreadsheet.ts';

/*
 * A supplier import larger than one transaction against the emulators: all of it or none. The
 * file changes 150 stored suppliers (language and e-mails) and adds 100: 250 writes, so three
 * transactions (the mark and 99 writes, 100 writes, 51 writes and the mark removed). A
 * transaction refused midway undoes the ones written; a process stopped midway (simulated right
 * after a transaction) leaves the mark, which refuses every supplier write through the gateway
 * until the first read after it is stale undoes the import.
 */

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

const actor = 'test';
const pad = (n: number) => String(n).padStart(3, '0');

/** An asset with a 'Packaging' group and 150 suppliers `Stored 000`… in French with one address. */
async function assetOf150() {
  const assetUuid = (await createAsset()).uuid;
  const group = await createSupplierGroup(assetUuid, 'Packaging');
  for (let start = 0; start < 150; start += 25) {
    await Promise.all(Array.from({ length: 25 }, (_, n) => createSupplier(assetUuid, group.uuid, { name: `Stored ${pad(start + n)}`, emails: [`old${start + n}@example.com`] })));
  }
  return { assetUuid, groupUuid: group.uuid };
}

/** The file: every stored supplier in English at a new address, then 100 new suppliers. */
function file(): Uint8Array {
  const rows = [
    ...Array.from({ length: 150 }, (_, n) => [`Stored ${pad(n)}`, null, 'en', 'Packaging', `new${n}@example.com`]),
    ...Array.from({ length: 100 }, (_, n) => [`New ${pad(n)}`, null, 'en', 'Packaging', null]),
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([supplierHeaderRow('en'), ...rows]), 'Suppliers');
  return new Uint8Array(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}

/** The file checked against the asset as it is now, ready to write. */
async function checked(assetUuid: string) {
  const { validation, state } = await checkSupplierImport(file(), assetUuid, 2025, 'en', actor);
  if (!validation.ok) throw new Error(JSON.stringify(validation.errors));
  return { plan: validation.plan, state };
}

const storedOf = (assetUuid: string) => suppliers.query('ofAsset', { assetUuid }, { consistent: true });

/** Each supplier as name, language, addresses and version, sorted. */
const summary = (items: readonly Stored<SupplierRecord>[]) => items.map((item) => `${item.name}|${item.language}|${item.emails.join(',')}@${item.version}`).sort();

const untouched = Array.from({ length: 150 }, (_, n) => `Stored ${pad(n)}|fr|old${n}@example.com@1`);

describe('a supplier import in several transactions', () => {
  it('undoes the transactions written when a later one is refused, and keeps the edit that refused it', async () => {
    const { assetUuid } = await assetOf150();
    const { plan, state } = await checked(assetUuid);
    // Staff edit supplier 120's notes after the import read it: its write, in the second transaction, is refused.
    const edited = state.suppliers.find((supplier) => supplier.name === 'Stored 120')!;
    const noted = await api.call('supplier.editNotes', { uuid: edited.uuid, notes: 'Call in March', expectedVersion: 1 }, world.analyst);
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);

    const refused = await writeSupplierImport(assetUuid, plan, state, actor).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CONFLICT');

    // Suppliers 000 to 098, changed by the first transaction, are back as they were, version included; nothing new stays.
    const after = await storedOf(assetUuid);
    expect(summary(after)).toEqual(untouched.map((entry) => (entry.startsWith('Stored 120|') ? entry.replace('@1', '@2') : entry)).sort());
    expect(after.find((supplier) => supplier.uuid === edited.uuid)?.notes).toBe('Call in March');
    expect(await supplierImportMarks.get({ assetUuid }, { consistent: true })).toBeNull();
  });

  it('refuses every supplier write while a stopped import’s mark is fresh, and the first read after it is stale undoes the import', async () => {
    const { assetUuid, groupUuid } = await assetOf150();
    const { plan, state } = await checked(assetUuid);
    const stopped = await writeSupplierImport(assetUuid, plan, state, actor, { crashAfterTransactions: 1 }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(SimulatedCrash);

    // Fresh: the half-written suppliers are read as they are, and no write is taken, staff's neither.
    const mark = (await supplierImportMarks.get({ assetUuid }, { consistent: true }))!;
    expect(mark).not.toBeNull();
    const journal = supplierImportJournalKey(assetUuid, mark.marker.uuid);
    expect(await getObject(journal)).not.toBeNull();
    const halfway = await api.ok('supplierEngagement.get', { assetUuid, year: 2025 }, world.analyst);
    expect(halfway.suppliers.filter((supplier: { language: string }) => supplier.language === 'en')).toHaveLength(99);
    const stored = state.suppliers.find((supplier) => supplier.name === 'Stored 140')!;
    const refusals = await Promise.all([
      api.call('supplier.edit', { uuid: stored.uuid, expectedVersion: 1, name: 'Renamed', clientId: null, language: 'fr', groupUuid }, world.analyst),
      api.call('supplier.editNotes', { uuid: stored.uuid, notes: 'A note', expectedVersion: 1 }, world.analyst),
      api.call('supplier.add', { assetUuid, name: 'Added', clientId: null, language: 'fr', groupUuid, emails: [] }, world.analyst),
    ]);
    for (const refusal of refusals) {
      expect({ status: refusal.status, key: refusal.body.error?.key, message: refusal.body.error?.message }).toEqual({
        status: 409,
        key: 'server.supplier.importInProgress',
        message: 'An import is being written into this asset’s suppliers: try again in a moment.',
      });
    }
    // A second import is refused as well, writing nothing.
    await expect(writeSupplierImport(assetUuid, plan, (await checked(assetUuid)).state, actor)).rejects.toThrow('An import is being written into this asset’s suppliers');

    // Stale, as when the process died longer ago than any procedure runs: undone on the next read.
    await supplierImportMarks.update({ assetUuid }, { marker: { ...mark.marker, startedAt: new Date(Date.now() - staleImportMs - 1_000).toISOString() } }, actor);
    const recovered = await api.ok('supplierEngagement.get', { assetUuid, year: 2025 }, world.analyst);
    expect(recovered.suppliers).toHaveLength(150);
    expect(summary(await storedOf(assetUuid))).toEqual(untouched.sort());
    expect(await supplierImportMarks.get({ assetUuid }, { consistent: true })).toBeNull();
    expect(await getObject(journal)).toBeNull();

    // Writes are taken again, and the same file now imports whole.
    const noted = await api.call('supplier.editNotes', { uuid: stored.uuid, notes: 'A note', expectedVersion: 1 }, world.analyst);
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const again = await checked(assetUuid);
    expect(await writeSupplierImport(assetUuid, again.plan, again.state, actor)).toEqual({ created: 100, updated: 150, unchanged: 0 });
    const written = await storedOf(assetUuid);
    expect(written).toHaveLength(250);
    expect(written.filter((supplier) => supplier.language === 'en')).toHaveLength(250);
    expect(await supplierImportMarks.get({ assetUuid }, { consistent: true })).toBeNull();
  });

  it('undoes a stale import on the read of a single supplier too', async () => {
    const { assetUuid } = await assetOf150();
    const { plan, state } = await checked(assetUuid);
    await writeSupplierImport(assetUuid, plan, state, actor, { crashAfterTransactions: 2 }).catch((error: unknown) => error);
    const mark = (await supplierImportMarks.get({ assetUuid }, { consistent: true }))!;
    await supplierImportMarks.update({ assetUuid }, { marker: { ...mark.marker, startedAt: new Date(Date.now() - staleImportMs - 1_000).toISOString() } }, actor);
    const one = state.suppliers.find((supplier) => supplier.name === 'Stored 010')!;
    const read = await api.ok('supplier.get', { uuid: one.uuid }, world.analyst);
    expect(read).toMatchObject({ name: 'Stored 010', language: 'fr', emails: ['old10@example.com'], version: 1 });
    expect(summary(await storedOf(assetUuid))).toEqual(untouched.sort());
    expect(await supplierImportMarks.get({ assetUuid }, { consistent: true })).toBeNull();
  });
});
