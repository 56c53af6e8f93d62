import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordFingerprint, sourceFingerprint, webBuildIsStale, webBuildState } from './webBuild.ts';

let root: string;
const sources = ['web/src', 'web/index.html', 'package-lock.json'];

async function file(path: string, content = ''): Promise<void> {
  const full = join(root, path);
  await mkdir(join(full, '..'), { recursive: true });
  await writeFile(full, content);
}

/** A build made from the sources as they are now, as buildWebIfStale leaves it. */
async function build(): Promise<void> {
  await file('web/dist/index.html', '<!doctype html>');
  await recordFingerprint(await sourceFingerprint(root, sources), root);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cairn-webbuild-'));
  await file('web/src/app/App.tsx', 'export const App = 1;');
  await file('web/index.html', '<div id="root"></div>');
  await file('package-lock.json', '{"lockfileVersion":3}');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('webBuildState', () => {
  it('is stale without a build', async () => {
    expect(await webBuildState(root, sources)).toMatchObject({ stale: true, reason: 'web/dist is missing' });
  });

  it('is fresh right after a build from the same sources', async () => {
    await build();
    expect(await webBuildIsStale(root, sources)).toBe(false);
  });

  it('is stale for a build that recorded no fingerprint (made by hand, or restored)', async () => {
    await file('web/dist/index.html', '<!doctype html>');
    expect(await webBuildState(root, sources)).toMatchObject({ stale: true, reason: 'web/dist records no source fingerprint' });
  });

  it('is stale when a source deep in a folder changed, even with an older date than the build', async () => {
    await build();
    await file('web/src/app/App.tsx', 'export const App = 2;');
    // A pull or a restore can leave a changed file dated before the build: dates do not decide.
    const longAgo = new Date('2001-01-01T00:00:00Z');
    await utimes(join(root, 'web/src/app/App.tsx'), longAgo, longAgo);
    expect(await webBuildState(root, sources)).toMatchObject({ stale: true, reason: 'the sources changed since web/dist was built' });
  });

  it('is stale when a source is added, removed or renamed, or the locked libraries change', async () => {
    await build();
    await file('web/src/app/New.tsx');
    expect(await webBuildIsStale(root, sources)).toBe(true);
    await rm(join(root, 'web/src/app/New.tsx'));
    expect(await webBuildIsStale(root, sources)).toBe(false);
    await file('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await webBuildIsStale(root, sources)).toBe(true);
  });

  it('stays fresh when files are only touched (a checkout dates every file now)', async () => {
    await build();
    const now = new Date();
    await utimes(join(root, 'web/src/app/App.tsx'), now, now);
    await utimes(join(root, 'web/index.html'), now, now);
    expect(await webBuildIsStale(root, sources)).toBe(false);
  });

  it('ignores test files, which are not part of the bundle', async () => {
    await build();
    await file('web/src/app/App.test.tsx', 'test');
    expect(await webBuildIsStale(root, sources)).toBe(false);
  });

  it('tells a content change from a renamed file with the same content', async () => {
    const before = await sourceFingerprint(root, sources);
    await rm(join(root, 'web/src/app/App.tsx'));
    await file('web/src/app/Main.tsx', 'export const App = 1;');
    expect(await sourceFingerprint(root, sources)).not.toBe(before);
  });

  it('does not mind a source that does not exist', async () => {
    await build();
    expect(await webBuildIsStale(root, [...sources, 'web/public'])).toBe(false);
  });
});
