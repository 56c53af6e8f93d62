import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAsset, createUser, testPassword, tokenOf, unique } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { readsSentMail, registrationLinkOf, sentMailTo } from '../../../test/mail.ts';
import { createInvitation } from '../lib/auth/invitation.ts';
import { assets } from '../lib/data/asset.ts';
import { invitations } from '../lib/data/invitation.ts';
import { sessions } from '../lib/data/session.ts';
import { subentities } from '../lib/data/subentity.ts';
import { users } from '../lib/data/user.ts';

const api = useGateway();
const newPassword = 'Fresh-Client-Pass';

const world = {} as { sales: string; analyst: string; client: string; assetUuid: string; assetName: string; otherAssetUuid: string; salesUuid: string };

beforeAll(async () => {
  const [asset, other] = await Promise.all([createAsset({ name: unique('Fromagerie Alpine') }), createAsset()]);
  // A French client: its users are written to in French.
  await assets.update({ uuid: asset.uuid }, { language: 'fr' }, 'test');
  const [sales, analyst, client] = await Promise.all([
    createUser({ isAdmin: true, role: 'SALES', firstName: 'Julien' }),
    createUser({ isAdmin: true, role: 'ANALYST' }),
    createUser({ assetUuid: asset.uuid }),
  ]);
  Object.assign(world, {
    sales: await tokenOf(api, sales.username),
    analyst: await tokenOf(api, analyst.username),
    client: await tokenOf(api, client.username),
    assetUuid: asset.uuid,
    assetName: asset.name,
    otherAssetUuid: other.uuid,
    salesUuid: sales.uuid,
  });
});

const invite = (input: WireJson, token = world.sales) => api.call('user.invite', { assetUuid: world.assetUuid, subentityUuid: null, ...input }, token);
const usersOf = async (assetUuid = world.assetUuid) => {
  const { status, body } = await api.call('user.listByAsset', { assetUuid }, world.sales);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.result.data;
};
const register = (username: string, token: string) => api.call('user.register', { username, password: newPassword, confirm: newPassword, token });

