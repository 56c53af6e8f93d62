import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';
import { defineEntity, maxPageSize, transact } from './entity.ts';

/** A throwaway entity, to test the layer on its own terms. */
const notes = defineEntity({
  name: 'TestNote',
  schema: z.object({
    uuid: z.uuid(),
    owner: z.string(),
    text: z.string().min(1),
    open: z.boolean(),
    expiresAt: z.number().nullable(),
    views: z.number().int().default(0),
  }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `TESTNOTE#${uuid}`, sk: 'NOTE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    openByOwner: {
      index: 'gsi1',
      pk: ({ owner, open = true }: { owner: string; open?: boolean }) => (open ? `TESTOWNER#${owner}` : null),
      sk: (note) => note.uuid,
    },
  },
  ttl: (note) => note.expiresAt,
});

const newNote = (owner: string, overrides: Partial<{ text: string; open: boolean; expiresAt: number | null }> = {}) => ({
  uuid: randomUUID(),
  owner,
  text: 'Check the 2024 fuel invoices',
  open: true,
  expiresAt: null,
  ...overrides,
});

async function raw(uuid: string) {
  return (await dynamo().send(new GetCommand({ TableName: config.tableName(), Key: notes.key({ uuid }) }))).Item;
}

describe('the typed data layer', () => {
  it('stamps audit fields and a version on create, and refuses a second create of the same key', async () => {
    const note = newNote('ana');
    const created = await notes.create(note, 'user-1');
    expect(created).toMatchObject({ ...note, createdBy: 'user-1', updatedBy: 'user-1', version: 1 });
    expect(created.createdAt).toBe(created.updatedAt);
    await expect(notes.create(note, 'user-2')).rejects.toMatchObject({ code: 'CONFLICT', message: 'TestNote already exists' });
  });

  it('validates writes with the schema and stores nothing invalid', async () => {
    const note = newNote('ana', { text: '' });
    await expect(notes.create(note, 'user-1')).rejects.toThrow();
    expect(await raw(note.uuid)).toBeUndefined();
  });

  it('updates with a new version and keeps who created the item', async () => {
    const note = await notes.create(newNote('ben'), 'user-1');
    const updated = await notes.update({ uuid: note.uuid }, { text: 'Ask for the fleet list' }, 'user-2');
    expect(updated).toMatchObject({ text: 'Ask for the fleet list', version: 2, createdBy: 'user-1', updatedBy: 'user-2' });
    expect((await notes.get({ uuid: note.uuid }, { consistent: true }))?.version).toBe(2);
  });

  it('refuses a stale write instead of overwriting it', async () => {
    const note = await notes.create(newNote('cleo'), 'user-1');
    await notes.update({ uuid: note.uuid }, { text: 'First editor' }, 'user-1', { expectedVersion: 1 });
    await expect(notes.update({ uuid: note.uuid }, { text: 'Second editor' }, 'user-2', { expectedVersion: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await notes.get({ uuid: note.uuid }, { consistent: true }))?.text).toBe('First editor');
  });

  it('lets exactly one of two concurrent updates of the same version through', async () => {
    const note = await notes.create(newNote('dan'), 'user-1');
    const attempts = await Promise.allSettled(
      ['a', 'b', 'c'].map((text) => notes.update({ uuid: note.uuid }, { text }, 'user-1', { expectedVersion: 1 })),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    expect((await notes.get({ uuid: note.uuid }, { consistent: true }))?.version).toBe(2);
  });

  it('puts an item whatever is stored under its key, with fresh audit fields and its index keys', async () => {
    const owner = `owner-${randomUUID()}`;
    const first = await notes.put(newNote(owner, { expiresAt: 1_900_000_000 }), 'user-1');
    expect(first).toMatchObject({ version: 1, createdBy: 'user-1' });
    await notes.update({ uuid: first.uuid }, { text: 'Edited meanwhile' }, 'user-2');
    const again = await notes.put({ ...newNote(owner, { expiresAt: 1_900_000_090 }), uuid: first.uuid, text: 'Said again' }, 'user-3');
    expect(await notes.get({ uuid: first.uuid }, { consistent: true })).toMatchObject({ text: 'Said again', version: 1, createdBy: 'user-3' });
    expect(again.version).toBe(1);
    expect((await raw(first.uuid))?.ttl).toBe(1_900_000_090);
    expect((await notes.query('openByOwner', { owner })).map((n) => n.uuid)).toEqual([first.uuid]);
    await expect(notes.put({ ...newNote(owner), text: '' }, 'user-1')).rejects.toThrow();
  });

  it('keeps a sparse index in step with the item, and writes the TTL attribute', async () => {
    const owner = `owner-${randomUUID()}`;
    const open = await notes.create(newNote(owner, { expiresAt: 1_900_000_000 }), 'user-1');
    await notes.create(newNote(owner, { open: false }), 'user-1');
    expect((await notes.query('openByOwner', { owner })).map((n) => n.uuid)).toEqual([open.uuid]);
    expect((await raw(open.uuid))?.ttl).toBe(1_900_000_000);
    await notes.update({ uuid: open.uuid }, { open: false }, 'user-1');
    expect(await notes.query('openByOwner', { owner })).toEqual([]);
  });

  it('answers NOT_FOUND by name for a required item, and deletes explicitly', async () => {
    const note = await notes.create(newNote('eve'), 'user-1');
    await notes.remove({ uuid: note.uuid });
    await expect(notes.require({ uuid: note.uuid })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'TestNote not found' });
  });

  it('writes all parts of a transaction or none', async () => {
    const existing = await notes.create(newNote('fay'), 'user-1');
    const fresh = newNote('fay');
    await expect(
      transact([notes.ops.create(fresh, 'user-1'), notes.ops.create(existing, 'user-1')], 'Both or nothing'),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Both or nothing' });
    expect(await raw(fresh.uuid)).toBeUndefined();
  });

  it('reads a whole partition, or the first items when a limit is given', async () => {
    const owner = `many-${randomUUID()}`;
    await Promise.all(Array.from({ length: 25 }, () => notes.create(newNote(owner), 'user-1')));
    expect(await notes.query('openByOwner', { owner })).toHaveLength(25);
    expect(await notes.query('openByOwner', { owner }, { limit: 10 })).toHaveLength(10);
  });

  it('reads more than 100 items by identity, in the order asked, with null for an absent one', async () => {
    const created = await Promise.all(Array.from({ length: 130 }, () => notes.create(newNote('gus'), 'user-1')));
    const absent = randomUUID();
    const ids = [...created.map(({ uuid }) => ({ uuid })).reverse(), { uuid: absent }, { uuid: created[0]!.uuid }];
    const found = await notes.batchGet(ids, { consistent: true });
    expect(found).toHaveLength(132);
    expect(found.slice(0, 130).map((note) => note?.uuid)).toEqual(created.map(({ uuid }) => uuid).reverse());
    expect(found[130]).toBeNull();
    expect(found[131]).toMatchObject({ uuid: created[0]!.uuid, version: 1, createdBy: 'user-1' });
  });

  it('pages through a partition with an opaque cursor, each item once, in the index order', async () => {
    const owner = `paged-${randomUUID()}`;
    const created = await Promise.all(Array.from({ length: 25 }, () => notes.create(newNote(owner), 'user-1')));
    const sizes: number[] = [];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof notes.queryPage>> = await notes.queryPage('openByOwner', { owner }, { pageSize: 10, cursor });
      sizes.push(page.items.length);
      seen.push(...page.items.map((note) => note.uuid));
      cursor = page.cursor;
      expect(cursor ?? '').not.toContain(owner);
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(seen).toEqual(created.map(({ uuid }) => uuid).sort());
  });

  it('bounds the page size, and refuses a cursor that is not of the partition read', async () => {
    const owner = `bounded-${randomUUID()}`;
    await Promise.all(Array.from({ length: maxPageSize + 5 }, () => notes.create(newNote(owner), 'user-1')));
    const first = await notes.queryPage('openByOwner', { owner }, { pageSize: 10_000 });
    expect(first.items).toHaveLength(maxPageSize);
    expect((await notes.queryPage('openByOwner', { owner }, { cursor: first.cursor })).items).toHaveLength(5);
    const other = `other-${randomUUID()}`;
    await notes.create(newNote(other), 'user-1');
    await expect(notes.queryPage('openByOwner', { owner: other }, { cursor: first.cursor })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(notes.queryPage('openByOwner', { owner }, { cursor: 'not-a-cursor' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('removes on a condition: CONFLICT for a changed item, NOT_FOUND for an absent one', async () => {
    const note = await notes.create(newNote('hal'), 'user-1');
    await notes.update({ uuid: note.uuid }, { text: 'Edited meanwhile' }, 'user-2');
    await expect(notes.remove({ uuid: note.uuid }, { expectedVersion: 1 })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await raw(note.uuid))?.text).toBe('Edited meanwhile');
    await notes.remove({ uuid: note.uuid }, { expectedVersion: 2 });
    expect(await raw(note.uuid)).toBeUndefined();
    await expect(notes.remove({ uuid: note.uuid }, { mustExist: true })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'TestNote not found' });
    await expect(notes.remove({ uuid: note.uuid }, { expectedVersion: 2 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(notes.remove({ uuid: note.uuid })).resolves.toBeUndefined();
  });

  it('refuses a whole transaction whose conditional removal finds the item changed', async () => {
    const note = await notes.create(newNote('ida'), 'user-1');
    const fresh = newNote('ida');
    await notes.update({ uuid: note.uuid }, { text: 'Edited meanwhile' }, 'user-2');
    await expect(transact([notes.ops.remove({ uuid: note.uuid }, { expectedVersion: 1 }), notes.ops.create(fresh, 'user-1')])).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await raw(note.uuid)).toBeDefined();
    expect(await raw(fresh.uuid)).toBeUndefined();
  });

  it('counts atomically: parallel additions all land, and the version moves on', async () => {
    const note = await notes.create(newNote('jo'), 'user-1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => notes.add({ uuid: note.uuid }, 'views', 1, 'user-2')));
    expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(await notes.get({ uuid: note.uuid }, { consistent: true })).toMatchObject({ views: 20, version: 21, updatedBy: 'user-2' });
    await expect(notes.update({ uuid: note.uuid }, { text: 'Stale' }, 'user-1', { expectedVersion: 1 })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(notes.add({ uuid: randomUUID() }, 'views', 1, 'user-2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a transaction over the 100-item limit before sending it', async () => {
    const many = Array.from({ length: 101 }, () => notes.ops.create(newNote('kim'), 'user-1'));
    await expect(transact(many)).rejects.toThrow('at most 100 items');
  });
});
