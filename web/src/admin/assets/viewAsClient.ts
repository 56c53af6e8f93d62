import type { SignedIn } from '@cairn/shared/schemas/session';
import { tokenStorageKey } from '../../auth/tokenStore.ts';

/** The browser refused to open a tab (a popup blocker). */
export class TabBlockedError extends Error {
  constructor() {
    super('The browser did not open a new tab');
    this.name = 'TabBlockedError';
  }
}

/** What opening the client's tab needs of the window: `open`, with the new tab's storage and address. */
export interface TabOpener {
  open(url: string, target: string): ClientTab | null;
}

export interface ClientTab {
  sessionStorage: Pick<Storage, 'setItem'>;
  location: Pick<Location, 'replace'>;
  opener: unknown;
  close(): void;
}

/**
 * Opens the client app as a client user in a new tab (staff's "View as client"). The tab opens
 * at once, blank, while the click still counts as the user's (a tab opened after waiting for
 * the server is blocked); the impersonation session's token then goes into that tab's own
 * session storage, never the browser's shared storage, so the staff tab keeps its session and
 * the new tab keeps its own (`tokenStore.ts`: a tab's own token wins). The tab is cut from this
 * one before it loads the app. If the server refuses, the blank tab closes and the error
 * reaches the caller.
 */
export async function viewAsClient(opener: TabOpener, impersonate: () => Promise<SignedIn>, path = '/'): Promise<void> {
  const tab = opener.open('', '_blank');
  if (!tab) throw new TabBlockedError();
  let signedIn: SignedIn;
  try {
    signedIn = await impersonate();
    tab.sessionStorage.setItem(tokenStorageKey, signedIn.token);
  } catch (error) {
    tab.close();
    throw error;
  }
  tab.opener = null;
  tab.location.replace(path);
}
