import { actionSets, decarbonizationActions, decarbonizationPlans, modules, projects, readSnapshot, reports, type Actor } from '@cairn/functions/data';
import { derivedFigures } from '@cairn/functions/plans/actions';
import { snapshotOf, snapshotWrite, writeActions } from '@cairn/functions/plans/store';
import { computeReport, unassignedCategory } from '@cairn/shared/calc/report';
import type { ActionStatus, GhgCategory, Level } from '@cairn/shared/labels';
import { actionFromCard } from '@cairn/shared/plans/cardAction';
import { Action, Plan, PlanSections, type ActionFields, type Investment } from '@cairn/shared/plans/model';
import { planFlagsFromSteps } from '@cairn/shared/plans/projectSteps';
import { demoActionCards, demoCardRecord } from './actionCards.ts';
import { uuidOf } from './demo.ts';
import { demoUuid } from './ids.ts';
import { demoInvesteeReportUuid } from './investeeReport.ts';
import { demoProjectUuid } from './projects.ts';
import { demoReportUuid } from './reports.ts';

/*
 * The demo's decarbonization plans, their actions made from the action cards (actionCards.ts)
 * as staff make them (`decarbonizationAction.create` from a card), their formulas evaluated on
 * the catalogue of the plan's baseline year by the same code as the procedures.
 *
 * - The client's plan (`client-plan-2024`) is between workshops two and three: its baseline is
 *   the 2024 delivered report (by scope and GHG category, the dashboard's default electricity
 *   view), its team voted, and the client chose at workshop two which actions to implement (a
 *   plan's actions are SUGGESTED, SELECTED or DISMISSED: SUBMITTED belongs to trajectories).
 *   Workshop two being done, staff no longer edit its actions; the client still moves them.
 * - The bakery's trajectory (`investee-trajectory-2024`) is after its training meeting: three
 *   quantified actions asked for, its maximum, one of them waiting for its carbon impact. Its
 *   2024 footprint is still being checked, so its baseline is the consultant's first estimate.
 * - The cheese dairy's trajectory (`investee3-trajectory-2024`) is delivered, on its delivered
 *   2024 footprint: the institution's decarbonization dashboard projects the dairy from it.
 *
 * The plans' stage flags are those the project's steps give (`plans/projectSteps.ts`). Seeding
 * again brings the plans and their demo actions back to these values; an action someone added
 * is kept, and the next display id stays after it.
 */

type Scores = Partial<Record<'cost' | 'opportunity' | 'risk' | 'carbonImpact', Level>> & { feasibility?: number };
type CostLine = [type: Investment['type'], startYear: number, endYear: number | null, yearlyAmount: number, amortizationYears?: number];

interface DemoPlanAction {
  /** The action card it is made from (actionCards.ts). */
  card: string;
  status: ActionStatus;
  /** Values of the card's parameters for this client, by name. */
  values?: Record<string, number>;
  showCarbonImpact?: boolean;
  isRecommended?: boolean;
  leader?: string;
  votes?: string[];
  start?: string;
  end?: string;
  costs?: CostLine[];
  scores?: Scores;
  steps?: [name: string, done: boolean, deadline: string | null][];
  kpis?: [name: string, value: number | null, targetValue: number, unit: string][];
}

interface DemoPlan {
  moduleKey: string;
  projectKey: string;
  members: Record<string, { name: string; initials: string }>;
  categories: string[];
  fields: Partial<PlanSections>;
  actions: DemoPlanAction[];
}

const planUuidOf = (moduleKey: string) => uuidOf.module(moduleKey);
const memberUuid = (moduleKey: string, key: string) => demoUuid(`plan-member:${moduleKey}:${key}`);
const categoryUuid = (moduleKey: string, name: string) => demoUuid(`plan-category:${moduleKey}:${name}`);

const clientMembers = {
  claire: { name: 'Claire Martin', initials: 'CM' },
  pierre: { name: 'Pierre Roux', initials: 'PR' },
  sandrine: { name: 'Sandrine Faure', initials: 'SF' },
  karim: { name: 'Karim Haddad', initials: 'KH' },
  elodie: { name: 'Élodie Garnier', initials: 'EG' },
};

