import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AuthController, Session } from './session.ts';

export const AuthContext = createContext<AuthController | null>(null);

export function useAuth(): AuthController {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside AuthContext');
  return auth;
}

/** The current session; re-renders when it changes here or in another tab. */
export function useSession(): Session | null {
  const auth = useAuth();
  return useSyncExternalStore(auth.subscribe, auth.session);
}
