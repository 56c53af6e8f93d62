import { hourlyCostRateEur } from '@cairn/shared/projects/time';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffWorld } from '../../../test/fixtures.ts';
import { useGateway, type WireJson } from '../../../test/gateway.ts';
import { upload } from '../../../test/uploads.ts';
import { projectTimeReports } from '../lib/data/projectTimeReport.ts';
import { timeEntries } from '../lib/data/timeEntry.ts';

const api = useGateway();
const world = {} as { analyst: string; sales: string; client: string; assetUuid: string };
/** Tracker ids of this run: the table outlives a test file. */
const trackerId = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  Object.assign(world, await createStaffWorld(api));
});

const ok = api.ok;

/** A project, with a tracker id or none. */
async function project(clockifyId: string | null): Promise<WireJson> {
  const created = await ok('project.create', { type: 'GENERIC', assetUuid: world.assetUuid, moduleName: 'Bilan carbone 2025' }, world.analyst);
  if (clockifyId === null) return created;
  return ok('project.update', { uuid: created.uuid, expectedVersion: created.version, clockifyId }, world.analyst);
}

const importCsv = async (text: string, token = world.analyst) =>
  api.call(
    'timeEntry.import',
    { uploadUuid: await upload(api, token, { purpose: 'PROJECT_DATA_IMPORT', name: 'clockify.csv', contentType: 'text/csv', bytes: new TextEncoder().encode(text) }) },
    token,
  );

describe("a project's time", () => {
  it("says 'Missing clockify ID' for a project without a tracker id, and asks nobody", async () => {
    const { uuid } = await project(null);
    const missing = { projectUuid: uuid, trackerId: null, time: { kind: 'missingTrackerId' }, lines: [], refreshedAt: null, source: null };
    expect(await ok('projectClockifyReport.get', { projectUuid: uuid }, world.sales)).toEqual(missing);
    expect(await ok('projectClockifyReport.refresh', { projectUuid: uuid }, world.sales)).toEqual(missing);
    expect(await projectTimeReports.get({ projectUuid: uuid })).toBeNull();
  });

  it("says 'no entries from clockify' for a tracker id without entries, once refreshed", async () => {
    const id = trackerId('no-entries');
    const { uuid } = await project(id);
    // Never refreshed: nothing known yet.
    expect(await ok('projectClockifyReport.get', { projectUuid: uuid }, world.sales)).toMatchObject({ trackerId: id, time: null, refreshedAt: null });
    const refreshed = await api.call('projectClockifyReport.refresh', { projectUuid: uuid }, world.sales);
    expect(refreshed.body.result.data).toMatchObject({ trackerId: id, time: { kind: 'noEntries' }, lines: [], source: 'TABLE' });
    expect(refreshed.body.invalidate).toEqual(['projectClockifyReport.get']);
    expect(await ok('projectClockifyReport.get', { projectUuid: uuid }, world.sales)).toEqual(refreshed.body.result.data);
  });

  it('values the imported entries at 359 € an hour, per person and day, without moving the project’s version', async () => {
    const id = trackerId('verlaine');
    const created = await project(id);
    const imported = await importCsv(
      'Project ID;User;Start Date;Duration (decimal);Description\n' +
        `${id};Sophie Laurent;12/12/2024;1,5;Appel de cadrage\n` +
        `${id};Sophie Laurent;12/12/2024;1;Proposition\n` +
        `${id};Hugo Bernard;2025-03-11;3:00;Réunion de lancement\n` +
        `${trackerId('other')};Hugo Bernard;2025-03-11;8;Another project\n`,
    );
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.result.data).toEqual({ status: 'Success', trackerIds: 2, entries: 4, created: 4, removed: 0 });

    const report = await ok('projectClockifyReport.refresh', { projectUuid: created.uuid }, world.sales);
    // 1.5 + 1 + 3 = 5.5 h; 5.5 × 359 = 1,974.5 €.
    expect(report.time).toEqual({ kind: 'spent', hours: 5.5, valueEur: 5.5 * hourlyCostRateEur });
    expect(report.time.valueEur).toBeCloseTo(1_974.5, 6);
    expect(report.lines).toEqual([
      { user: 'Sophie Laurent', date: '2024-12-12', hours: 2.5 },
      { user: 'Hugo Bernard', date: '2025-03-11', hours: 3 },
    ]);
    expect(await projectTimeReports.get({ projectUuid: created.uuid })).toMatchObject({ trackerId: id, totalTimeH: 5.5, entryCount: 3, source: 'TABLE' });
    // The dialog's copy of the project is still the one to save against.
    expect((await ok('project.get', { uuid: created.uuid }, world.sales)).version).toBe(created.version);

    // A new tracker id is a project never refreshed with it.
    const moved = await ok('project.update', { uuid: created.uuid, expectedVersion: created.version, clockifyId: trackerId('renamed') }, world.analyst);
    expect(await ok('projectClockifyReport.get', { projectUuid: moved.uuid }, world.sales)).toMatchObject({ time: null, lines: [] });
  });

  it("replaces a tracker id's entries with a newer export, and writes nothing the second time", async () => {
    const id = trackerId('morel');
    const { uuid } = await project(id);
    const first = `trackerId,user,date,hours\n${id},Chloé Martin,2025-04-01,2\n${id},Chloé Martin,2025-04-02,4\n`;
    expect((await importCsv(first)).body.result.data).toMatchObject({ created: 2, removed: 0 });
    expect((await importCsv(first)).body.result.data).toMatchObject({ created: 0, removed: 0 });
    // The entry of 2 April was corrected to 3 h in the tracker.
    const corrected = `trackerId,user,date,hours\n${id},Chloé Martin,2025-04-01,2\n${id},Chloé Martin,2025-04-02,3\n`;
    expect((await importCsv(corrected)).body.result.data).toMatchObject({ trackerIds: 1, entries: 2, created: 1, removed: 1 });
    expect((await ok('projectClockifyReport.refresh', { projectUuid: uuid }, world.analyst)).time).toEqual({ kind: 'spent', hours: 5, valueEur: 1_795 });
  });

  it('answers every problem of a bad file with its row and writes nothing', async () => {
    const id = trackerId('bad');
    const answer = await importCsv(`trackerId;user;date;hours\n${id};Sophie Laurent;2025-03-11;2\n${id};;31/02/2025;30\n`);
    expect(answer.status).toBe(200);
    expect(answer.body.result.data.status).toBe('Errors');
    expect(answer.body.result.data.errors.map((error: WireJson) => [error.row, error.column, error.message])).toEqual([
      [3, 'user', 'This field is empty'],
      [3, 'date', 'A date was expected (YYYY-MM-DD or DD/MM/YYYY)'],
      [3, 'hours', 'Hours must be more than 0 and at most 24'],
    ]);
    expect(await timeEntries.query('byTracker', { trackerId: id }, { consistent: true })).toEqual([]);
  });

  it('refuses clients, an import by a sales user, and an unknown project', async () => {
    const { uuid } = await project(trackerId('refusals'));
    expect((await api.call('projectClockifyReport.get', { projectUuid: uuid }, world.client)).status).toBe(403);
    expect((await api.call('projectClockifyReport.refresh', { projectUuid: uuid }, world.client)).status).toBe(403);
    expect((await importCsv('trackerId,user,date,hours\nx,y,2025-01-01,1\n', world.sales)).status).toBe(403);
    const unknown = await api.call('projectClockifyReport.refresh', { projectUuid: randomUUID() }, world.analyst);
    expect({ status: unknown.status, key: unknown.body.error.key }).toEqual({ status: 404, key: 'server.notFound.project' });
  });
});
