import * as z from 'zod/mini';
import { roles } from './roles.ts';

/*
 * Written with zod's tree-shakable build (`zod/mini`, the same schemas under functions instead of
 * methods): the browser checks the stored session before its first page renders, and this way
 * that page carries only the few checks it uses, not all of zod. They nest in the other schemas
 * like any.
 */

/** The signed-in user as the token carries it (spec 1 section 3, "Session user"). */
export const SessionUser = z.object({
  uuid: z.uuid(),
  username: z.string(),
  isAdmin: z.boolean(),
  subentityUuid: z.nullable(z.uuid()),
  impersonating: z.boolean(),
  asset: z.nullable(z.object({ uuid: z.uuid(), name: z.string() })),
  role: z.nullable(z.enum(roles)),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  backgroundImage: z.nullable(z.string()),
  character: z.nullable(z.string()),
  characterUniverse: z.nullable(z.string()),
  salesRepresentative: z.boolean(),
  /** Expiry, seconds since the epoch. */
  exp: z.int(),
});
export type SessionUser = z.infer<typeof SessionUser>;