describe.skipIf(!readsSentMail())('inviting a client user', () => {
  it("e-mails a registration link in the asset's language, which registers the user once and never twice", async () => {
    const username = unique('claire');
    const email = `${username}@example.org`;
    const { status, body } = await invite({ username, email });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.invalidate).toEqual(['user.listByAsset']);
    expect(body.result.data).toMatchObject({ username, email, state: 'PENDING', subentityUuid: null });
    const expiresAt = Date.parse(body.result.data.expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan(14 * 24 * 3600_000 - 60_000);

    const [mail, ...others] = await sentMailTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Votre compte Cairn pour ${world.assetName}`);
    expect(mail!.from).toBe('no-reply@cairn.test');
    expect(mail!.body.text).toContain('Julien User vous a ouvert un compte Cairn');
    expect(mail!.emailTags).toEqual([{ Name: 'kind', Value: 'invitation' }]);
    const { link, token } = registrationLinkOf(mail!);
    expect(link.origin).toBe(new URL(api.url).origin);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('username')).toBe(username);

    // Only the token's SHA-256 is stored.
    const stored = await invitations.get({ tokenHash: createHash('sha256').update(token).digest('hex') }, { consistent: true });
    expect(stored).toMatchObject({ username, email, assetUuid: world.assetUuid, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await usersOf()).invitations).toEqual([expect.objectContaining({ username, email, state: 'PENDING' })]);

    const first = await register(username, token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.data.user).toMatchObject({ username, isAdmin: false, asset: { uuid: world.assetUuid } });
    const again = await register(username, token);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('This invitation link is invalid or has expired');

    // The account starts with the address the link went to; the invitation is no longer listed.
    const listed = await usersOf();
    expect(listed.invitations).toEqual([]);
    expect(listed.users).toEqual(expect.arrayContaining([expect.objectContaining({ username, email, disabled: false })]));
  });

  it('binds the user to a sub-entity of the asset, and replaces a pending invitation of the same name', async () => {
    const site = await subentities.create({ uuid: randomUUID(), assetUuid: world.assetUuid, name: 'Savoie dairy' }, 'test');
    const username = unique('marc');
    const first = await invite({ username, email: `${username}@example.org` });
    expect(first.status).toBe(200);
    const second = await invite({ username, email: `${username}@example.net`, subentityUuid: site.uuid });
    expect(second.status).toBe(200);

    const pending = (await usersOf()).invitations.filter((invitation: WireJson) => invitation.username === username);
    expect(pending).toEqual([expect.objectContaining({ email: `${username}@example.net`, subentityUuid: site.uuid })]);
    // The first link no longer works; the second registers a user of the sub-entity.
    const [firstMail] = await sentMailTo(`${username}@example.org`);
    expect((await register(username, registrationLinkOf(firstMail!).token)).status).toBe(400);
    const [secondMail] = await sentMailTo(`${username}@example.net`);
    const registered = await register(username, registrationLinkOf(secondMail!).token);
    expect(registered.body.result.data.user).toMatchObject({ subentityUuid: site.uuid });
  });

  it('refuses a taken user name, a sub-entity of another asset, a bad address and an unknown asset, sending and writing nothing', async () => {
    const taken = await createUser({ assetUuid: world.otherAssetUuid });
    const otherSite = await subentities.create({ uuid: randomUUID(), assetUuid: world.otherAssetUuid, name: 'Elsewhere' }, 'test');
    const username = unique('refused');
    const email = `${username}@example.org`;

    const takenName = await invite({ username: taken.username, email });
    expect(takenName.status).toBe(409);
    expect(takenName.body.error.issues).toEqual([{ path: ['username'], message: 'This user name is already taken', key: 'validation.message.usernameTaken' }]);

    const foreignSite = await invite({ username, email, subentityUuid: otherSite.uuid });
    expect(foreignSite.status).toBe(400);
    expect(foreignSite.body.error.issues).toEqual([{ path: ['subentityUuid'], message: 'The sub-entity must belong to the asset', key: 'server.subentity.ofAnotherAsset' }]);

    const badAddress = await invite({ username, email: 'not-an-address' });
    expect(badAddress.body.error.issues).toEqual([{ path: ['email'], message: 'Invalid email', key: 'validation.message.invalidEmail' }]);
    const spaced = await invite({ username: 'claire martin', email });
    expect(spaced.body.error.issues).toEqual([{ path: ['username'], message: 'Use letters, digits and . _ - @ only, without spaces', key: 'server.user.invalidUsername' }]);

    const unknownAsset = await invite({ username, email, assetUuid: randomUUID() });
    expect({ status: unknownAsset.status, message: unknownAsset.body.error.message }).toEqual({ status: 404, message: 'Asset not found' });

    expect(await sentMailTo(email)).toEqual([]);
    expect((await usersOf()).invitations.filter((invitation: WireJson) => invitation.username === username)).toEqual([]);
  });

  it('is for staff only', async () => {
    const username = unique('sneaky');
    const { status } = await invite({ username, email: `${username}@example.org` }, world.client);
    expect(status).toBe(403);
    expect((await api.call('user.listByAsset', { assetUuid: world.assetUuid }, world.client)).status).toBe(403);
    expect(await sentMailTo(`${username}@example.org`)).toEqual([]);
  });
});

describe('an expired invitation', () => {
  it('is listed as expired and refused at registration', async () => {
    const username = unique('late');
    // Issued fifteen days ago: invitations last fourteen.
    const { token } = await createInvitation(
      { username, assetUuid: world.assetUuid, email: `${username}@example.org` },
      'test',
      Math.floor(Date.now() / 1000) - 15 * 24 * 3600,
    );
    expect((await usersOf()).invitations).toEqual(expect.arrayContaining([expect.objectContaining({ username, state: 'EXPIRED' })]));
    const late = await register(username, token);
    expect(late.status).toBe(400);
    expect(late.body.error.issues).toEqual([{ path: ['token'], message: 'This invitation link is invalid or has expired', key: 'validation.message.invalidInvitation' }]);
    expect(await users.query('byAsset', { assetUuid: world.assetUuid })).not.toEqual(expect.arrayContaining([expect.objectContaining({ username })]));
  });
});

describe('disabling a client user', () => {
  it('ends its sessions at once and refuses its sign-in, until it is enabled again', async () => {
    const user = await createUser({ assetUuid: world.assetUuid });
    const [first, second] = [await tokenOf(api, user.username), await tokenOf(api, user.username)];
    expect((await api.call('dashboard.get', {}, first)).status).toBe(200);

    const disabled = await api.call('user.setDisabled', { uuid: user.uuid, disabled: true }, world.sales);
    expect(disabled.status).toBe(200);
    expect(disabled.body.result.data).toMatchObject({ uuid: user.uuid, disabled: true });
    for (const token of [first, second]) {
      const refused = await api.call('dashboard.get', {}, token);
      expect({ status: refused.status, message: refused.body.error.message }).toEqual({ status: 401, message: 'Invalid token' });
    }
    expect(await sessions.query('byUser', { userUuid: user.uuid })).toEqual([]);
    expect((await api.call('user.login', { username: user.username, password: testPassword })).status).toBe(401);
    expect((await usersOf()).users).toEqual(expect.arrayContaining([expect.objectContaining({ uuid: user.uuid, disabled: true })]));

    const enabled = await api.call('user.setDisabled', { uuid: user.uuid, disabled: false }, world.sales);
    expect(enabled.body.result.data.disabled).toBe(false);
    expect((await api.call('user.login', { username: user.username, password: testPassword })).status).toBe(200);
  });

  it('is refused for a staff account and an unknown user', async () => {
    const staff = await createUser({ isAdmin: true, role: 'ANALYST' });
    const refused = await api.call('user.setDisabled', { uuid: staff.uuid, disabled: true }, world.sales);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([{ path: ['uuid'], message: 'Only a client user of an asset is managed here', key: 'server.user.notClient' }]);
    expect((await users.get({ uuid: staff.uuid }, { consistent: true }))?.disabled).toBe(false);
    const missing = await api.call('user.setDisabled', { uuid: randomUUID(), disabled: true }, world.sales);
    expect({ status: missing.status, message: missing.body.error.message }).toEqual({ status: 404, message: 'User not found' });
  });
});

describe('viewing the client app as a client user', () => {
  it("answers an impersonating session of the user, which reads the user's asset but can never be refreshed", async () => {
    const target = await createUser({ assetUuid: world.assetUuid });
    const { status, body } = await api.call('user.impersonate', { uuid: target.uuid }, world.sales);
    expect(status, JSON.stringify(body)).toBe(200);
    const { token, user } = body.result.data;
    expect(user).toMatchObject({ uuid: target.uuid, username: target.username, isAdmin: false, impersonating: true, asset: { uuid: world.assetUuid } });
    const session = (await sessions.query('byUser', { userUuid: target.uuid }))[0];
    expect(session).toMatchObject({ impersonating: true, impersonatorUuid: world.salesUuid });

    expect((await api.call('dashboard.get', {}, token)).body.result.data.assetName).toBe(world.assetName);
    // What the user's own session could read of another asset stays closed.
    expect((await api.call('dashboard.get', { assetUuid: world.otherAssetUuid }, token)).status).toBe(403);
    const refresh = await api.call('user.refreshToken', undefined, token);
    expect({ status: refresh.status, message: refresh.body.error.message }).toEqual({ status: 403, message: 'An impersonation session cannot be refreshed' });
    const event = await api.call('analytics.event', { deviceId: 'test-device', screenHeight: 800, screenWidth: 1280, event: { type: 'page-view', payload: {} } }, token);
    expect(event.body.result.data).toEqual({ recorded: false });
    // Staff-only procedures stay closed: the session is the client's.
    expect((await api.call('asset.list', {}, token)).status).toBe(403);

    // Disabling the user ends the impersonation too.
    await api.call('user.setDisabled', { uuid: target.uuid, disabled: true }, world.sales);
    expect((await api.call('dashboard.get', {}, token)).status).toBe(401);
  });

  it('is refused to a non-staff caller, and for a disabled user or a staff account', async () => {
    const target = await createUser({ assetUuid: world.assetUuid });
    const byClient = await api.call('user.impersonate', { uuid: target.uuid }, world.client);
    expect({ status: byClient.status, code: byClient.body.error.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await sessions.query('byUser', { userUuid: target.uuid })).toEqual([]);

    const disabled = await createUser({ assetUuid: world.assetUuid, disabled: true });
    const ofDisabled = await api.call('user.impersonate', { uuid: disabled.uuid }, world.sales);
    expect(ofDisabled.status).toBe(400);
    expect(ofDisabled.body.error.message).toBe('This account is disabled');

    const staff = await createUser({ isAdmin: true, role: 'DEV' });
    const ofStaff = await api.call('user.impersonate', { uuid: staff.uuid }, world.analyst);
    expect(ofStaff.status).toBe(400);
    expect(ofStaff.body.error.issues[0]).toMatchObject({ path: ['uuid'], key: 'server.user.notClient' });
    expect(await sessions.query('byUser', { userUuid: staff.uuid })).toEqual([]);
  });
});
