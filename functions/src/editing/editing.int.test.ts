import { editingLocation } from '@cairn/shared/editing/location';
import { editingPresence } from '@cairn/shared/editing/presence';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, tokenOf } from '../../../test/fixtures.ts';
import { useGateway, type TestSocket } from '../../../test/gateway.ts';
import { connections } from '../lib/data/connection.ts';
import { editingPresences } from '../lib/data/editingPresence.ts';

const api = useGateway();

/** Two staff members editing (an analyst, and sales staff: any staff role may), and a client user. */
const world = {} as {
  camille: { uuid: string; token: string };
  julien: { uuid: string; token: string };
  client: string;
};

beforeAll(async () => {
  const asset = await createAsset();
  const [camille, julien, client] = await Promise.all([
    createUser({ isAdmin: true, role: 'ANALYST', firstName: 'Camille' }),
    createUser({ isAdmin: true, role: 'SALES', firstName: 'Julien' }),
    createUser({ assetUuid: asset.uuid }),
  ]);
  Object.assign(world, {
    camille: { uuid: camille.uuid, token: await tokenOf(api, camille.username) },
    julien: { uuid: julien.uuid, token: await tokenOf(api, julien.username) },
    client: await tokenOf(api, client.username),
  });
});

/** A field nobody else's test uses. */
const newLocation = (field = 'notes') => editingLocation('project', randomUUID(), field);
const stored = (location: string) => editingPresences.query('byLocation', { location }, { consistent: true });
const nowSeconds = () => Math.floor(Date.now() / 1000);

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const started = Date.now();
  while (!(await check()) && Date.now() - started < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
};

/** Opens a staff member's channel and asks it its connection id, as a tab does. */
async function channelOf(token: string, userUuid: string): Promise<{ socket: TestSocket; connectionId: string; listening: () => Promise<void> }> {
  const socket = await api.wsConnect(token);
  socket.send('{"type":"hello"}');
  const { type, connectionId } = JSON.parse(await socket.next()) as { type: string; connectionId: string };
  expect(type).toBe('connection');
  return {
    socket,
    connectionId,
    // Test files run side by side, each with its own gateway over the one table; a gateway that
    // pushes to staff is told Gone for connections it never opened and forgets them, this one's
    // included. Before a step that needs this connection known, say it again as $connect did.
    listening: () => connections.put({ connectionId, userUuid, audience: 'STAFF', connectedAt: nowSeconds() }, userUuid).then(() => undefined),
  };
}

