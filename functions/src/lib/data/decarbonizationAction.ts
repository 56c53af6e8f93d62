import { Action } from '@cairn/shared/plans/model';
import * as z from 'zod';
import { planKey } from './decarbonizationPlan.ts';
import { defineEntity } from './entity.ts';

/*
 * A plan's actions, each one item in the plan's partition (`ACTION#<uuid>`), found alone by uuid
 * through gsi1; and the plan's action set (`ACTIONSET`), the one item every write of the plan's
 * actions replaces on the version it read. Writes of actions therefore happen one after the other
 * per plan: a status move checks the workflow (the maximum of quantified actions) against the
 * actions as they were when it read them, and its write fails if any other action write came in
 * between. The set also holds the last display id given, so two new actions never share one.
 */

export const ActionRecord = Action;
export type ActionRecord = z.infer<typeof ActionRecord>;

export const decarbonizationActions = defineEntity({
  name: 'DecarbonizationAction',
  schema: ActionRecord,
  key: ({ planUuid, uuid }: { planUuid: string; uuid: string }) => ({ pk: planKey(planUuid), sk: `ACTION#${uuid}` }),
  identify: ({ planUuid, uuid }) => ({ planUuid, uuid }),
  indexes: {
    /** A plan's actions, read strongly consistent before any check of the workflow. */
    inPlan: {
      index: 'primary',
      pk: ({ planUuid }: { planUuid: string }) => planKey(planUuid),
      skPrefix: 'ACTION#',
    },
    /** An action named alone (its edit, its status move), to find its plan. */
    byUuid: {
      index: 'gsi1',
      pk: ({ uuid }: { uuid: string }) => `DECARBONIZATION_ACTION#${uuid}`,
      sk: () => 'DECARBONIZATION_ACTION',
    },
  },
});

export const ActionSetRecord = z.object({
  planUuid: z.uuid(),
  /** The highest display id given in this plan; the next action takes the one after. */
  lastDisplayId: z.number().int().nonnegative(),
});
export type ActionSetRecord = z.infer<typeof ActionSetRecord>;

export const actionSets = defineEntity({
  name: 'DecarbonizationActionSet',
  schema: ActionSetRecord,
  key: ({ planUuid }: { planUuid: string }) => ({ pk: planKey(planUuid), sk: 'ACTIONSET' }),
  identify: ({ planUuid }) => ({ planUuid }),
});

/** Every action of a plan, strongly consistent, by display id. */
export async function actionsOf(planUuid: string) {
  const found = await decarbonizationActions.query('inPlan', { planUuid }, { consistent: true });
  return found.sort((a, b) => a.displayId - b.displayId);
}

/** The action of a uuid, wherever it is; null when none. */
export async function findAction(uuid: string) {
  const [found] = await decarbonizationActions.query('byUuid', { uuid }, { limit: 1 });
  if (!found) return null;
  // The index finds the plan; the table answers the current item.
  return decarbonizationActions.get({ planUuid: found.planUuid, uuid }, { consistent: true });
}
