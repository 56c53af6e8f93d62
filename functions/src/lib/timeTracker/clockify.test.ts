import { hourlyCostRateEur } from '@cairn/shared/projects/time';
import { linesByUserAndDay, timeOf } from '@cairn/shared/projects/timeReport';
import { afterEach, describe, expect, it } from 'vitest';
import { recordedExchanges, startRecordedServer, type RecordedServer } from '../../../../test/recordedServer.ts';
import { clockifyTimeTracker, dayIn, yearWindows } from './clockify.ts';

const workspaceId = '64a7e0c1b2d3f4a5b6c7d8e9';
const trackerId = '65f1c2a9e4b0d71f3c8a9b12';
let server: RecordedServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function tracker(exchanges = recordedExchanges('clockify-detailed.json')) {
  server = await startRecordedServer(exchanges);
  const settings = { baseUrl: server.url, workspaceId, apiKey: () => Promise.resolve('clockify-test-key'), timeZone: 'Europe/Paris' };
  return clockifyTimeTracker(settings, { now: () => new Date('2025-06-30T12:00:00.000Z'), pageSize: 2, sleep: () => Promise.resolve() });
}

describe("Clockify's reports API", () => {
  it("reads a project's entries year by year and page by page, and values them at 359 € an hour", async () => {
    const clockify = await tracker();
    const entries = await clockify.entries(trackerId, '2024-01-01');
    expect(server!.unmatched).toEqual([]);
    // Two years, two pages each; every request carries the key.
    expect(server!.requests.map((request) => [request.method, request.path])).toEqual(Array(4).fill(['POST', `/workspaces/${workspaceId}/reports/detailed`]));
    expect(server!.requests.every((request) => request.headers['x-api-key'] === 'clockify-test-key')).toBe(true);

    // The running timer counts once stopped; the day is the Paris day (22:30 UTC on 31 March is 1 April).
    expect(linesByUserAndDay(entries)).toEqual([
      { user: 'Sophie Laurent', date: '2024-12-12', hours: 2.5 },
      { user: 'Hugo Bernard', date: '2025-03-11', hours: 3 },
      { user: 'Chloé Martin', date: '2025-04-01', hours: 2 },
    ]);
    // 1.5 + 1 + 3 + 2 = 7.5 h; 7.5 × 359 = 2,692.5 €.
    expect(timeOf(trackerId, entries)).toEqual({ kind: 'spent', hours: 7.5, valueEur: 7.5 * hourlyCostRateEur });
    expect(timeOf(trackerId, entries)).toMatchObject({ valueEur: 2_692.5 });
  });

  it('says a project without entries has none', async () => {
    const clockify = await tracker(
      recordedExchanges('clockify-detailed.json').map((exchange) => ({ ...exchange, response: { status: 200, body: { totals: [], timeentries: [] } } })),
    );
    const entries = await clockify.entries(trackerId, '2024-01-01');
    expect(entries).toEqual([]);
    expect(timeOf(trackerId, entries)).toEqual({ kind: 'noEntries' });
    // An empty first page ends the year.
    expect(server!.requests).toHaveLength(2);
  });

  it('waits and asks again when rate-limited, and reports a service that stays busy as TOO_MANY_REQUESTS', async () => {
    const [first, ...rest] = recordedExchanges('clockify-detailed.json');
    const busy = { request: first!.request, response: { status: 429, headers: { 'retry-after': '1' }, body: { message: 'Too many requests', code: 429 } }, times: 1 };
    const clockify = await tracker([busy, first!, ...rest]);
    expect(await clockify.entries(trackerId, '2024-01-01')).toHaveLength(4);

    await server!.close();
    const alwaysBusy = { ...busy, times: undefined };
    const stuck = await tracker([alwaysBusy]);
    await expect(stuck.entries(trackerId, '2024-01-01')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', key: 'server.integration.busy', params: { service: 'Clockify' } });
    expect(server!.requests).toHaveLength(3);
  });

  it('does not ask again when the key is refused: that is a deployment mistake, reported and logged', async () => {
    const [first] = recordedExchanges('clockify-detailed.json');
    const refused = { request: first!.request, response: { status: 401, body: { message: 'Full authentication is required to access this resource', code: 1000 } } };
    const clockify = await tracker([refused]);
    await expect(clockify.entries(trackerId, '2024-01-01')).rejects.toThrow(/Clockify answered 401/);
    expect(server!.requests).toHaveLength(1);
  });
});

describe('the report windows', () => {
  it('cover the history year by year up to now, each ending a millisecond before the next', () => {
    expect(yearWindows('2024-01-01', new Date('2025-06-30T12:00:00.000Z'))).toEqual([
      { start: '2024-01-01T00:00:00.000Z', end: '2024-12-31T23:59:59.999Z' },
      { start: '2025-01-01T00:00:00.000Z', end: '2025-06-30T11:59:59.999Z' },
    ]);
    expect(dayIn('Europe/Paris', '2025-03-31T22:30:00Z')).toBe('2025-04-01');
    expect(dayIn('Europe/Paris', '2024-12-12T09:00:00+01:00')).toBe('2024-12-12');
  });
});