const level = (cost: Level, opportunity: Level, risk: Level, carbonImpact: Level, feasibility: number): Scores => ({ cost, opportunity, risk, carbonImpact, feasibility });

/** The client's plan: a road haulier's levers, most of them on its diesel fleet (81 % of its footprint in 2023). */
const clientPlan: DemoPlan = {
  moduleKey: 'client-plan-2024',
  projectKey: 'client-plan-2024',
  members: clientMembers,
  categories: ['Flotte de véhicules', 'Fret', 'Bâtiments et énergie', 'Achats', 'Déplacements', 'Restauration', 'Gouvernance'],
  fields: {
    language: 'fr',
    duration: 6,
    baselineYear: 2024,
    targetYear: 2030,
    annualGrowth: 2,
    growthReferenceKPI: 'Fret transporté (milliers de t·km)',
    maximumActionCount: null,
    showWorkshopThreeGraphs: true,
    showImplementationTab: false,
  },
  actions: [
    {
      card: 'hvo-trucks',
      status: 'SELECTED',
      isRecommended: true,
      values: { dieselLitres: 1_290_000, sharePercent: 30, reductionPercent: 80 },
      leader: 'karim',
      votes: ['karim', 'pierre', 'sandrine'],
      start: '2027-01-01',
      end: '2027-07-01',
      costs: [['OPEX', 2027, null, 58_000]],
      scores: level('MEDIUM', 'MEDIUM', 'MEDIUM', 'HIGH', 8),
      steps: [
        ['Choisir le fournisseur de HVO et obtenir son certificat', true, '2026-12-01'],
        ['Installer une cuve dédiée au dépôt de Valence', false, '2027-02-01'],
      ],
      kpis: [['Part de HVO dans le carburant', 0, 30, '%']],
    },
    {
      card: 'electric-trucks',
      status: 'SELECTED',
      isRecommended: true,
      values: { trucks: 8, kmPerTruck: 45_000, litresPer100km: 28, kWhPerKm: 1.1 },
      leader: 'karim',
      votes: ['karim', 'claire'],
      start: '2027-07-01',
      end: '2029-07-01',
      costs: [
        ['CAPEX', 2027, 2029, 1_280_000, 8],
        ['OPEX', 2027, null, 71_000],
        ['SAVINGS', 2027, null, 161_000],
      ],
      scores: level('HIGH', 'HIGH', 'MEDIUM', 'HIGH', 6),
      steps: [
        ['Choisir le constructeur', true, '2026-12-01'],
        ['Installer les bornes au dépôt de Valence', false, '2027-05-01'],
        ['Former les conducteurs', false, '2027-06-01'],
      ],
      kpis: [['Porteurs électriques en service', 0, 8, 'véhicules']],
    },
    {
      card: 'eco-driving',
      status: 'SELECTED',
      values: { dieselLitres: 1_290_000, savingPercent: 5 },
      leader: 'pierre',
      votes: ['pierre', 'karim', 'claire', 'elodie'],
      start: '2027-01-01',
      end: '2027-07-01',
      costs: [
        ['OPEX', 2027, 2028, 25_000],
        ['SAVINGS', 2027, null, 103_000],
      ],
      scores: level('LOW', 'MEDIUM', 'LOW', 'MEDIUM', 9),
      steps: [
        ['Choisir l’organisme de formation', true, '2026-11-01'],
        ['Former le premier tiers des conducteurs', false, '2027-03-01'],
      ],
      kpis: [['Consommation moyenne de la flotte', 31.5, 29.9, 'L/100 km']],
    },
    {
      card: 'route-optimisation',
      status: 'SELECTED',
      values: { dieselLitres: 1_290_000, savingPercent: 4 },
      leader: 'pierre',
      votes: ['pierre'],
      start: '2027-01-01',
      end: '2028-01-01',
      costs: [
        ['OPEX', 2027, null, 18_000],
        ['SAVINGS', 2027, null, 82_000],
      ],
      scores: level('LOW', 'MEDIUM', 'LOW', 'MEDIUM', 8),
    },
    { card: 'empty-running', status: 'SUGGESTED', values: { dieselLitres: 1_290_000, savingPercent: 6 }, votes: ['pierre'], scores: level('LOW', 'HIGH', 'MEDIUM', 'MEDIUM', 6) },
    {
      card: 'tyres',
      status: 'SELECTED',
      values: { dieselLitres: 1_290_000, savingPercent: 3 },
      leader: 'karim',
      start: '2027-01-01',
      end: '2028-07-01',
      costs: [
        ['OPEX', 2027, null, 12_000],
        ['SAVINGS', 2027, null, 62_000],
      ],
      scores: level('LOW', 'LOW', 'LOW', 'LOW', 9),
    },
    { card: 'speed-limit', status: 'DISMISSED', values: { dieselLitres: 1_290_000, savingPercent: 4 }, scores: level('LOW', 'LOW', 'HIGH', 'MEDIUM', 4) },
    {
      card: 'rail-freight',
      status: 'SELECTED',
      isRecommended: true,
      values: { dieselLitres: 150_000, tonneKm: 6_000_000 },
      leader: 'sandrine',
      votes: ['sandrine', 'claire'],
      start: '2028-01-01',
      end: '2028-07-01',
      costs: [['OPEX', 2028, null, 45_000]],
      scores: level('MEDIUM', 'HIGH', 'MEDIUM', 'HIGH', 5),
    },
    { card: 'subcontractor-charter', status: 'SUGGESTED', values: { subcontractorDieselLitres: 400_000, reductionPercent: 5 }, scores: level('LOW', 'MEDIUM', 'LOW', 'LOW', 7) },
    { card: 'electric-forklifts', status: 'SUGGESTED', values: { dieselLitres: 18_000, kWh: 55_000 }, scores: level('MEDIUM', 'LOW', 'LOW', 'LOW', 8) },
    {
      card: 'led-lighting',
      status: 'SELECTED',
      values: { kWhSaved: 120_000 },
      leader: 'sandrine',
      votes: ['sandrine'],
      start: '2027-01-01',
      end: '2027-07-01',
      costs: [
        ['CAPEX', 2027, 2027, 95_000, 10],
        ['SAVINGS', 2027, null, 21_600],
      ],
      scores: level('MEDIUM', 'LOW', 'LOW', 'LOW', 9),
    },
    { card: 'heat-pump', status: 'SUGGESTED', values: { gasKWh: 420_000, cop: 3 }, votes: ['sandrine'], scores: level('HIGH', 'MEDIUM', 'MEDIUM', 'MEDIUM', 6) },
    { card: 'insulation', status: 'DISMISSED', values: { gasKWh: 420_000, savingPercent: 25, areaM2: 2_400, lifetimeYears: 30 }, scores: level('HIGH', 'LOW', 'LOW', 'MEDIUM', 5) },
    { card: 'building-management', status: 'SUGGESTED', values: { gasKWh: 420_000, electricityKWh: 853_000, savingPercent: 10 }, scores: level('MEDIUM', 'MEDIUM', 'LOW', 'LOW', 7) },
    { card: 'solar-roof', status: 'SUGGESTED', values: { kWhProduced: 300_000 }, votes: ['claire'], scores: level('HIGH', 'MEDIUM', 'LOW', 'LOW', 6) },
    { card: 'green-electricity', status: 'DISMISSED', values: { kWh: 853_000, coveredPercent: 100 }, scores: level('LOW', 'LOW', 'MEDIUM', 'LOW', 10) },
    {
      card: 'refrigerant-leaks',
      status: 'SELECTED',
      values: { chargeKg: 60, leakRateBeforePercent: 12, leakRateAfterPercent: 4 },
      leader: 'sandrine',
      start: '2027-01-01',
      end: '2027-07-01',
      costs: [['OPEX', 2027, null, 6_500]],
      scores: level('LOW', 'LOW', 'LOW', 'MEDIUM', 9),
    },
    {
      card: 'train-not-plane',
      status: 'SELECTED',
      values: { passengerKm: 50_000 },
      leader: 'claire',
      votes: ['claire', 'elodie'],
      start: '2027-01-01',
      costs: [['SAVINGS', 2027, null, 8_000]],
      scores: level('LOW', 'LOW', 'LOW', 'LOW', 9),
    },
    { card: 'remote-work', status: 'SUGGESTED', values: { employees: 45, daysPerYear: 90, carKmPerDay: 34 }, votes: ['elodie'], scores: level('LOW', 'MEDIUM', 'LOW', 'LOW', 8) },
    { card: 'cycling-allowance', status: 'SUGGESTED', values: { cyclists: 15, kmPerYear: 3_000 }, votes: ['elodie', 'claire'], scores: level('LOW', 'MEDIUM', 'LOW', 'LOW', 8) },
    {
      card: 'vegetarian-meals',
      status: 'SELECTED',
      values: { mealsSwitched: 7_000 },
      leader: 'elodie',
      votes: ['elodie'],
      start: '2027-01-01',
      scores: level('LOW', 'LOW', 'LOW', 'LOW', 9),
      kpis: [['Repas végétariens servis par an', 9_800, 16_800, 'repas']],
    },
    { card: 'climate-training', status: 'SELECTED', leader: 'elodie', votes: ['elodie', 'sandrine'], start: '2027-01-01', end: '2027-07-01', costs: [['OPEX', 2027, 2027, 9_000]] },
    { card: 'supplier-engagement', status: 'SUGGESTED', values: { supplierKgCo2e: 900_000, reductionPercent: 10 }, scores: level('LOW', 'MEDIUM', 'MEDIUM', 'MEDIUM', 6) },
  ],
};

