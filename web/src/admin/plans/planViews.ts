import type { ComponentType } from 'react';
import { PlanActionsTab } from './PlanActionsTab.tsx';
import { PlanDeliveredTab } from './PlanDeliveredTab.tsx';
import { PlanEditTab } from './PlanEditTab.tsx';
import { PlanImplementationTab, PlanMatrixTab, PlanProjectionTab, PlanSlidesTab } from './PlanViewTabs.tsx';
import type { PlanTabId } from './planTabs.ts';

/**
 * The view of each tab of the staff plan page; a tab without one is not shown in the bar. The
 * plan's route is one (its tabs are the rest of its address), so a new tab joins here, not in
 * the router. An action's page (`actions/<uuid>`) is the Actions tab's, rendered by the page.
 */
export const planViews: Partial<Record<PlanTabId, ComponentType>> = {
  edit: PlanEditTab,
  actions: PlanActionsTab,
  slides: PlanSlidesTab,
  matrix: PlanMatrixTab,
  projection: PlanProjectionTab,
  delivered: PlanDeliveredTab,
  implementation: PlanImplementationTab,
};
