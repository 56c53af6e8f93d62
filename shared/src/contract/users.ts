import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { CurrentUser, SignedIn } from '../schemas/index.ts';
import { newPassword, requiredText, validationMessages } from '../validation/index.ts';
import { nothing, ok } from './common.ts';
import { mutation, query } from './define.ts';

const registerInput = z
  .object({
    username: requiredText(),
    password: newPassword(),
    confirm: requiredText(),
    token: requiredText(),
  })
  .superRefine((value, ctx) => {
    if (value.confirm !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: validationMessages.passwordsDontMatch });
    }
  });

/** Signing in and out, registering from an invitation, and the signed-in user. */
export const userProcedures = {
  'user.login': mutation({
    access: 'public',
    tenancy: { rule: 'everyone' },
    summary: 'Signs in with a user name and password; throttled per user name and per address.',
    input: z.object({
      username: requiredText(),
      password: z
        .string({ error: () => validationMessages.required })
        .min(1, validationMessages.required)
        .max(textBounds.password, validationMessages.tooLong),
    }),
    output: SignedIn,
  }),
  'user.register': mutation({
    access: 'public',
    tenancy: { rule: 'everyone' },
    summary: 'Creates an account from a single-use invitation and signs it in.',
    input: registerInput,
    output: SignedIn,
  }),
  'user.logout': mutation({
    access: 'client',
    tenancy: { rule: 'caller' },
    summary: 'Ends the session: its token stops working at once.',
    input: nothing,
    output: ok,
  }),
  'user.refreshToken': mutation({
    access: 'client',
    tenancy: { rule: 'caller' },
    summary: 'Issues a new token for the same session; refused for impersonation sessions.',
    input: nothing,
    output: SignedIn,
  }),
  'user.get': query({
    access: 'client',
    tenancy: { rule: 'caller' },
    summary: 'The signed-in user read afresh from storage, with the profile fields the settings form needs.',
    input: nothing,
    output: CurrentUser,
  }),
} as const;
