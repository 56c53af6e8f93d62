/**
 * The local stack for the browser tests, in a process of its own (started by `startE2eStack`
 * in ./stack.ts through an IPC channel). Argument: the data directory.
 *
 * It runs apart from the test runner because the stack configures itself through its own
 * process's environment (emulator endpoints, table, JWT secret, websocket endpoint) and the
 * test runner's workers copy the runner's environment: in the runner, the unit and integration
 * workers would inherit the browser tests' emulators.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../local/paths.ts';
import { logUnhandledRejections, startLocalStack } from '../local/stack.ts';
import { seed } from '../seed/index.ts';
import type { StackMessage } from './stack.ts';

const dataDir = process.argv[2];
if (!dataDir || !process.send) {
  console.error('Usage: started by startE2eStack (scripts/src/e2e/stack.ts) with a data directory and an IPC channel.');
  process.exit(2);
}
const send = (message: StackMessage) => process.send?.(message);
logUnhandledRejections();

try {
  const stack = await startLocalStack({
    port: 0,
    dataDir,
    webDir: join(repoRoot, 'web/dist'),
    emulatorPorts: { dynamodb: 0, s3: 0, ses: 0 },
    seed,
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    // The disconnect that follows the parent's "stop" message must not start a second stop.
    stopping ??= (async () => {
      // Should the stop hang, leave anyway: exiting kills DynamoDB Local (dynamodbLocal.ts).
      setTimeout(() => process.exit(1), 45_000).unref();
      try {
        await stack.stop();
        // The data directory goes too: when the runner was killed, nobody else removes it.
        await rm(dataDir, { recursive: true, force: true });
        process.exit(0);
      } catch (error) {
        console.error('[e2e stack] stopping failed:', error);
        process.exit(1);
      }
    })();
  };
  // The parent asks by message; a parent that died closes the channel, which stops us too.
  process.on('message', stop);
  process.on('disconnect', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
  // The viewer's page is `<endpoint>/`; its `GET /store` lists the mail sent.
  send({ type: 'ready', url: stack.url, password: stack.seeded?.password ?? '', mailUrl: stack.mailViewerUrl?.replace(/\/$/, '') ?? null });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
