import { describe, expect, it } from 'vitest';
import { analyticsEvent, deviceId } from './analytics.ts';
import { pageViewTracker } from './usePageViews.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('analytics', () => {
  it('keeps one device id per browser', () => {
    const storage = memoryStorage();
    const first = deviceId(storage, () => 'device-1');
    expect(first).toBe('device-1');
    expect(deviceId(storage, () => 'device-2')).toBe('device-1');
    expect(deviceId(null, () => 'device-3')).toBe('device-3');
  });

  it('builds the event the contract expects, with whole screen sizes', () => {
    expect(analyticsEvent('page-view', { path: '/' }, { deviceId: 'd', screenWidth: 1440.5, screenHeight: 900 })).toEqual({
      deviceId: 'd',
      screenWidth: 1441,
      screenHeight: 900,
      event: { type: 'page-view', payload: { path: '/' } },
    });
  });
});

describe('page views', () => {
  it('sends one per path reached, none for the same path reported again in a row', () => {
    const sent: string[] = [];
    const view = pageViewTracker((path) => sent.push(path));
    // The effect of a page load, run twice by StrictMode; then a visit elsewhere and back.
    for (const path of ['/', '/', '/resources', '/resources', '/']) view(path);
    expect(sent).toEqual(['/', '/resources', '/']);
  });
});
