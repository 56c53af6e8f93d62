import {
  catalogueNameKey,
  CombinationValue,
  EmissionFactor,
  EmissionFactorType,
  type ParsedEmissionFactorInput,
} from '@cairn/shared/catalogue';
import { Gas, MethaneOrigin } from '@cairn/shared/labels';
import { foldedIncludes } from '@cairn/shared/text';
import { AppError, fieldIssue, invalidInput, messages, type FieldIssue } from '@cairn/shared/errors';
import { keyedMessages, say } from '@cairn/shared/errorMessages';
import * as z from 'zod';
import { assets } from './asset.ts';
import { completePendingUsageSyncs, noUsedEntries, usageChanges, usagesOf, type UsedEntries } from './catalogueUsage.ts';
import { defineEntity, transact, transactionLimit, type Actor, type Stored } from './entity.ts';
import { importJobStatuses } from './importJob.ts';
import { uniqueNames } from './nameClaim.ts';
import { units } from './unit.ts';

/**
 * One item per factor, simple or combination: a combination's values may have no value (it
 * comes from the script); it carries its script, its computed value and what it links.
 */
export const EmissionFactorRecord = z.object({
  type: EmissionFactorType,
  uuid: z.uuid(),
  name: z.string().min(1),
  clientNameEn: z.string().nullable(),
  clientNameFr: z.string().nullable(),
  group: z.string().nullable(),
  family: z.string(),
  unitUuid: z.uuid(),
  gas: Gas,
  /** CH4 only: fossil or non-fossil methane (its GWP100 differs); null for the generic value. */
  methaneOrigin: MethaneOrigin.nullable().default(null),
  isMonetary: z.boolean(),
  qualityPercentage: z.number().int().min(0).max(100),
  /** Set for an asset-specific factor, shown only to staff and that asset's users. */
  assetUuid: z.uuid().nullable(),
  linkedSupplierUuid: z.uuid().nullable(),
  versionedAt: z.iso.datetime().nullable(),
  values: z.array(CombinationValue),
  script: z.string().nullable().default(null),
  linkedEmissionFactorUuids: z.array(z.uuid()).optional(),
  linkedHypothesisUuids: z.array(z.uuid()).optional(),
  computedValue: z.number().nullable().optional(),
  /**
   * The spreadsheet import that wrote the factor: it is part of the catalogue only once that
   * job is DONE (`visibleFactors`). Absent for a factor created any other way.
   */
  importJobUuid: z.uuid().nullable().optional(),
});
export type EmissionFactorRecord = z.infer<typeof EmissionFactorRecord>;

/** Trimmed and lower-cased, so that 'Electricity FR' and 'electricity fr' are the same name to formulas (the shared rule). */
export { catalogueNameKey };

export const emissionFactors = defineEntity({
  name: 'EmissionFactor',
  schema: EmissionFactorRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `EF#${uuid}`, sk: 'EF' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** The whole catalogue, by family, group and name. */
    all: {
      index: 'gsi1',
      pk: () => 'CATALOGUE#EF',
      sk: (factor) => `${factor.family}#${factor.group ?? ''}#${catalogueNameKey(factor.name)}#${factor.uuid}`,
    },
  },
});

/** Makes a factor's name unique (formulas reference factors by name): one claim per lower-cased name. */
export const emissionFactorNameClaims = defineEntity({
  name: 'EmissionFactorNameClaim',
  schema: z.object({ name: z.string().min(1), emissionFactorUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `EFNAME#${catalogueNameKey(name)}`, sk: 'EFNAME' }),
  identify: ({ name }) => ({ name }),
});

/**
 * The factors a reader of the catalogue sees: a factor written by an import whose job is not
 * DONE yet is absent, so the job's switch to DONE (one conditional write) publishes the whole
 * import at once. Every reader of factors goes through this (or `isVisibleFactor`). Reads the
 * statuses of the distinct jobs with one BatchGetItem, and nothing when no factor carries a
 * job. A job no longer stored has expired, a week after an import long finished: its factors
 * stay.
 */
