import * as z from 'zod';
import { defineEntity } from './entity.ts';

const assigneePartition = ({ userUuid }: { userUuid: string }) => `ASSIGNEE#${userUuid}`;

/**
 * A staff member assigned to a module (consultant or account manager): lets a consultant
 * list their modules across every client without a scan. Written with the module, in one
 * transaction, by `saveModule`.
 */
export const moduleAssignments = defineEntity({
  name: 'ModuleAssignment',
  schema: z.object({ userUuid: z.uuid(), moduleUuid: z.uuid(), assetUuid: z.uuid() }),
  key: ({ userUuid, moduleUuid }: { userUuid: string; moduleUuid: string }) => ({
    pk: assigneePartition({ userUuid }),
    sk: `MODULE#${moduleUuid}`,
  }),
  identify: ({ userUuid, moduleUuid }) => ({ userUuid, moduleUuid }),
  indexes: {
    /** The modules a staff member is assigned to. */
    byAssignee: { index: 'primary', pk: assigneePartition },
  },
});
