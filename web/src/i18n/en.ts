import { validationMessageTexts } from '@cairn/shared/validationMessageTexts';
import { enApp } from './messages/app.ts';
import { enCatalogueForms } from './messages/catalogueForms.ts';
import { enExternalReport } from './messages/externalReport.ts';
import { enReports } from './messages/reports.ts';
import { enAuth } from './messages/auth.ts';
import { enFeedback } from './messages/feedback.ts';
import { enHome } from './messages/home.ts';
import { enKit } from './messages/kit.ts';
import { enLabelMessages } from './messages/labels.ts';
import { enResources } from './messages/resources.ts';
import { enShell } from './messages/shell.ts';

/**
 * English catalogue, the reference language: every other catalogue must carry exactly these
 * keys (a test checks it). Each area keeps its messages in `messages/<area>.ts`; keys are
 * `<area>.<view>.<element>`, `{name}` marks a parameter. Messages the spec quotes keep its
 * wording. The server's messages come from its own catalogue, so the web says them by the
 * key the API sends with each: in English the text the API sends is already the catalogue's, so
 * only the validation rules' texts, which the browser checks itself, ship here; the French ones
 * come with the French catalogue (messages/server.ts).
 */
export const en = {
  ...enApp,
  ...enCatalogueForms,
  ...enExternalReport,
  ...enReports,
  ...enAuth,
  ...enFeedback,
  ...enHome,
  ...enKit,
  ...enLabelMessages,
  ...enResources,
  ...enShell,
  ...validationMessageTexts,
} as const;
