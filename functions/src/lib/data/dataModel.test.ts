import { tableDesign } from '@cairn/shared/storage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { IndexSpec } from './entity.ts';
import * as data from './index.ts';

const doc = readFileSync(fileURLToPath(new URL('../../../../docs/data-model.md', import.meta.url)), 'utf8');

/**
 * A sample per entity: its identity, to compute its real key, and the attributes its indexes
 * name their partitions by, to compute their real partitions.
 */
const samples: Record<string, Record<string, string | number>> = {
  User: { uuid: 'u', assetUuid: 'a' },
  UsernameClaim: { username: 'Ana' },
  Asset: { uuid: 'a' },
  AssetNameClaim: { name: 'Maison Verte' },
  InvesteeLink: { institutionUuid: 'i', investeeUuid: 'j' },
  Subentity: { uuid: 's', assetUuid: 'a' },
  Module: { uuid: 'm', assetUuid: 'a' },
  ModuleAssignment: { userUuid: 'u', moduleUuid: 'm' },
  Invitation: { tokenHash: 'h', assetUuid: 'a' },
  Session: { sid: 's', userUuid: 'u' },
  Feedback: { uuid: 'f' },
  AnalyticsEvent: { day: '2026-01-01', at: 't', uuid: 'e' },
  StoredFile: { uuid: 'f', assetUuid: 'a' },
  Connection: { connectionId: 'c', audience: 'STAFF' },
  EditingPresence: { location: 'project:p:notes', userUuid: 'u', connectionId: 'c' },
  EmailEvent: { messageId: 'm', at: 't', recipient: 'r', eventType: 'Send' },
  ScheduledJob: { uuid: 'j', state: 'PENDING' },
  ImportJob: { uuid: 'i' },
  ImportChunk: { jobUuid: 'i', index: 0 },
  EmissionFactor: { uuid: 'e' },
  EmissionFactorNameClaim: { name: 'Electricity FR' },
  Hypothesis: { uuid: 'h' },
  HypothesisNameClaim: { name: 'GWP100-CH4' },
  Unit: { uuid: 'u' },
  SelectList: { uuid: 's' },
  SelectListNameClaim: { name: 'Fuels' },
  SelectListUsage: { selectListUuid: 's', questionTemplateUuid: 'q' },
  QuestionTemplate: { uuid: 'q' },
  QuestionTemplateNameClaim: { name: 'fuel' },
  QuestionnaireTemplate: { uuid: 'n' },
  QuestionnaireTemplateNameClaim: { name: 'SME' },
  QuestionTemplateUsage: { questionTemplateUuid: 'q', questionnaireTemplateUuid: 'n' },
  SurveyQuestionTemplate: { uuid: 'q' },
  SurveyQuestionTemplateNameClaim: { name: 'trainHoursPerYear' },
  SurveyTemplate: { uuid: 't' },
  SurveyTemplateNameClaim: { name: 'Employees' },
  SurveyQuestionTemplateUsage: { surveyQuestionTemplateUuid: 'q', surveyTemplateUuid: 't' },
  Image: { uuid: 'i' },
  ImageUsage: { imageUuid: 'i', actionCardUuid: 'c' },
  ActionCard: { uuid: 'c' },
  Questionnaire: { uuid: 'n', carbonFootprintUuid: 'f' },
  Question: { questionnaireUuid: 'n', position: 0, uuid: 'q' },
  Answer: { questionnaireUuid: 'n', questionUuid: 'q' },
  QuestionComment: { questionnaireUuid: 'n', questionUuid: 'q', at: 't', uuid: 'c' },
  Survey: { uuid: 's', carbonFootprintUuid: 'f' },
  SurveyCount: { surveyUuid: 's' },
  SurveyAnswer: { surveyUuid: 's', uuid: 'a' },
  DecarbonizationPlan: { uuid: 'p' },
  DecarbonizationPlanSnapshot: { planUuid: 'p' },
  DecarbonizationActionSet: { planUuid: 'p' },
  DecarbonizationAction: { planUuid: 'p', uuid: 'a' },
  PortfolioReporting: { uuid: 'r' },
  PortfolioFund: { reportingUuid: 'r', uuid: 'f' },
  PortfolioInvestment: { reportingUuid: 'r', uuid: 'i' },
  PortfolioInvestee: { reportingUuid: 'r', uuid: 'e' },
  PortfolioSnapshot: { reportingUuid: 'r' },
  PortfolioInvesteeDecarbonization: { reportingUuid: 'r', investeeUuid: 'e' },
  Report: { uuid: 'r', carbonFootprintUuid: 'f', assetUuid: 'a' },
  ReportSnapshotChunk: { reportUuid: 'r', snapshotVersion: 1, index: 0 },
  ReportListing: { reportUuid: 'r' },
  ExternalReport: { uuid: 'x' },
  CatalogueUsage: { target: 'EF', targetUuid: 'e', kind: 'EMISSION_FACTOR', uuid: 'c' },
  UsageSync: { kind: 'REPORT', uuid: 'r' },
  Project: { uuid: 'p' },
  ProjectTracking: { moduleUuid: 'm' },
  Deal: { uuid: 'd', name: 'Acme' },
  SectorBenchmark: { sector: 'LOGISTICS' },
  TimeEntry: { trackerId: 't', uuid: 'e' },
  ProjectTimeReport: { projectUuid: 'p' },
  DeliveryFeedbackQuestion: { projectUuid: 'p', position: 0, uuid: 'q' },
  Supplier: { assetUuid: 'a', uuid: 's' },
  SupplierGroup: { assetUuid: 'a', uuid: 'g' },
  SupplierEmailTemplate: { assetUuid: 'a', uuid: 't' },
  SupplierCampaign: { assetUuid: 'a', uuid: 'c' },
  SupplierImportMark: { assetUuid: 'a' },
  SupplierEmailMessage: { messageId: 'm' },
  SupplierEmailSend: { sendUuid: 'e', supplierUuid: 's', address: 'a@example.com' },
};

