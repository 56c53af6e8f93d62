import { describe, expect, it } from 'vitest';
import type { ImportJobRecord } from '../data/importJob.ts';
import { importJobView } from './job.ts';

const job = (patch: Partial<ImportJobRecord>): ImportJobRecord => ({
  uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
  kind: 'EMISSION_FACTOR',
  fileName: 'f.xlsx',
  status: 'STAGING',
  cursor: 0,
  chunkCount: 10,
  itemCount: 480,
  releaseChunks: 0,
  failure: null,
  leaseUntil: null,
  createdAtSeconds: 0,
  ...patch,
});

describe('an import job as the API answers it', () => {
  it('counts staging as the first half of the progress and publishing as the second, never 100 before done', () => {
    const percent = (patch: Partial<ImportJobRecord>) => {
      const view = importJobView(job(patch));
      if (view.status !== 'Pending') throw new Error(`pending expected, got ${view.status}`);
      return view.progressPercent;
    };
    expect(percent({ status: 'STAGING', cursor: 0 })).toBe(0);
    expect(percent({ status: 'STAGING', cursor: 5 })).toBe(25);
    expect(percent({ status: 'PUBLISHING', cursor: 0 })).toBe(50);
    expect(percent({ status: 'PUBLISHING', cursor: 10 })).toBe(99);
    expect(percent({ status: 'RELEASING', cursor: 3, releaseChunks: 8 })).toBe(95);
  });

  it('answers the count when done, and why when failed, as a problem of the whole file', () => {
    expect(importJobView(job({ status: 'DONE', cursor: 10 }))).toEqual({ status: 'Success', created: 480 });
    expect(importJobView(job({ status: 'FAILED', failure: 'A name was taken' }))).toEqual({
      status: 'Errors',
      errors: [{ row: null, message: 'A name was taken' }],
    });
  });
});
