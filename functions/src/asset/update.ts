import { replaceAsset, toAsset } from '../lib/assets/store.ts';
import { defineProcedure } from '../lib/http/areas/assets.ts';

/** Replaces an asset's details and staff comment; its own users' pages follow (a new name shows on their dashboard). */
export const handler = defineProcedure('asset.update', async (input, { user, notifyAsset }) => {
  const stored = await replaceAsset(input, user.uuid);
  notifyAsset(stored.uuid);
  return toAsset(stored);
});
