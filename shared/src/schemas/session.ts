import * as z from 'zod';
import { SessionUser } from './sessionUser.ts';

export { SessionUser } from './sessionUser.ts';

/** What sign-in, registration, refresh and settings answer: the token and the user it carries. */
export const SignedIn = z.object({ token: z.string(), user: SessionUser });
export type SignedIn = z.infer<typeof SignedIn>;

/**
 * The signed-in user as `user.get` answers it: the session user plus the profile fields that
 * the token does not carry, which the settings form starts from.
 */
export const CurrentUser = z.object({
  ...SessionUser.shape,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  slackId: z.string().nullable(),
  hubspotId: z.string().nullable(),
  feminizeTitle: z.boolean(),
  profilePictureUuid: z.uuid().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
