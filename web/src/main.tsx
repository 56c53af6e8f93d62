// First: configures zod before any schema is built (see the file).
import './zodWithoutEval.ts';
import { isStaff } from '@cairn/shared/access';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient.ts';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';
import { syncSession } from './app/sessionSync.ts';
import { browserAuth, browserTokenStore } from './auth/browserAuth.ts';
import { localizeError } from './i18n/serverMessages.ts';
import { initialLanguage, readLanguage } from './i18n/languageStore.ts';
import { loadCatalogue, translatorFor } from './i18n/translate.ts';
import { browserStorage } from './lib/browserStorage.ts';
import { toaster } from './ui/toaster.tsx';

// One session, one cache and one router per tab, wired together before the first render.
const queryClient = createQueryClient({
  // 'Invalid token' logs out (spec 1 section 4), and logging out of a tab with a session of its
  // own (a staff member viewing as a client, whose session was ended) closes the tab, rather than
  // letting it fall back to the browser's shared session.
  onInvalidToken: () => {
    if (browserTokenStore.scope() === 'session') window.close();
    browserAuth.signOut();
  },
  // Spec 1 section 8: a failed mutation shows its message in a red toast, in the user's language.
  onMutationError: ({ message, said }) => {
    const t = translatorFor(readLanguage(browserStorage('localStorage')));
    toaster.create({ type: 'error', title: message ? localizeError(t, said) : t('form.error.unexpected') });
  },
  isStaff: () => isStaff(browserAuth.session()?.user),
});
const router = createAppRouter({ queryClient, auth: browserAuth });
syncSession(browserAuth, queryClient, router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page that starts in another language than English renders once its catalogue is here (in
// English should it fail to load), so it never shows English first; English never waits. The
// document says its language at once, as it did when every catalogue shipped with the app.
const language = initialLanguage(window.location, readLanguage(browserStorage('localStorage')));
document.documentElement.lang = language;
void loadCatalogue(language)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App auth={browserAuth} queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
