import * as z from 'zod';
import { files, textBounds } from '../constants.ts';
import { optionalEmail, optionalText, validationMessages } from '../validation/index.ts';

/** The base64 of the largest profile picture. */
export const profilePictureMaxBase64 = Math.ceil(files.profilePictureMaxBytes / 3) * 4;

/** A profile picture change: keep it, or replace it with a webp image sent as base64. */
export const ProfilePictureAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('KEEP') }),
  z.object({ action: z.literal('CREATE_OR_UPDATE'), content: z.string().min(1).max(profilePictureMaxBase64, validationMessages.tooLong) }),
  z.object({ action: z.literal('DELETE') }),
]);

/** Staff settings (spec 2 "User settings"); the user name is read-only and not part of it. */
export const SettingsInput = z.object({
  firstName: optionalText(),
  lastName: optionalText(),
  feminizeTitle: z.boolean().default(false),
  email: optionalEmail(),
  phone: optionalText(),
  slackId: optionalText(),
  hubspotId: optionalText(),
  backgroundImage: z
    .url({ protocol: /^https?$/, error: validationMessages.invalidUrl })
    .max(textBounds.url, validationMessages.tooLong)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  profilePicture: ProfilePictureAction.default({ action: 'KEEP' }),
  characterUniverse: optionalText(),
});
export type SettingsInput = z.infer<typeof SettingsInput>;
