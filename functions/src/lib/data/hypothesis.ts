import { Hypothesis, type ParsedHypothesisInput } from '@cairn/shared/catalogue';
import * as z from 'zod';
import { AppError, messages } from '@cairn/shared/errors';
import { keyedMessages, say } from '@cairn/shared/errorMessages';
import { completePendingUsageSyncs, usagesOf } from './catalogueUsage.ts';
import { catalogueNameKey } from './emissionFactor.ts';
import { defineEntity, transact, type Actor, type Stored } from './entity.ts';
import { uniqueNames } from './nameClaim.ts';

/** The shared schema without the audit fields, which the data layer stamps on every write. */
export const HypothesisRecord = Hypothesis.omit({ createdAt: true, createdBy: true, updatedAt: true, updatedBy: true });
export type HypothesisRecord = z.infer<typeof HypothesisRecord>;

export const hypotheses = defineEntity({
  name: 'Hypothesis',
  schema: HypothesisRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `HYP#${uuid}`, sk: 'HYP' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** The whole catalogue, by family and name. */
    all: {
      index: 'gsi1',
      pk: () => 'CATALOGUE#HYP',
      sk: (hypothesis) => `${hypothesis.family}#${catalogueNameKey(hypothesis.name)}#${hypothesis.uuid}`,
    },
  },
});

/** Makes a hypothesis name unique (formulas reference hypotheses by name). */
export const hypothesisNameClaims = defineEntity({
  name: 'HypothesisNameClaim',
  schema: z.object({ name: z.string().min(1), hypothesisUuid: z.uuid() }),
  key: ({ name }: { name: string }) => ({ pk: `HYPNAME#${catalogueNameKey(name)}`, sk: 'HYPNAME' }),
  identify: ({ name }) => ({ name }),
});

/** A hypothesis's name another holds: 'A hypothesis named "…" already exists'. */
export const hypothesisNameTaken = (name: string) => say('server.nameTaken.hypothesis', { name });

/** Hypothesis names, unique by their claims. */
export const hypothesisNames = uniqueNames({
  claims: hypothesisNameClaims,
  label: hypothesisNameTaken,
  claimOf: (name, hypothesisUuid) => ({ name, hypothesisUuid }),
  ownerOf: (claim) => claim.hypothesisUuid,
});

/** Creates a hypothesis and the claim on its name in one transaction. */
export async function createHypothesis(record: z.input<typeof HypothesisRecord>, actor: Actor): Promise<Stored<HypothesisRecord>> {
  await hypothesisNames.write([hypothesisNames.claim(record.name, record.uuid, actor), hypotheses.ops.create(record, actor)], record.name, record.uuid);
  return hypotheses.require({ uuid: record.uuid }, { consistent: true });
}

/** Replaces a hypothesis edited from `expectedVersion`; a new name moves the claim in the same transaction. */
export async function replaceHypothesis(
  uuid: string,
  patch: Partial<HypothesisRecord>,
  actor: Actor,
  expectedVersion?: number,
): Promise<Stored<HypothesisRecord>> {
  const current = await requireHypothesis(uuid);
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  const name = patch.name ?? current.name;
  await hypothesisNames.write([...hypothesisNames.move(current.name, name, uuid, actor), hypotheses.ops.replace(current, patch, actor)], name, uuid);
  return hypotheses.require({ uuid }, { consistent: true });
}

/** Deletes a hypothesis that nothing uses and frees its name; one still in use answers CONFLICT. */
export async function deleteHypothesis(uuid: string): Promise<void> {
  const current = await requireHypothesis(uuid);
  await completePendingUsageSyncs();
  const usages = await usagesOf('HYP', uuid);
  if (usages.length) throw new AppError('CONFLICT', keyedMessages.hypothesisInUse(usages.length));
  // Conditional on the version read, so an edit made meanwhile (a new name, new values) is not lost.
  await transact([hypotheses.ops.remove({ uuid }, { expectedVersion: current.version }), hypothesisNames.release(current.name)]);
}

/** A hypothesis that must exist, read strongly; NOT_FOUND otherwise. */
export async function requireHypothesis(uuid: string): Promise<Stored<HypothesisRecord>> {
  const hypothesis = await hypotheses.get({ uuid }, { consistent: true });
  if (!hypothesis) throw new AppError('NOT_FOUND', messages.notFound('Hypothesis'));
  return hypothesis;
}

/** The stored fields of a hypothesis from its parsed form. */
export function hypothesisFields(input: ParsedHypothesisInput) {
  return {
    name: input.name,
    clientNameEn: input.clientNameEn,
    clientNameFr: input.clientNameFr,
    unitUuid: input.unitUuid,
    family: input.family,
    isMonetary: input.isMonetary,
    qualityPercentage: input.qualityPercentage,
    assetUuid: input.assetUuid,
    values: input.values,
  };
}

/** A stored hypothesis as the API answers it, with the version its edit form sends back. */
export function toHypothesis(stored: Stored<HypothesisRecord>): Hypothesis & { version: number } {
  return { ...Hypothesis.parse(stored), version: stored.version };
}
