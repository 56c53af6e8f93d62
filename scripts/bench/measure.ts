/** Timing of repeated calls: warm-up first, then the median and 95th percentile. */
export interface Timing {
  label: string;
  medianMs: number;
  p95Ms: number;
}

export async function measure(label: string, run: () => Promise<unknown>, { warmup = 20, samples = 200 } = {}): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await run();
  const durations: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (fraction: number) => durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))]!;
  return { label, medianMs: at(0.5), p95Ms: at(0.95) };
}

/** One line per timing, each with its ratio to the baseline measured in the same run. */
export function report(title: string, baseline: Timing, others: Timing[]): string {
  const line = (timing: Timing) =>
    `  ${timing.label.padEnd(44)} median ${timing.medianMs.toFixed(2).padStart(7)} ms   p95 ${timing.p95Ms.toFixed(2).padStart(7)} ms   x${(timing.medianMs / baseline.medianMs).toFixed(1)} of baseline`;
  return [title, line(baseline), ...others.map(line)].join('\n');
}

/** Durations of runs measured in alternation with others, for `alternated`. */
export interface AlternatedTiming {
  label: string;
  minMs: number;
  medianMs: number;
}

/**
 * Runs each subject once per round, in turn, the order rotating every round, so a slow moment of
 * the machine (two cores shared with other work) falls on all of them alike rather than on
 * whichever ran then. The first is the baseline the others are compared to.
 */
export async function alternated(subjects: { label: string; run: () => Promise<unknown> }[], { warmup = 5, rounds = 60 } = {}): Promise<AlternatedTiming[]> {
  for (let i = 0; i < warmup; i += 1) for (const subject of subjects) await subject.run();
  const durations = subjects.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < subjects.length; turn += 1) {
      const index = (round + turn) % subjects.length;
      const started = performance.now();
      await subjects[index]!.run();
      durations[index]!.push(performance.now() - started);
    }
  }
  return subjects.map(({ label }, index) => {
    const sorted = durations[index]!.sort((a, b) => a - b);
    return { label, minMs: sorted[0]!, medianMs: sorted[Math.floor(sorted.length / 2)]! };
  });
}

/** One line per subject with its minimum and median, and both as ratios to the baseline's. */
export function reportAlternated(title: string, [baseline, ...others]: AlternatedTiming[]): string {
  const line = (timing: AlternatedTiming) =>
    `  ${timing.label.padEnd(58)} min ${timing.minMs.toFixed(2).padStart(7)} ms  x${(timing.minMs / baseline!.minMs).toFixed(1).padEnd(5)}` +
    ` median ${timing.medianMs.toFixed(2).padStart(7)} ms  x${(timing.medianMs / baseline!.medianMs).toFixed(1)}`;
  return [title, line(baseline!), ...others.map(line)].join('\n');
}

let callers = 0;

/**
 * Headers naming a new caller address (documentation ranges, never contacted: the gateway only
 * reads the header) for each public request. The public procedures count requests per address,
 * and a bench sends hundreds a minute: from one address it would time refusals. The counting
 * itself still happens on every request, so nothing is left out of the timing.
 */
export function newCallerHeaders(): Record<string, string> {
  callers += 1;
  return { 'x-forwarded-for': `198.51.${100 + Math.floor(callers / 250) % 100}.${1 + (callers % 250)}` };
}

/** The body of a 200 answer; anything else stops the bench rather than timing a refusal. */
export async function okText(response: Response): Promise<string> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}
