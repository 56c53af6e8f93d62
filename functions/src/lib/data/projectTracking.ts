import * as z from 'zod';
import { defineEntity } from './entity.ts';

/**
 * The staff's settings of an institution's project tracking (spec 3 section 7 "Project
 * management"): the two deadlines and the investees flagged at risk (by asset uuid, so a flag
 * follows the investee from one reporting to the next). Beside its PROJECT_MANAGEMENT module, in
 * the module's partition; absent until first set (version 0 to the page). The comments are the
 * investees' projects' own (`Project.commentsForFir`).
 */
export const projectTrackings = defineEntity({
  name: 'ProjectTracking',
  schema: z.object({
    moduleUuid: z.uuid(),
    dataCollectionDeadline: z.string().nullable(),
    projectsDeadline: z.string().nullable(),
    atRiskAssetUuids: z.array(z.uuid()),
  }),
  key: ({ moduleUuid }: { moduleUuid: string }) => ({ pk: `MODULE#${moduleUuid}`, sk: 'TRACKING' }),
  identify: ({ moduleUuid }) => ({ moduleUuid }),
});
