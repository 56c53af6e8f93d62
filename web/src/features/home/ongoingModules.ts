import type { DashboardModule } from '@cairn/shared/schemas';

/**
 * The home page's Ongoing projects: every module not yet DELIVERED (spec 1, Home), in the
 * server's order (by type, then latest year first).
 */
export function ongoingModules(modules: readonly DashboardModule[]): DashboardModule[] {
  return modules.filter((module) => module.status !== 'DELIVERED');
}

/** The action count the home page shows: only trajectories carry one (selected, else submitted, else suggested). */
export function shownActionCount(module: DashboardModule): number | null {
  return module.type === 'DECARBONIZATION_TRAJECTORY' ? module.actionCount : null;
}
