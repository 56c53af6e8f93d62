import { AppError, messages } from '@cairn/shared/errors';
import type { SessionUser } from '@cairn/shared/schemas';
import { investeeLinks } from './data/investeeLink.ts';

/**
 * May this user read this asset's data? Staff may (they serve every client); a client may
 * read its own asset, and a financial institution also its investees. Everyone else gets
 * FORBIDDEN, never a hint of what exists.
 */
export async function assertAssetAccess(user: SessionUser, assetUuid: string): Promise<void> {
  if (user.isAdmin) return;
  if (user.asset?.uuid === assetUuid) return;
  if (user.asset && (await investeeLinks.get({ institutionUuid: user.asset.uuid, investeeUuid: assetUuid }))) return;
  throw new AppError('FORBIDDEN', messages.forbidden);
}

/**
 * May this user read a page kept for the asset's own users, and the files it shows? Staff and
 * the asset's own users: an investor sees its investees' results in its portfolio, never their
 * reports or external reports (docs/architecture.md, "Carbon-footprint reports").
 */
export function readsOwnAssetPages(user: SessionUser, assetUuid: string): boolean {
  return user.isAdmin || user.asset?.uuid === assetUuid;
}
