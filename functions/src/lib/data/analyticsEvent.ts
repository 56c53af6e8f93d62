import { analyticsRetentionDays } from '@cairn/shared/constants';
import * as z from 'zod';
import { defineEntity } from './entity.ts';

const dayPartition = ({ day }: { day: string }) => `ANALYTICS#${day}`;

export const analyticsEvents = defineEntity({
  name: 'AnalyticsEvent',
  schema: z.object({
    uuid: z.uuid(),
    /** YYYY-MM-DD, the partition: a day's events are read together. */
    day: z.string(),
    at: z.string(),
    type: z.string(),
    payload: z.record(z.string(), z.unknown()),
    deviceId: z.string(),
    screenWidth: z.number().int(),
    screenHeight: z.number().int(),
    userUuid: z.uuid().nullable(),
    assetUuid: z.uuid().nullable(),
  }),
  key: ({ day, at, uuid }: { day: string; at: string; uuid: string }) => ({
    pk: dayPartition({ day }),
    sk: `${at}#${uuid}`,
  }),
  identify: ({ day, at, uuid }) => ({ day, at, uuid }),
  indexes: {
    /** A day's events, in the order they came. */
    byDay: { index: 'primary', pk: dayPartition },
  },
  ttl: (event) => Math.floor(Date.parse(event.at) / 1000) + analyticsRetentionDays * 24 * 3600,
});
