import type { PortfolioReportType } from '@cairn/shared/portfolio/model';
import type { InvesteeRecord } from '../data/portfolio.ts';

// Bridges to the shared rules; replaced by the shared modules' own functions when they land.

/** The fields a change of reporting type clears: the data the new type no longer reads. */
export function clearedByTypeChange(investee: InvesteeRecord, type: PortfolioReportType | null): Partial<InvesteeRecord> {
  if (type === investee.reportType) return {};
  return {};
}

export function isKnownNaceCode(code: string): boolean {
  return /^(\d{2}(\.\d{1,2})?|[A-U])$/.test(code);
}
