import { requestBounds } from '../constants.ts';
import { profilePictureMaxBase64, SettingsInput, SignedIn } from '../schemas/index.ts';
import { mutation } from './define.ts';

/** A staff member's own settings. */
export const settingsProcedures = {
  'settings.update': mutation({
    access: 'staff',
    tenancy: { rule: 'caller' },
    summary: "Updates the signed-in staff member's settings and answers a fresh token.",
    input: SettingsInput,
    // A profile picture travels as base64.
    maxBodyBytes: profilePictureMaxBase64 + requestBounds.maxBodyBytes,
    output: SignedIn,
    invalidates: ['user.get', 'dashboard.get'],
  }),
} as const;
