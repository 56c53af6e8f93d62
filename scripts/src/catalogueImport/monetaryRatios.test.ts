import { EmissionFactorInput, valueForYear } from '@cairn/shared/catalogue';
import { expenseEmissionsT } from '@cairn/shared/supplier/emissions';
import { describe, expect, it } from 'vitest';
import { divisionsOfA64, monetaryRatioFactors, monetaryRatioName, monetaryRatiosPerThousandEuros } from './monetaryRatios.ts';

const anyUuid = '00000000-0000-4000-8000-000000000000';
const rows = monetaryRatioFactors();
const row = (code: string) => rows.find((candidate) => candidate.name === monetaryRatioName(code))!;

describe('monetary ratios (SDES-Insee GES.501, ADEME ratios monétaires)', () => {
  it('cover the 63 products of table GES.501, each a valid monetary catalogue factor with its source per year', () => {
    // A01 to T: 4 agriculture and mining, 19 manufacturing, 4 energy to construction, 3 trade, 5 transport,
    // 1 accommodation, 4 information, 3 finance, 1 real estate, 5 professional, 4 support, 4 public and
    // health, 2 arts, 3 other services, 1 households = 63.
    expect(rows).toHaveLength(63);
    for (const factor of rows) {
      const parsed = EmissionFactorInput.safeParse({
        type: 'SIMPLE', name: factor.name, clientNameEn: factor.clientNameEn, clientNameFr: factor.clientNameFr, group: factor.group, family: factor.family,
        unitUuid: anyUuid, gas: 'CO2E', qualityPercentage: factor.qualityPercentage, isMonetary: true,
        values: factor.values.map((value) => ({ ...value, isPublic: true })),
      });
      expect(parsed.error?.issues ?? [], factor.name).toEqual([]);
      expect(factor.values.map((value) => value.sourceVersion)).toEqual(['2023', '2022']);
    }
  });

  it('turn kgCO2e per thousand euros into kgCO2e per euro, 2022 up to 2022 and 2023 from 2023 on', () => {
    // Computer programming and information services: 79 kgCO2e/k€ in 2022, 75 in 2023.
    const it = row('J62_63').values;
    expect(valueForYear(it, 2021)?.value).toBe(0.079);
    expect(valueForYear(it, 2022)?.value).toBe(0.079);
    expect(valueForYear(it, 2023)?.value).toBe(0.075);
    expect(valueForYear(it, 2025)?.value).toBe(0.075);
    // Road transport services: 319 kgCO2e/k€ in 2023.
    expect(valueForYear(row('H49').values, 2024)?.value).toBe(0.319);
  });

  it('give an expense its spend-based tonnes by the spec’s rule, euros / 1000 × the value for the year', () => {
    // 47,900 € of hosting and software in 2025: 47.9 k€ × 75 kgCO2e/k€ = 3,592.5 kg = 3.5925 t.
    expect(expenseEmissionsT(47_900, valueForYear(row('J62_63').values, 2025)!.value)).toBeCloseTo(3.5925, 10);
    // 412,000 € of road haulage in 2024: 412 k€ × 319 kgCO2e/k€ = 131,428 kg = 131.428 t.
    expect(expenseEmissionsT(412_000, valueForYear(row('H49').values, 2024)!.value)).toBeCloseTo(131.428, 10);
  });

  it('name each product by its NACE divisions in both languages', () => {
    expect(divisionsOfA64('C10T12')).toEqual(['10', '11', '12']);
    expect(divisionsOfA64('J62_63')).toEqual(['62', '63']);
    expect(divisionsOfA64('H49')).toEqual(['49']);
    expect(divisionsOfA64('F')).toEqual(['41', '42', '43']);
    expect(row('J62_63').clientNameEn).toBe('Computer programming, consultancy and related activities; Information service activities (NACE J62_63): purchases, per euro');
    expect(row('J62_63').clientNameFr).toBe('Programmation, conseil et autres activités informatiques\u00a0; Services d’information (NACE J62_63)\u00a0: achats, par euro');
    expect(row('F').clientNameFr).toBe('Construction (NACE F)\u00a0: achats, par euro');
    for (const factor of rows) expect(factor.qualityPercentage, factor.name).toBe(0);
    expect(Object.keys(monetaryRatiosPerThousandEuros)).toContain('T');
  });
});
