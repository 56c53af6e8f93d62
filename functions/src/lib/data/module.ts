import { ModuleStatus, ModuleType, moduleStatusesByType } from '@cairn/shared/schemas';
import * as z from 'zod';
import { defineEntity } from './entity.ts';

export const ModuleRecord = z
  .object({
    uuid: z.uuid(),
    type: ModuleType,
    status: ModuleStatus,
    year: z.number().int().nullable(),
    /** Empty for a module named by its type (the home shows the type's label). */
    moduleName: z.string(),
    /** A module whose year the client never sees: its name says what it covers. */
    hideYear: z.boolean().default(false),
    assetUuid: z.uuid(),
    subentityUuid: z.uuid().nullable().default(null),
    consultantUuids: z.array(z.uuid()).default([]),
    accountManagerUuid: z.uuid().nullable().default(null),
    /** Decarbonization trajectories show an action count on the home page. */
    actionCounts: z
      .object({ selected: z.number().int(), submitted: z.number().int(), suggested: z.number().int() })
      .nullable()
      .default(null),
    /** For a REPORT_COMPARISON: the report compared with its base year. */
    reportUuid: z.uuid().nullable().default(null),
    /** The staff project that created it; older modules have none. */
    projectUuid: z.uuid().nullable().default(null),
  })
  .refine((module) => (moduleStatusesByType[module.type] as readonly string[]).includes(module.status), {
    message: 'Status not allowed for this module type',
    path: ['status'],
  });
export type ModuleRecord = z.infer<typeof ModuleRecord>;

export const modules = defineEntity({
  name: 'Module',
  schema: ModuleRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `MODULE#${uuid}`, sk: 'MODULE' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** An asset's modules, grouped by type then year. */
    byAsset: {
      index: 'gsi1',
      pk: ({ assetUuid }: { assetUuid: string }) => `ASSET#${assetUuid}`,
      sk: (module) => `MODULE#${module.type}#${module.year ?? 0}#${module.uuid}`,
      skPrefix: 'MODULE#',
    },
  },
});
