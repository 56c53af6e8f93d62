import { selectListMessages } from '@cairn/shared/questionnaires/selectLists';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';

const api = useGateway();
let world: Awaited<ReturnType<typeof createStaffWorld>>;

beforeAll(async () => {
  world = await createStaffWorld(api);
});

const fuels = () => ({
  name: unique('Fuels'),
  options: [
    { labelEn: 'Petrol', labelFr: 'Essence' },
    { labelEn: 'Diesel', labelFr: 'Gazole' },
    { labelEn: 'LPG', labelFr: null },
  ],
});

/** The lists whose names carry `tag`, in the order the list answers them. */
async function listedWith(tag: string): Promise<WireJson[]> {
  const lists: WireJson[] = await api.ok('selectList.list', {}, world.analyst);
  return lists.filter((list) => list.name.includes(tag));
}

describe('select lists', () => {
  it('creates a list, each option with a uuid of its own, and lists it', async () => {
    const input = fuels();
    const created = await api.ok('selectList.create', input, world.analyst);
    expect(created).toMatchObject({ name: input.name, version: 1 });
    expect(created.options.map(({ labelEn, labelFr }: WireJson) => ({ labelEn, labelFr }))).toEqual(input.options);
    expect(new Set(created.options.map((option: WireJson) => option.uuid)).size).toBe(3);
    expect(await listedWith(input.name)).toEqual([created]);
  });

  it('lists by name, case and accents aside', async () => {
    const tag = randomUUID().slice(0, 8);
    const names = [`b ${tag}`, `É ${tag}`, `a ${tag}`, `C ${tag}`];
    for (const name of names) await api.ok('selectList.create', { ...fuels(), name }, world.analyst);
    expect((await listedWith(tag)).map((list) => list.name)).toEqual([`a ${tag}`, `b ${tag}`, `C ${tag}`, `É ${tag}`]);
  });

  it('updates a list: kept options keep their uuid, a renamed one too, a new one gets its own, a removed one goes', async () => {
    const created = await api.ok('selectList.create', fuels(), world.analyst);
    const [petrol, diesel] = created.options;
    const renamed = unique('Road fuels');
    const updated = await api.ok(
      'selectList.update',
      {
        uuid: created.uuid,
        expectedVersion: 1,
        name: renamed,
        options: [
          { uuid: diesel.uuid, labelEn: 'Diesel (B7)', labelFr: 'Gazole (B7)' },
          { uuid: petrol.uuid, labelEn: 'Petrol', labelFr: 'Essence' },
          { labelEn: 'E85', labelFr: 'Superéthanol' },
        ],
      },
      world.analyst,
    );
    expect(updated).toMatchObject({ uuid: created.uuid, name: renamed, version: 2 });
    expect(updated.options.slice(0, 2)).toEqual([
      { uuid: diesel.uuid, labelEn: 'Diesel (B7)', labelFr: 'Gazole (B7)' },
      { uuid: petrol.uuid, labelEn: 'Petrol', labelFr: 'Essence' },
    ]);
    expect(created.options.map((option: WireJson) => option.uuid)).not.toContain(updated.options[2].uuid);
    expect(await listedWith(renamed)).toEqual([updated]);
    // The old name is free again.
    await api.ok('selectList.create', { ...fuels(), name: created.name }, world.analyst);
  });

  it('refuses a stale update with CONFLICT and writes nothing', async () => {
    const created = await api.ok('selectList.create', fuels(), world.analyst);
    const edit = { uuid: created.uuid, name: created.name, options: [{ labelEn: 'Coal' }, { labelEn: 'Wood' }] };
    await api.ok('selectList.update', { ...edit, expectedVersion: 1 }, world.analyst);
    const stale = await api.call('selectList.update', { ...edit, name: unique('Stale'), expectedVersion: 1 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code, key: stale.body.error.key }).toEqual({ status: 409, code: 'CONFLICT', key: 'validation.message.staleWrite' });
    const [stored] = await listedWith(created.name);
    expect(stored).toMatchObject({ name: created.name, version: 2 });
    expect(stored.options.map((option: WireJson) => option.labelEn)).toEqual(['Coal', 'Wood']);
  });

  it('refuses a name another list has, whatever its case, with CONFLICT on the name', async () => {
    const first = await api.ok('selectList.create', fuels(), world.analyst);
    const takenName = ` ${first.name.toUpperCase()} `;
    const taken = await api.call('selectList.create', { ...fuels(), name: takenName }, world.analyst);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('CONFLICT');
    const name = takenName.trim();
    expect(taken.body.error.issues).toEqual([{ path: ['name'], message: `A select list named "${name}" already exists`, key: 'server.nameTaken.selectList', params: { name } }]);
    expect(await listedWith(name.slice(-8).toLowerCase())).toEqual([first]);

    const second = await api.ok('selectList.create', fuels(), world.analyst);
    const rename = await api.call('selectList.update', { ...fuels(), name: first.name, uuid: second.uuid, expectedVersion: 1 }, world.analyst);
    expect(rename.status).toBe(409);
    expect(rename.body.error.issues[0]).toMatchObject({ path: ['name'], key: 'server.nameTaken.selectList' });
  });

  it('refuses options with the same label, on the later option’s field, and too few options', async () => {
    const { status, body } = await api.call(
      'selectList.create',
      { name: unique('Duplicates'), options: [{ labelEn: 'Petrol', labelFr: 'Essence' }, { labelEn: ' petrol', labelFr: 'Sans plomb' }, { labelEn: 'LPG', labelFr: 'ESSENCE' }] },
      world.analyst,
    );
    expect(status).toBe(400);
    const duplicate = { message: selectListMessages.duplicateLabel, key: 'validation.message.duplicateOptionLabel' };
    expect(body.error.issues).toEqual([
      { path: ['options', 1, 'labelEn'], ...duplicate },
      { path: ['options', 2, 'labelFr'], ...duplicate },
    ]);
    const single = await api.call('selectList.create', { name: unique('Single'), options: [{ labelEn: 'Only' }] }, world.analyst);
    expect(single.body.error.issues).toEqual([{ path: ['options'], message: selectListMessages.tooFewOptions, key: 'validation.message.selectListTooFewOptions' }]);
  });

  it('refuses an option uuid the list does not hold, on that option, and writes nothing', async () => {
    const created = await api.ok('selectList.create', fuels(), world.analyst);
    const other = await api.ok('selectList.create', fuels(), world.analyst);
    const stranger = other.options[0].uuid;
    const { status, body } = await api.call(
      'selectList.update',
      { uuid: created.uuid, expectedVersion: 1, name: created.name, options: [created.options[0], { uuid: stranger, labelEn: 'Borrowed', labelFr: null }] },
      world.analyst,
    );
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: ['options', 1, 'uuid'], message: selectListMessages.unknownOption, key: 'server.selectList.unknownOption' }]);
    expect(await listedWith(created.name)).toEqual([created]);

    const atCreation = await api.call('selectList.create', { name: unique('New'), options: [{ uuid: stranger, labelEn: 'A' }, { labelEn: 'B' }] }, world.analyst);
    expect(atCreation.body.error.issues).toEqual([{ path: ['options', 0, 'uuid'], message: selectListMessages.unknownOption, key: 'server.selectList.unknownOption' }]);
  });

  it('keeps select lists from sales staff and clients', async () => {
    const created = await api.ok('selectList.create', fuels(), world.analyst);
    for (const token of [world.sales, world.client]) {
      expect((await api.call('selectList.list', {}, token)).status).toBe(403);
      expect((await api.call('selectList.create', fuels(), token)).status).toBe(403);
      expect((await api.call('selectList.update', { ...fuels(), uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
      expect((await api.call('selectList.delete', { uuid: created.uuid, expectedVersion: 1 }, token)).status).toBe(403);
    }
    expect(await listedWith(created.name)).toEqual([created]);
  });

  it('deletes a list at the version read, frees its name, and then answers NOT_FOUND', async () => {
    const created = await api.ok('selectList.create', fuels(), world.analyst);
    const stale = await api.call('selectList.delete', { uuid: created.uuid, expectedVersion: 2 }, world.analyst);
    expect({ status: stale.status, code: stale.body.error.code }).toEqual({ status: 409, code: 'CONFLICT' });
    expect(await listedWith(created.name)).toEqual([created]);

    expect(await api.ok('selectList.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst)).toEqual({ success: true });
    expect(await listedWith(created.name)).toEqual([]);
    const again = await api.call('selectList.delete', { uuid: created.uuid, expectedVersion: 1 }, world.analyst);
    expect({ status: again.status, message: again.body.error.message, key: again.body.error.key }).toEqual({
      status: 404,
      message: 'Select list not found',
      key: 'server.notFound.selectList',
    });
    await api.ok('selectList.create', { ...fuels(), name: created.name }, world.analyst);
  });
});
