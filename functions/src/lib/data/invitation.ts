import * as z from 'zod';
import { defineEntity } from './entity.ts';

/** A single-use registration link; only the SHA-256 of its token is stored. */
export const invitations = defineEntity({
  name: 'Invitation',
  schema: z.object({
    tokenHash: z.string().length(64),
    username: z.string().min(1),
    assetUuid: z.uuid().nullable(),
    subentityUuid: z.uuid().nullable().default(null),
    isAdmin: z.boolean().default(false),
    role: z.string().nullable().default(null),
    /** Where the link was sent; the account starts with it. */
    email: z.string().nullable().default(null),
    /** Epoch seconds. */
    expiresAt: z.number().int(),
    usedAt: z.string().nullable().default(null),
  }),
  key: ({ tokenHash }: { tokenHash: string }) => ({ pk: `INVITATION#${tokenHash}`, sk: 'INVITATION' }),
  identify: ({ tokenHash }) => ({ tokenHash }),
  // Kept a month past expiry so a late click still gets a clear answer, then removed.
  ttl: (invitation) => invitation.expiresAt + 30 * 24 * 3600,
  indexes: {
    /** An asset's invitations, by user name (staff invitations, without an asset, are not listed). */
    byAsset: {
      index: 'gsi1',
      pk: ({ assetUuid }: { assetUuid: string | null }) => (assetUuid ? `ASSET#${assetUuid}` : null),
      sk: (invitation) => `INVITATION#${invitation.username.toLowerCase()}#${invitation.tokenHash}`,
      skPrefix: 'INVITATION#',
    },
  },
});
