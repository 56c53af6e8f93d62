import { catalogueMessages, Hypothesis, type ParsedHypothesisInput } from '@cairn/shared/catalogue';
import { z } from 'zod';
import { AppError, messages } from '@cairn/shared/errors';
import { usagesOf } from './catalogueUsage.ts';
import { catalogueNameKey, nameTaken, writeWithNameClaim } from './emissionFactor.ts';
import { defineEntity, transact, type Actor, type Stored } from './entity.ts';

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

export const hypothesisLabel = 'A hypothesis';

const claimOfHypothesis = (name: string, ownUuid: string) => ({
  isTaken: async () => {
    const claim = await hypothesisNameClaims.get({ name }, { consistent: true });
    return claim !== null && claim.hypothesisUuid !== ownUuid;
  },
  taken: () => nameTaken(hypothesisLabel, name),
});

/** Creates a hypothesis and the claim on its name in one transaction. */
export async function createHypothesis(record: z.input<typeof HypothesisRecord>, actor: Actor): Promise<Stored<HypothesisRecord>> {
  await writeWithNameClaim(
    [hypothesisNameClaims.ops.create({ name: record.name, hypothesisUuid: record.uuid }, actor), hypotheses.ops.create(record, actor)],
    claimOfHypothesis(record.name, record.uuid),
  );
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
  const renamed = catalogueNameKey(name) !== catalogueNameKey(current.name);
  await writeWithNameClaim(
    [
      ...(renamed
        ? [hypothesisNameClaims.ops.create({ name, hypothesisUuid: uuid }, actor), hypothesisNameClaims.ops.remove({ name: current.name })]
        : []),
      hypotheses.ops.replace(current, patch, actor),
    ],
    claimOfHypothesis(name, uuid),
  );
  return hypotheses.require({ uuid }, { consistent: true });
}

/** Deletes a hypothesis that nothing uses and frees its name; one still in use answers CONFLICT. */
export async function deleteHypothesis(uuid: string): Promise<void> {
  const current = await requireHypothesis(uuid);
  const usages = await usagesOf('HYP', uuid);
  if (usages.length) throw new AppError('CONFLICT', catalogueMessages.hypothesisInUse(usages.length));
  await transact([hypotheses.ops.remove({ uuid }), hypothesisNameClaims.ops.remove({ name: current.name })]);
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
