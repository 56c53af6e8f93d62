import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** A full garbage collection, made callable without starting Node with --expose-gc. */
export const collect: () => void = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

/** Durations of runs measured in alternation with others, for `alternated`. */
export interface AlternatedTiming {
  label: string;
  minMs: number;
  medianMs: number;
}

/**
 * Runs each subject once per round, in turn, the order rotating every round, so a slow moment of
 * the machine (two cores shared with other work) falls on all of them alike rather than on
 * whichever ran then. The first is the baseline the others are compared to. `collectGarbage`
 * for subjects that allocate much (the roll-ups of 100,000 entries).
 */
export async function alternated(
  subjects: { label: string; run: () => Promise<unknown> }[],
  { warmup = 5, rounds = 60, collectGarbage = false } = {},
): Promise<AlternatedTiming[]> {
  for (let i = 0; i < warmup; i += 1) for (const subject of subjects) await subject.run();
  const durations = subjects.map(() => [] as number[]);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < subjects.length; turn += 1) {
      const index = (round + turn) % subjects.length;
      // Each run starts from a collected heap, so no run pays for the garbage of the one before.
      if (collectGarbage) collect();
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

/** Errors of a pooled connection the server closed as the request went out: nothing reached the server. */
export function isConnectionReset(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  const code = cause?.code ?? (error as { code?: string } | undefined)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';
}

/**
 * `fetch`, sent again once when the pooled connection it went out on was reset. The local
 * server closes a connection idle past its keep-alive timeout; when the bench's own work kept
 * the event loop busy past that moment, the close and the next request cross, and the request
 * fails before the server reads it. The bench keeps CPU-heavy timings away from the running
 * stack (`engine.ts`), and this covers what is left (a handler's own heavy work in process).
 */
export async function sturdyFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!isConnectionReset(error)) throw error;
    return fetch(url, init);
  }
}

/**
 * A target's verdict on alternated timings: `subject` (an index into `timings`) against the
 * baseline (index 0), by the median ratio, the minimum ratio printed beside it.
 */
export function targetLine(what: string, timings: AlternatedTiming[], subject: number, limit: number): string {
  const median = timings[subject]!.medianMs / timings[0]!.medianMs;
  const min = timings[subject]!.minMs / timings[0]!.minMs;
  return `  target: ${what} within x${limit} of its baseline: median x${median.toFixed(2)}, min x${min.toFixed(2)}, ${median <= limit ? 'met' : 'NOT met'}`;
}

/** Signs in through the API, as the app does, and answers the session token. */
export async function login(url: string, username: string, password: string): Promise<string> {
  const answer = await sturdyFetch(`${url}/api/user.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await answer.json()) as { result: { data: { token: string } } }).result.data.token;
}

/** The first place two results differ, numbers to 1e-9 relative (NaN equal to NaN): a subject and its baseline add in different orders; null when they agree. */
export function disagreement(a: unknown, b: unknown, path = 'figures'): string | null {
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) && Number.isNaN(b) ? null : `${path}: ${a} against ${b}`;
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b)) ? null : `${path}: ${a} against ${b}`;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b ? null : `${path}: ${String(a)} against ${String(b)}`;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = disagreement((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}
