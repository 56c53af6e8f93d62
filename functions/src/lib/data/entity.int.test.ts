import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';
import { defineEntity, transact } from './entity.ts';

/** A throwaway entity, to test the layer on its own terms. */
const notes = defineEntity({
  name: 'TestNote',
  schema: z.object({ uuid: z.uuid(), owner: z.string(), text: z.string().min(1), open: z.boolean(), expiresAt: z.number().nullable() }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `TESTNOTE#${uuid}`, sk: 'NOTE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    openByOwner: { index: 'gsi1', pk: (note) => (note.open ? `TESTOWNER#${note.owner}` : null), sk: (note) => note.uuid },
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

  it('keeps a sparse index in step with the item, and writes the TTL attribute', async () => {
    const owner = `owner-${randomUUID()}`;
    const open = await notes.create(newNote(owner, { expiresAt: 1_900_000_000 }), 'user-1');
    await notes.create(newNote(owner, { open: false }), 'user-1');
    expect((await notes.query('openByOwner', `TESTOWNER#${owner}`)).map((n) => n.uuid)).toEqual([open.uuid]);
    expect((await raw(open.uuid))?.ttl).toBe(1_900_000_000);
    await notes.update({ uuid: open.uuid }, { open: false }, 'user-1');
    expect(await notes.query('openByOwner', `TESTOWNER#${owner}`)).toEqual([]);
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
    expect(await notes.query('openByOwner', `TESTOWNER#${owner}`)).toHaveLength(25);
    expect(await notes.query('openByOwner', `TESTOWNER#${owner}`, { limit: 10 })).toHaveLength(10);
  });
});
