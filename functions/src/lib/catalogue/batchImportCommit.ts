import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ParsedEmissionFactorInput } from '@cairn/shared/catalogue';
import { spreadsheetMessages } from '@cairn/shared/spreadsheet';
import { dynamo } from '../aws/clients.ts';
import { config } from '../config.ts';
import { emissionFactorFields, emissionFactorNameClaims, emissionFactors } from '../data/emissionFactor.ts';
import type { Actor } from '../data/entity.ts';
import { registerImportCommitter, StaleWorker, type ImportCommitter } from '../import/job.ts';

/*
 * How the emission-factor import commits (see lib/import/job.ts): a factor's reservation is
 * the claim on its name, taken for the factor's id staged with the job; publishing writes the
 * factor itself, only while its claim is still this factor's.
 */

export const factorImportKind = 'EMISSION_FACTOR';

export interface StagedFactor {
  uuid: string;
  input: ParsedEmissionFactorInput;
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Tries a transaction again on a transaction conflict; answers the cancellation reasons' codes, or null when written. */
async function transactOrReasons(items: TransactItem[]): Promise<string[] | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return null;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      if (codes.includes('ConditionalCheckFailed') || attempt >= 5) return codes;
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

function claimPut({ uuid, input }: StagedFactor, actor: Actor): TransactItem {
  const { Put } = emissionFactorNameClaims.ops.put({ name: input.name, emissionFactorUuid: uuid }, actor);
  return {
    Put: {
      ...Put!,
      ConditionExpression: 'attribute_not_exists(pk) OR emissionFactorUuid = :own',
      ExpressionAttributeValues: { ':own': uuid },
    },
  };
}

function claimIsOwn({ uuid, input }: StagedFactor): TransactItem {
  return {
    ConditionCheck: {
      TableName: config.tableName(),
      Key: emissionFactorNameClaims.key({ name: input.name }),
      ConditionExpression: 'emissionFactorUuid = :own',
      ExpressionAttributeValues: { ':own': uuid },
    },
  };
}

/**
 * The factor created where absent: a factor already published and edited since is left alone.
 * It carries its job, so that readers see it only once the job is DONE (`visibleFactors`).
 */
const factorCreation = ({ uuid, input }: StagedFactor, jobUuid: string, actor: Actor): TransactItem =>
  emissionFactors.ops.create({ uuid, ...emissionFactorFields(input), versionedAt: null, importJobUuid: jobUuid }, actor);

export const factorImportCommitter: ImportCommitter<StagedFactor> = {
  kind: factorImportKind,
  // Reserving writes 50 claims and checks the job; a redone publication checks each claim and
  // writes each factor: at most 100 items per transaction.
  chunkSize: 50,
  conflictMessage: spreadsheetMessages.factorNamesTakenMeanwhile,

  async reserve(factors, actor, stillStaging) {
    // The job's check goes last: its reason is the last one.
    const reasons = await transactOrReasons([...factors.map((factor) => claimPut(factor, actor)), stillStaging]);
    if (reasons === null) return true;
    if (reasons.slice(0, -1).includes('ConditionalCheckFailed')) return false;
    if (reasons.at(-1) === 'ConditionalCheckFailed') throw new StaleWorker('The import moved on while this worker was stalled');
    throw new Error(`Could not reserve the names of an import chunk: ${reasons.join(', ')}`);
  },

  async publish(factors, actor, redo, jobUuid) {
    // The claims are this job's since STAGING (only deleting a factor, once published, frees its
    // claim), so a first publication writes the factors alone; a redone one checks each claim,
    // so that a factor published and deleted since is not written again.
    const reasons = await transactOrReasons(
      factors.flatMap((factor) => (redo ? [claimIsOwn(factor), factorCreation(factor, jobUuid, actor)] : [factorCreation(factor, jobUuid, actor)])),
    );
    if (reasons === null) return;
    if (!reasons.includes('ConditionalCheckFailed')) throw new Error(`Could not publish an import chunk: ${reasons.join(', ')}`);
    // Part of the chunk is there already (a resumed step, or a worker overlapping another), or a
    // published factor was deleted since (its claim went with it): each factor on its own, the
    // absent ones only, its claim checked.
    await Promise.all(
      factors.map(async (factor) => {
        const single = await transactOrReasons([claimIsOwn(factor), factorCreation(factor, jobUuid, actor)]);
        if (single !== null && !single.includes('ConditionalCheckFailed')) throw new Error(`Could not publish a factor: ${single.join(', ')}`);
      }),
    );
  },

  async release(factors) {
    await Promise.all(
      factors.map(async ({ uuid, input }) => {
        try {
          await dynamo().send(
            new DeleteCommand({
              TableName: config.tableName(),
              Key: emissionFactorNameClaims.key({ name: input.name }),
              ConditionExpression: 'emissionFactorUuid = :own',
              ExpressionAttributeValues: { ':own': uuid },
            }),
          );
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        }
      }),
    );
  },
};

registerImportCommitter(factorImportCommitter);
