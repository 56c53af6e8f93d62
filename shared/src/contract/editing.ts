import * as z from 'zod';
import { editingLocationBounds, isEditingLocation } from '../editing/location.ts';
import { validationMessages } from '../validation/index.ts';
import { ok } from './common.ts';
import { mutation, query } from './define.ts';

/** A field being edited, `<kind>:<uuid>:<field>` (shared/src/editing/location.ts). */
const location = z
  .string({ error: validationMessages.required })
  .max(editingLocationBounds.maxLength, validationMessages.tooLong)
  .refine(isEditingLocation, validationMessages.invalid);

/**
 * The caller's websocket connection (the id the channel tells its tab), so that closing the tab
 * removes what it said; absent while the tab has no channel, and the entry then leaves by expiry.
 * API Gateway's ids are 16 base64 characters.
 */
const connectionId = z
  .string()
  .min(1, validationMessages.required)
  .max(128, validationMessages.tooLong)
  .regex(/^[A-Za-z0-9+/=_-]+$/, validationMessages.invalid)
  .nullish()
  .transform((value) => value ?? null);

/** Another staff member editing the field, as their avatar shows them. */
export const Editor = z.object({
  uuid: z.uuid(),
  /** First and last names, or the user name. */
  name: z.string(),
  /** Up to two letters, shown when there is no picture. */
  initials: z.string(),
  /** The profile picture, `/api/images/<uuid>.webp`; null without one. */
  pictureUuid: z.uuid().nullable(),
  /** ISO 8601: when they started editing it. */
  since: z.string(),
});
export type Editor = z.infer<typeof Editor>;

/** Who is editing which field (issue 13, the staff workspace): avatars beside a field others are editing. */
export const editingProcedures = {
  'editing.list': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'The other staff editing a field (never the caller), the first to start first; expired entries are left out.',
    input: z.object({ location }),
    output: z.array(Editor),
  }),
  'editing.update': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Says the caller is editing a field, for 90 seconds: repeated every 30 while the field has the focus.',
    input: z.object({ location, connectionId }),
    output: z.object({ since: z.string(), expiresAt: z.string() }),
    invalidates: ['editing.list'],
  }),
  'editing.remove': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Says the caller stopped editing a field from this connection (and from none).',
    input: z.object({ location, connectionId }),
    output: ok,
    invalidates: ['editing.list'],
  }),
} as const;
