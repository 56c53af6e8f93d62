import type { SessionUser, SignedIn } from '@cairn/shared/schemas';
import { randomBytes } from 'node:crypto';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import { sessions } from '../data/session.ts';
import { users, type UserRecord } from '../data/user.ts';
import { signToken, verifyToken, type Claims } from './token.ts';

export interface Authenticated {
  user: SessionUser;
  sid: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function claimsFor(user: Stored<UserRecord>, sid: string, impersonating: boolean): Promise<Claims> {
  const asset = user.assetUuid ? await assets.get({ uuid: user.assetUuid }) : null;
  return {
    sid,
    uuid: user.uuid,
    username: user.username,
    isAdmin: user.isAdmin,
    subentityUuid: user.subentityUuid,
    impersonating,
    asset: asset ? { uuid: asset.uuid, name: asset.name } : null,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    backgroundImage: user.backgroundImage,
    character: user.character,
    characterUniverse: user.characterUniverse,
    salesRepresentative: user.salesRepresentative,
  };
}

function toSignedIn(claims: Claims, token: string, exp: number): SignedIn {
  const { sid: _sid, ...user } = claims;
  return { token, user: { ...user, exp } };
}

/**
 * The session user as stored now, with the stored record, or null when the account is gone or
 * disabled.
 */
export async function currentUser(
  userUuid: string,
  impersonating: boolean,
): Promise<{ user: Omit<SessionUser, 'exp'>; record: Stored<UserRecord> } | null> {
  const record = await users.get({ uuid: userUuid }, { consistent: true });
  if (!record || record.disabled) return null;
  const { sid: _sid, ...user } = await claimsFor(record, '', impersonating);
  return { user, record };
}

/** Opens a session for a user and signs its first token. */
export async function startSession(
  user: Stored<UserRecord>,
  { impersonatorUuid = null }: { impersonatorUuid?: string | null } = {},
): Promise<SignedIn> {
  const now = nowSeconds();
  const sid = randomBytes(18).toString('base64url');
  const claims = await claimsFor(user, sid, impersonatorUuid !== null);
  const { token, exp } = await signToken(claims, now);
  await sessions.create(
    { sid, userUuid: user.uuid, impersonating: impersonatorUuid !== null, impersonatorUuid, expiresAt: exp },
    impersonatorUuid ?? user.uuid,
  );
  return toSignedIn(claims, token, exp);
}

/** Signs a new token for the same session, with the user's current details, and extends it. */
export async function renewSession(userUuid: string, sid: string): Promise<SignedIn> {
  const now = nowSeconds();
  const user = await users.require({ uuid: userUuid }, { consistent: true });
  const current = await sessions.require({ sid }, { consistent: true });
  const claims = await claimsFor(user, sid, current.impersonating);
  const { token, exp } = await signToken(claims, now);
  await sessions.update({ sid }, { expiresAt: exp }, userUuid);
  return toSignedIn(claims, token, exp);
}

/**
 * The user a bearer token stands for, or null. A token is honoured only while its session
 * exists: logout and disabling a user end sessions, and with them every token they issued.
 */
export async function authenticate(token: string): Promise<Authenticated | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  const stored = await sessions.get({ sid: claims.sid });
  if (!stored || stored.userUuid !== claims.uuid || stored.expiresAt < nowSeconds()) return null;
  const { sid, ...user } = claims;
  return { user, sid };
}

export async function endSession(sid: string): Promise<void> {
  await sessions.remove({ sid });
}

/** Ends every session of a user (disabling an account, changing a password). */
export async function endSessionsOf(userUuid: string): Promise<void> {
  const open = await sessions.query('byUser', { userUuid });
  await Promise.all(open.map((s) => sessions.remove({ sid: s.sid })));
}
