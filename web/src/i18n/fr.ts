import { frApp } from './messages/app.fr.ts';
import { frAuth } from './messages/auth.fr.ts';
import { frFeedback } from './messages/feedback.fr.ts';
import { frServer } from './messages/server.ts';
import { frShell } from './messages/shell.fr.ts';
import type { AreaValidationMessageKey } from '@cairn/shared/areaValidationMessageTexts';
import type { MessageText } from '@cairn/shared/errors';
import type { ClientCatalogue } from './translate.ts';

/**
 * French catalogue: same keys and parameters as the English one (a test checks both), and the
 * areas' validation rules, which English ships with the pages (enPages.ts).
 */
export const fr: ClientCatalogue & { readonly [K in AreaValidationMessageKey]: MessageText } = {
  ...frApp,
  ...frAuth,
  ...frFeedback,
  ...frShell,
  ...frServer,
};
