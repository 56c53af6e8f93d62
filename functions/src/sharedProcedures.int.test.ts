import { startSession } from './lib/auth/index.ts';
import { analyticsEvents, feedbackMessages, storedFiles } from './lib/data/index.ts';
import { putObject } from './lib/aws/objects.ts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createModule, createUser, linkInvestee, testPassword } from '../../test/fixtures.ts';
import { linkedBytes, useGateway } from '../../test/gateway.ts';

const api = useGateway();

async function tokenOf(username: string): Promise<string> {
  return (await api.call('user.login', { username, password: testPassword })).body.result.data.token;
}

/** The smallest valid webp file: a 1x1 lossless image. */
const tinyWebp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

describe('feedback.send', () => {
  it('stores the message with its author, and validates message and e-mail', async () => {
    const asset = await createAsset();
    const user = await createUser({ assetUuid: asset.uuid });
    const token = await tokenOf(user.username);
    const ok = await api.call('feedback.send', { message: '  The export button is hard to find.  ', email: null }, token);
    expect(ok.body.result.data).toEqual({ success: true });
    const stored = (await feedbackMessages.query('bySentAt', {})).filter((f) => f.userUuid === user.uuid);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: 'The export button is hard to find.', email: null, assetUuid: asset.uuid });

    const bad = await api.call('feedback.send', { message: '   ', email: 'not-an-email' }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues).toEqual([
      { path: ['message'], message: 'Required', key: 'validation.message.required' },
      { path: ['email'], message: 'Invalid email', key: 'validation.message.invalidEmail' },
    ]);
    expect((await api.call('feedback.send', { message: 'Hello' })).status).toBe(401);
  });
});

describe('analytics.event', () => {
  const event = { deviceId: 'device-1', screenHeight: 900, screenWidth: 1440, event: { type: 'page-view', payload: { path: '/' } } };

  it('records events, but none for an impersonation session', async () => {
    const asset = await createAsset();
    const user = await createUser({ assetUuid: asset.uuid });
    const token = await tokenOf(user.username);
    expect((await api.call('analytics.event', event, token)).body.result.data).toEqual({ recorded: true });
    const day = new Date().toISOString().slice(0, 10);
    const mine = (await analyticsEvents.query('byDay', { day })).filter((e) => e.userUuid === user.uuid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'page-view', payload: { path: '/' }, assetUuid: asset.uuid, screenWidth: 1440 });

    const staff = await createUser({ isAdmin: true, role: 'ANALYST' });
    const impersonation = await startSession(user, { impersonatorUuid: staff.uuid });
    expect((await api.call('analytics.event', event, impersonation.token)).body.result.data).toEqual({ recorded: false });
    // Anonymous visitors count too (sign-in page views).
    expect((await api.call('analytics.event', event)).body.result.data).toEqual({ recorded: true });
  });
});

describe('settings.update and the image route', () => {
  it('is for staff only', async () => {
    const asset = await createAsset();
    const client = await createUser({ assetUuid: asset.uuid });
    const { status, body } = await api.call('settings.update', { firstName: 'Eve' }, await tokenOf(client.username));
    expect(status).toBe(403);
    expect(body.error.code).toBe('FORBIDDEN');
  });

  it('saves the settings, stores the picture and answers a token carrying the new name', async () => {
    const staff = await createUser({ isAdmin: true, role: 'ANALYST', firstName: 'Old' });
    const token = await tokenOf(staff.username);
    const { status, body } = await api.call(
      'settings.update',
      {
        firstName: ' Camille ',
        lastName: 'Laurent',
        feminizeTitle: true,
        email: 'camille.laurent@example.org',
        phone: '+33 1 99 00 13 01',
        backgroundImage: '',
        profilePicture: { action: 'CREATE_OR_UPDATE', content: `data:image/webp;base64,${tinyWebp.toString('base64')}` },
      },
      token,
    );
    expect(status).toBe(200);
    expect(body.invalidate).toEqual(['user.get', 'dashboard.get']);
    const signedIn = body.result.data;
    expect(signedIn.user).toMatchObject({ firstName: 'Camille', lastName: 'Laurent', backgroundImage: null });
    const me = await api.call('user.get', undefined, signedIn.token);
    expect(me.body.result.data.firstName).toBe('Camille');

    // The picture is served as webp through the public image route.
    const asset = await createAsset();
    await createModule(asset.uuid, { consultantUuids: [staff.uuid] });
    const client = await createUser({ assetUuid: asset.uuid });
    const dashboard = await api.call('dashboard.get', {}, await tokenOf(client.username));
    const pictureUuid = dashboard.body.result.data.modules[0].contacts[0].profilePictureUuid;
    expect(pictureUuid).toMatch(/^[0-9a-f-]{36}$/);
    const image = await fetch(`${api.url}/api/images/${pictureUuid}.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await image.arrayBuffer()).equals(tinyWebp)).toBe(true);
    expect((await fetch(`${api.url}/api/images/${randomUUID()}.webp`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/images/..%2Fsecret.webp`)).status).toBe(404);
  });

  it('refuses a picture that is not webp, whatever it claims to be', async () => {
    const staff = await createUser({ isAdmin: true, role: 'DEV' });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const { status, body } = await api.call(
      'settings.update',
      { profilePicture: { action: 'CREATE_OR_UPDATE', content: `data:image/webp;base64,${png.toString('base64')}` } },
      await tokenOf(staff.username),
    );
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([{ path: ['profilePicture', 'content'], message: 'The picture must be a webp image', key: 'validation.message.pictureNotWebp' }]);
  });
});

