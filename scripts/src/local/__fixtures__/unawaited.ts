/** A process of the stack whose code leaves a failing promise unawaited, then carries on. */
import { logUnhandledRejections } from '../stack.ts';

logUnhandledRejections();
const forgotten = Promise.reject(new Error('left unawaited on purpose'));
// Unhandled rejections are reported once the current job ends, before any timer runs.
setTimeout(() => process.stdout.write(`still running ${typeof forgotten}\n`), 0);
