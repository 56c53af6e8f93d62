import { frApp } from './messages/app.fr.ts';
import { frAuth } from './messages/auth.fr.ts';
import { frFeedback } from './messages/feedback.fr.ts';
import { frServer } from './messages/server.ts';
import { frShell } from './messages/shell.fr.ts';
import type { ClientCatalogue } from './translate.ts';

/** French catalogue: same keys and parameters as the English one (a test checks both). */
export const fr: ClientCatalogue = {
  ...frApp,
  ...frAuth,
  ...frFeedback,
  ...frShell,
  ...frServer,
};
