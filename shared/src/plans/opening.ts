import type { ModuleStatus } from '../schemas/enums.ts';
import type { PlanKind } from './workflow.ts';

/*
 * Where a plan opens (spec 2, opening rules), apart from the rest of the workflow: the client's
 * menu and home links need it in the first load, which has no room for the workflow's tables.
 */

/** The page a plan opens on: a plan on its actions while preparing workshop two, else its projection; a trajectory on its projection once delivered, else its actions. */
export function openingPage(kind: PlanKind, status: ModuleStatus): 'actions' | 'projection' {
  if (kind === 'PLAN') return status === 'PREPARE_WORKSHOP_2' ? 'actions' : 'projection';
  return status === 'DELIVERED' ? 'projection' : 'actions';
}
