import type { ReportEntry, ReportSnapshot } from '../../schemas/report.ts';

/*
 * The private-value rule of reports (docs/private-values.md), in one place: every answer and
 * every file a client or the public gets goes through `redactPrivateValues`; staff get the
 * stored snapshot.
 *
 * An entry depends on a private value when a factor it used is private (a licensed source, or a
 * combination that reads one). Its emissions stay, so the footprint still adds up, and so do
 * the names and sources of its private factors, so the reader knows why. Everything that, with
 * the emissions, would give the licensed value back goes: the activity data and each line's
 * activity (emissions / activity = factor), the formula (it may hold the quantities as
 * numbers), and the hypotheses and public factors it multiplied (emissions / known parts =
 * the licensed part), and the quantity its questionnaire source read. The year-over-year split then has no activity to split by, so it puts
 * the whole change of such an entry in the activity effect and none in the factor effect.
 */

/** Whether an entry's emissions were computed with a private value. */
export function dependsOnPrivateValue(entry: Pick<ReportEntry, 'emissionFactors'>): boolean {
  return entry.emissionFactors.some((factor) => !factor.isPublic);
}

/** The entry as a client or the public may see it: unchanged unless it depends on a private value. */
export function redactEntry(entry: ReportEntry): ReportEntry {
  if (!dependsOnPrivateValue(entry)) return entry;
  const { lines, ...rest } = entry;
  return {
    ...rest,
    activityData: null,
    formula: null,
    emissionFactors: entry.emissionFactors.filter((factor) => !factor.isPublic).map((factor) => ({ ...factor, value: null })),
    hypotheses: [],
    ...(lines ? { lines: lines.map((line) => ({ ...line, activityValue: null })) } : {}),
    // The question and line it came from stay; the quantity read from them goes with the activity.
    ...(entry.source ? { source: { ...entry.source, activity: null } } : {}),
  };
}

/**
 * The snapshot as a client or the public may see it. Pure and idempotent: redacting twice
 * changes nothing, so a caller that is not sure whether it was done may do it again.
 */
export function redactPrivateValues(snapshot: ReportSnapshot): ReportSnapshot {
  if (!snapshot.entries.some(dependsOnPrivateValue)) return snapshot;
  return { ...snapshot, entries: snapshot.entries.map(redactEntry) };
}
