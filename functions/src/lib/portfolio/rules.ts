import { isNaceCode, naceList } from '@cairn/shared/portfolio/nace/list';
import { fieldsClearedByTypeChange } from '@cairn/shared/portfolio/columns';
import type { PortfolioReportType } from '@cairn/shared/portfolio/model';
import type { InvesteeRecord } from '../data/portfolio.ts';

/** The patch a change of reporting type writes: the old type's data the new type no longer reads, cleared (spec 3 section 4). */
export function clearedByTypeChange(investee: InvesteeRecord, type: PortfolioReportType | null): Partial<InvesteeRecord> {
  const patch: Partial<InvesteeRecord> = {};
  for (const field of fieldsClearedByTypeChange(investee, type)) {
    if (field === 'files') patch.files = [];
    else patch[field] = null;
  }
  return patch;
}

/** A code of the NACE Rev. 2 list, at any level ('K', '64', '64.2', '64.20'). */
export const isKnownNaceCode = isNaceCode;

let codes: ReadonlySet<string> | null = null;

/** Every code of the NACE Rev. 2 list, built once per Lambda. */
export function naceCodeSet(): ReadonlySet<string> {
  codes ??= new Set(naceList().map((item) => item.naceCode));
  return codes;
}
