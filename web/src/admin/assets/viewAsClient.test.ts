import { describe, expect, it, vi } from 'vitest';
import { tokenStorageKey } from '../../auth/tokenStore.ts';
import { TabBlockedError, viewAsClient, type ClientTab } from './viewAsClient.ts';

function fakeTab() {
  const storage = new Map<string, string>();
  const tab: ClientTab & { storage: Map<string, string>; closed: boolean; visited: string[] } = {
    storage,
    closed: false,
    visited: [],
    opener: 'the staff tab',
    sessionStorage: { setItem: (key, value) => void storage.set(key, value) },
    location: { replace: (url: string | URL) => void tab.visited.push(String(url)) },
    close: () => {
      tab.closed = true;
    },
  };
  return tab;
}

const signedIn = { token: 'impersonation-token', user: {} as never };

describe('viewing the client app as a client user', () => {
  it('opens the tab before asking the server, then gives it the token in its own storage and cuts it from this tab', async () => {
    const tab = fakeTab();
    const order: string[] = [];
    const open = vi.fn(() => {
      order.push('open');
      return tab;
    });
    await viewAsClient({ open }, async () => {
      order.push('impersonate');
      return signedIn;
    }, 'https://app.cairn.example/');
    expect(order).toEqual(['open', 'impersonate']);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.storage.get(tokenStorageKey)).toBe('impersonation-token');
    expect(tab.opener).toBeNull();
    expect(tab.visited).toEqual(['https://app.cairn.example/']);
  });

  it('closes the blank tab when the server refuses, and says so', async () => {
    const tab = fakeTab();
    const refusal = new Error('This account is disabled');
    await expect(viewAsClient({ open: () => tab }, () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(tab.closed).toBe(true);
    expect(tab.storage.size).toBe(0);
    expect(tab.visited).toEqual([]);
  });

  it('asks nothing of the server when the browser blocks the tab', async () => {
    const impersonate = vi.fn(() => Promise.resolve(signedIn));
    await expect(viewAsClient({ open: () => null }, impersonate)).rejects.toBeInstanceOf(TabBlockedError);
    expect(impersonate).not.toHaveBeenCalled();
  });
});
