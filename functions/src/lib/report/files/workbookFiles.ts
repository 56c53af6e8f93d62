import type { ReportFileBuilder } from '../downloads.ts';
import { activityDataWorkbook, factorsWorkbook, resultsWorkbook } from './workbooks.ts';

/* The report's spreadsheets, one builder per download (see `ReportFileBuilder`). */

const xlsx = { extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

export const resultsFile: ReportFileBuilder = { kind: 'results', ...xlsx, build: (input) => resultsWorkbook(input) };

export const factorsFile: ReportFileBuilder = { kind: 'factors', ...xlsx, build: ({ snapshot, language }) => factorsWorkbook({ snapshot, language }) };

export const activityDataFile: ReportFileBuilder = {
  kind: 'activityData',
  ...xlsx,
  build: ({ snapshot, language }) => activityDataWorkbook({ snapshot, language, audit: false }),
};

/** Staff's audit file: the only one made from the unredacted snapshot. */
export const auditActivityDataFile: ReportFileBuilder = {
  kind: 'auditActivityData',
  ...xlsx,
  build: ({ snapshot, language }) => activityDataWorkbook({ snapshot, language, audit: true }),
};
