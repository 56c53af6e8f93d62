import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './webBuild.ts';

let root: string;
const sources = ['web/src', 'web/index.html'];

/** Writes a file and dates it `secondsAgo` in the past (directories keep their own dates). */
async function file(path: string, secondsAgo: number): Promise<void> {
  const full = join(root, path);
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, '');
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(full, when, when);
}

/** Dates the directories too, so that only the files decide. */
async function ageDirectories(secondsAgo: number): Promise<void> {
  const when = new Date(Date.now() - secondsAgo * 1000);
  for (const dir of ['web/src', 'web/src/app']) await utimes(join(root, dir), when, when);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cairn-webbuild-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('webBuildIsStale', () => {
  it('is stale without a build', async () => {
    await file('web/src/main.tsx', 100);
    expect(await webBuildIsStale(root, sources)).toBe(true);
  });

  it('is fresh when the build is newer than every source', async () => {
    await file('web/src/app/App.tsx', 100);
    await file('web/index.html', 100);
    await ageDirectories(100);
    await file('web/dist/index.html', 10);
    expect(await webBuildIsStale(root, sources)).toBe(false);
  });

  it('is stale when a source deep in a folder changed after the build', async () => {
    await file('web/src/app/App.tsx', 5);
    await file('web/index.html', 100);
    await ageDirectories(100);
    await file('web/dist/index.html', 10);
    expect(await webBuildIsStale(root, sources)).toBe(true);
  });

  it('ignores test files, which are not part of the bundle', async () => {
    await file('web/src/app/App.tsx', 100);
    await file('web/src/app/App.test.tsx', 5);
    await file('web/index.html', 100);
    await ageDirectories(100);
    await file('web/dist/index.html', 10);
    expect(await webBuildIsStale(root, sources)).toBe(false);
  });

  it('does not mind a source that does not exist', async () => {
    await file('web/src/app/App.tsx', 100);
    await ageDirectories(100);
    await file('web/dist/index.html', 10);
    expect(await webBuildIsStale(root, [...sources, 'web/public'])).toBe(false);
  });
});