/** The bakery's trajectory: three quantified actions asked for, its maximum; one waits for its impact. */
const bakeryTrajectory: DemoPlan = {
  moduleKey: 'investee-trajectory-2024',
  projectKey: 'investee-trajectory-2024',
  members: { nadia: { name: 'Nadia Benali', initials: 'NB' }, julie: { name: 'Julie Perrin', initials: 'JP' } },
  categories: ['Bâtiments et énergie', 'Achats', 'Flotte de véhicules', 'Déchets', 'Gouvernance'],
  fields: {
    language: 'fr',
    duration: 6,
    baselineYear: 2024,
    targetYear: 2030,
    annualGrowth: 1,
    maximumActionCount: 3,
    // The consultant's first estimate while the 2024 footprint is checked: no report is delivered yet.
    baselineValue: {
      total: 1_758_000,
      scope1: 310_000,
      scope2: 28_000,
      scope3: 1_420_000,
      scope1And2: 338_000,
      byGhgCategory: {
        STATIONARY_COMBUSTION: 262_000,
        MOBILE_COMBUSTION: 48_000,
        PURCHASED_ELECTRICITY: 28_000,
        PURCHASED_GOODS_AND_SERVICES: 1_150_000,
        UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION: 120_000,
        EMPLOYEE_COMMUTING: 90_000,
        WASTE_GENERATED_IN_OPERATIONS: 60_000,
      },
    },
  },
  actions: [
    {
      card: 'led-lighting',
      status: 'SUBMITTED',
      showCarbonImpact: true,
      values: { kWhSaved: 18_000 },
      leader: 'julie',
      votes: ['nadia', 'julie'],
      costs: [
        ['CAPEX', 2027, 2027, 14_000, 10],
        ['SAVINGS', 2027, null, 3_200],
      ],
      scores: level('LOW', 'LOW', 'LOW', 'LOW', 9),
    },
    { card: 'electric-vans', status: 'SUBMITTED', showCarbonImpact: false, values: { vans: 2, dieselLitresPerVan: 2_400, kWhPerVan: 5_500 }, votes: ['nadia'] },
    {
      card: 'supplier-engagement',
      status: 'SELECTED',
      showCarbonImpact: true,
      isRecommended: true,
      values: { supplierKgCo2e: 900_000, reductionPercent: 8 },
      leader: 'nadia',
      votes: ['nadia', 'julie'],
      costs: [['OPEX', 2027, null, 4_000]],
      scores: level('LOW', 'HIGH', 'MEDIUM', 'HIGH', 6),
    },
    { card: 'compost-food-waste', status: 'SUGGESTED', values: { kgPerYear: 15_000 } },
    { card: 'green-electricity', status: 'DISMISSED', values: { kWh: 210_000, coveredPercent: 100 } },
    { card: 'climate-training', status: 'SELECTED', leader: 'julie' },
  ],
};

