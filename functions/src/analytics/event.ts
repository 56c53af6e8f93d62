import { randomUUID } from 'node:crypto';
import { analyticsEvents } from '../lib/data/analyticsEvent.ts';
import { now } from '../lib/data/entity.ts';
import { defineProcedure } from '../lib/http/areas/analytics.ts';

/** Usage is not recorded for impersonation sessions: staff acting as a client are not the client. */
export const handler = defineProcedure('analytics.event', async (input, { user }) => {
  if (user?.impersonating) return { recorded: false };
  const at = now();
  await analyticsEvents.create(
    {
      uuid: randomUUID(),
      day: at.slice(0, 10),
      at,
      type: input.event.type,
      payload: input.event.payload,
      deviceId: input.deviceId,
      screenWidth: input.screenWidth,
      screenHeight: input.screenHeight,
      userUuid: user?.uuid ?? null,
      assetUuid: user?.asset?.uuid ?? null,
    },
    user?.uuid ?? 'anonymous',
  );
  return { recorded: true };
});
