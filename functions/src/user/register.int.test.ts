import { createInvitation, hashInvitationToken } from '../lib/auth/index.ts';
import { invitations } from '../lib/data/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

const api = useGateway();
const goodPassword = 'Fresh-Account-Pass';

describe('registration from an invitation', () => {
  let assetUuid: string;
  beforeAll(async () => {
    assetUuid = (await createAsset({ name: 'Registration Test Company' })).uuid;
  });

  it('returns every failing password rule on the password field, and the mismatch on confirm', async () => {
    const { status, body } = await api.call('user.register', {
      username: 'someone',
      password: '1234',
      confirm: '12345',
      token: 'whatever',
    });
    expect(status).toBe(400);
    expect(body.error.issues).toEqual([
      { path: ['password'], message: 'Too short', key: 'validation.message.tooShort' },
      { path: ['password'], message: 'Too many consecutive numbers', key: 'validation.message.tooManyConsecutiveNumbers' },
      { path: ['password'], message: 'Too few different characters', key: 'validation.message.tooFewDifferentCharacters' },
      { path: ['confirm'], message: "Passwords don't match", key: 'validation.message.passwordsDontMatch' },
    ]);
    const mismatch = await api.call('user.register', { username: 'someone', password: goodPassword, confirm: 'Other-Password-x', token: 't' });
    expect(mismatch.body.error.issues).toEqual([{ path: ['confirm'], message: "Passwords don't match", key: 'validation.message.passwordsDontMatch' }]);
    const blanks = await api.call('user.register', { username: '', password: '', confirm: '', token: '' });
    expect(blanks.body.error.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(['username', 'password', 'confirm', 'token']);
  });

  it('creates the account, signs it in, and refuses a second use of the link', async () => {
    const username = unique('newcomer');
    const { token } = await createInvitation({ username, assetUuid }, 'test');
    const first = await api.call('user.register', { username, password: goodPassword, confirm: goodPassword, token });
    expect(first.status).toBe(200);
    expect(first.body.result.data.user).toMatchObject({ username, isAdmin: false, asset: { uuid: assetUuid } });
    expect((await api.call('dashboard.get', {}, first.body.result.data.token)).status).toBe(200);
    expect((await api.call('user.login', { username, password: goodPassword })).status).toBe(200);

    const again = await api.call('user.register', { username, password: goodPassword, confirm: goodPassword, token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('This invitation link is invalid or has expired');
  });

  it('refuses an unknown link, another user name, and an expired link', async () => {
    const username = unique('invited');
    const { token } = await createInvitation({ username, assetUuid }, 'test');
    const attempt = (overrides: Record<string, string>) =>
      api.call('user.register', { username, password: goodPassword, confirm: goodPassword, token, ...overrides });
    expect((await attempt({ token: 'made-up-token' })).body.error.issues).toEqual([
      { path: ['token'], message: 'This invitation link is invalid or has expired', key: 'validation.message.invalidInvitation' },
    ]);
    expect((await attempt({ username: unique('someone-else') })).status).toBe(400);

    // Issued fifteen days ago: invitations last fourteen.
    const lateName = unique('late');
    const expired = await createInvitation({ username: lateName, assetUuid }, 'test', Math.floor(Date.now() / 1000) - 15 * 24 * 3600);
    const late = await api.call('user.register', { username: lateName, password: goodPassword, confirm: goodPassword, token: expired.token });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('This invitation link is invalid or has expired');
  });

  it('writes nothing when the user name was taken in the meantime', async () => {
    const taken = await createUser({ assetUuid });
    const { token } = await createInvitation({ username: taken.username, assetUuid }, 'test');
    const { status } = await api.call('user.register', { username: taken.username, password: goodPassword, confirm: goodPassword, token });
    expect(status).toBe(409);
    // The failed transaction consumed nothing: the link still works once the name is free.
    const invitation = await invitations.get({ tokenHash: hashInvitationToken(token) }, { consistent: true });
    expect(invitation?.usedAt).toBeNull();
  });
});
