import { query as queryTiming } from '@cairn/shared/constants';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

export interface QueryClientOptions {
  /** Called when any call answers 'Invalid token': the session is over and the user must sign in. */
  onInvalidToken: () => void;
}

/** The application's query client: fresh 30 s, no retries (spec 1 section 7), one session-end hook. */
export function createQueryClient({ onInvalidToken }: QueryClientOptions): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.isInvalidToken) onInvalidToken();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: queryTiming.freshMs, retry: false },
      mutations: { retry: false },
    },
  });
}
