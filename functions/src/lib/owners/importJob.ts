import type { Stored } from '../data/entity.ts';
import { importJobs, type ImportJobRecord } from '../data/importJob.ts';
import { notFound, type OwnerSource } from './source.ts';

/** An import job belongs to the user who started it, staff included. */
export const importJobOwner: OwnerSource<Stored<ImportJobRecord>> = {
  load: (uuid) => importJobs.get({ uuid }, { consistent: true }),
  ownership: (job) => ({ assetUuid: null, createdBy: job.createdBy }),
  refusal: notFound('Import'),
};
