import * as z from 'zod';
import { AssetUsers, ClientUser, InviteInput, ListedInvitation } from '../assets/schemas.ts';
import { SignedIn } from '../schemas/session.ts';
import { validationMessages } from '../validation/index.ts';
import { mutation, query } from './define.ts';

const userUuid = z.object({ uuid: z.uuid({ error: validationMessages.invalidUuid }) });

/**
 * An asset's client accounts, managed by staff from the asset's Users tab: invitations by
 * e-mail, disabling and enabling, and viewing the client app as one of the users.
 */
export const clientAccountProcedures = {
  'user.invite': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary:
      "Invites a client user of an asset: stores a single-use invitation (only its token's SHA-256), valid 14 days, and e-mails the registration link in the asset's language; it replaces a pending invitation of the same user name.",
    input: InviteInput,
    output: ListedInvitation,
    invalidates: ['user.listByAsset'],
  }),
  'user.listByAsset': query({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: "An asset's users, active and disabled, and its invitations not used yet (pending or expired).",
    input: z.object({ assetUuid: z.uuid({ error: validationMessages.invalidUuid }) }),
    output: AssetUsers,
  }),
  'user.setDisabled': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Disables a client user, which ends all its sessions at once, or enables it again.',
    input: userUuid.extend({ disabled: z.boolean() }),
    output: ClientUser,
    invalidates: ['user.listByAsset'],
  }),
  'user.impersonate': mutation({
    access: 'staff',
    tenancy: { rule: 'staffOnly' },
    summary: 'Opens a session as an enabled client user, for staff to see the client app as that user sees it; it is marked impersonating, never refreshed, and records no usage.',
    input: userUuid,
    output: SignedIn,
  }),
} as const;
