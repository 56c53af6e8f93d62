import * as z from 'zod';
import { analyticsPayloadBounds } from '../constants.ts';
import { boundedJsonObject } from '../validation/index.ts';
import { mutation } from './define.ts';

/** Usage events of the web app. */
export const analyticsProcedures = {
  'analytics.event': mutation({
    access: 'public',
    tenancy: { rule: 'everyone' },
    summary: 'Records a usage event; ignored for impersonation sessions. Its payload is bounded (keys, depth, size).',
    rateLimit: { perAddress: 120, windowSeconds: 60 },
    input: z.object({
      deviceId: z.string().trim().min(1).max(100),
      screenHeight: z.number().int().nonnegative().max(100_000),
      screenWidth: z.number().int().nonnegative().max(100_000),
      event: z.object({
        type: z.string().trim().min(1).max(100),
        payload: boundedJsonObject(analyticsPayloadBounds).optional().default({}),
      }),
    }),
    output: z.object({ recorded: z.boolean() }),
  }),
} as const;
