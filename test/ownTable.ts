import { env } from '@cairn/shared/storage';
import { beforeAll } from 'vitest';
import { ensureTable } from '../scripts/src/local/emulators.ts';

/**
 * Points this test file at a DynamoDB table of its own, on the run's emulator. For a file that
 * asserts on items every file would share, such as the sector averages, which the demo seed's
 * tests store too: with a table of its own, no other file running beside it changes what it
 * reads. setupInt.ts points the next file of the worker back at the shared table.
 */
export function useTableOfItsOwn(name: string): void {
  beforeAll(async () => {
    // The emulator's endpoint and credentials are in the environment (setupInt.ts).
    await ensureTable(name);
    process.env[env.table] = name;
  });
}
