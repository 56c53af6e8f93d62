/*
 * An import worker in a process of its own, for the test that kills it with SIGKILL: it runs
 * the job given on the command line and, once the given number of windows are written (before
 * the cursor moves), says so on stdout and waits to be killed.
 *
 *   node --import tsx functions/src/lib/import/killableWorker.ts <job uuid> <windows>
 */
import '../catalogue/batchImportCommit.ts';
import { advanceImport } from './job.ts';

const [jobUuid, windows] = process.argv.slice(2);
if (!jobUuid || !windows) throw new Error('Usage: killableWorker.ts <job uuid> <windows>');
await advanceImport(jobUuid, {
  budgetMs: 600_000,
  afterWindowWrites: async (written) => {
    if (written < Number(windows)) return;
    process.stdout.write('written\n');
    // A pending promise alone does not keep Node alive: once the SDK's sockets close, the
    // process would end by itself before the kill. A timer keeps it waiting for SIGKILL.
    await new Promise(() => setInterval(() => undefined, 60_000));
  },
});
process.stdout.write('finished\n');
