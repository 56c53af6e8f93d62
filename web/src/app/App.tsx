import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthContext } from '../auth/authContext.ts';
import type { AuthController } from '../auth/session.ts';
import { FeedbackButton } from '../features/feedback/FeedbackButton.tsx';
import { I18nProvider } from '../i18n/I18nProvider.tsx';
import { system } from '../ui/system.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { HeaderActionsContext } from './headerActions.ts';
import type { createAppRouter } from './router.tsx';

interface AppProps {
  auth: AuthController;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ auth, queryClient, router }: AppProps) {
  return (
    <ChakraProvider value={system}>
      <I18nProvider>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AuthContext.Provider value={auth}>
              <HeaderActionsContext.Provider value={<FeedbackButton />}>
                <RouterProvider router={router} />
              </HeaderActionsContext.Provider>
            </AuthContext.Provider>
          </QueryClientProvider>
        </AppErrorBoundary>
      </I18nProvider>
    </ChakraProvider>
  );
}
