import type { ReportEntryInput } from '@cairn/shared/schemas';
import { blankReportSettings } from '@cairn/shared/schemas';
import { deliverReport, saveDraft } from '@cairn/functions/report';
import { reports, type Actor } from '@cairn/functions/data';
import { demoUuid } from './ids.ts';
import { uuidOf } from './demo.ts';
import { factor, kWh, litres, times, unit } from './reports.ts';

/*
 * The cheese dairy's 2024 footprint, which Cairn delivered: one of the institution's investees
 * with a footprint of our own, so that its CAIRN line in the delivered financed emissions reads
 * real scopes (portfolio.ts) and links to the report. The dairy and its activity figures are
 * fictitious; every factor is the catalogue's, as in reports.ts.
 */

const companyName = 'Fromagerie des Aravis';

export const figures = {
  /** Milk heated for the cheese and the whey dried: most of the gas. */
  gasKWh: 2_600_000,
  /** Cold rooms and the cellars' ventilation. */
  electricityKWh: 1_900_000,
  /** The milk collection rounds from the farms. */
  dieselLitres: 140_000,
  cardboardKg: 36_000,
  employees: 85,
  turnover: 21_000_000,
} as const;

export const demoInvesteeReportUuid = demoUuid('report:investee3:2024');

function entries(): ReportEntryInput[] {
  const entry = (key: string, fields: Omit<ReportEntryInput, 'uuid'>): ReportEntryInput => ({ uuid: demoUuid(`entry:investee3:${key}:2024`), ...fields });
  return [
    entry('gas', {
      label: 'Natural gas for the vats and the whey drier', scope: 'ONE', operationalCategory: 'BUILDING', ghgCategory: 'STATIONARY_COMBUSTION', begesCategory: 'BEGES_1_1',
      activityData: { value: figures.gasKWh, unit: kWh }, formula: times(factor.gas), explanation: 'Gross calorific value, from the gas bills.',
    }),
    entry('diesel', {
      label: 'Diesel for the milk collection rounds', scope: 'ONE', operationalCategory: 'TRANSPORT_OF_GOODS', ghgCategory: 'MOBILE_COMBUSTION', begesCategory: 'BEGES_1_2',
      activityData: { value: figures.dieselLitres, unit: litres }, formula: times(factor.diesel), explanation: 'Six tankers collecting from 48 farms, from the fuel cards.',
    }),
    entry('electricity', {
      label: 'Electricity, cold rooms and cellars', scope: 'TWO', operationalCategory: 'BUILDING', ghgCategory: 'PURCHASED_ELECTRICITY', begesCategory: 'BEGES_2_1',
      activityData: { value: figures.electricityKWh, unit: kWh }, formula: times(factor.gridFrance), electricityBasis: 'LOCATION',
      explanation: 'The French grid’s average intensity of the year.',
    }),
    entry('cardboard', {
      label: 'Cheese boxes and cardboard sent to recycling', scope: 'THREE', operationalCategory: 'WASTE', ghgCategory: 'WASTE_GENERATED_IN_OPERATIONS', begesCategory: 'BEGES_4_3',
      activityData: { value: figures.cardboardKg, unit: unit('kg', 'kg') }, formula: times(factor.cardboardRecycling), explanation: null,
    }),
  ];
}

/** Creates and delivers the dairy's 2024 report once; a delivered one is kept as it is. */
export async function seedInvesteeReport(actor: Actor): Promise<void> {
  const existing = await reports.get({ uuid: demoInvesteeReportUuid }, { consistent: true });
  if (existing?.status === 'DELIVERED') return;
  const saved = await saveDraft(
    {
      uuid: existing ? demoInvesteeReportUuid : undefined,
      carbonFootprintUuid: uuidOf.module('investee3-cf-2024'),
      settings: {
        ...blankReportSettings({ name: 'Bilan GES 2024', year: 2024, companyName }),
        organizationalBoundaries: 'The dairy and its two ripening cellars in Thônes; the farms supplying the milk outside the boundary.',
        employeeNumber: figures.employees,
        turnover: figures.turnover,
        headquarters: 'Thônes, France',
      },
      entries: entries(),
    },
    actor,
    existing ? undefined : demoInvesteeReportUuid,
  );
  await deliverReport(saved.uuid, actor);
}
