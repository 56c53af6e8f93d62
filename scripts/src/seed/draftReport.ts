import type { ReportEntryInput } from '@cairn/shared/schemas';
import { blankReportSettings } from '@cairn/shared/schemas';
import { saveDraft } from '@cairn/functions/report';
import { reports, type Actor } from '@cairn/functions/data';
import { demoUuid } from './ids.ts';
import { uuidOf } from './demo.ts';

/*
 * A draft for staff to edit: the investee bakery's 2024 footprint, still being checked
 * (its module is at DATA_CONSISTENCY_CHECK), never delivered. The bakery and its activity
 * figures are fictitious; every factor is the catalogue's, as in reports.ts. Its gas,
 * electricity and diesel entries are computed from the bakery's validated questionnaire
 * (questionnaires.ts), from the figures below; the meals and the cardboard are typed by hand.
 */

const factor = {
  vegetarianMeal: 'ademe.alimentation.plats.vegetarien.empreinte-carbone',
  meatMeal: 'ademe.alimentation.plats.viande-blanche.empreinte-carbone',
  cardboardRecycling: 'ademe.alimentation.dechets.dechetterie.papier-carton.recyclage.impact',
} as const;

const times = (name: string) => `q.activity * ef["${name}"]`;
const unit = (labelEn: string, labelFr: string) => ({ labelEn, labelFr });

export const figures = {
  ovenGasKWh: 1_240_000,
  electricityKWh: 385_000,
  vanDieselLitres: 21_500,
  vegetarianMeals: 2_100,
  meatMeals: 6_300,
  cardboardKg: 9_800,
  employees: 64,
  turnover: 7_800_000,
} as const;

/** 2030 target: about half the 2024 intensity (some 5,700 kgCO2e per employee), in kgCO2e per employee. */
const targetKgPerEmployee2030 = 3_000;

const companyName = 'Boulangeries Maison Fournil';

export const demoDraftReportUuid = demoUuid('report:investee:draft:2024');

function entries(): ReportEntryInput[] {
  const f = figures;
  const entry = (key: string, fields: Omit<ReportEntryInput, 'uuid'>): ReportEntryInput => ({ uuid: demoUuid(`entry:investee:${key}:2024`), ...fields });
  const meals = f.vegetarianMeals + f.meatMeals;
  return [
    entry('staff-meals', {
      label: 'Staff meals', scope: 'THREE', operationalCategory: 'SERVICES', ghgCategory: 'PURCHASED_GOODS_AND_SERVICES', begesCategory: 'BEGES_4_1',
      activityData: { value: meals, unit: unit('meal', 'repas') },
      formula: `q.activity * (${f.vegetarianMeals / meals} * ef["${factor.vegetarianMeal}"] + ${f.meatMeals / meals} * ef["${factor.meatMeal}"])`,
      explanation: 'Meals served to the teams, a quarter of them vegetarian.',
    }),
    entry('cardboard', {
      label: 'Flour sacks and cardboard sent to recycling', scope: 'THREE', operationalCategory: 'WASTE', ghgCategory: 'WASTE_GENERATED_IN_OPERATIONS', begesCategory: 'BEGES_4_3',
      activityData: { value: f.cardboardKg, unit: unit('kg', 'kg') }, formula: times(factor.cardboardRecycling), explanation: null,
    }),
  ];
}

/**
 * Creates the bakery's 2024 draft when it is missing. An existing one is left alone: a
 * consultant may have edited it since.
 */
export async function seedDraftReport(actor: Actor): Promise<void> {
  if (await reports.get({ uuid: demoDraftReportUuid }, { consistent: true })) return;
  await saveDraft(
    {
      carbonFootprintUuid: uuidOf.module('investee-cf-2024'),
      settings: {
        ...blankReportSettings({ name: 'Carbon footprint 2024 (draft)', year: 2024, companyName }),
        organizationalBoundaries: 'The six bakeries and the central kitchen in Rouen; wheat growing outside the boundary.',
        benchmarks: [
          {
            ratio: 'EMPLOYEE',
            entries: [
              { type: 'ASSET_VALUE', value: 0, name: companyName },
              { type: 'TARGET', value: targetKgPerEmployee2030, name: 'Target 2030' },
            ],
          },
        ],
        employeeNumber: figures.employees,
        turnover: figures.turnover,
        headquarters: 'Rouen, France',
      },
      entries: entries(),
    },
    actor,
    demoDraftReportUuid,
  );
}
