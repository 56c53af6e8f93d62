import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@cairn/functions/aws';
import { config } from '@cairn/functions/config';
import { users } from '@cairn/functions/data';
import { afterAll, describe, expect, it } from 'vitest';
import { uuidOf } from './demo.ts';
import { defaultDemoPassword, seed } from './index.ts';
import { readSeedMarker, seedVersion, writeSeedMarker } from './marker.ts';

afterAll(async () => {
  await dynamo().send(new DeleteCommand({ TableName: config.tableName(), Key: { pk: 'SEED#demo', sk: 'SEED' } }));
});

describe('the demo seed runs once per version', () => {
  it('names a version from the seed sources and the demo password', async () => {
    const version = await seedVersion(defaultDemoPassword);
    expect(version).toMatch(/^[\w-]{16}$/);
    expect(await seedVersion(defaultDemoPassword)).toBe(version);
    expect(await seedVersion(`${defaultDemoPassword}2`)).not.toBe(version);
  });

  it('skips the seed when the table holds the current version, writing nothing', async () => {
    const version = await seedVersion(defaultDemoPassword);
    expect(await readSeedMarker()).toBeNull();
    await writeSeedMarker({ version, seededAt: '2026-01-02T03:04:05.000Z' });
    expect(await readSeedMarker()).toEqual({ version, seededAt: '2026-01-02T03:04:05.000Z' });

    const result = await seed({ force: false });
    expect(result).toMatchObject({ fresh: false, version, seededAt: '2026-01-02T03:04:05.000Z', password: defaultDemoPassword });
    expect(result.logins.map((login) => login.username)).toContain('client');
    // Nothing was written: the demo's workshop user does not exist in this table (the seed's own
    // tests write only the users they need, never this one).
    expect(await users.get({ uuid: uuidOf.user('workshop') }, { consistent: true })).toBeNull();
  });
});
