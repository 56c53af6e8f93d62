import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as data from './index.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/data-model.md', import.meta.url)), 'utf8');

/** A sample identity per entity, to compute the real key and compare it with the documented one. */
const samples: Record<string, Record<string, string | number>> = {
  User: { uuid: 'u' },
  UsernameClaim: { username: 'Ana' },
  Asset: { uuid: 'a' },
  InvesteeLink: { institutionUuid: 'i', investeeUuid: 'j' },
  Subentity: { uuid: 's' },
  Module: { uuid: 'm' },
  ModuleAssignment: { userUuid: 'u', moduleUuid: 'm' },
  Invitation: { tokenHash: 'h' },
  Session: { sid: 's' },
  Feedback: { uuid: 'f' },
  AnalyticsEvent: { day: '2026-01-01', at: 't', uuid: 'e' },
  StoredFile: { uuid: 'f' },
  Connection: { connectionId: 'c' },
  EmailEvent: { messageId: 'm', at: 't', recipient: 'r', eventType: 'Send' },
  ScheduledJob: { uuid: 'j' },
  ImportJob: { uuid: 'i' },
  ImportChunk: { jobUuid: 'i', index: 0 },
  EmissionFactor: { uuid: 'e' },
  EmissionFactorNameClaim: { name: 'Electricity FR' },
  Hypothesis: { uuid: 'h' },
  HypothesisNameClaim: { name: 'GWP100-CH4' },
  Unit: { uuid: 'u' },
  Report: { uuid: 'r' },
  ReportSnapshotChunk: { reportUuid: 'r', snapshotVersion: 1, index: 0 },
  ExternalReport: { uuid: 'x' },
  CatalogueUsage: { target: 'EF', targetUuid: 'e', kind: 'EMISSION_FACTOR', uuid: 'c' },
  UsageSync: { kind: 'REPORT', uuid: 'r' },
};

interface EntityLike {
  name: string;
  key: (id: never) => { pk: string; sk: string };
}

const entities = (Object.values(data) as unknown[]).filter(
  (value): value is EntityLike => typeof value === 'object' && value !== null && 'key' in value && 'schema' in value,
);

describe('docs/data-model.md', () => {
  it('documents every entity with the partition-key prefix the code uses', () => {
    expect(entities.length).toBe(Object.keys(samples).length);
    for (const entity of entities) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${entity.name} |`));
      expect(row, `${entity.name} is missing from the entity table`).toBeDefined();
      const sample = samples[entity.name];
      expect(sample, `add a sample identity for ${entity.name}`).toBeDefined();
      const prefix = entity.key(sample as never).pk.split('#')[0];
      expect(row).toContain(`\`${prefix}#`);
    }
  });

  it('documents the throttling counters, which are written without an entity', () => {
    expect(doc).toContain('| ThrottleCounter |');
  });
});
