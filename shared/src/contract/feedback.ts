import * as z from 'zod';
import { textBounds } from '../constants.ts';
import { optionalEmail, requiredText } from '../validation/index.ts';
import { ok } from './common.ts';
import { mutation } from './define.ts';

/** Feedback messages from signed-in users. */
export const feedbackProcedures = {
  'feedback.send': mutation({
    access: 'client',
    tenancy: { rule: 'caller' },
    summary: 'Stores a feedback message from a signed-in user.',
    input: z.object({ message: requiredText(textBounds.text), email: optionalEmail() }),
    output: ok,
  }),
} as const;