export async function visibleFactors<F extends Pick<EmissionFactorRecord, 'importJobUuid'>>(factors: F[]): Promise<F[]> {
  const jobUuids = new Set(factors.flatMap((factor) => (factor.importJobUuid ? [factor.importJobUuid] : [])));
  if (jobUuids.size === 0) return factors;
  const statuses = await importJobStatuses(jobUuids);
  const pending = (jobUuid: string) => (statuses.get(jobUuid) ?? 'DONE') !== 'DONE';
  return factors.filter((factor) => !factor.importJobUuid || !pending(factor.importJobUuid));
}

/** Whether one factor read is part of the catalogue (see `visibleFactors`); a missing one is not. */
export async function isVisibleFactor(factor: Pick<EmissionFactorRecord, 'importJobUuid'> | null): Promise<boolean> {
  return factor !== null && (await visibleFactors([factor])).length === 1;
}

/** One factor as readers see it: null when absent or still being imported. */
export async function getEmissionFactor(uuid: string, options: { consistent?: boolean } = {}): Promise<Stored<EmissionFactorRecord> | null> {
  const factor = await emissionFactors.get({ uuid }, options);
  return (await isVisibleFactor(factor)) ? factor : null;
}

/** The whole catalogue as readers see it (see `visibleFactors`), in the index's order. */
export async function listEmissionFactors(): Promise<Stored<EmissionFactorRecord>[]> {
  return visibleFactors(await emissionFactors.query('all', {}));
}

// Rules shared by the catalogue's procedures (emission factors, hypotheses, units).

/** Whether `search` occurs in the item's name or one of its client names; an empty search keeps everything. */
export function matchesSearch(
  item: { name: string; clientNameEn: string | null; clientNameFr: string | null },
  search: string | undefined,
): boolean {
  return foldedIncludes([item.name, item.clientNameEn, item.clientNameFr], search);
}

/** The unit and the asset an entry names must exist; each missing one is an issue on its field. */
export async function assertReferencesExist(input: { unitUuid: string; assetUuid: string | null }): Promise<void> {
  const [unit, asset] = await Promise.all([
    units.get({ uuid: input.unitUuid }),
    input.assetUuid ? assets.get({ uuid: input.assetUuid }) : Promise.resolve(null),
  ]);
  const issues: FieldIssue[] = [];
  if (!unit) issues.push(fieldIssue(['unitUuid'], keyedMessages.unknownUnit(input.unitUuid)));
  if (input.assetUuid && !asset) issues.push({ path: ['assetUuid'], message: messages.notFound('Asset') });
  if (issues.length) throw invalidInput(issues);
}

/** A factor's name another holds: 'An emission factor named "…" already exists'. */
export const emissionFactorNameTaken = (name: string) => say('server.nameTaken.emissionFactor', { name });

/** Factor names, unique by their claims. */
export const emissionFactorNames = uniqueNames({
  claims: emissionFactorNameClaims,
  label: emissionFactorNameTaken,
  claimOf: (name, emissionFactorUuid) => ({ name, emissionFactorUuid }),
  ownerOf: (claim) => claim.emissionFactorUuid,
});

/** The factors and hypotheses a combination's script references (nothing for a simple factor). */
function entriesUsedBy(factor: Pick<EmissionFactorRecord, 'linkedEmissionFactorUuids' | 'linkedHypothesisUuids'>): UsedEntries {
  return { emissionFactorUuids: factor.linkedEmissionFactorUuids ?? [], hypothesisUuids: factor.linkedHypothesisUuids ?? [] };
}

/** The usage items of what a combination references, moved from `before` to `after`. */
function combinationUsages(factor: EmissionFactorRecord, before: UsedEntries, actor: Actor) {
  return usageChanges({ kind: 'EMISSION_FACTOR', uuid: factor.uuid, name: factor.name, parentUuid: null }, before, entriesUsedBy(factor), actor);
}

/** Creates a factor, the claim on its name and its usage items in one transaction. */
export async function createEmissionFactor(record: z.input<typeof EmissionFactorRecord>, actor: Actor): Promise<Stored<EmissionFactorRecord>> {
  await emissionFactorNames.write(
    [
      emissionFactorNames.claim(record.name, record.uuid, actor),
      emissionFactors.ops.create(record, actor),
      ...combinationUsages(EmissionFactorRecord.parse(record), noUsedEntries, actor),
    ],
    record.name,
    record.uuid,
  );
  return emissionFactors.require({ uuid: record.uuid }, { consistent: true });
}

