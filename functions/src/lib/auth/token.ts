import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { session as sessionRules } from '@cairn/shared/constants';
import { env } from '@cairn/shared/storage';
import { SessionUser } from '@cairn/shared/schemas';
import { jwtVerify, SignJWT } from 'jose';
import * as z from 'zod';
import { secretsClient } from '../aws/clients.ts';

let secret: Promise<Uint8Array> | undefined;

/** The signing secret: from configuration locally, from Secrets Manager in AWS (read once). */
export function signingSecret(): Promise<Uint8Array> {
  secret ??= (async () => {
    const direct = process.env[env.jwtSecret];
    if (direct) return new TextEncoder().encode(direct);
    const arn = process.env[env.jwtSecretArn];
    if (!arn) throw new Error(`Missing configuration: ${env.jwtSecret} or ${env.jwtSecretArn}`);
    const answer = await secretsClient().send(new GetSecretValueCommand({ SecretId: arn }));
    if (!answer.SecretString) throw new Error('The signing secret is empty');
    return new TextEncoder().encode(answer.SecretString);
  })();
  return secret;
}

/** Forget the cached secret (tests that change it). */
export function resetSigningSecret(): void {
  secret = undefined;
}

const Claims = z.object({ ...SessionUser.shape, sid: z.string() }).omit({ exp: true });
export type Claims = z.infer<typeof Claims>;

export async function signToken(claims: Claims, nowSeconds: number): Promise<{ token: string; exp: number }> {
  const exp = nowSeconds + sessionRules.tokenLifetimeSeconds;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.uuid)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(exp)
    .sign(await signingSecret());
  return { token, exp };
}

/** The verified claims of a token, or null when it is malformed, forged or expired. */
export async function verifyToken(token: string): Promise<(Claims & { exp: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(), { algorithms: ['HS256'] });
    const claims = Claims.safeParse(payload);
    if (!claims.success || typeof payload.exp !== 'number') return null;
    return { ...claims.data, exp: payload.exp };
  } catch {
    // Every verification failure means the same thing to the caller: not a valid token.
    return null;
  }
}
