import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '@cairn/scripts/e2e/chromium.ts';
import { startE2eStack } from '@cairn/scripts/e2e/stack.ts';
import { buildWebIfStale } from '@cairn/scripts/e2e/webBuild.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local stack the browser tests run against: SPA, API and websocket on one origin. */
    e2eBaseUrl: string;
    /** The password of every demo user of the seed. */
    e2eDemoPassword: string;
    /** The SES emulator's address (`GET /store` lists the mail sent); empty under LocalStack. */
    e2eMailUrl: string;
  }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Once per run of the browser tests: Chromium present, web app built from the current
 * sources, and one local stack with the demo data on free ports and a fresh data directory,
 * so the run neither depends on nor disturbs `npm start`'s `.local/` or a running instance.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'cairn-e2e-'));
  try {
    // Before the stack: a first install takes a minute and would only slow Java's start.
    await ensureChromium();
    // The build and the stack's start both take seconds: side by side. The gateway reads
    // web/dist per request, so it may start before the build ends.
    const [build, starting] = await Promise.allSettled([buildWebIfStale(), startE2eStack({ dataDir })]);
    if (build.status === 'rejected') {
      if (starting.status === 'fulfilled') await starting.value.stop();
      throw build.reason;
    }
    if (starting.status === 'rejected') throw starting.reason;
    const stack = starting.value;
    console.log(`[e2e] local stack at ${stack.url}, ready in ${seconds(started)}`);

    project.provide('e2eBaseUrl', stack.url);
    project.provide('e2eDemoPassword', stack.password);
    project.provide('e2eMailUrl', stack.mailUrl ?? '');

    return async () => {
      await stack.stop(); // resolves once the stack's process, and so Java, has exited
      await rm(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