describe('who is editing a field', () => {
  it("shows Camille to another staff member, never to herself, and no longer once she leaves", async () => {
    const location = newLocation();
    const before = nowSeconds();
    const said = await api.call('editing.update', { location }, world.camille.token);
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    const { since, expiresAt } = said.body.result.data;
    expect(Date.parse(expiresAt) / 1000 - Date.parse(since) / 1000).toBeCloseTo(editingPresence.expirySeconds, -1);
    // Her first saying is news to others: the answer invalidates the list (the pipeline pushes the same).
    expect(said.body.invalidate).toEqual(['editing.list']);

    const seen = await api.call('editing.list', { location }, world.julien.token);
    expect(seen.status).toBe(200);
    expect(seen.body.result.data).toEqual([{ uuid: world.camille.uuid, name: 'Camille User', initials: 'CU', pictureUuid: null, since }]);
    expect(Date.parse(since) / 1000).toBeGreaterThanOrEqual(before - 1);
    expect((await api.call('editing.list', { location }, world.camille.token)).body.result.data).toEqual([]);
    // Another field of the same object is another location.
    expect((await api.call('editing.list', { location: location.replace(':notes', ':title') }, world.julien.token)).body.result.data).toEqual([]);

    const left = await api.call('editing.remove', { location }, world.camille.token);
    expect({ status: left.status, data: left.body.result.data, invalidate: left.body.invalidate }).toEqual({
      status: 200,
      data: { success: true },
      invalidate: ['editing.list'],
    });
    expect((await api.call('editing.list', { location }, world.julien.token)).body.result.data).toEqual([]);
    expect(await stored(location)).toEqual([]);
  });

  it('keeps one avatar per person, from their first start, through heartbeats and a second tab', async () => {
    const location = newLocation('values');
    const first = (await api.call('editing.update', { location }, world.camille.token)).body;
    const heartbeat = (await api.call('editing.update', { location }, world.camille.token)).body;
    expect(heartbeat.result.data.since).toBe(first.result.data.since);
    expect(heartbeat.result.data.expiresAt >= first.result.data.expiresAt).toBe(true);
    // A heartbeat changes nothing others see: no tab is told to refetch.
    expect(heartbeat.invalidate).toBeUndefined();

    // A second tab of hers (another connection) on the same field: still one Camille, since her first start.
    await editingPresences.put({ location, userUuid: world.camille.uuid, connectionId: 'second-tab', since: new Date().toISOString(), expiresAt: nowSeconds() + 60 }, 'test');
    const list = (await api.call('editing.list', { location }, world.julien.token)).body.result.data;
    expect(list).toEqual([expect.objectContaining({ uuid: world.camille.uuid, since: first.result.data.since })]);

    // Julien joins: listed after Camille, who started first.
    await api.call('editing.update', { location }, world.julien.token);
    const seenByOthers = (await api.call('editing.list', { location }, world.camille.token)).body.result.data;
    expect(seenByOthers.map((editor: { name: string }) => editor.name)).toEqual(['Julien User']);
    const thirdStaff = await createUser({ isAdmin: true, role: 'DEV', firstName: 'Thomas' });
    const seenByThomas = (await api.call('editing.list', { location }, await tokenOf(api, thirdStaff.username))).body.result.data;
    expect(seenByThomas.map((editor: { name: string }) => editor.name)).toEqual(['Camille User', 'Julien User']);
  });

  it('leaves her listed while another tab of hers still edits the field, and says nothing then', async () => {
    const location = newLocation();
    const entry = (connectionId: string | null) => ({ location, userUuid: world.camille.uuid, connectionId, since: new Date().toISOString(), expiresAt: nowSeconds() + 60 });
    await Promise.all([editingPresences.put(entry('tab-one'), 'test'), editingPresences.put(entry('tab-two'), 'test'), editingPresences.put(entry(null), 'test')]);

    // Tab one leaves: its entry goes, and the one said without a connection; tab two stays.
    const left = await api.call('editing.remove', { location, connectionId: 'tab-one' }, world.camille.token);
    expect({ status: left.status, invalidate: left.body.invalidate }).toEqual({ status: 200, invalidate: undefined });
    expect((await stored(location)).map((item) => item.connectionId)).toEqual(['tab-two']);
    expect((await api.call('editing.list', { location }, world.julien.token)).body.result.data).toHaveLength(1);

    // Leaving a field one was not editing changes nothing either.
    const again = await api.call('editing.remove', { location, connectionId: 'tab-one' }, world.camille.token);
    expect({ status: again.status, invalidate: again.body.invalidate }).toEqual({ status: 200, invalidate: undefined });

    const last = await api.call('editing.remove', { location, connectionId: 'tab-two' }, world.camille.token);
    expect(last.body.invalidate).toEqual(['editing.list']);
    expect(await stored(location)).toEqual([]);
  });

  it('leaves out an entry past its expiry, which storage may still hold, and starts afresh after it', async () => {
    const location = newLocation();
    const longAgo = '2026-01-05T08:00:00.000Z';
    await editingPresences.put({ location, userUuid: world.camille.uuid, connectionId: null, since: longAgo, expiresAt: nowSeconds() - 1 }, 'test');
    expect(await stored(location)).toHaveLength(1);
    expect((await api.call('editing.list', { location }, world.julien.token)).body.result.data).toEqual([]);

    // Her next saying is a new start, told to others, not the continuation of the expired one.
    const back = await api.call('editing.update', { location }, world.camille.token);
    expect(back.body.result.data.since > longAgo).toBe(true);
    expect(back.body.invalidate).toEqual(['editing.list']);
    expect((await api.call('editing.list', { location }, world.julien.token)).body.result.data).toEqual([
      expect.objectContaining({ uuid: world.camille.uuid, since: back.body.result.data.since }),
    ]);
  });

  it('leaves out a staff member disabled since', async () => {
    const location = newLocation();
    const leaving = await createUser({ isAdmin: true, role: 'ANALYST', disabled: true });
    await editingPresences.put({ location, userUuid: leaving.uuid, connectionId: null, since: new Date().toISOString(), expiresAt: nowSeconds() + 60 }, 'test');
    expect((await api.call('editing.list', { location }, world.julien.token)).body.result.data).toEqual([]);
  });
});

