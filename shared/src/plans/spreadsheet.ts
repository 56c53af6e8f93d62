import { costsByYear } from '../calc/plan/costs.ts';
import { projectPlan } from '../calc/plan/projection.ts';
import { labelOf } from '../labels/labels.ts';
import type { Sheet, SheetCell } from '../spreadsheet/index.ts';
import type { Action, Plan } from './model.ts';
import { showsScoresAndFinancials, type PlanKind } from './workflow.ts';

/*
 * A plan as a spreadsheet (`decarbonizationPlan.downloadSpreadsheet`): its actions with their
 * scores and carbon impact, their costs per year, and the projection per year and scope of the
 * SELECTED actions, from the plan engine. Pure rows: the handler writes them as XLSX or ODS.
 * What a client may not see stays blank for a client: the figures of an action whose status hides
 * scores and costs, and a carbon impact the consultant has not shown yet.
 */

export type { SheetCell } from '../spreadsheet/index.ts';
export type PlanSheet = Sheet;

type Language = 'en' | 'fr';

const texts = {
  en: {
    actions: 'Actions',
    costs: 'Costs per year',
    projection: 'Projection',
    id: 'Id',
    name: 'Name',
    status: 'Status',
    qualitative: 'Qualitative',
    scopes: 'Scopes',
    carbonImpact: 'Carbon impact (kgCO2e/year)',
    cost: 'Cost',
    feasibility: 'Feasibility (0-10)',
    opportunity: 'Opportunity',
    risk: 'Risk',
    carbonImpactScore: 'Carbon impact score',
    reliability: 'reliability',
    mac: 'Marginal abatement cost (per tCO2e)',
    start: 'Implementation start',
    end: 'Implementation end',
    year: 'Year',
    capex: 'CAPEX',
    opex: 'OPEX',
    savings: 'Savings',
    net: 'Net',
    scope: 'Scope',
    impact: 'Impact (kgCO2e)',
    projected: 'Projected emissions (kgCO2e)',
    total: 'Total',
    yes: 'Yes',
    no: 'No',
  },
  fr: {
    actions: 'Actions',
    costs: 'Coûts par année',
    projection: 'Projection',
    id: 'Id',
    name: 'Nom',
    status: 'Statut',
    qualitative: 'Qualitative',
    scopes: 'Scopes',
    carbonImpact: 'Impact carbone (kgCO2e/an)',
    cost: 'Coût',
    feasibility: 'Faisabilité (0-10)',
    opportunity: 'Opportunité',
    risk: 'Risque',
    carbonImpactScore: 'Score d’impact carbone',
    reliability: 'fiabilité',
    mac: 'Coût marginal d’abattement (par tCO2e)',
    start: 'Début de mise en œuvre',
    end: 'Fin de mise en œuvre',
    year: 'Année',
    capex: 'CAPEX',
    opex: 'OPEX',
    savings: 'Économies',
    net: 'Net',
    scope: 'Scope',
    impact: 'Impact (kgCO2e)',
    projected: 'Émissions projetées (kgCO2e)',
    total: 'Total',
    yes: 'Oui',
    no: 'Non',
  },
} as const;

type SheetPlan = Pick<Plan, 'isTrajectory' | 'language' | 'baselineYear' | 'targetYear' | 'annualGrowth' | 'baselineValue'>;
type SheetAction = Pick<
  Action,
  | 'uuid'
  | 'displayId'
  | 'name'
  | 'status'
  | 'type'
  | 'impactedScopes'
  | 'showCarbonImpact'
  | 'carbonImpact'
  | 'scores'
  | 'marginalAbatementCost'
  | 'implementationStartDate'
  | 'implementationEndDate'
  | 'investments'
  | 'formulas'
  | 'isRecommended'
  | 'preBaseline'
  | 'proportionalToGrowth'
  | 'votes'
>;

/** The years the cost and projection sheets cover: the plan's baseline year to its target year, else none. */
const planYears = (plan: SheetPlan) => (plan.baselineYear !== null && plan.targetYear !== null && plan.targetYear >= plan.baselineYear ? { from: plan.baselineYear, to: plan.targetYear } : null);

