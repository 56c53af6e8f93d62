import type { PlanAction } from './types.ts';

/**
 * An action's rank score (spec 2 section 9, "Action sort": "recommended (weighted by team size)
 * plus votes"): a recommendation counts as many votes as the plan's team has members, so it weighs
 * as much as the whole team voting for the action.
 */
export function actionSortScore(action: Pick<PlanAction, 'isRecommended' | 'votes'>, teamSize: number): number {
  return (action.isRecommended ? teamSize : 0) + action.votes.length;
}

/**
 * The actions in the spec's order: pre-baseline first, then by score (recommendation weighted by
 * team size, plus votes) descending, then displayId ascending. Returns a new array.
 */
export function sortActions<T extends Pick<PlanAction, 'preBaseline' | 'isRecommended' | 'votes' | 'displayId'>>(actions: readonly T[], teamSize: number): T[] {
  return actions
    .map((action) => ({ action, score: actionSortScore(action, teamSize) }))
    .sort((a, b) => Number(b.action.preBaseline) - Number(a.action.preBaseline) || b.score - a.score || a.action.displayId - b.action.displayId)
    .map(({ action }) => action);
}