/**
 * Replaces a factor edited from the version `expectedVersion`; a new name moves the claim in
 * the same transaction.
 */
export async function replaceEmissionFactor(
  uuid: string,
  patch: Partial<EmissionFactorRecord>,
  actor: Actor,
  expectedVersion?: number,
): Promise<Stored<EmissionFactorRecord>> {
  const current = await requireEmissionFactor(uuid);
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const name = patch.name ?? current.name;
  await emissionFactorNames.write(
    [
      ...emissionFactorNames.move(current.name, name, uuid, actor),
      emissionFactors.ops.replace(current, patch, actor),
      ...combinationUsages(EmissionFactorRecord.parse({ ...current, ...patch }), entriesUsedBy(current), actor),
    ],
    name,
    uuid,
  );
  return emissionFactors.require({ uuid }, { consistent: true });
}

/**
 * Deletes a factor that nothing uses, frees its name and drops the usage items of what it
 * referenced; a factor still in use answers CONFLICT with how many items use it.
 */
export async function deleteEmissionFactor(uuid: string): Promise<void> {
  const current = await requireEmissionFactor(uuid);
  await completePendingUsageSyncs();
  const usages = await usagesOf('EF', uuid);
  if (usages.length) throw new AppError('CONFLICT', keyedMessages.emissionFactorInUse(usages.length));
  await transact([
    // Conditional on the version read, so an edit made meanwhile (a new name, new links) is not lost.
    emissionFactors.ops.remove({ uuid }, { expectedVersion: current.version }),
    emissionFactorNames.release(current.name),
    ...combinationUsages({ ...current, linkedEmissionFactorUuids: [], linkedHypothesisUuids: [] }, entriesUsedBy(current), 'system'),
  ]);
}

/** Renames a group on every factor of it, in transactions of at most 100 factors; answers how many changed. */
export async function renameEmissionFactorGroup(from: string, to: string, actor: Actor): Promise<number> {
  const members = (await listEmissionFactors()).filter((factor) => factor.group === from);
  for (let start = 0; start < members.length; start += transactionLimit) {
    await transact(members.slice(start, start + transactionLimit).map((factor) => emissionFactors.ops.replace(factor, { group: to }, actor)));
  }
  return members.length;
}

/** A factor that must exist, read strongly; NOT_FOUND otherwise, and for a factor still being imported. */
export async function requireEmissionFactor(uuid: string): Promise<Stored<EmissionFactorRecord>> {
  const factor = await getEmissionFactor(uuid, { consistent: true });
  if (!factor) throw new AppError('NOT_FOUND', messages.notFound('Emission factor'));
  return factor;
}

/** The stored fields of a factor from its parsed form; a combination's computed value is added by its caller. */
export function emissionFactorFields(input: ParsedEmissionFactorInput) {
  return {
    type: input.type,
    name: input.name,
    clientNameEn: input.clientNameEn,
    clientNameFr: input.clientNameFr,
    group: input.group,
    family: input.family,
    unitUuid: input.unitUuid,
    gas: input.gas,
    methaneOrigin: input.methaneOrigin,
    isMonetary: input.isMonetary,
    qualityPercentage: input.qualityPercentage,
    assetUuid: input.assetUuid,
    linkedSupplierUuid: input.linkedSupplierUuid,
    values: input.values,
    script: input.type === 'COMBINATION' ? input.script : null,
    computedValue: null,
  };
}

/** A stored factor as the API answers it (a simple factor drops the combination's fields). */
export function toEmissionFactor(stored: Stored<EmissionFactorRecord>): EmissionFactor & { version: number } {
  return { ...EmissionFactor.parse(stored), version: stored.version };
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** The catalogue's order: family, then group (none first), then name. */
export function compareCatalogueItems(
  a: { family: string; group?: string | null; name: string },
  b: { family: string; group?: string | null; name: string },
): number {
  return byText(a.family, b.family) || byText(a.group ?? '', b.group ?? '') || byText(a.name, b.name);
}
