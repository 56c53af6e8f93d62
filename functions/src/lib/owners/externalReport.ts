import type { Stored } from '../data/entity.ts';
import { externalReports, type ExternalReportRecord } from '../data/externalReport.ts';
import { notFound, type OwnerSource } from './source.ts';

export const externalReportOwner: OwnerSource<Stored<ExternalReportRecord>> = {
  load: (uuid) => externalReports.get({ uuid }),
  ownership: (record) => ({ assetUuid: record.assetUuid }),
  refusal: notFound('External report'),
};
