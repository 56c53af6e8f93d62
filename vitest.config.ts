import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', '**/.build/**', '**/cdk.out/**', '**/.local/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,events,infra,scripts,web}/src/**/*.test.{ts,tsx}'],
          exclude: [...exclude, '**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['test/setupUnit.ts'],
          // Budgets for a loaded two-core machine (eight workers, Java, Chromium and a build at
          // once), not for an idle laptop: a slow run must not fail, only a stuck one. Hooks
          // that do heavy work (a CDK synthesis) set their own, longer budget.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['{functions,events,scripts,infra}/src/**/*.int.test.ts'],
          exclude,
          environment: 'node',
          globalSetup: ['test/globalSetup.ts'],
          setupFiles: ['test/setupInt.ts'],
          // Handlers against emulators: seconds each when idle, many times that under load.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          exclude,
          environment: 'node',
          // Chromium, the web build and its own local stack (emulators on free ports, demo seed).
          globalSetup: ['web/e2e/globalSetup.ts'],
          // A page's steps wait for conditions (helpers.ts), each with its own budget; the test
          // budget only stops one that is stuck.
          testTimeout: 300_000,
          // A first run may install Chromium with apt-get, which can take a minute.
          hookTimeout: 300_000,
          // Two cores, Java and the stack already busy: one browser at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
