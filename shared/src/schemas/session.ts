import * as z from 'zod';
import { Role } from './enums.ts';

/** The signed-in user as the token carries it (spec 1 section 3, "Session user"). */
export const SessionUser = z.object({
  uuid: z.uuid(),
  username: z.string(),
  isAdmin: z.boolean(),
  subentityUuid: z.uuid().nullable(),
  impersonating: z.boolean(),
  asset: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  role: Role.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  backgroundImage: z.string().nullable(),
  character: z.string().nullable(),
  characterUniverse: z.string().nullable(),
  salesRepresentative: z.boolean(),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** What sign-in, registration, refresh and settings answer: the token and the user it carries. */
export const SignedIn = z.object({ token: z.string(), user: SessionUser });
export type SignedIn = z.infer<typeof SignedIn>;

/**
 * The signed-in user as `user.get` answers it: the session user plus the profile fields that
 * the token does not carry, which the settings form starts from.
 */
export const CurrentUser = SessionUser.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  slackId: z.string().nullable(),
  hubspotId: z.string().nullable(),
  feminizeTitle: z.boolean(),
  profilePictureUuid: z.uuid().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
