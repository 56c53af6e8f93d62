import { isStaff } from '@cairn/shared/access';
import { marginalAbatementCost } from '@cairn/shared/calc/plan';
import { parse } from '@cairn/shared/calc/formula';
import type { CatalogueView } from '@cairn/shared/calc/catalogue';
import { AppError } from '@cairn/shared/errors';
import { say, type PlainServerMessageKey } from '@cairn/shared/errorMessages';
import { clientEditsPlan } from '@cairn/shared/plans/actionRules';
import { evaluateActionFormulas, formulaYear, parameterContext } from '@cairn/shared/plans/formulas';
import type { ActionFields } from '@cairn/shared/plans/model';
import { staffEditsAction } from '@cairn/shared/plans/workflow';
import { loadReachedCatalogue } from '../catalogue/view.ts';
import type { ActionRecord } from '../data/decarbonizationAction.ts';
import type { PlanRecord } from '../data/decarbonizationPlan.ts';
import { modules } from '../data/module.ts';
import { projects } from '../data/project.ts';
import { planKind } from './store.ts';

/*
 * What the action procedures share: who may still edit, and the figures derived from an action's
 * formulas, parameters, cost lines and dates (its carbon impact and marginal abatement cost), so
 * every procedure that changes one of those stores figures that agree with it.
 */

export const conflict = (key: PlainServerMessageKey) => new AppError('CONFLICT', say(key));
/** A part of an action (parameter, step, indicator) that the action does not have. */
export const missingPart = (key: PlainServerMessageKey) => new AppError('NOT_FOUND', say(key));

/** Staff edit an action only as the workflow lets them (a live plan; a trajectory's action until SUBMITTED; a plan's until workshop two). */
export function requireStaffEdits(plan: PlanRecord, action: Pick<ActionRecord, 'status'>): void {
  if (!staffEditsAction({ type: plan.type, kind: planKind(plan), workshopTwoDone: plan.workshopTwoDone }, action)) throw conflict('server.plan.actionLocked');
}

/**
 * A client edits its plan until the plan's project reaches the send-report stage (spec 2
 * section 4); staff are not held by it. The plan's module names its project; a module without one
 * stays editable.
 */
export async function requireClientEdits(user: { isAdmin: boolean }, planUuid: string): Promise<void> {
  if (isStaff(user)) return;
  const module = await modules.get({ uuid: planUuid }, { consistent: true });
  const project = module?.projectUuid ? await projects.get({ uuid: module.projectUuid }, { consistent: true }) : null;
  if (!clientEditsPlan(project?.status ?? null)) throw conflict('server.plan.clientLocked');
}

/** The catalogue each formula's expression reaches, by formula uuid; a formula that does not parse needs none (its error is its syntax). */
async function cataloguesOf(formulas: ActionFields['formulas']): Promise<Map<string, CatalogueView>> {
  const loaded = await Promise.all(
    formulas.map(async (formula) => {
      const parsed = formula.expression ? parse(formula.expression) : null;
      return parsed?.ok ? ([formula.uuid, await loadReachedCatalogue(parsed.formula)] as const) : null;
    }),
  );
  return new Map(loaded.filter((entry) => entry !== null));
}

type Derived = Pick<ActionFields, 'formulas' | 'carbonImpact' | 'marginalAbatementCost'>;

/**
 * The figures an action's fields give: its formulas evaluated against the catalogue of the plan's
 * baseline year (with the action's parameters as `p`), its carbon impact as their sum (kept as
 * entered when no formula has an expression), and its marginal abatement cost from the engine
 * (null without a baseline year, a cost window, or anything avoided).
 */
export async function derivedFigures(
  plan: Pick<PlanRecord, 'baselineYear' | 'annualGrowth'>,
  action: Pick<ActionFields, 'formulas' | 'parameters' | 'carbonImpact' | 'investments' | 'implementationStartDate' | 'type' | 'proportionalToGrowth'>,
): Promise<Derived> {
  const evaluated = evaluateActionFormulas(action.formulas, parameterContext(action.parameters), await cataloguesOf(action.formulas), formulaYear(plan.baselineYear));
  const withFormulas = { ...action, formulas: evaluated.formulas };
  const mac = plan.baselineYear === null ? null : marginalAbatementCost(withFormulas, { baselineYear: plan.baselineYear, annualGrowth: plan.annualGrowth }).costPerTCo2e;
  return {
    formulas: evaluated.formulas,
    carbonImpact: evaluated.carbonImpact === undefined ? action.carbonImpact : evaluated.carbonImpact,
    marginalAbatementCost: mac !== null && Math.abs(mac) <= 1e15 ? mac : null,
  };
}
