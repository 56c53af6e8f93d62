import { browserStorage } from '../lib/browserStorage.ts';
import { createAuthController } from './session.ts';
import { createTokenStore } from './tokenStore.ts';

/** The token store and session of this browser tab, created once. */
export const browserTokenStore = createTokenStore({
  session: browserStorage('sessionStorage'),
  local: browserStorage('localStorage'),
  events: typeof window === 'undefined' ? null : window,
});

export const browserAuth = createAuthController(browserTokenStore);
