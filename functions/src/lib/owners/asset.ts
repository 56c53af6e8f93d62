import { AppError, messages } from '@cairn/shared/errors';
import type { OwnerSource } from './source.ts';

/**
 * An asset named outright (an institution asking for an investee's dashboard) is not read here:
 * the handler reads it, and a refusal is FORBIDDEN, as for an asset the caller may not see.
 */
export const assetOwner: OwnerSource<{ uuid: string }> = {
  load: async (uuid) => ({ uuid }),
  ownership: (asset) => ({ assetUuid: asset.uuid }),
  refusal: () => new AppError('FORBIDDEN', messages.forbidden),
};
