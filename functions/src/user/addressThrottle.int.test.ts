import { signInThrottle } from '@cairn/shared/constants';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAsset, createUser, testPassword, unique } from '../../../test/fixtures.ts';
import { useGateway } from '../../../test/gateway.ts';

// Behind CloudFront the caller's address arrives in X-Forwarded-For; the gateway trusts it here.
const api = useGateway({ trustProxy: true });

/** An address of its own for each case, so runs and files never share counters. */
const freshAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function loginFrom(address: string, username: string, password: string) {
  const response = await fetch(`${api.url}/api/user.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

describe('sign-in throttling per address', () => {
  it('stops a spray over many user names from one address, but not a colleague who signed in there before', async () => {
    const asset = await createAsset();
    const colleague = await createUser({ assetUuid: asset.uuid });
    const newcomer = await createUser({ assetUuid: asset.uuid });
    const office = freshAddress();
    expect(await loginFrom(office, colleague.username, testPassword)).toBe(200);

    for (let name = 0; name < signInThrottle.maxFailedNamesPerAddress; name += 1) {
      expect(await loginFrom(office, unique('guess'), 'Wrong-Password-Again')).toBe(401);
    }
    // The spray is stopped: a further name is not checked at all, even with a right password.
    expect(await loginFrom(office, unique('guess'), 'Wrong-Password-Again')).toBe(429);
    expect(await loginFrom(office, newcomer.username, testPassword)).toBe(429);
    // The colleague who signed in from this address before is not locked out, and still counts.
    expect(await loginFrom(office, colleague.username, testPassword)).toBe(200);
    expect(await loginFrom(office, colleague.username, 'Wrong-Password-Again')).toBe(401);
    expect(await loginFrom(office, colleague.username, testPassword)).toBe(200);
    // Other addresses are not affected.
    expect(await loginFrom(freshAddress(), newcomer.username, testPassword)).toBe(200);
  });

  it('counts a name once however often it fails from the address', async () => {
    const user = await createUser({ assetUuid: (await createAsset()).uuid });
    const address = freshAddress();
    const typo = unique('typo');
    for (let attempt = 0; attempt < signInThrottle.maxFailures; attempt += 1) {
      expect(await loginFrom(address, typo, 'Wrong-Password-Again')).toBe(401);
    }
    for (let name = 1; name < signInThrottle.maxFailedNamesPerAddress; name += 1) {
      expect(await loginFrom(address, unique('guess'), 'Wrong-Password-Again')).toBe(401);
    }
    // Thirty distinct names so far: the thirty-first, never seen here, is refused.
    expect(await loginFrom(address, user.username, testPassword)).toBe(429);
  });
});

describe('sign-in throttling under concurrency', () => {
  it('checks at most five wrong passwords of a burst of forty for one name, and refuses the rest unchecked', async () => {
    const user = await createUser({ assetUuid: (await createAsset()).uuid });
    const address = freshAddress();
    const right = randomInt(0, 40);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(address, user.username, i === right ? testPassword : `Wrong-Password-${i}`)),
    );
    const count = (status: number) => statuses.filter((s) => s === status).length;
    // Every 401 is a wrong password that was checked; a 429 was refused before any check.
    expect(count(401)).toBeLessThanOrEqual(signInThrottle.maxFailures);
    expect(count(200)).toBeLessThanOrEqual(1);
    expect(count(401) + count(200) + count(429)).toBe(40);
    expect(count(429)).toBeGreaterThanOrEqual(40 - signInThrottle.maxFailures - 1);
    // The window holds exactly what the burst left: the rest of the five failures, then refusals.
    for (let left = signInThrottle.maxFailures - count(401); left > 0; left -= 1) {
      expect(await loginFrom(address, user.username, 'Wrong-Password-After')).toBe(401);
    }
    expect(await loginFrom(address, user.username, testPassword)).toBe(429);
  });
});
