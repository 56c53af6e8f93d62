import { fieldsClearedByTypeChange } from '@cairn/shared/portfolio/columns';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';
import type { InvesteeRecord } from '../data/portfolio.ts';

/**
 * The patch a change of reporting type writes: the old type's data the new type no longer reads,
 * cleared (spec 3 section 4). An import keeps the files, which a spreadsheet does not carry.
 */
export function clearedByTypeChange(investee: InvesteeRecord, type: PortfolioReportType | null, { keepFiles = false } = {}): Partial<InvesteeRecord> {
  const patch: Partial<InvesteeRecord> = {};
  for (const field of fieldsClearedByTypeChange(investee, type)) {
    if (field === 'files') {
      if (!keepFiles) patch.files = [];
    }
    else patch[field] = null;
  }
  return patch;
}
