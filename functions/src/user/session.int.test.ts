import { startSession } from '../lib/auth/index.ts';
import { users } from '../lib/data/index.ts';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, testPassword, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

const api = useGateway();

async function login(username: string, password = testPassword) {
  return api.call('user.login', { username, password });
}

describe('sign-in', () => {
  let assetUuid: string;
  beforeAll(async () => {
    assetUuid = (await createAsset({ name: 'Sign-in Test Company' })).uuid;
  });

  it('answers a token and the session user', async () => {
    const user = await createUser({ assetUuid, firstName: 'Inès' });
    const { status, body } = await login(user.username);
    expect(status).toBe(200);
    const data = body.result.data;
    expect(data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(data.user).toMatchObject({
      uuid: user.uuid,
      username: user.username,
      isAdmin: false,
      impersonating: false,
      asset: { uuid: assetUuid, name: 'Sign-in Test Company' },
      firstName: 'Inès',
    });
    // The token lives 24 hours.
    expect(data.user.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(86_400 - 60);
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('accepts the user name in any case', async () => {
    const user = await createUser({ assetUuid, username: unique('Mixed.Case') });
    expect((await login(user.username.toUpperCase())).status).toBe(200);
  });

  it('answers the same refusal for a wrong password and an unknown user', async () => {
    const user = await createUser({ assetUuid });
    const wrong = await login(user.username, 'Not-The-Password-9');
    const unknown = await login(unique('nobody'), 'Not-The-Password-9');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toEqual({ message: 'Invalid username or password', key: 'validation.message.invalidCredentials', code: 'UNAUTHORIZED' });
  });

  it('refuses a disabled account with the same answer', async () => {
    const user = await createUser({ assetUuid, disabled: true });
    const { status, body } = await login(user.username);
    expect(status).toBe(401);
    expect(body.error.message).toBe('Invalid username or password');
  });

  it('reports blank fields as Required on each field', async () => {
    const { status, body } = await api.call('user.login', { username: '   ', password: '' });
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.issues).toEqual([
      { path: ['username'], message: 'Required', key: 'validation.message.required' },
      { path: ['password'], message: 'Required', key: 'validation.message.required' },
    ]);
  });

  it('throttles a user name after five failures, even with the right password, and says nothing of the account', async () => {
    const user = await createUser({ assetUuid });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.username, 'Wrong-Password-Again')).status).toBe(401);
    }
    const blocked = await login(user.username);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('TOO_MANY_REQUESTS');
    // An unknown name is throttled the same way, so a 429 reveals nothing.
    const ghost = unique('ghost');
    for (let attempt = 0; attempt < 5; attempt += 1) await login(ghost, 'Wrong-Password-Again');
    expect((await login(ghost, 'Wrong-Password-Again')).status).toBe(429);
    // Another user is not affected.
    expect((await login((await createUser({ assetUuid })).username)).status).toBe(200);
  });
});

describe('tokens and sessions', () => {
  let assetUuid: string;
  beforeAll(async () => {
    assetUuid = (await createAsset()).uuid;
  });

  it('answers Invalid token for a missing, malformed, forged or expired token on a signed-in procedure', async () => {
    const user = await createUser({ assetUuid });
    const signedIn = (await login(user.username)).body.result.data;
    const forged = await new SignJWT({ ...signedIn.user, sid: 'x'.repeat(24) })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not'));
    for (const token of [undefined, 'garbage', forged]) {
      const { status, body } = await api.call('user.get', undefined, token);
      expect(status).toBe(401);
      expect(body.error).toEqual({ message: 'Invalid token', key: 'validation.message.invalidToken', code: 'UNAUTHORIZED' });
    }
  });

  it('reads the user afresh, with the profile fields settings start from', async () => {
    const user = await createUser({ assetUuid, firstName: 'Before' });
    const { token } = (await login(user.username)).body.result.data;
    await users.update({ uuid: user.uuid }, { firstName: 'After', phone: '+33 1 99 00 14 02', feminizeTitle: true }, 'test');
    const { body } = await api.call('user.get', undefined, token);
    expect(body.result.data).toMatchObject({
      firstName: 'After',
      phone: '+33 1 99 00 14 02',
      feminizeTitle: true,
      email: `${user.username}@example.org`,
      slackId: null,
      profilePictureUuid: null,
    });
    expect(body.result.data).not.toHaveProperty('passwordHash');
  });

  it('refreshes a token: the new one works and carries a later expiry', async () => {
    const user = await createUser({ assetUuid });
    const first = (await login(user.username)).body.result.data;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { status, body } = await api.call('user.refreshToken', undefined, first.token);
    expect(status).toBe(200);
    expect(body.result.data.user.exp).toBeGreaterThan(first.user.exp);
    expect((await api.call('user.get', undefined, body.result.data.token)).status).toBe(200);
  });

  it('refuses to refresh an impersonation session', async () => {
    const staff = await createUser({ isAdmin: true, role: 'ANALYST' });
    const client = await createUser({ assetUuid });
    const session = await startSession(client, { impersonatorUuid: staff.uuid });
    expect(session.user.impersonating).toBe(true);
    const { status, body } = await api.call('user.refreshToken', undefined, session.token);
    expect(status).toBe(403);
    expect(body.error.message).toBe('An impersonation session cannot be refreshed');
  });

  it('ends the session on logout: the token stops working at once', async () => {
    const user = await createUser({ assetUuid });
    const { token } = (await login(user.username)).body.result.data;
    expect((await api.call('user.logout', undefined, token)).body.result.data).toEqual({ success: true });
    const after = await api.call('user.get', undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('Invalid token');
  });

  it('lets a public procedure through with a lapsed token', async () => {
    const user = await createUser({ assetUuid });
    const { token } = (await login(user.username)).body.result.data;
    await api.call('user.logout', undefined, token);
    const { status, body } = await api.call('version', undefined, token);
    expect(status).toBe(200);
    expect(body.result.data.stage).toBe('test');
  });
});
