import { procedures } from '@cairn/shared/contract';
import { PublicReportView } from '@cairn/shared/schemas';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, publicAnswerFingerprint, publicAnswerFormat, publicAnswerKey } from './publicAnswer.ts';

describe('the public answer key', () => {
  const output = procedures['carbonFootprintReport.get.public'].output;

  it('changes with the answer format, the deployment and the output schema, so no stale answer is read', () => {
    const now = fingerprintOf(2, 'abc123', output);
    expect(now).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprintOf(2, 'abc123', output)).toBe(now);
    expect(fingerprintOf(3, 'abc123', output)).not.toBe(now);
    expect(fingerprintOf(2, 'abc124', output)).not.toBe(now);
    expect(fingerprintOf(2, 'abc123', PublicReportView.extend({ visits: PublicReportView.shape.assetName }))).not.toBe(now);
  });

  it('holds the report, its snapshot version and this deployment’s fingerprint', () => {
    const uuid = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
    expect(publicAnswerFingerprint()).toBe(fingerprintOf(publicAnswerFormat, process.env.CAIRN_VERSION ?? 'dev', output));
    expect(publicAnswerKey({ uuid, snapshotVersion: 7 })).toBe(`reports/${uuid}/v7/public-answer-${publicAnswerFingerprint()}.json.gz`);
    expect(publicAnswerKey({ uuid, snapshotVersion: 8 })).not.toBe(publicAnswerKey({ uuid, snapshotVersion: 7 }));
  });
});