export function planSheets(plan: SheetPlan, actions: readonly SheetAction[], audience: 'staff' | 'client'): PlanSheet[] {
  const language: Language = plan.language === 'fr' ? 'fr' : 'en';
  const t = texts[language];
  const kind: PlanKind = plan.isTrajectory ? 'TRAJECTORY' : 'PLAN';
  const level = (value: 'LOW' | 'MEDIUM' | 'HIGH' | null) => (value === null ? null : labelOf('level', value, language));
  const showsFigures = (action: SheetAction) => audience === 'staff' || showsScoresAndFinancials(kind, action.status);
  const showsImpact = (action: SheetAction) => audience === 'staff' || (action.showCarbonImpact && showsFigures(action));

  const scoreNames = ['cost', 'feasibility', 'opportunity', 'risk', 'carbonImpact'] as const;
  const scoreHeaders = { cost: t.cost, feasibility: t.feasibility, opportunity: t.opportunity, risk: t.risk, carbonImpact: t.carbonImpactScore };
  const actionRows: SheetCell[][] = [
    [t.id, t.name, t.status, t.qualitative, t.scopes, t.carbonImpact, ...scoreNames.flatMap((name) => [scoreHeaders[name], `${scoreHeaders[name]} (${t.reliability})`]), t.mac, t.start, t.end],
    ...actions.map((action) => {
      const figures = showsFigures(action);
      const scores = scoreNames.flatMap((name): SheetCell[] => {
        const score = action.scores[name];
        if (!figures || (name === 'carbonImpact' && !showsImpact(action))) return [null, null];
        return [typeof score.value === 'number' ? score.value : level(score.value), level(score.reliability)];
      });
      return [
        action.displayId,
        action.name,
        labelOf('actionStatus', action.status, language),
        action.type === 'QUALITATIVE' ? t.yes : t.no,
        action.impactedScopes.join(', '),
        showsImpact(action) ? action.carbonImpact : null,
        ...scores,
        figures ? action.marginalAbatementCost : null,
        action.implementationStartDate,
        action.implementationEndDate,
      ];
    }),
  ];

  const years = planYears(plan);
  const costRows: SheetCell[][] = [[t.id, t.name, t.year, t.capex, t.opex, t.savings, t.net]];
  if (years) {
    for (const action of actions) {
      if (!showsFigures(action) || action.investments.length === 0) continue;
      for (const row of costsByYear(action.investments, years.from, years.to)) {
        costRows.push([action.displayId, action.name, row.year, row.capexAmount, row.opexAmount, row.savingsAmount, row.netAmount]);
      }
    }
  }

  const scopes = ['one', 'two', 'three', 'total'] as const;
  const scopeHeaders = [`${t.scope} 1`, `${t.scope} 2`, `${t.scope} 3`, t.total];
  const projectionRows: SheetCell[][] = [[t.year, ...scopeHeaders.map((scope) => `${t.impact} ${scope}`), ...scopeHeaders.map((scope) => `${t.projected} ${scope}`)]];
  if (years) {
    const baseline = { scope1: plan.baselineValue.scope1 ?? 0, scope2: plan.baselineValue.scope2 ?? 0, scope3: plan.baselineValue.scope3 ?? 0 };
    // A client's projection counts only the impacts it is shown.
    const counted = actions.filter(showsImpact);
    const projection = projectPlan({ baselineYear: years.from, targetYear: years.to, annualGrowth: plan.annualGrowth }, baseline, counted);
    for (const row of projection.years) {
      projectionRows.push([row.year, ...scopes.map((scope) => row.impactKgCo2e[scope]), ...scopes.map((scope) => row.projectedKgCo2e[scope])]);
    }
  }

  return [
    { name: t.actions, rows: actionRows },
    { name: t.costs, rows: costRows },
    { name: t.projection, rows: projectionRows },
  ];
}
