import type { QueryClient } from '@tanstack/react-query';
import type { AuthController } from '../auth/session.ts';

/**
 * Keeps the screen in step with the session, whether it changed here (sign-in, logout,
 * 'Invalid token') or in another tab: when the user changes, the router's guards run again
 * (to sign-in, or on to the wanted page) and the previous user's cached answers are dropped.
 * A refreshed token for the same user changes nothing.
 */
export function syncSession(
  auth: AuthController,
  queryClient: QueryClient,
  router: { invalidate: () => Promise<void> },
): () => void {
  let userUuid = auth.session()?.user.uuid ?? null;
  return auth.subscribe(() => {
    const next = auth.session()?.user.uuid ?? null;
    if (next === userUuid) return;
    const previous = userUuid;
    userUuid = next;
    // Dropped once the guards have moved away from the previous user's pages, so that their
    // mounted queries do not refetch without a token in between.
    void router.invalidate().finally(() => {
      if (previous !== null) queryClient.removeQueries();
    });
  });
}