/**
 * The cheese dairy's trajectory, delivered on its delivered 2024 footprint (investeeReport.ts):
 * the institution's dashboard projects the dairy from its SELECTED actions (an INTERNAL
 * trajectory, portfolio.ts). Heat recovered for the vats and the whey drier, the collection
 * rounds driven more gently, solar on the cellars' roofs and tighter cold rooms.
 */
const dairyTrajectory: DemoPlan = {
  moduleKey: 'investee3-trajectory-2024',
  projectKey: 'investee3-trajectory-2024',
  members: { bruno: { name: 'Bruno Mollard', initials: 'BM' }, ines: { name: 'Inès Perrier', initials: 'IP' } },
  categories: ['Bâtiments et énergie', 'Flotte de véhicules', 'Achats', 'Gouvernance'],
  // Delivered: its client sees the projections in time too.
  fields: { language: 'fr', duration: 6, baselineYear: 2024, targetYear: 2030, annualGrowth: 1.5, maximumActionCount: 5, showWorkshopThreeGraphs: true },
  actions: [
    {
      card: 'heat-pump',
      status: 'SELECTED',
      showCarbonImpact: true,
      isRecommended: true,
      values: { gasKWh: 1_100_000, cop: 3.2 },
      leader: 'bruno',
      votes: ['bruno', 'ines'],
      start: '2027-01-01',
      end: '2028-01-01',
      costs: [
        ['CAPEX', 2027, 2027, 420_000, 15],
        ['SAVINGS', 2028, null, 61_000],
      ],
      scores: level('HIGH', 'HIGH', 'MEDIUM', 'HIGH', 6),
    },
    { card: 'eco-driving', status: 'SELECTED', showCarbonImpact: true, values: { dieselLitres: 140_000, savingPercent: 6 }, leader: 'ines', votes: ['ines'], start: '2026-01-01' },
    { card: 'solar-roof', status: 'SELECTED', showCarbonImpact: true, values: { kWhProduced: 280_000 }, leader: 'bruno', votes: ['bruno'], start: '2028-01-01', costs: [['CAPEX', 2028, 2028, 250_000, 20]] },
    { card: 'refrigerant-leaks', status: 'SELECTED', showCarbonImpact: true, values: { chargeKg: 240, leakRateBeforePercent: 12, leakRateAfterPercent: 4 }, leader: 'ines', start: '2026-01-01' },
    { card: 'green-electricity', status: 'DISMISSED', showCarbonImpact: true, values: { kWh: 1_900_000, coveredPercent: 100 } },
  ],
};

