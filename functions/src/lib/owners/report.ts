import type { Stored } from '../data/entity.ts';
import { reports, type ReportRecord } from '../data/report.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A carbon-footprint report, with what the hide-drafts and public-link rules read. */
export const reportOwner: OwnerSource<Stored<ReportRecord>> = {
  load: (uuid) => reports.get({ uuid }),
  ownership: (report) => ({ assetUuid: report.assetUuid, status: report.status, isPublic: report.isPublic }),
  refusal: notFound('Report'),
};
