import { computeReport, decomposeChange, type ReportRollupInput } from '@cairn/shared/calc/report';
import { isDeepStrictEqual } from 'node:util';
import { alternated, reportAlternated, targetLine } from './measure.ts';
import { plainRollup } from './plainRollup.ts';
import { syntheticEntry } from './syntheticReport.ts';

/*
 * The report engine, timed before the local stack starts: these timings hold the event loop for
 * seconds, and with the stack running a pooled HTTP connection would sit past the server's
 * keep-alive timeout meanwhile. `computeReport` is compared with the same roll-up written plainly
 * (`plainRollup.ts`), both checked to give the same roll-up first, at 10,000 and 100,000 entries;
 * then one roll-up of 100,000 entries against ten of 10,000, which take the same time if it is
 * linear in the entries.
 */

function rollupInput(entryCount: number): ReportRollupInput {
  return {
    year: 2024,
    beges: false,
    electricityReporting: 'LOCATION',
    entries: Array.from({ length: entryCount }, (_, i) => syntheticEntry(i, 2024)),
    employeeNumber: 180,
    turnover: 30_000_000,
    currency: 'EURO',
    keyFigures: [],
    activityDataQualityPercentage: null,
    pcafScore: null,
  };
}

export async function benchReportEngine(): Promise<void> {
  // Kept alive by the check below, so no roll-up is optimised away.
  let sink = 0;
  const inputs = new Map<number, ReportRollupInput>();
  for (const [entryCount, rounds] of [[10_000, 30], [100_000, 8]] as const) {
    const input = rollupInput(entryCount);
    inputs.set(entryCount, input);
    if (!isDeepStrictEqual(computeReport(input), plainRollup(input))) {
      throw new Error(`computeReport and the plain roll-up disagree on ${entryCount} entries: the comparison would mean nothing`);
    }
    const timings = await alternated(
      [
        { label: `plain roll-up: filter and full sort per category (baseline)`, run: async () => (sink += plainRollup(input).total) },
        { label: `computeReport (4 views, top 200 per category)`, run: async () => (sink += computeReport(input).total) },
      ],
      { warmup: 2, rounds, collectGarbage: true },
    );
    console.log(reportAlternated(`The report roll-up, ${entryCount.toLocaleString('en')} entries (same result checked; ${rounds} alternated rounds)`, timings));
  }
  // Linear in the entries: one roll-up of 100,000 entries takes about as long as ten of 10,000.
  const small = inputs.get(10_000)!;
  const large = inputs.get(100_000)!;
  const growth = await alternated(
    [
      {
        label: 'computeReport of 10,000 entries, ten times (baseline)',
        run: async () => {
          for (let i = 0; i < 10; i += 1) sink += computeReport(small).total;
        },
      },
      { label: 'computeReport of 100,000 entries, once', run: async () => (sink += computeReport(large).total) },
    ],
    { warmup: 1, rounds: 8, collectGarbage: true },
  );
  console.log(reportAlternated('computeReport, linear in the entries? (8 alternated rounds)', growth));
  // A larger heap costs something per entry (caches, collection); the full sort per category
  // this replaced took 2.2 to 3.5 times ten roll-ups of 10,000.
  console.log(targetLine('computeReport of 100,000 entries (linear: ten roll-ups of 10,000)', growth, 1, 1.5));

  const entries2023 = Array.from({ length: 10_000 }, (_, i) => syntheticEntry(i, 2023));
  const entries2024 = Array.from({ length: 10_000 }, (_, i) => syntheticEntry(i, 2024));
  const [split] = await alternated([{ label: 'decomposeChange, 10,000 + 10,000 entries (no baseline: time only)', run: async () => (sink += decomposeChange(entries2023, entries2024).total.new) }], {
    warmup: 2,
    rounds: 20,
  });
  console.log(`The change decomposition (20 rounds)\n  ${split!.label.padEnd(58)} min ${split!.minMs.toFixed(2).padStart(7)} ms  median ${split!.medianMs.toFixed(2).padStart(7)} ms`);
  if (Number.isNaN(sink)) throw new Error('A benchmark produced NaN');
}