describe('refusals', () => {
  it('refuses a client user and a caller without a token, and writes nothing', async () => {
    const location = newLocation();
    for (const name of ['editing.update', 'editing.remove', 'editing.list'] as const) {
      const refused = await api.call(name, { location }, world.client);
      expect({ name, status: refused.status, error: refused.body.error }).toEqual({
        name,
        status: 403,
        error: { code: 'FORBIDDEN', message: 'You do not have access to this resource', key: 'validation.message.forbidden' },
      });
      const anonymous = await api.call(name, { location });
      expect({ name, status: anonymous.status, message: anonymous.body.error.message }).toEqual({ name, status: 401, message: 'Invalid token' });
    }
    expect(await stored(location)).toEqual([]);
  });

  it('refuses a location or a connection id out of bounds or out of the grammar, and writes nothing', async () => {
    const location = newLocation();
    const cases: [string, unknown, { path: string[]; message: string }][] = [
      ['no location', { connectionId: 'abc' }, { path: ['location'], message: 'Required' }],
      ['a location of 201 characters', { location: `${location}.${'x'.repeat(200 - location.length)}` }, { path: ['location'], message: 'Too long' }],
      ['a location without a field', { location: location.replace(':notes', '') }, { path: ['location'], message: 'Invalid' }],
      ['a location in upper case', { location: location.toUpperCase() }, { path: ['location'], message: 'Invalid' }],
      ['a location with a space', { location: `${location} ` }, { path: ['location'], message: 'Invalid' }],
      ['a connection id of 129 characters', { location, connectionId: 'c'.repeat(129) }, { path: ['connectionId'], message: 'Too long' }],
      ['a connection id with a space', { location, connectionId: 'abc def' }, { path: ['connectionId'], message: 'Invalid' }],
      ['an empty connection id', { location, connectionId: '' }, { path: ['connectionId'], message: 'Required' }],
    ];
    for (const [label, input, issue] of cases) {
      for (const name of ['editing.update', 'editing.remove'] as const) {
        const refused = await api.callRaw(name, 'POST', input, world.camille.token);
        expect({ label, name, status: refused.status, code: refused.body.error.code, issue: refused.body.error.issues[0] }).toEqual({
          label,
          name,
          status: 400,
          code: 'BAD_REQUEST',
          issue: expect.objectContaining(issue),
        });
      }
    }
    const listed = await api.callRaw('editing.list', 'GET', { location: 'project' }, world.julien.token);
    expect({ status: listed.status, issue: listed.body.error.issues[0] }).toEqual({ status: 400, issue: expect.objectContaining({ path: ['location'], message: 'Invalid' }) });
    expect(await stored(location)).toEqual([]);
  });
});

describe('the websocket', () => {
  it('tells the other staff when someone starts or stops editing, not on a heartbeat', async () => {
    const location = newLocation();
    const julien = await channelOf(world.julien.token, world.julien.uuid);
    try {
      await julien.listening();
      await api.call('editing.update', { location }, world.camille.token);
      expect(JSON.parse(await julien.socket.next())).toEqual({ type: 'invalidate', invalidate: ['editing.list'] });

      await api.call('editing.update', { location }, world.camille.token);
      // A push would arrive within milliseconds; none comes for a heartbeat.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(julien.socket.messages).toHaveLength(2);

      await julien.listening();
      await api.call('editing.remove', { location }, world.camille.token);
      expect(JSON.parse(await julien.socket.next())).toEqual({ type: 'invalidate', invalidate: ['editing.list'] });
    } finally {
      await julien.socket.close();
    }
  });

  it('removes what a tab said once its connection closes, and tells the other staff', async () => {
    const [notes, title] = [newLocation('notes'), newLocation('title')];
    const camille = await channelOf(world.camille.token, world.camille.uuid);
    const julien = await channelOf(world.julien.token, world.julien.uuid);
    try {
      await camille.listening();
      for (const location of [notes, title]) {
        expect((await api.call('editing.update', { location, connectionId: camille.connectionId }, world.camille.token)).status).toBe(200);
        expect((await stored(location)).map((item) => item.connectionId)).toEqual([camille.connectionId]);
      }
      // What she says from another tab without a channel is not that connection's: it stays until it expires.
      const elsewhere = newLocation('deadline');
      await api.call('editing.update', { location: elsewhere }, world.camille.token);
      expect((await api.call('editing.list', { location: notes }, world.julien.token)).body.result.data).toHaveLength(1);

      await julien.listening();
      const pushes = julien.socket.messages.length;
      await camille.socket.close();
      expect(await until(async () => (await stored(notes)).length === 0 && (await stored(title)).length === 0)).toBe(true);
      expect((await api.call('editing.list', { location: notes }, world.julien.token)).body.result.data).toEqual([]);
      expect(await until(() => julien.socket.messages.length > pushes)).toBe(true);
      expect(JSON.parse(julien.socket.messages[pushes]!)).toEqual({ type: 'invalidate', invalidate: ['editing.list'] });
      expect((await stored(elsewhere)).map((item) => item.connectionId)).toEqual([null]);
    } finally {
      await Promise.all([camille.socket.close(), julien.socket.close()]);
    }
  });

  it("does not tie an entry to another staff member's connection", async () => {
    const location = newLocation();
    const camille = await channelOf(world.camille.token, world.camille.uuid);
    try {
      await camille.listening();
      // Julien names Camille's connection: his entry is kept without one, so her closing tab does not end it.
      await api.call('editing.update', { location, connectionId: camille.connectionId }, world.julien.token);
      expect((await stored(location)).map((item) => [item.userUuid, item.connectionId])).toEqual([[world.julien.uuid, null]]);
      // A connection id that names no connection at all is treated the same.
      await api.call('editing.update', { location, connectionId: 'L0SM9cOFvHcCIhw=' }, world.camille.token);
      expect((await stored(location)).map((item) => item.connectionId)).toEqual([null, null]);
    } finally {
      await camille.socket.close();
    }
  });
});
