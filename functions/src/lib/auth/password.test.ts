import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Carbon-Ledger-42x');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Carbon-Ledger-42x', stored)).toBe(true);
    expect(await verifyPassword('carbon-Ledger-42x', stored)).toBe(false);
  });

  it('salts each hash, so equal passwords store differently', async () => {
    const [a, b] = await Promise.all([hashPassword('Same-Password-77'), hashPassword('Same-Password-77')]);
    expect(a).not.toBe(b);
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const stored = await hashPassword('Café-Crème-Brûlée');
    expect(await verifyPassword('Cafe\u0301-Cre\u0300me-Bru\u0302le\u0301e', stored)).toBe(true);
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
