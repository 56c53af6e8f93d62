import type { PlanSnapshotView } from '@cairn/shared/contract/plans';
import { planPageGate, type PlanPage, type PlanPageBlock, type PlanPageGate, type PlanPagesInput } from '@cairn/shared/plans/pages';

/*
 * The staff plan page's tab bar (spec 2 "Plan header tabs (staff)"), as data: which tabs a plan
 * shows, which are disabled and why, and which tab an address opens. One list drives the bar; a
 * tab whose view is not part of the app yet (planViews.ts has none for it) is not shown, so the
 * bar never links nowhere.
 */

export type PlanTabId = 'edit' | PlanPage;

/** Why a shown tab cannot be opened yet. */
export type PlanTabBlock = PlanPageBlock;

export interface PlanTabSpec {
  id: PlanTabId;
  /** Below the plan's address (`/decarbonization-plans/$uuid/<segment>`). */
  segment: string;
}

/** Every tab, in the bar's order (spec 2 "Staff (admin app) routes"). */
export const planTabSpecs: readonly PlanTabSpec[] = [
  { id: 'edit', segment: 'edit' },
  { id: 'actions', segment: 'actions' },
  { id: 'slides', segment: 'slides/preview' },
  { id: 'matrix', segment: 'matrix' },
  { id: 'projection', segment: 'projection' },
  { id: 'delivered', segment: 'delivered' },
  { id: 'implementation', segment: 'implementation' },
];

export interface PlanTab extends PlanTabSpec {
  disabledBy: PlanTabBlock | null;
}

export interface PlanTabsInput {
  plan: PlanPagesInput['plan'];
  actions: PlanPagesInput['actions'];
  snapshot: Pick<PlanSnapshotView, 'deliveredAt'> | null;
}

/** Whether a tab applies to the plan at all, and why it is disabled when it does: Edit always, the others as `planPageGate` says for staff. */
function gate(id: PlanTabId, { plan, actions, snapshot }: PlanTabsInput): PlanPageGate {
  return id === 'edit' ? { shown: true, disabledBy: null } : planPageGate(id, { plan, actions, isStaff: true, delivered: snapshot !== null });
}

/**
 * The tabs the plan's bar shows, in order: those that apply to the plan and whose view exists
 * (`available`), each enabled or with why it is not.
 */
export function planTabs(input: PlanTabsInput, available: (tab: PlanTabId) => boolean): PlanTab[] {
  return planTabSpecs.flatMap((spec) => {
    const { shown, disabledBy } = gate(spec.id, input);
    return shown && available(spec.id) ? [{ ...spec, disabledBy }] : [];
  });
}

/** What the address below a plan opens: a tab, and on Actions possibly one action's page. */
export interface PlanPlace {
  tab: PlanTabId;
  actionUuid: string | null;
}

/**
 * The place the rest of the address opens (`edit`, `actions/<uuid>`, `slides/preview`), or null
 * for anything else (the plan's own address among them), which opens the first tab.
 */
export function planPlaceOf(rest: string): PlanPlace | null {
  const path = rest.replace(/^\/+|\/+$/g, '');
  const action = /^actions\/([^/]+)$/.exec(path);
  if (action) return { tab: 'actions', actionUuid: action[1] ?? null };
  const spec = planTabSpecs.find((candidate) => candidate.segment === path);
  return spec ? { tab: spec.id, actionUuid: null } : null;
}
