import { importCatalogue } from './index.ts';

/** Imports the reference catalogue into whatever table the AWS environment points at. */
const started = Date.now();
const counts = await importCatalogue('system:catalogue-import');
const { invalid, skipped, ...summary } = counts;
console.log(JSON.stringify(summary, null, 2));
console.log(`${skipped.length} ADEME rules left out; ${invalid.length} invalid rows; ${Date.now() - started} ms`);
for (const row of invalid) console.log(`invalid: ${row.name}: ${row.problems.join('; ')}`);
if (invalid.length) process.exitCode = 1;
