import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsedSimpleFactor, unique } from '../../../../test/fixtures.ts';
import { completePendingUsageSyncs, saveWithUsages, usageSyncs, usagesOf, noUsedEntries, type UsedEntries } from './catalogueUsage.ts';
import { createEmissionFactor, deleteEmissionFactor, emissionFactorFields } from './emissionFactor.ts';
import { defineEntity } from './entity.ts';

/** A throwaway user of catalogue entries, standing for a report. */
const sheets = defineEntity({
  name: 'TestSheet',
  schema: z.object({ uuid: z.uuid(), title: z.string() }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `TESTSHEET#${uuid}`, sk: 'SHEET' }),
  identify: ({ uuid }) => ({ uuid }),
});

const uuids = (count: number) => Array.from({ length: count }, () => randomUUID());
const usesFactors = (emissionFactorUuids: string[], hypothesisUuids: string[] = []): UsedEntries => ({ emissionFactorUuids, hypothesisUuids });
const userOf = (uuid: string) => ({ kind: 'REPORT' as const, uuid, name: 'Footprint · 2024', parentUuid: randomUUID() });

/** Whether each factor lists the sheet among its users. */
async function listed(sheetUuid: string, factorUuids: string[]) {
  const answers = await Promise.all(factorUuids.map((uuid) => usagesOf('EF', uuid)));
  return answers.map((usages) => usages.some((usage) => usage.uuid === sheetUuid));
}

describe('usage items written with their user', () => {
  it('writes the user and its usage items in one transaction: a refused save writes no usage', async () => {
    const sheet = { uuid: randomUUID(), title: 'Draft' };
    const factors = uuids(3);
    const hypothesis = randomUUID();
    await saveWithUsages([sheets.ops.create(sheet, 'user-1')], userOf(sheet.uuid), noUsedEntries, usesFactors(factors, [hypothesis]), 'user-1');
    expect(await listed(sheet.uuid, factors)).toEqual([true, true, true]);
    expect((await usagesOf('HYP', hypothesis)).map((usage) => usage.uuid)).toEqual([sheet.uuid]);

    const stale = await sheets.require({ uuid: sheet.uuid }, { consistent: true });
    await sheets.update({ uuid: sheet.uuid }, { title: 'Edited meanwhile' }, 'user-2');
    const others = uuids(2);
    await expect(
      saveWithUsages([sheets.ops.replace(stale, { title: 'Stale' }, 'user-1')], userOf(sheet.uuid), usesFactors(factors), usesFactors(others), 'user-1'),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await listed(sheet.uuid, others)).toEqual([false, false]);
    expect(await listed(sheet.uuid, factors)).toEqual([true, true, true]);
  });

  it('writes more usages than a transaction takes in batches after it, and leaves no sync behind', async () => {
    const sheet = { uuid: randomUUID(), title: 'Large' };
    const factors = uuids(150);
    await saveWithUsages([sheets.ops.create(sheet, 'user-1')], userOf(sheet.uuid), noUsedEntries, usesFactors(factors), 'user-1');
    expect((await listed(sheet.uuid, factors)).every(Boolean)).toBe(true);
    expect(await usageSyncs.get({ kind: 'REPORT', uuid: sheet.uuid }, { consistent: true })).toBeNull();
  });

  it('keeps an interrupted sync, and the next save of the same user finishes it, dropped entries included', async () => {
    const sheet = { uuid: randomUUID(), title: 'Interrupted' };
    const first = uuids(150);
    await saveWithUsages([sheets.ops.create(sheet, 'user-1')], userOf(sheet.uuid), noUsedEntries, usesFactors(first), 'user-1', {
      interruptAfterTransaction: true,
    });
    expect(await sheets.get({ uuid: sheet.uuid }, { consistent: true })).not.toBeNull();
    expect(await usageSyncs.get({ kind: 'REPORT', uuid: sheet.uuid }, { consistent: true })).toMatchObject({ after: { emissionFactorUuids: first } });
    expect((await listed(sheet.uuid, first)).some(Boolean)).toBe(false);

    // The report's record says it uses `first`; the save moves it to a few of them and two new ones.
    const kept = first.slice(0, 3);
    const added = uuids(2);
    const current = await sheets.require({ uuid: sheet.uuid }, { consistent: true });
    await saveWithUsages([sheets.ops.replace(current, { title: 'Smaller' }, 'user-1')], userOf(sheet.uuid), usesFactors(first), usesFactors([...kept, ...added]), 'user-1');
    expect(await listed(sheet.uuid, [...kept, ...added])).toEqual([true, true, true, true, true]);
    expect((await listed(sheet.uuid, first.slice(3))).some(Boolean)).toBe(false);
    expect(await usageSyncs.get({ kind: 'REPORT', uuid: sheet.uuid }, { consistent: true })).toBeNull();
  });

  it('finishes unfinished syncs before a deletion counts usages, so a used factor is not deleted', async () => {
    const factor = await createEmissionFactor({ uuid: randomUUID(), ...emissionFactorFields(parsedSimpleFactor(unique('Usage sync'), randomUUID())), versionedAt: null }, 'user-1');
    const sheet = { uuid: randomUUID(), title: 'Uses the factor' };
    await saveWithUsages([sheets.ops.create(sheet, 'user-1')], userOf(sheet.uuid), noUsedEntries, usesFactors([factor.uuid, ...uuids(120)]), 'user-1', {
      interruptAfterTransaction: true,
    });
    expect(await usagesOf('EF', factor.uuid)).toEqual([]);
    await expect(deleteEmissionFactor(factor.uuid)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await usagesOf('EF', factor.uuid)).map((usage) => usage.uuid)).toEqual([sheet.uuid]);
    await completePendingUsageSyncs();
    expect(await usageSyncs.get({ kind: 'REPORT', uuid: sheet.uuid }, { consistent: true })).toBeNull();
  });
});
