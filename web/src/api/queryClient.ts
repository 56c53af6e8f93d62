import { query as queryTiming } from '@cairn/shared/constants';
import { MutationCache, QueryCache, QueryClient, type Mutation } from '@tanstack/react-query';
import type { ServerMessage } from '../i18n/serverMessages.ts';
import { ApiError } from './client.ts';

/** Set `meta: { inlineErrors: true }` on a mutation whose form shows its own error box. */
export interface MutationMeta extends Record<string, unknown> {
  inlineErrors?: boolean;
}

/** What to tell the user, as a red toast, when a mutation fails. */
export interface MutationErrorNotice {
  /** The server's message (or the first field issue's, for staff). */
  message: string;
  /** The same message with its key, parameters and the field it names, to say it in the user's language. */
  said: ServerMessage & { path?: (string | number)[] | null };
  error: Error;
}

export interface QueryClientOptions {
  /** Called when any call answers 'Invalid token': the session is over and the user must sign in. */
  onInvalidToken: () => void;
  /** Shows a failed mutation's message (spec 1 section 8: red toast for mutations). */
  onMutationError?: (notice: MutationErrorNotice) => void;
  /** Staff also get a toast with the first validation error, even where the form shows it inline. */
  isStaff?: () => boolean;
}

/**
 * The toast a failed mutation deserves, or null: none for an ended session (the sign-out says
 * it), none where the form shows the error itself — except, for staff, the first field issue.
 */
export function mutationErrorNotice(error: Error, meta: MutationMeta | undefined, isStaff: boolean): MutationErrorNotice | null {
  if (error instanceof ApiError && error.isInvalidToken) return null;
  const firstIssue = error instanceof ApiError ? error.issues[0] : undefined;
  if (isStaff && firstIssue) return { message: firstIssue.message, said: firstIssue, error };
  if (meta?.inlineErrors || (error instanceof ApiError && error.origin === 'input')) return null;
  const said = error instanceof ApiError ? { message: error.message, key: error.key, params: error.params, path: error.path } : { message: error.message };
  return { message: error.message, said, error };
}

/** The application's query client: fresh 30 s, no retries (spec 1 section 7), one session-end hook. */
export function createQueryClient({ onInvalidToken, onMutationError, isStaff = () => false }: QueryClientOptions): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.isInvalidToken) onInvalidToken();
  };
  const onMutationFailure = (error: Error, mutation: Mutation<unknown, unknown, unknown, unknown>) => {
    onError(error);
    const notice = onMutationError && mutationErrorNotice(error, mutation.meta as MutationMeta | undefined, isStaff());
    if (notice) onMutationError(notice);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onMutationFailure(error, mutation) }),
    defaultOptions: {
      queries: { staleTime: queryTiming.freshMs, retry: false },
      mutations: { retry: false },
    },
  });
}
