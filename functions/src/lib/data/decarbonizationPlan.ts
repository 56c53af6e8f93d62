import { Plan, PlanSections } from '@cairn/shared/plans/model';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import { defineEntity } from './entity.ts';
import type { ModuleRecord } from './module.ts';

/*
 * A decarbonization plan lives in its own partition `DECARBONIZATION_PLAN#<uuid>` (the uuid of its
 * DECARBONIZATION_PLAN or DECARBONIZATION_TRAJECTORY module): the plan item (its sections, edited
 * by staff under a version), the action set (`decarbonizationAction.ts`: the lock every action
 * write agrees on, and the last display id), the actions, and the snapshot written on delivery.
 * The plan item is created on its first use with the defaults (docs/architecture.md,
 * "Decarbonization plans").
 */

export const PlanRecord = Plan;
export type PlanRecord = z.infer<typeof PlanRecord>;

export const planKey = (uuid: string) => `DECARBONIZATION_PLAN#${uuid}`;

export const decarbonizationPlans = defineEntity({
  name: 'DecarbonizationPlan',
  schema: PlanRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: planKey(uuid), sk: 'PLAN' }),
  identify: ({ uuid }) => ({ uuid }),
});

/** The plan a module starts with: the defaults, the module's year as baseline, a trajectory when the module is one. */
export function defaultPlan(module: Pick<ModuleRecord, 'uuid' | 'type' | 'assetUuid' | 'year'>): PlanRecord {
  return Plan.parse({
    ...PlanSections.parse({}),
    uuid: module.uuid,
    type: 'PLAN',
    isTrajectory: module.type === 'DECARBONIZATION_TRAJECTORY',
    assetUuid: module.assetUuid,
    baselineYear: module.year,
  });
}

/**
 * The delivered snapshot: a frozen copy of the plan (type PLAN_SNAPSHOT) and its actions as they
 * were at delivery, gzipped JSON (a plan of hundreds of actions stays under the item limit).
 * Written whole by each delivery, never changed by an action's edit.
 */
export const PlanSnapshotRecord = z.object({
  planUuid: z.uuid(),
  deliveredAt: z.string(),
  deliveredBy: z.string(),
  /** base64 of the gzipped JSON `{ plan, actions }`. */
  content: z.string(),
});
export type PlanSnapshotRecord = z.infer<typeof PlanSnapshotRecord>;

export const planSnapshots = defineEntity({
  name: 'DecarbonizationPlanSnapshot',
  schema: PlanSnapshotRecord,
  key: ({ planUuid }: { planUuid: string }) => ({ pk: planKey(planUuid), sk: 'SNAPSHOT' }),
  identify: ({ planUuid }) => ({ planUuid }),
});

/** A snapshot's stored content, packed. */
export function packSnapshot(content: { plan: unknown; actions: unknown[] }): string {
  return gzipSync(JSON.stringify(content)).toString('base64');
}

export function unpackSnapshot(record: PlanSnapshotRecord): { plan: unknown; actions: unknown[] } {
  return JSON.parse(gunzipSync(Buffer.from(record.content, 'base64')).toString('utf8')) as { plan: unknown; actions: unknown[] };
}
