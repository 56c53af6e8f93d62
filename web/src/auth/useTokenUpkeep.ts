import { session as sessionRules } from '@cairn/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callProcedure, queryOptionsFor } from '../api/client.ts';
import { useAuth } from './authContext.ts';
import { browserTokenStore } from './browserAuth.ts';
import { secondsLeft } from './tokenStore.ts';
import { upkeepAction } from './upkeep.ts';

/**
 * Every three minutes, keeps the signed-in tab's token alive or lets it end cleanly. A
 * failed refresh is left to the next check; 'Invalid token' signs out through the query
 * client's own handler.
 */
export function useTokenUpkeep(): void {
  const auth = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    const check = async () => {
      const session = auth.session();
      const token = browserTokenStore.read();
      const action = upkeepAction(token ? secondsLeft(token, Date.now()) : null, session?.user.impersonating ?? false);
      if (action === 'reload') {
        if (session) await queryClient.fetchQuery({ ...queryOptionsFor('user.get', undefined), staleTime: 0 }).catch(() => undefined);
        else auth.signOut();
      } else if (action === 'refresh') {
        const renewed = await callProcedure('user.refreshToken', undefined, { token }).catch(() => null);
        if (renewed) auth.signIn(renewed, browserTokenStore.scope() ?? 'local');
      }
    };
    const timer = setInterval(() => void check(), sessionRules.upkeepIntervalMs);
    return () => clearInterval(timer);
  }, [auth, queryClient]);
}
