import { files } from '@cairn/shared/constants';
import type { InputOf } from '@cairn/shared/contract';
import type { CurrentUser } from '@cairn/shared/schemas';
import type { FileRule } from '../ui/fileDrop/fileChecks.ts';

/**
 * The settings dialog's form (spec 2, "User settings") as plain data: what it starts from, how
 * its values become the `settings.update` input, and whether anything changed. The dialog
 * component only wires these to inputs.
 */

export type SettingsInput = InputOf<'settings.update'>;
export type ProfilePictureChange = NonNullable<SettingsInput['profilePicture']>;

/** What the form starts from: `user.get` answers the profile fields the token does not carry. */
export type SettingsSource = Pick<
  CurrentUser,
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'backgroundImage'
  | 'characterUniverse'
  | 'email'
  | 'phone'
  | 'slackId'
  | 'hubspotId'
  | 'feminizeTitle'
  | 'profilePictureUuid'
>;

/** The editable fields, as the inputs hold them: text fields are strings, never null. */
export interface SettingsValues {
  firstName: string;
  lastName: string;
  feminizeTitle: boolean;
  email: string;
  phone: string;
  slackId: string;
  hubspotId: string;
  backgroundImage: string;
  characterUniverse: string;
}

export type TextField = Exclude<keyof SettingsValues, 'feminizeTitle'>;

/** Fields that can carry an issue, in the order the form shows them (for error placement). */
export const settingsFieldNames = [
  'profilePicture',
  'firstName',
  'lastName',
  'feminizeTitle',
  'email',
  'phone',
  'slackId',
  'hubspotId',
  'backgroundImage',
  'characterUniverse',
] as const;
export type SettingsField = (typeof settingsFieldNames)[number];

export function initialSettingsValues(source: SettingsSource): SettingsValues {
  return {
    firstName: source.firstName ?? '',
    lastName: source.lastName ?? '',
    feminizeTitle: source.feminizeTitle ?? false,
    email: source.email ?? '',
    phone: source.phone ?? '',
    slackId: source.slackId ?? '',
    hubspotId: source.hubspotId ?? '',
    backgroundImage: source.backgroundImage ?? '',
    characterUniverse: source.characterUniverse ?? '',
  };
}

/**
 * The call's input. Text goes as typed: the contract trims it and turns blank into null (an
 * empty background image too), so the rules live in one place and the client's pre-send check
 * reports exactly what the server would.
 */
export function settingsInputOf(values: SettingsValues, picture: ProfilePictureChange): SettingsInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    feminizeTitle: values.feminizeTitle,
    email: values.email,
    phone: values.phone,
    slackId: values.slackId,
    hubspotId: values.hubspotId,
    backgroundImage: values.backgroundImage,
    profilePicture: picture,
    characterUniverse: values.characterUniverse,
  };
}

/** Whether closing would lose something: a field differs (ignoring surrounding spaces) or the picture changes. */
export function hasUnsavedChanges(initial: SettingsValues, values: SettingsValues, picture: ProfilePictureChange): boolean {
  if (picture.action !== 'KEEP') return true;
  return (Object.keys(initial) as (keyof SettingsValues)[]).some((field) => {
    const before = initial[field];
    const after = values[field];
    return typeof before === 'string' && typeof after === 'string' ? before.trim() !== after.trim() : before !== after;
  });
}

/** Public URL of a stored profile picture (spec 2: /api/images/{uuid}.webp). */
export function profilePictureUrl(uuid: string): string {
  return `/api/images/${uuid}.webp`;
}

/** The picture the form shows: the new one, none after a removal, else the stored one if known. */
export function shownPicture(source: SettingsSource, picture: ProfilePictureChange): string | null {
  if (picture.action === 'CREATE_OR_UPDATE') return picture.content;
  if (picture.action === 'DELETE') return null;
  return source.profilePictureUuid ? profilePictureUrl(source.profilePictureUuid) : null;
}

/** Whether 'Remove picture' makes sense: there is a new or a stored picture. */
export function canRemovePicture(source: SettingsSource, picture: ProfilePictureChange): boolean {
  if (picture.action === 'CREATE_OR_UPDATE') return true;
  if (picture.action === 'DELETE') return false;
  return source.profilePictureUuid !== null;
}

/**
 * What the picture's file drop takes before converting it: an image a browser can decode into a
 * canvas (PNG, JPEG, WebP or GIF, known by its first bytes), within the general upload limit
 * (spec 2 section 9, 5 MB). The converted picture has its own 1 MB limit.
 */
export const pictureRule: FileRule = { kinds: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'], maxBytes: files.defaultMaxBytes };
