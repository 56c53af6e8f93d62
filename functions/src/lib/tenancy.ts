import { reaches, type Tenancy } from '@cairn/shared/access';
import { AppError, messages } from '@cairn/shared/errors';
import type { SessionUser } from '@cairn/shared/schemas';
import { investeeLinks } from './data/investeeLink.ts';
import { assetOwner } from './owners/asset.ts';
import type { OwnerSources } from './owners/records.ts';
import type { OwnerSource } from './owners/source.ts';

/**
 * Tenancy, enforced once: each procedure declares in the contract which input field names the
 * object it reads or changes and which rule applies (shared/src/access.ts); the pipeline loads the
 * object, finds its owner, applies the rule and hands the object to the handler, before the
 * handler runs. A refused caller gets the answer of an object that does not exist. Where each kind
 * of object is read is in `./owners/`, one module per kind, given to each area of the pipeline.
 */

async function investorOf(institutionUuid: string, investeeUuid: string): Promise<boolean> {
  return Boolean(await investeeLinks.get({ institutionUuid, investeeUuid }));
}

/**
 * Applies a procedure's tenancy to a call: answers the object its input names (null when it
 * names none, e.g. a dashboard without `assetUuid` is the caller's own), or throws the refusal.
 */
export async function resolveOwner(tenancy: Tenancy, user: SessionUser | null, input: unknown, sources: OwnerSources): Promise<unknown> {
  if (!('owner' in tenancy)) {
    if (!(await reaches(tenancy, user, { assetUuid: null }, investorOf))) throw new AppError('FORBIDDEN', messages.forbidden);
    return null;
  }
  const fields = (input ?? {}) as Readonly<Record<string, unknown>>;
  const uuid = fields[tenancy.field];
  if (uuid === undefined || uuid === null) {
    // Only an asset may go unnamed (a dashboard without one is the caller's own); any other object
    // is the point of the call, and its handler is typed to receive it.
    if (tenancy.owner === 'asset') return null;
    throw new Error(`The input names no ${tenancy.owner} in ${tenancy.field}, which its tenancy requires`);
  }
  const owner = sources[tenancy.owner] as OwnerSource<unknown> | undefined;
  if (!owner) throw new Error(`No source of ${tenancy.owner} objects was given to this area of the pipeline`);
  const record = await owner.load(String(uuid));
  if (record === null || !(await reaches(tenancy, user, owner.ownership(record, fields), investorOf))) throw owner.refusal();
  return record;
}

/**
 * May this user read this asset's data? Staff may (they serve every client); a client may
 * read its own asset, and a financial institution also its investees. Everyone else gets
 * FORBIDDEN, never a hint of what exists. (The websocket's audiences follow it too.)
 */
export async function assertAssetAccess(user: SessionUser, assetUuid: string): Promise<void> {
  await resolveOwner({ rule: 'ownAssetOrInvestor', owner: 'asset', field: 'assetUuid' }, user, { assetUuid }, { asset: assetOwner });
}
