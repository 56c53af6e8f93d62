import type { ReportSnapshot } from '@cairn/shared/schemas';
import type { Stored } from '../data/entity.ts';
import { reports, type ReportRecord } from '../data/report.ts';

/**
 * The delivered report a report compares to: the asset's report of the snapshot's comparison
 * base year, or of the year before when the snapshot names none. Null without one.
 */
export async function comparisonBaseOf(report: Stored<ReportRecord>, snapshot: ReportSnapshot): Promise<Stored<ReportRecord> | null> {
  const year = snapshot.comparisonBaseReportYear ?? report.year - 1;
  const candidates = await reports.query('byAsset', report, { skBeginsWith: `${year}#` });
  return candidates.find((candidate) => candidate.status === 'DELIVERED' && candidate.uuid !== report.uuid) ?? null;
}
