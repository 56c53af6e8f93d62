import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSigningSecret, signToken, verifyToken, type Claims } from './token.ts';

const claims: Claims = {
  sid: 'session-identifier-1234',
  uuid: '6f1c2b0e-3d4a-4c5b-9e8f-1a2b3c4d5e6f',
  username: 'client',
  isAdmin: false,
  subentityUuid: null,
  impersonating: false,
  asset: { uuid: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Maison Verte' },
  role: null,
  firstName: 'Claire',
  lastName: 'Martin',
  backgroundImage: null,
  character: null,
  characterUniverse: null,
  salesRepresentative: false,
};

describe('tokens', () => {
  beforeAll(() => {
    process.env.CAIRN_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
    resetSigningSecret();
  });
  afterAll(() => resetSigningSecret());

  it('round-trips the session claims and expires 24 hours after issue', async () => {
    const issuedAt = Math.floor(Date.now() / 1000);
    const { token, exp } = await signToken(claims, issuedAt);
    expect(exp).toBe(issuedAt + 86_400);
    expect(await verifyToken(token)).toEqual({ ...claims, exp });
  });

  it('refuses an expired token', async () => {
    const { token } = await signToken(claims, Math.floor(Date.now() / 1000) - 86_401);
    expect(await verifyToken(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', async () => {
    const forged = await new SignJWT({ ...claims, isAdmin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect(await verifyToken(forged)).toBeNull();

    const { token } = await signToken(claims, Math.floor(Date.now() / 1000));
    const [header, payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), isAdmin: true })).toString('base64url');
    expect(await verifyToken(`${header}.${altered}.${signature}`)).toBeNull();
  });

  it('refuses the unsigned algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 })).toString('base64url');
    expect(await verifyToken(`${header}.${payload}.`)).toBeNull();
    expect(await verifyToken('not-a-token')).toBeNull();
  });
});
