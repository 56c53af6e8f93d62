import { frApp } from './messages/app.ts';
import { frAuth } from './messages/auth.ts';
import { frHome } from './messages/home.ts';
import type { Catalogue } from './translate.ts';

/** French catalogue: same keys and parameters as the English one (a test checks both). */
export const fr: Catalogue = {
  ...frApp,
  ...frAuth,
  ...frHome,
};
