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
