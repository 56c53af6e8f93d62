import { describe, expect, it } from 'vitest';
import { createAsset, createUser, testPassword, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

// Behind CloudFront the caller's address arrives in X-Forwarded-For; the gateway trusts it here.
const api = useGateway({ trustProxy: true });

async function loginFrom(address: string, username: string, password: string) {
  const response = await fetch(`${api.url}/api/user.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe('sign-in throttling per address', () => {
  it('stops an address after thirty failures across any user names, and only that address', async () => {
    const asset = await createAsset();
    const user = await createUser({ assetUuid: asset.uuid });
    const sprayer = '203.0.113.9';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect(await loginFrom(sprayer, unique('guess'), 'Wrong-Password-Again')).toBe(401);
    }
    expect(await loginFrom(sprayer, user.username, testPassword)).toBe(429);
    expect(await loginFrom('198.51.100.4', user.username, testPassword)).toBe(200);
  });
});
