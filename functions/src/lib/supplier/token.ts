import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '../auth/token.ts';

/*
 * The token of a supplier's form link (spec 3 section 2.6, `?token`). It is derived from the
 * supplier's uuid and a random salt with the server's signing secret, so staff can be given the
 * same link again (copy, e-mails) while the table keeps only the salt and the token's SHA-256:
 * a copy of the table opens no form. A reset draws a new salt, and every earlier link stops
 * working. Rotating the signing secret changes every supplier's link as well.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's token of a supplier with this salt. */
export async function supplierLinkToken(supplierUuid: string, tokenSalt: string): Promise<string> {
  return createHmac('sha256', await signingSecret()).update(`supplier-link:${supplierUuid}:${tokenSalt}`).digest('base64url');
}

/** A fresh salt and the hash of the token it gives: what a new supplier or a reset stores. */
export async function newSupplierToken(supplierUuid: string): Promise<{ tokenSalt: string; tokenHash: string }> {
  const tokenSalt = randomBytes(16).toString('hex');
  return { tokenSalt, tokenHash: hashOf(await supplierLinkToken(supplierUuid, tokenSalt)) };
}

/** Whether `token` is the supplier's current one, compared in constant time. */
export function isSupplierToken(stored: { tokenHash: string }, token: string): boolean {
  return timingSafeEqual(Buffer.from(hashOf(token), 'hex'), Buffer.from(stored.tokenHash, 'hex'));
}
