import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { queryOptionsFor } from '../../api/client.ts';

/** The staff plan page's one route: the plan's address and, after it, its tab's (planTabs.ts). */
export const planRouteId = '/app/analyst/decarbonization-plans/$uuid/$';
export const planPath = '/decarbonization-plans/$uuid/$';

/** The plan as the staff page reads it (its route loads it first); every tab reads the same query. */
export function useStaffPlan() {
  const { uuid } = useParams({ from: planRouteId });
  return useSuspenseQuery(queryOptionsFor('decarbonizationPlan.get', { uuid })).data;
}
