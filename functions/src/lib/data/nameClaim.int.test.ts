import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEntity, transact } from './entity.ts';
import { uniqueNames } from './nameClaim.ts';

/** A throwaway named entity and its claims, to test the helper on its own terms. */
const tags = defineEntity({
  name: 'TestTag',
  schema: z.object({ uuid: z.uuid(), name: z.string().min(1) }),
  key: ({ uuid }: { uuid: string }) => ({ pk: `TESTTAG#${uuid}`, sk: 'TAG' }),
  identify: ({ uuid }) => ({ uuid }),
});
const tagNameClaims = defineEntity({
  name: 'TestTagNameClaim',
  schema: z.object({ name: z.string().min(1), tagUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `TESTTAGNAME#${name.trim().toLowerCase()}`, sk: 'TAGNAME' }),
  identify: ({ name }) => ({ name }),
});
const tagNames = uniqueNames({
  claims: tagNameClaims,
  label: 'A tag',
  claimOf: (name, tagUuid) => ({ name, tagUuid }),
  ownerOf: (claim) => claim.tagUuid,
});

async function createTag(name: string) {
  const uuid = randomUUID();
  await tagNames.write([tagNames.claim(name, uuid, 'user-1'), tags.ops.create({ uuid, name }, 'user-1')], name, uuid);
  return uuid;
}

async function renameTag(uuid: string, name: string) {
  const current = await tags.require({ uuid }, { consistent: true });
  await tagNames.write([...tagNames.move(current.name, name, uuid, 'user-1'), tags.ops.replace(current, { name }, 'user-1')], name, uuid);
}

const takenAnswer = (name: string) => ({
  code: 'CONFLICT',
  issues: [{ path: ['name'], message: `A tag named "${name}" already exists` }],
});

describe('unique names by claim items', () => {
  it('lets exactly one of several simultaneous creations take a name, and the others write nothing', async () => {
    const name = `Scope 3 ${randomUUID()}`;
    const attempts = await Promise.allSettled(Array.from({ length: 4 }, () => createTag(name)));
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const attempt of attempts) if (attempt.status === 'rejected') expect(attempt.reason).toMatchObject(takenAnswer(name));
    expect(await tagNameClaims.get({ name: name.toUpperCase() }, { consistent: true })).toMatchObject({ tagUuid: (won[0] as PromiseFulfilledResult<string>).value });
  });

  it('treats names that differ only by case as one, and lets an entry change its own name’s case', async () => {
    const name = `Fleet ${randomUUID()}`;
    const uuid = await createTag(name);
    await expect(createTag(name.toLowerCase())).rejects.toMatchObject(takenAnswer(name.toLowerCase()));
    expect(tagNames.move(name, name.toUpperCase(), uuid, 'user-1')).toEqual([]);
    await renameTag(uuid, name.toUpperCase());
    expect((await tags.require({ uuid }, { consistent: true })).name).toBe(name.toUpperCase());
    expect(await tagNames.isTaken(name, uuid)).toBe(false);
    expect(await tagNames.isTaken(name, randomUUID())).toBe(true);
  });

  it('moves the claim on a rename, freeing the old name, and refuses a name another entry holds', async () => {
    const [first, second] = [`Heating ${randomUUID()}`, `Travel ${randomUUID()}`];
    const uuid = await createTag(first);
    const other = await createTag(second);
    await expect(renameTag(uuid, second)).rejects.toMatchObject(takenAnswer(second));
    expect((await tags.require({ uuid }, { consistent: true })).name).toBe(first);
    const moved = `Heating renamed ${randomUUID()}`;
    await renameTag(uuid, moved);
    expect(await tagNameClaims.get({ name: first }, { consistent: true })).toBeNull();
    expect(await tagNameClaims.get({ name: moved }, { consistent: true })).toMatchObject({ tagUuid: uuid });
    await createTag(first);
    await transact([tags.ops.remove({ uuid: other }), tagNames.release(second)]);
    await expect(createTag(second)).resolves.toEqual(expect.any(String));
  });

  it('answers a stale version as such, not as a taken name', async () => {
    const name = `Waste ${randomUUID()}`;
    const uuid = await createTag(name);
    const stale = await tags.require({ uuid }, { consistent: true });
    await renameTag(uuid, `${name} 2`);
    const next = `${name} 3`;
    await expect(
      tagNames.write([...tagNames.move(stale.name, next, uuid, 'user-1'), tags.ops.replace(stale, { name: next }, 'user-1')], next, uuid),
    ).rejects.toMatchObject({ code: 'CONFLICT', issues: [] });
  });
});
