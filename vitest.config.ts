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
    ],
  },
});