describe('file.download', () => {
  const world = {} as { fileUuid: string; owner: string; institution: string; stranger: string; staff: string };

  beforeAll(async () => {
    const [owner, institution, stranger] = await Promise.all([
      createAsset(),
      createAsset({ isFinancialInstitution: true }),
      createAsset(),
    ]);
    await linkInvestee(institution.uuid, owner.uuid);
    const fileUuid = randomUUID();
    const objectKey = `assets/${owner.uuid}/files/${fileUuid}`;
    await putObject(objectKey, Buffer.from('scope,tCO2e\n1,12.5\n'), 'text/csv');
    await storedFiles.create(
      { uuid: fileUuid, assetUuid: owner.uuid, name: 'activity-data.csv', contentType: 'text/csv', sizeBytes: 19, objectKey },
      'test',
    );
    const [a, b, c, d] = await Promise.all([
      createUser({ assetUuid: owner.uuid }),
      createUser({ assetUuid: institution.uuid }),
      createUser({ assetUuid: stranger.uuid }),
      createUser({ isAdmin: true, role: 'ACCOUNTING' }),
    ]);
    Object.assign(world, {
      fileUuid,
      owner: await tokenOf(a.username),
      institution: await tokenOf(b.username),
      stranger: await tokenOf(c.username),
      staff: await tokenOf(d.username),
    });
  });

  it("gives the file to its asset's users and staff, as the page that shows it does, and to nobody else", async () => {
    for (const token of [world.owner, world.staff]) {
      const { status, body } = await api.call('file.download', { uuid: world.fileUuid }, token);
      expect(status).toBe(200);
      expect(body.result.data.name).toBe('activity-data.csv');
      expect((await linkedBytes(body.result.data)).toString()).toBe('scope,tCO2e\n1,12.5\n');
    }
    // An investor and a stranger get what a file that does not exist gets.
    const nowhere = await api.call('file.download', { uuid: randomUUID() }, world.owner);
    expect(nowhere.status).toBe(404);
    for (const token of [world.institution, world.stranger]) {
      const refused = await api.call('file.download', { uuid: world.fileUuid }, token);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual(nowhere.body);
    }
  });
});

describe('failures', () => {
  it('answers a generic 500 without internals when storage fails', async () => {
    const previous = process.env.CAIRN_TABLE;
    process.env.CAIRN_TABLE = 'no-such-table';
    try {
      const { status, body } = await api.call('user.login', { username: 'someone', password: 'Some-Password-1x' });
      expect(status).toBe(500);
      expect(body).toEqual({ error: { message: 'Something unexpected happened', key: 'validation.message.internal', code: 'INTERNAL' } });
    } finally {
      process.env.CAIRN_TABLE = previous;
    }
  });

  it('answers BAD_REQUEST for input that is not JSON', async () => {
    const response = await fetch(`${api.url}/api/user.login`, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: 'The input is not valid JSON', key: 'validation.message.invalidJson', code: 'BAD_REQUEST' } });
  });
});
