import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../lib/browserStorage.ts';
import { createViewedAssetStore, parseInvesteeUuid, viewedAssetFor, viewedAssetStorageKey } from './viewedAsset.ts';

const institution = { uuid: '11111111-1111-4111-8111-111111111111', isAdmin: false, asset: { uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Aurore Capital Partners' } };
const otherClient = { uuid: '22222222-2222-4222-8222-222222222222', isAdmin: false, asset: { uuid: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Transports Vallée du Rhône' } };
const staff = { uuid: '33333333-3333-4333-8333-333333333333', isAdmin: true, asset: null };
const investee = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

describe('parseInvesteeUuid', () => {
  it('accepts a uuid and nothing else', () => {
    expect(parseInvesteeUuid(investee)).toBe(investee);
    expect(parseInvesteeUuid('not-a-uuid')).toBeUndefined();
    expect(parseInvesteeUuid(`${investee}x`)).toBeUndefined();
    expect(parseInvesteeUuid(42)).toBeUndefined();
    expect(parseInvesteeUuid(undefined)).toBeUndefined();
  });
});

describe('viewedAssetStore', () => {
  it('keeps the choice in the given storage and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createViewedAssetStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.view(institution.uuid, investee);

    expect(viewedAssetFor(store.snapshot(), institution)).toBe(investee);
    expect(JSON.parse(storage.entries()[viewedAssetStorageKey] ?? '')).toEqual({ userUuid: institution.uuid, assetUuid: investee });
    expect(listener).toHaveBeenCalledTimes(1);

    store.clear();

    expect(viewedAssetFor(store.snapshot(), institution)).toBeUndefined();
    expect(storage.entries()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads a choice made before a reload, and stays quiet when nothing changes', () => {
    const storage = memoryStorage({ [viewedAssetStorageKey]: JSON.stringify({ userUuid: institution.uuid, assetUuid: investee }) });
    const store = createViewedAssetStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.view(institution.uuid, investee);

    expect(viewedAssetFor(store.snapshot(), institution)).toBe(investee);
    expect(listener).not.toHaveBeenCalled();
  });

  it('still works for the page when the storage is unavailable', () => {
    const store = createViewedAssetStore(null);
    store.view(institution.uuid, investee);
    expect(viewedAssetFor(store.snapshot(), institution)).toBe(investee);
  });
});

describe('viewedAssetFor', () => {
  const stored = JSON.stringify({ userUuid: institution.uuid, assetUuid: investee });

  it('applies only to the user who chose it', () => {
    expect(viewedAssetFor(stored, institution)).toBe(investee);
    expect(viewedAssetFor(stored, otherClient)).toBeUndefined();
    expect(viewedAssetFor(stored, undefined)).toBeUndefined();
  });

  it('gives staff no investee view', () => {
    expect(viewedAssetFor(JSON.stringify({ userUuid: staff.uuid, assetUuid: investee }), staff)).toBeUndefined();
  });

  it("treats the user's own asset as their own view", () => {
    expect(viewedAssetFor(JSON.stringify({ userUuid: institution.uuid, assetUuid: institution.asset.uuid }), institution)).toBeUndefined();
  });

  it('ignores stored text it cannot read', () => {
    expect(viewedAssetFor(null, institution)).toBeUndefined();
    expect(viewedAssetFor('{', institution)).toBeUndefined();
    expect(viewedAssetFor('"text"', institution)).toBeUndefined();
    expect(viewedAssetFor(JSON.stringify({ userUuid: institution.uuid, assetUuid: 'nope' }), institution)).toBeUndefined();
  });
});
