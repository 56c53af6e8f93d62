#!/usr/bin/env node
// `npm start`: runs the TypeScript local stack with tsx, on the same Node binary that runs this
// file (Node 22 from the `node` devDependency), and exits with its code.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const child = spawn(process.execPath, [tsxCli, 'scripts/src/local/start.ts'], { cwd: root, stdio: 'inherit' });

// Signals sent to this process alone (kill <pid>) must reach the stack too; the stack ignores
// the duplicate a terminal's Ctrl-C produces.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
// Without a listener, a failed spawn would be an uncaught error; say what failed instead.
child.on('error', (error) => {
  console.error('Cairn could not start:', error.message);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
});
