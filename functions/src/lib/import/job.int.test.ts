import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsedSimpleFactor, unique } from '../../../../test/fixtures.ts';
import { runnerFor } from '@cairn/events/campaign-runners';
import '@cairn/events/import-runner';
import { catalogueLookups } from '../catalogue/batchImport.ts';
import { factorImportCommitter, factorImportKind, type StagedFactor } from '../catalogue/batchImportCommit.ts';
import { createEmissionFactor, emissionFactorFields, emissionFactors, units } from '../data/index.ts';
import {
  advanceImport,
  advanceImportForRequest,
  createImportJob,
  importJobKind,
  importLeaseMs,
  registerImportCommitter,
  SimulatedCrash,
  StaleWorker,
  stillStagingCheck,
} from './job.ts';

/*
 * The import job against the emulators: a worker stopped half-way (after its writes, before
 * its cursor moves, its lease still held, as a killed process leaves it) is resumed to a
 * complete catalogue; a name taken by someone else fails the job and leaves the catalogue as
 * it was. Crashes are simulated inside the worker, at a chosen step, so they are deterministic.
 */

const actor = randomUUID();
let unitUuid: string;

beforeAll(async () => {
  unitUuid = randomUUID();
  await units.create({ uuid: unitUuid, symbol: unique('u'), labelEn: 'unit', labelFr: 'unité', quantityKind: 'ENERGY' }, 'test');
});

const factor = (name: string) => parsedSimpleFactor(name, unitUuid, { group: 'Import job' });

function stagedFactors(tag: string, count: number): StagedFactor[] {
  return Array.from({ length: count }, (_, index) => ({ uuid: randomUUID(), input: factor(`${tag} ${String(index).padStart(4, '0')}`) }));
}

/** The factors of the catalogue whose name starts with the tag, as every list reads them. */
async function catalogueOf(tag: string) {
  return (await emissionFactors.query('all', {})).filter((stored) => stored.name.startsWith(`${tag} `));
}

/** After a crash, the next worker comes once the crashed one's lease is over. */
const afterLease = () => Date.now() + importLeaseMs + 1_000;

