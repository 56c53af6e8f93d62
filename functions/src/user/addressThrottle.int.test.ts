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

/**
 * Runs `steps` (which take fresh names and addresses) again when a 15-minute window ended
 * during them: the counters start afresh then, and what they answered proves nothing.
 */
async function inOneWindow<T>(steps: () => Promise<T>): Promise<T> {
  const windowOf = () => Math.floor(Date.now() / 1000 / signInThrottle.windowSeconds);
  for (let run = 0; run < 3; run += 1) {
    const started = windowOf();
    const result = await steps();
    if (windowOf() === started) return result;
  }
  throw new Error('Three runs straddled a window each');
}

async function failures(address: string, names: string[]) {
  const statuses: number[] = [];
  for (const name of names) statuses.push(await loginFrom(address, name, 'Wrong-Password-Again'));
  return statuses;
}

const guesses = (count: number) => Array.from({ length: count }, () => unique('guess'));

describe('sign-in throttling per address', () => {
  it('stops a spray over many user names from one address, but not a colleague who signed in there before', async () => {
    const asset = await createAsset();
    const colleague = await createUser({ assetUuid: asset.uuid });
    const newcomer = await createUser({ assetUuid: asset.uuid });
    const answers = await inOneWindow(async () => {
      const office = freshAddress();
      const before = await loginFrom(office, colleague.username, testPassword);
      const spray = await failures(office, guesses(signInThrottle.maxFailedNamesPerAddress));
      return {
        before,
        spray,
        // The spray is stopped: a further name is not checked at all, even with a right password.
        oneMoreGuess: await loginFrom(office, unique('guess'), 'Wrong-Password-Again'),
        newcomer: await loginFrom(office, newcomer.username, testPassword),
        // The colleague who signed in from this address before is not locked out, and still counts.
        colleague: await loginFrom(office, colleague.username, testPassword),
        colleagueTypo: await loginFrom(office, colleague.username, 'Wrong-Password-Again'),
        colleagueAgain: await loginFrom(office, colleague.username, testPassword),
        // Other addresses are not affected.
        newcomerElsewhere: await loginFrom(freshAddress(), newcomer.username, testPassword),
      };
    });
    expect(answers).toEqual({
      before: 200,
      spray: Array(signInThrottle.maxFailedNamesPerAddress).fill(401),
      oneMoreGuess: 429,
      newcomer: 429,
      colleague: 200,
      colleagueTypo: 401,
      colleagueAgain: 200,
      newcomerElsewhere: 200,
    });
  });

  it('counts a name once however often it fails from the address', async () => {
    const user = await createUser({ assetUuid: (await createAsset()).uuid });
    const answers = await inOneWindow(async () => {
      const address = freshAddress();
      const typo = unique('typo');
      return {
        typo: await failures(address, Array(signInThrottle.maxFailures).fill(typo)),
        others: await failures(address, guesses(signInThrottle.maxFailedNamesPerAddress - 1)),
        // Thirty distinct names so far: the thirty-first, never seen here, is refused.
        user: await loginFrom(address, user.username, testPassword),
      };
    });
    expect(answers).toEqual({
      typo: Array(signInThrottle.maxFailures).fill(401),
      others: Array(signInThrottle.maxFailedNamesPerAddress - 1).fill(401),
      user: 429,
    });
  });
});

describe('sign-in throttling under concurrency', () => {
  it('checks at most five wrong passwords of a burst of forty for one name, and refuses the rest unchecked', async () => {
    const { statuses, after } = await inOneWindow(async () => {
      const user = await createUser({ assetUuid: (await createAsset()).uuid });
      const address = freshAddress();
      const right = randomInt(0, 40);
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) => loginFrom(address, user.username, i === right ? testPassword : `Wrong-Password-${i}`)),
      );
      // Then wrong passwords one by one until refused, and the right one once more.
      const checkedInBurst = burst.filter((status) => status === 401).length;
      const rest = await failures(address, Array(signInThrottle.maxFailures - Math.min(checkedInBurst, signInThrottle.maxFailures) + 1).fill(user.username));
      return { statuses: burst, after: [...rest, await loginFrom(address, user.username, testPassword)] };
    });
    const count = (status: number) => statuses.filter((s) => s === status).length;
    // Every 401 is a wrong password that was checked; a 429 was refused before any check.
    expect(count(401)).toBeLessThanOrEqual(signInThrottle.maxFailures);
    expect(count(200)).toBeLessThanOrEqual(1);
    expect(count(401) + count(200) + count(429)).toBe(40);
    // The window holds exactly what the burst left: the rest of the five failures, then refusals.
    expect(after).toEqual([...Array(signInThrottle.maxFailures - count(401)).fill(401), 429, 429]);
  });
});
