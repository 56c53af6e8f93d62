import type { InputOf } from '@cairn/shared/contract';
import type { DashboardModule } from '@cairn/shared/schemas';
import { callProcedure } from '../../api/client.ts';
import { browserAuth } from '../../auth/browserAuth.ts';
import { browserStorage, readItem, writeItem, type StorageLike } from '../../lib/browserStorage.ts';

const deviceKey = 'cairn.deviceId';

/** A random id for this browser, kept across sessions so usage can be counted per device. */
export function deviceId(storage: StorageLike | null, newId: () => string = () => crypto.randomUUID()): string {
  const known = readItem(storage, deviceKey);
  if (known) return known;
  const id = newId();
  writeItem(storage, deviceKey, id);
  return id;
}

export type AnalyticsEvent = InputOf<'analytics.event'>;

export function analyticsEvent(
  type: string,
  payload: Record<string, unknown>,
  context: { deviceId: string; screenWidth: number; screenHeight: number },
): AnalyticsEvent {
  return {
    deviceId: context.deviceId,
    screenWidth: Math.round(context.screenWidth),
    screenHeight: Math.round(context.screenHeight),
    event: { type, payload },
  };
}

/**
 * Sends a usage event. Silent on error (spec 1 section 7), and nothing at all during an
 * impersonation session: staff acting as a client are not the client's usage.
 */
export function track(type: string, payload: Record<string, unknown> = {}): void {
  const session = browserAuth.session();
  if (session?.user.impersonating) return;
  const event = analyticsEvent(type, payload, {
    // Where storage is refused, the device is counted per page load.
    deviceId: deviceId(browserStorage('localStorage')),
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  });
  void callProcedure('analytics.event', event, { token: session?.token ?? null }).catch(() => undefined);
}

export function trackModuleClick(module: Pick<DashboardModule, 'type' | 'uuid' | 'status'>): void {
  track('module-click', { type: module.type, uuid: module.uuid, status: module.status });
}
