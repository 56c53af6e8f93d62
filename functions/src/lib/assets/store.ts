import type { Asset, AssetCreateInput, AssetUpdateInput } from '@cairn/shared/assets/schemas';
import { AppError, fieldIssue, messages, type FieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { z } from 'zod';
import { assetNames, assets, type AssetRecord } from '../data/asset.ts';
import type { Actor, Stored } from '../data/entity.ts';

/*
 * Client assets as the staff workspace writes them: the name's claim moves with the asset in one
 * transaction, prescribers are checked to be financial institutions, and every answer names them.
 */

type CreateFields = z.output<typeof AssetCreateInput>;
type UpdateFields = z.output<typeof AssetUpdateInput>;

/** An asset that must exist, read strongly; 'Asset not found' otherwise. */
export async function requireAsset(uuid: string): Promise<Stored<AssetRecord>> {
  const asset = await assets.get({ uuid }, { consistent: true });
  if (!asset) throw new AppError('NOT_FOUND', messages.notFound('Asset'));
  return asset;
}

/**
 * Refuses prescribers that are not financial institutions (a missing asset too), each on its own
 * line of the field. One the asset already names is kept as it is, even if it stopped being an
 * institution since: editing other details must not fail on it.
 */
async function assertPrescribers(uuids: readonly string[], kept: readonly string[] = []): Promise<void> {
  const found = await assets.batchGet(uuids.map((uuid) => ({ uuid })));
  const problems: FieldIssue[] = [];
  found.forEach((asset, index) => {
    if (!asset?.isFinancialInstitution && !kept.includes(uuids[index]!)) {
      problems.push(fieldIssue(['prescriberUuids', index], say('server.asset.prescriberNotInstitution')));
    }
  });
  if (problems.length) throw new AppError('BAD_REQUEST', `${problems[0]!.path.join('.')}: ${problems[0]!.message}`, problems);
}

/** The prescribers' names, for an answer; one since deleted is left out. */
async function prescribersOf(asset: AssetRecord): Promise<{ uuid: string; name: string }[]> {
  if (asset.prescriberUuids.length === 0) return [];
  const found = await assets.batchGet(asset.prescriberUuids.map((uuid) => ({ uuid })));
  return found.filter((prescriber) => prescriber !== null).map((prescriber) => ({ uuid: prescriber.uuid, name: prescriber.name }));
}

/** The asset as the staff pages read it. */
export async function toAsset(record: Stored<AssetRecord>): Promise<Asset> {
  return {
    uuid: record.uuid,
    name: record.name,
    type: record.type,
    sector: record.sector,
    naceCodes: record.naceCodes,
    prescribers: await prescribersOf(record),
    validated: record.validated,
    isFinancialInstitution: record.isFinancialInstitution,
    supplierEngagementOpen: record.supplierEngagementOpen,
    language: record.language,
    currency: record.currency,
    country: record.country,
    comment: record.comment,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    version: record.version,
  };
}

/** Creates an asset and the claim on its name in one transaction; a name another asset has answers CONFLICT. */
export async function createAsset(uuid: string, fields: CreateFields, actor: Actor): Promise<Stored<AssetRecord>> {
  await assertPrescribers(fields.prescriberUuids);
  const record: z.input<typeof AssetRecord> = { uuid, ...fields };
  await assetNames.write([assetNames.claim(fields.name, uuid, actor), assets.ops.create(record, actor)], fields.name, uuid);
  return assets.require({ uuid }, { consistent: true });
}

/**
 * Replaces an asset's details from its form, edited from `expectedVersion` (a stale one answers
 * CONFLICT); a new name moves its claim in the same transaction.
 */
export async function replaceAsset(fields: UpdateFields, actor: Actor): Promise<Stored<AssetRecord>> {
  const { uuid, expectedVersion, ...details } = fields;
  const current = await requireAsset(uuid);
  if (current.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  await assertPrescribers(details.prescriberUuids, current.prescriberUuids);
  await assetNames.write([...assetNames.move(current.name, details.name, uuid, actor), assets.ops.replace(current, details, actor)], details.name, uuid);
  return assets.require({ uuid }, { consistent: true });
}

