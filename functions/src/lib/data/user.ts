import { Role } from '@cairn/shared/schemas';
import * as z from 'zod';
import { defineEntity } from './entity.ts';

export const UserRecord = z.object({
  uuid: z.uuid(),
  username: z.string().min(1),
  /** scrypt hash with its parameters and salt; never leaves the data layer's callers. */
  passwordHash: z.string().nullable(),
  isAdmin: z.boolean(),
  role: Role.nullable(),
  assetUuid: z.uuid().nullable(),
  subentityUuid: z.uuid().nullable(),
  disabled: z.boolean().default(false),
  firstName: z.string().nullable().default(null),
  lastName: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
  feminizeTitle: z.boolean().default(false),
  slackId: z.string().nullable().default(null),
  hubspotId: z.string().nullable().default(null),
  profilePictureUuid: z.uuid().nullable().default(null),
  backgroundImage: z.string().nullable().default(null),
  character: z.string().nullable().default(null),
  characterUniverse: z.string().nullable().default(null),
  salesRepresentative: z.boolean().default(false),
});
export type UserRecord = z.infer<typeof UserRecord>;

export const users = defineEntity({
  name: 'User',
  schema: UserRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `USER#${uuid}`, sk: 'USER' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** Users of an asset, or staff (no asset), by user name. */
    byAsset: {
      index: 'gsi1',
      pk: ({ assetUuid }: { assetUuid: string | null }) => (assetUuid ? `ASSET#${assetUuid}` : 'STAFF'),
      sk: (user) => `USER#${user.username.toLowerCase()}`,
      skPrefix: 'USER#',
    },
  },
});

/** Makes a user name unique: one claim item per lower-cased name, written with the user. */
export const usernameClaims = defineEntity({
  name: 'UsernameClaim',
  schema: z.object({ username: z.string().min(1), userUuid: z.uuid() }),
  key: ({ username }: { username: string }) => ({ pk: `USERNAME#${username.toLowerCase()}`, sk: 'USERNAME' }),
  identify: ({ username }) => ({ username }),
});
