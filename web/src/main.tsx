import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/queryClient.ts';
import { App } from './app/App.tsx';
import { createAppRouter } from './app/router.tsx';
import { syncSession } from './app/sessionSync.ts';
import { browserAuth } from './auth/browserAuth.ts';

// One session, one cache and one router per tab, wired together before the first render.
const queryClient = createQueryClient({ onInvalidToken: () => browserAuth.signOut() });
const router = createAppRouter({ queryClient, auth: browserAuth });
syncSession(browserAuth, queryClient, router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App auth={browserAuth} queryClient={queryClient} router={router} />
  </StrictMode>,
);
