import * as z from 'zod';
import { defineEntity } from './entity.ts';

/** A tracker project's partition: its time entries. */
const trackerPartition = ({ trackerId }: { trackerId: string }) => `TIMETRACK#${trackerId}`;

/**
 * A span of work recorded against a time-tracker project (a staff project's `clockifyId`), kept
 * in our own table when the tracker is not reachable: written by the time-entry import, read by
 * the table-backed time tracker (lib/timeTracker). Its uuid is derived from the row it came
 * from, so importing the same file twice changes nothing.
 */
export const TimeEntryRecord = z.object({
  uuid: z.uuid(),
  trackerId: z.string().min(1),
  /** Who worked, as the tracker names them. */
  user: z.string().min(1),
  /** `YYYY-MM-DD`. */
  date: z.string(),
  hours: z.number().positive(),
  description: z.string().nullable(),
});
export type TimeEntryRecord = z.infer<typeof TimeEntryRecord>;

export const timeEntries = defineEntity({
  name: 'TimeEntry',
  schema: TimeEntryRecord,
  key: ({ trackerId, uuid }: { trackerId: string; uuid: string }) => ({ pk: trackerPartition({ trackerId }), sk: `ENTRY#${uuid}` }),
  identify: ({ trackerId, uuid }) => ({ trackerId, uuid }),
  indexes: {
    /** Every entry of a tracker project. */
    byTracker: { index: 'primary', pk: trackerPartition, skPrefix: 'ENTRY#' },
  },
});
