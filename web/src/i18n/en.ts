import { validationMessageTexts } from '@cairn/shared/validationMessageTexts';
import { enApp } from './messages/app.ts';
import { enAuth } from './messages/auth.ts';
import { enFeedback } from './messages/feedback.ts';
import { enShell } from './messages/shell.ts';

/**
 * English catalogue, the reference language: every other catalogue must carry exactly these
 * keys (a test checks it). This part holds what the shell, the sign-in pages and the browser's
 * own validation say, and ships with the first load; the pages' messages load with them (the
 * parts of translate.ts: enPages.ts, enReports.ts, enStaff.ts...). Each area keeps its messages in `messages/<area>.ts`; keys are
 * `<area>.<view>.<element>`, `{name}` marks a parameter. Messages the spec quotes keep its
 * wording. The server's messages come from its own catalogue, so the web says them by the
 * key the API sends with each: in English the text the API sends is already the catalogue's, so
 * only the validation rules' texts, which the browser checks itself, ship here; the French ones
 * come with the French catalogue (messages/server.ts).
 */
export const en = {
  ...enApp,
  ...enAuth,
  ...enFeedback,
  ...enShell,
  ...validationMessageTexts,
} as const;