interface EntityLike {
  name: string;
  key: (id: never) => { pk: string; sk: string };
  indexes: Readonly<Record<string, IndexSpec<never>>>;
}

const entities = (Object.values(data) as unknown[]).filter(
  (value): value is EntityLike => typeof value === 'object' && value !== null && 'key' in value && 'schema' in value && 'indexes' in value,
);

const cells = (row: string) => row.split('|').slice(1, -1).map((cell) => cell.trim());

/** The literal start of a documented key, up to its first `<placeholder>`. */
const literalStart = (documented: string) => documented.split('<')[0]!;

/** The rows of the markdown table under a heading. */
function tableUnder(heading: string): string[] {
  const section = doc.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`docs/data-model.md has no section ${heading}`);
  return section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---'));
}

const entityRows = new Map(tableUnder('Entities and their keys').slice(1).map((row) => [cells(row)[0]!, cells(row)]));

/** The indexes a row documents: `name` gsiN: `partition` / `sort`, or `name` table key. */
function documentedIndexes(row: string[]) {
  const found = new Map<string, { index: string; partition?: string }>();
  for (const match of row[4]!.matchAll(/`(\w+)` (gsi\d+: `([^`]*)`|table key)/g)) {
    const index = match[2] === 'table key' ? 'primary' : match[2]!.split(':')[0]!;
    found.set(match[1]!, { index, partition: match[3] });
  }
  return found;
}

const patternRows = tableUnder('Access patterns').slice(1);

describe('docs/data-model.md', () => {
  it('documents every entity with the key prefixes the code uses', () => {
    expect(entities.map((entity) => entity.name).sort()).toEqual(Object.keys(samples).sort());
    for (const entity of entities) {
      const row = entityRows.get(entity.name);
      expect(row, `${entity.name} is missing from the entity table`).toBeDefined();
      const key = entity.key(samples[entity.name] as never);
      expect(key.pk.startsWith(literalStart(row![2]!.split('`')[1]!)), `${entity.name}'s pk: ${key.pk} against ${row![2]}`).toBe(true);
      expect(key.sk.startsWith(literalStart(row![3]!.split('`')[1]!)), `${entity.name}'s sk: ${key.sk} against ${row![3]}`).toBe(true);
    }
  });

  it('documents each entity’s indexes, on the table index and partition the code uses', () => {
    for (const entity of entities) {
      const documented = documentedIndexes(entityRows.get(entity.name)!);
      expect([...documented.keys()].sort(), `${entity.name}'s indexes`).toEqual(Object.keys(entity.indexes).sort());
      for (const [name, spec] of Object.entries(entity.indexes)) {
        const doc = documented.get(name)!;
        expect(doc.index, `${entity.name}.${name}'s table index`).toBe(spec.index);
        const partition = (spec.pk as (attributes: unknown) => string | null)(samples[entity.name]);
        if (doc.partition !== undefined) expect(partition?.startsWith(literalStart(doc.partition)), `${entity.name}.${name}: ${partition} against ${doc.partition}`).toBe(true);
      }
    }
  });

  it('documents the table’s indexes, each in use by an entity', () => {
    const documented = doc
      .split('\n')
      .flatMap((line) => [...line.matchAll(/^\| `(\w+)pk`, `(\w+)sk` \| index `(\w+)`/g)].map((match) => ({ pk: `${match[1]}pk`, sk: `${match[2]}sk`, name: match[3] })));
    expect(documented).toEqual(
      tableDesign.globalSecondaryIndexes.map((index) => ({ pk: index.partitionKey, sk: index.sortKey, name: index.indexName })),
    );
    const used = new Set(entities.flatMap((entity) => Object.values(entity.indexes).map((spec) => spec.index)));
    for (const index of tableDesign.globalSecondaryIndexes) expect(used.has(index.indexName), `${index.indexName} is used by no entity`).toBe(true);
  });

  it('lists an access pattern for every index of every entity, and names no index that does not exist', () => {
    const named = patternRows.flatMap((row) => [...cells(row)[2]!.matchAll(/`([A-Z]\w+)\.(\w+)`/g)].map((match) => `${match[1]}.${match[2]}`));
    const existing = entities.flatMap((entity) => Object.keys(entity.indexes).map((name) => `${entity.name}.${name}`));
    expect(named.filter((name) => !existing.includes(name)), 'access patterns naming an unknown index').toEqual([]);
    expect(existing.filter((name) => !named.includes(name)), 'indexes without an access pattern').toEqual([]);
  });

  it('documents the throttling counters, which are written without an entity', () => {
    expect(doc).toContain('| ThrottleCounter |');
  });
});