/** A delivered footprint as a plan's baseline: the report, rolled up as the dashboard shows it first. */
async function reportBaseline(reportUuid: string): Promise<PlanSections['baselineValue']> {
  const report = await reports.require({ uuid: reportUuid }, { consistent: true });
  const rollup = computeReport(await readSnapshot(report));
  const scope = (name: 'ONE' | 'TWO' | 'THREE') => rollup.byScope.find((total) => total.scope === name)?.value ?? 0;
  const byGhgCategory = Object.fromEntries(
    rollup.byCategory.GHG.rows.filter((row) => row.category !== unassignedCategory).map((row) => [row.category as GhgCategory, row.value]),
  ) as Partial<Record<GhgCategory, number>>;
  return { total: rollup.total, scope1: scope('ONE'), scope2: scope('TWO'), scope3: scope('THREE'), scope1And2: scope('ONE') + scope('TWO'), byGhgCategory };
}

/** The client's key figures and SBT targets: freight carried is the physical intensity of its scope 3. */
function clientTargets(moduleKey: string): Partial<PlanSections> {
  const freight = demoUuid(`plan-key-figure:${moduleKey}:freight`);
  return {
    keyFigures: [
      { uuid: freight, label: 'Fret transporté', unit: 'milliers de t·km', baselineValue: 98_200, growthProjection: 2 },
      { uuid: demoUuid(`plan-key-figure:${moduleKey}:employees`), label: 'Salariés', unit: 'personnes', baselineValue: 188, growthProjection: 1 },
      { uuid: demoUuid(`plan-key-figure:${moduleKey}:turnover`), label: 'Chiffre d’affaires', unit: 'M€', baselineValue: 33.9, growthProjection: 3 },
    ],
    sbtTrajectories: [
      {
        type: 'SCOPE_1_AND_2',
        targets: [{ uuid: demoUuid(`plan-target:${moduleKey}:1-2`), pathway: 'ONE_POINT_FIVE', targetSettingMethod: 'ABSOLUTE', physicalKeyFigureUuid: null, ghgCategories: [], absoluteReduction: 42 }],
      },
      {
        type: 'SCOPE_3',
        targets: [
          {
            uuid: demoUuid(`plan-target:${moduleKey}:3`),
            pathway: 'WELL_BELOW_TWO',
            targetSettingMethod: 'PHYSICAL_INTENSITY',
            physicalKeyFigureUuid: freight,
            ghgCategories: ['UPSTREAM_TRANSPORTATION_AND_DISTRIBUTION', 'PURCHASED_GOODS_AND_SERVICES', 'BUSINESS_TRAVEL', 'EMPLOYEE_COMMUTING'],
            absoluteReduction: null,
          },
        ],
      },
    ],
  };
}

