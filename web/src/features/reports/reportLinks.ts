import { createContext, useContext } from 'react';
import { reportPath } from './footprint/footprintModel.ts';

/**
 * Where a report's page links: its footprint (the back link), another report of the footprint
 * (the switcher) and its comparison with the base year. The client's own pages use the
 * footprint's addresses; an institution reading an investee's report from its portfolio results
 * keeps to the portfolio's (spec 3 section 2.1, `…/internal-report/{carbonFootprintUuid}/{reportUuid}`).
 */
export interface ReportLinks {
  back: (view: { carbonFootprintUuid: string; moduleName: string }) => { href: string; label: ReportBackLabel };
  report: (carbonFootprintUuid: string, reportUuid: string) => string;
  comparison: (reportUuid: string) => string;
  /** A reader who is not the report's company: the report and its comparison only, no files nor sharing (the server refuses them). */
  readOnly: boolean;
}

/** What the back link says: back to the footprint (named), or back to the portfolio results. */
export type ReportBackLabel = { kind: 'footprint'; name: string } | { kind: 'portfolio' };

export const footprintReportLinks: ReportLinks = {
  back: ({ carbonFootprintUuid, moduleName }) => ({ href: `/carbon-footprint/${carbonFootprintUuid}?tab=reports`, label: { kind: 'footprint', name: moduleName } }),
  report: reportPath,
  comparison: (reportUuid) => `/report-comparison/${reportUuid}`,
  readOnly: false,
};

export const ReportLinksContext = createContext<ReportLinks>(footprintReportLinks);

export const useReportLinks = (): ReportLinks => useContext(ReportLinksContext);
