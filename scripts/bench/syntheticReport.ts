import { plainEntry, type ReportEntry } from '@cairn/shared/schemas';

/* A synthetic report of any size, the same in every run, for the report benches. */

const categories = [
  ['ONE', 'MOBILE_COMBUSTION', 'BEGES_1_2', 'TRANSPORT_OF_GOODS'],
  ['ONE', 'STATIONARY_COMBUSTION', 'BEGES_1_1', 'BUILDING'],
  ['TWO', 'PURCHASED_ELECTRICITY', 'BEGES_2_1', 'BUILDING'],
  ['THREE', 'BUSINESS_TRAVEL', 'BEGES_3_5', 'TRAVELS'],
  ['THREE', 'EMPLOYEE_COMMUTING', 'BEGES_3_3', 'TRAVELS'],
  ['THREE', 'PURCHASED_GOODS_AND_SERVICES', 'BEGES_4_1', 'RAW_MATERIALS'],
  ['THREE', 'CAPITAL_GOODS', 'BEGES_4_2', 'IT'],
  ['THREE', 'WASTE_GENERATED_IN_OPERATIONS', 'BEGES_4_3', 'WASTE'],
] as const;

/** Entry `i` of a synthetic report: spread over every scope and eight categories, a tenth monetary. */
export function syntheticEntry(i: number, year: number): ReportEntry {
  const [scope, ghgCategory, begesCategory, operationalCategory] = categories[i % categories.length]!;
  const activity = 100 + ((i * 7919) % 10_000);
  const factor = 0.05 + ((i * 104_729) % 1000) / 1000;
  return plainEntry({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    label: `Line ${i % 2500}`,
    value: activity * factor * (year === 2024 ? 0.97 : 1),
    scope,
    operationalCategory,
    ghgCategory,
    begesCategory,
    qualityPercentage: i % 10 === 0 ? 40 : 100,
    activityData: { value: activity, unit: { labelEn: 'kWh' } },
  });
}
