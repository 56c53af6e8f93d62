/** What a scheduled job of a given kind does; features register theirs at module load. */
export type JobRunner = (payload: Record<string, unknown>) => Promise<void>;

const runners = new Map<string, JobRunner>();

export function registerJobRunner(kind: string, runner: JobRunner): void {
  runners.set(kind, runner);
}

export function runnerFor(kind: string): JobRunner | undefined {
  return runners.get(kind);
}
