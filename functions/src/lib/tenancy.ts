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
 * the asset's own users. An investor reads some of these pages too, read-only, through
 * `isInvestorOf`, but never their files, downloads or sharing (docs/architecture.md,
 * "Carbon-footprint reports").
 */
export function readsOwnAssetPages(user: SessionUser, assetUuid: string): boolean {
  return user.isAdmin || user.asset?.uuid === assetUuid;
}

/**
 * Is this client a financial institution holding the asset as an investee? Spec 1: an
 * institution views an investee's pages (`?investeeUuid=`). It then reads the investee's
 * carbon footprint and delivered reports, read-only and redacted as for any client; sharing,
 * downloads and files stay with the asset's own users (docs/architecture.md).
 */
export async function isInvestorOf(user: SessionUser, assetUuid: string): Promise<boolean> {
  if (user.isAdmin || !user.asset || user.asset.uuid === assetUuid) return false;
  return Boolean(await investeeLinks.get({ institutionUuid: user.asset.uuid, investeeUuid: assetUuid }));
}
