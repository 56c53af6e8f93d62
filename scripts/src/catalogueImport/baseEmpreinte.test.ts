import { EmissionFactorInput, valueForYear } from '@cairn/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { baseEmpreinteFactors, baseEmpreinteNames, flightScript } from './baseEmpreinte.ts';
import { gwpHypotheses } from './gwp.ts';

const anyUuid = '00000000-0000-4000-8000-000000000000';
const byName = new Map(baseEmpreinteFactors().map((row) => [row.name, row.value]));
const sumOf = (names: readonly string[]) => names.reduce((total, name) => total + byName.get(name)!, 0);

describe('Base Empreinte factors', () => {
  it('are valid catalogue factors, each with its source, version and link', () => {
    const rows = baseEmpreinteFactors();
    expect(rows).toHaveLength(19);
    for (const row of rows) {
      const parsed = EmissionFactorInput.safeParse({
        type: 'SIMPLE', name: row.name, clientNameEn: row.clientNameEn, clientNameFr: row.clientNameFr, group: row.group, family: row.family,
        unitUuid: anyUuid, gas: 'CO2E', qualityPercentage: 100,
        values: [{ until: null, value: row.value, source: row.source, sourceVersion: row.sourceVersion, sourceUrl: row.sourceUrl, comment: row.comment, isPublic: true }],
      });
      expect(parsed.error?.issues ?? [], row.name).toEqual([]);
      expect(row.source).toBe('ADEME Base Empreinte (impactCO2)');
    }
  });

  // The totals ADEME publishes for each mode (kgCO2e per vehicle-km or passenger-km): the parts add up to them.
  it('split each mode into the parts ADEME publishes, adding up to its published total', () => {
    expect(sumOf(Object.values(baseEmpreinteNames.carThermal))).toBeCloseTo(0.2176, 9);
    expect(sumOf(Object.values(baseEmpreinteNames.carElectric))).toBeCloseTo(0.1034, 9);
    expect(sumOf(Object.values(baseEmpreinteNames.plane.shortHaul))).toBeCloseTo(0.25858, 9);
    expect(sumOf(Object.values(baseEmpreinteNames.plane.mediumHaul))).toBeCloseTo(0.18756, 9);
    expect(sumOf(Object.values(baseEmpreinteNames.plane.longHaul))).toBeCloseTo(0.15196, 9);
    expect(byName.get(baseEmpreinteNames.plane.shortHaul.contrails)).toBe(0.117);
    expect(byName.get(baseEmpreinteNames.meals.vegetarian)).toBe(0.51);
    expect(byName.get(baseEmpreinteNames.meals.chicken)).toBe(1.58);
  });

  it('gives a flight script that reads all three parts', () => {
    const script = flightScript('longHaul');
    for (const name of Object.values(baseEmpreinteNames.plane.longHaul)) expect(script).toContain(`ef["${name}"]`);
  });
});

describe('GWP100 hypotheses by methane origin (GHG Protocol GWP table v2.0)', () => {
  const hypothesis = (name: string) => gwpHypotheses.find((row) => row.name === name)!;

  it('give fossil methane 30 (AR5) then 29.8 (AR6), non-fossil 28 then 27.0, generic 28 then 27.9', () => {
    for (const [name, ar5, ar6] of [
      ['GWP100-CH4-fossil', 30, 29.8],
      ['GWP100-CH4-non-fossil', 28, 27.0],
      ['GWP100-CH4', 28, 27.9],
      ['GWP100-N2O', 265, 273],
    ] as const) {
      expect(valueForYear(hypothesis(name).values, 2023), name).toMatchObject({ value: ar5, source: 'IPCC AR5' });
      expect(valueForYear(hypothesis(name).values, 2024), name).toMatchObject({ value: ar6, source: 'IPCC AR6' });
    }
  });
});
