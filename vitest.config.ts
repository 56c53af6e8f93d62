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
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 60_000,
          // A first run may install Chromium with apt-get, which can take a minute.
          hookTimeout: 180_000,
          // Two cores, Java and the stack already busy: one browser at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