const cardsByKey = new Map(demoActionCards.map((card) => [card.key, card]));

async function seedPlan(demo: DemoPlan, extra: Partial<PlanSections>, actor: Actor): Promise<void> {
  const uuid = planUuidOf(demo.moduleKey);
  const module = await modules.require({ uuid }, { consistent: true });
  const project = await projects.require({ uuid: demoProjectUuid(demo.projectKey) }, { consistent: true });
  const plan = Plan.parse({
    ...PlanSections.parse({}),
    ...demo.fields,
    ...extra,
    ...planFlagsFromSteps(project.type, project.steps),
    uuid,
    type: 'PLAN',
    isTrajectory: module.type === 'DECARBONIZATION_TRAJECTORY',
    assetUuid: module.assetUuid,
    operationalCategories: demo.categories.map((name) => ({ uuid: categoryUuid(demo.moduleKey, name), name })),
    teamMembers: Object.entries(demo.members).map(([key, member]) => ({ uuid: memberUuid(demo.moduleKey, key), ...member })),
  });
  if (await decarbonizationPlans.get({ uuid }, { consistent: true })) await decarbonizationPlans.update({ uuid }, plan, actor);
  else await decarbonizationPlans.create(plan, actor);

  for (const [index, demoAction] of demo.actions.entries()) {
    const card = cardsByKey.get(demoAction.card);
    if (!card) throw new Error(`No demo action card ${demoAction.card}`);
    let part = 0;
    const made = actionFromCard(demoCardRecord(card), plan, undefined, () => demoUuid(`plan-action:${demo.moduleKey}:${demoAction.card}:${part++}`));
    if (made.operationalCategories) throw new Error(`The card ${demoAction.card} files its action outside the plan's categories`);
    const member = (key: string) => {
      const found = demo.members[key as keyof typeof demo.members];
      if (!found) throw new Error(`No team member ${key} in ${demo.moduleKey}`);
      return { uuid: memberUuid(demo.moduleKey, key), name: found.name };
    };
    // The projection counts a formula from its start year: the implementation's, else the year
    // after the workshops; a ramp reaches its full effect at the implementation's end.
    const startYear = demoAction.start ? Number(demoAction.start.slice(0, 4)) : 2027;
    const endYear = demoAction.end ? Number(demoAction.end.slice(0, 4)) : null;
    const fields: Partial<ActionFields> = {
      ...made.fields,
      formulas: made.fields.formulas.map((formula) => ({ ...formula, carbonImpactStartYear: startYear, carbonImpactEndYear: endYear })),
      parameters: made.fields.parameters.map((parameter) => ({ ...parameter, valueNumber: demoAction.values?.[parameter.name] ?? parameter.valueNumber })),
      isRecommended: demoAction.isRecommended ?? false,
      // A plan's consultant showed every impact at workshop two; a trajectory's shows them one by one.
      showCarbonImpact: demoAction.showCarbonImpact ?? (!plan.isTrajectory && made.fields.type !== 'QUALITATIVE'),
      actionLeaderUuid: demoAction.leader ? member(demoAction.leader).uuid : null,
      implementationStartDate: demoAction.start ?? null,
      implementationEndDate: demoAction.end ?? null,
      investments: (demoAction.costs ?? []).map(([type, startYear, endYear, yearlyAmount, amortizationYears], line) => ({
        uiId: `${type}-${line + 1}`,
        type,
        startYear,
        endYear,
        yearlyAmount,
        amortizationYears: amortizationYears ?? null,
        reliability: 'MEDIUM' as const,
      })),
      scores: {
        cost: { value: demoAction.scores?.cost ?? null, reliability: null, comments: null },
        feasibility: { value: demoAction.scores?.feasibility ?? null, reliability: null, comments: null },
        opportunity: { value: demoAction.scores?.opportunity ?? null, reliability: null, comments: null },
        risk: { value: demoAction.scores?.risk ?? null, reliability: null, comments: null },
        carbonImpact: { value: demoAction.scores?.carbonImpact ?? null, reliability: null, comments: null },
      },
      implementationSteps: (demoAction.steps ?? []).map(([name, done, deadline], step) => ({ uuid: demoUuid(`plan-step:${demo.moduleKey}:${demoAction.card}:${step}`), name, done, deadline })),
      followUpKPIs: (demoAction.kpis ?? []).map(([name, value, targetValue, unit], kpi) => ({ uuid: demoUuid(`plan-kpi:${demo.moduleKey}:${demoAction.card}:${kpi}`), name, value, targetValue, unit })),
    };
    const base = Action.parse({
      ...fields,
      uuid: demoUuid(`plan-action:${demo.moduleKey}:${demoAction.card}`),
      planUuid: uuid,
      assetUuid: module.assetUuid,
      displayId: index + 1,
      status: demoAction.status,
      votes: (demoAction.votes ?? []).map(member),
    });
    const record = { ...base, ...(await derivedFigures(plan, base)) };
    const id = { planUuid: uuid, uuid: record.uuid };
    if (await decarbonizationActions.get(id, { consistent: true })) await decarbonizationActions.update(id, record, actor);
    else await decarbonizationActions.create(record, actor);
  }

  // The next display id comes after the demo's and after any action added since.
  const set = await actionSets.get({ planUuid: uuid }, { consistent: true });
  const lastDisplayId = Math.max(set?.lastDisplayId ?? 0, demo.actions.length);
  if (set) await actionSets.update({ planUuid: uuid }, { lastDisplayId }, actor);
  else await actionSets.create({ planUuid: uuid, lastDisplayId }, actor);
}

/**
 * Delivers a demo plan as `decarbonizationPlan.deliver` does, once: a snapshot already taken
 * stays as it was delivered, whatever the plan became since.
 */
async function deliverOnce(moduleKey: string, deliveredAt: string, actor: Actor): Promise<void> {
  const uuid = planUuidOf(moduleKey);
  if (await snapshotOf(uuid)) return;
  await writeActions(uuid, actor, (state) => ({ items: [snapshotWrite(state, actor, deliveredAt)], result: null }));
}

export async function seedPlans(actor: Actor): Promise<void> {
  await seedPlan(clientPlan, { baselineValue: await reportBaseline(demoReportUuid(2024)), ...clientTargets(clientPlan.moduleKey) }, actor);
  await seedPlan(bakeryTrajectory, {}, actor);
  await seedPlan(dairyTrajectory, { baselineValue: await reportBaseline(demoInvesteeReportUuid) }, actor);
  await deliverOnce(dairyTrajectory.moduleKey, '2026-09-15T14:00:00.000Z', actor);
}