/** Runs the job in a child process and kills it with SIGKILL once `windows` windows are written. */
async function killWorkerAfter(jobUuid: string, windows: number): Promise<void> {
  const script = fileURLToPath(new URL('./killableWorker.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, jobUuid, String(windows)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      output += data.toString();
      if (output.includes('written')) resolve();
    });
    child.on('exit', () => reject(new Error(`The worker ended before it was killed: ${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe('import job', () => {
  it('resumes an import whose worker process was killed with SIGKILL while publishing', async () => {
    const tag = unique('sigkill');
    const items = stagedFactors(tag, 1_000);
    const job = await createImportJob(factorImportKind, 'f.xlsx', items, actor);
    // Staging takes 3 windows; after the 4th, the first 8 chunks are published and the cursor not moved.
    await killWorkerAfter(job.uuid, 4);
    expect(await catalogueOf(tag)).toHaveLength(400);

    const done = await advanceImport(job.uuid, { budgetMs: 120_000, clock: afterLease });
    expect(done.status).toBe('DONE');
    const listed = await catalogueOf(tag);
    expect(listed).toHaveLength(1_000);
    expect(new Set(listed.map((stored) => stored.uuid))).toEqual(new Set(items.map((item) => item.uuid)));
  }, 180_000);

  it('resumes a worker killed while staging, to a complete catalogue', async () => {
    const tag = unique('staging-crash');
    const items = stagedFactors(tag, 1_000); // 20 chunks of 50: windows of 8, 8, 4 while staging.
    const job = await createImportJob(factorImportKind, 'f.xlsx', items, actor);
    await expect(advanceImport(job.uuid, { budgetMs: 60_000, crashAfterWindows: 2 })).rejects.toBeInstanceOf(SimulatedCrash);
    // Names are reserved, nothing is listed: the catalogue is as it was.
    expect(await catalogueOf(tag)).toEqual([]);
    // The lease still held keeps a second worker out until it runs out.
    expect((await advanceImport(job.uuid, { budgetMs: 60_000 })).status).toBe('STAGING');

    const done = await advanceImport(job.uuid, { budgetMs: 120_000, clock: afterLease });
    expect(done.status).toBe('DONE');
    const listed = await catalogueOf(tag);
    expect(listed).toHaveLength(1_000);
    expect(new Set(listed.map((stored) => stored.uuid))).toEqual(new Set(items.map((item) => item.uuid)));
  }, 180_000);

  it('resumes a worker killed while publishing without writing a factor twice', async () => {
    const tag = unique('publish-crash');
    const items = stagedFactors(tag, 1_000);
    const job = await createImportJob(factorImportKind, 'f.xlsx', items, actor);
    // Staging takes 3 windows; the 5th is the second of publishing: 16 chunks written, the cursor at 8.
    await expect(advanceImport(job.uuid, { budgetMs: 60_000, crashAfterWindows: 5 })).rejects.toBeInstanceOf(SimulatedCrash);
    expect(await catalogueOf(tag)).toHaveLength(800);

    const done = await advanceImport(job.uuid, { budgetMs: 120_000, clock: afterLease });
    expect(done.status).toBe('DONE');
    const listed = await catalogueOf(tag);
    expect(listed).toHaveLength(1_000);
    expect(new Set(listed.map((stored) => stored.name)).size).toBe(1_000);
    // Every name's claim is its factor's, and a second import of the names is refused as existing.
    const existing = await catalogueLookups.existingNames(items.map((item) => item.input.name));
    expect(existing.size).toBe(1_000);
  }, 180_000);

  it('fails when a name is taken meanwhile, killed while releasing or not, and leaves the catalogue as it was', async () => {
    const tag = unique('conflict');
    const items = stagedFactors(tag, 1_000);
    // Someone else creates the factor of the 12th chunk's first name while the job waits.
    const taken = items[550]!.input;
    await createEmissionFactor({ uuid: randomUUID(), ...emissionFactorFields(taken), versionedAt: null }, 'someone-else');
    const job = await createImportJob(factorImportKind, 'f.xlsx', items, actor);
    // Window 1 stages chunks 0-7; window 2 hits chunk 11: releasing starts; the crash comes after its first window.
    await expect(advanceImport(job.uuid, { budgetMs: 60_000, crashAfterWindows: 3 })).rejects.toBeInstanceOf(SimulatedCrash);
    const failed = await advanceImport(job.uuid, { budgetMs: 120_000, clock: afterLease });
    expect(failed.status).toBe('FAILED');
    expect(failed.failure).toMatch(/nothing was imported/);

    // Only the other creator's factor is there, and every other name is free again.
    expect((await catalogueOf(tag)).map((stored) => stored.createdBy)).toEqual(['someone-else']);
    const existing = await catalogueLookups.existingNames(items.map((item) => item.input.name));
    expect([...existing]).toEqual([taken.name]);

    // A worker stalled since before the failure reserving its window now writes nothing.
    await expect(factorImportCommitter.reserve(items.slice(0, 50), actor, stillStagingCheck(job.uuid))).rejects.toBeInstanceOf(StaleWorker);
    expect([...(await catalogueLookups.existingNames(items.map((item) => item.input.name)))]).toEqual([taken.name]);
  }, 180_000);

  it('is finished by the scheduled runner when nobody polls', async () => {
    const tag = unique('runner');
    const items = stagedFactors(tag, 120);
    const job = await createImportJob(factorImportKind, 'f.xlsx', items, actor);
    const runner = runnerFor(importJobKind);
    expect(runner).toBeDefined();
    await runner!({ jobUuid: job.uuid });
    expect(await catalogueOf(tag)).toHaveLength(120);
    // A finished job run again changes nothing.
    await runner!({ jobUuid: job.uuid });
    expect(await catalogueOf(tag)).toHaveLength(120);
  }, 120_000);

  it('answers a request the job still pending when a step fails, and the next worker finishes it', async () => {
    // A kind whose storage fails, then works again: any kind plugs into the same job.
    let failing = true;
    const written = new Set<number>();
    registerImportCommitter<number>({
      kind: 'TEST_FLAKY',
      chunkSize: 10,
      conflictMessage: 'conflict',
      reserve: async () => {
        if (failing) throw new Error('storage unavailable');
        return true;
      },
      publish: async (items) => items.forEach((item) => written.add(item)),
      release: async () => undefined,
    });
    const job = await createImportJob('TEST_FLAKY', 'f.xlsx', Array.from({ length: 35 }, (_, index) => index), actor);
    const answered = await advanceImportForRequest(job.uuid, 10_000);
    expect(answered).toMatchObject({ status: 'STAGING', cursor: 0 });
    // The failed step's lease keeps others out until it runs out.
    expect((await advanceImportForRequest(job.uuid, 10_000)).version).toBe(answered.version);
    failing = false;
    const done = await advanceImport(job.uuid, { budgetMs: 10_000, clock: afterLease });
    expect(done).toMatchObject({ status: 'DONE', itemCount: 35, chunkCount: 4 });
    expect(written.size).toBe(35);
  }, 60_000);
});
