import { catalogueView, type CatalogueView } from '@cairn/shared/calc/catalogue';
import { computeEntries, computeReport, countedEntries } from '@cairn/shared/calc/report';
import { ReportEntryInput, ReportSettingsInput } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ademeFactors, fuelFactors } from '../catalogueImport/ademe.ts';
import { ademePackageFactors } from '../catalogueImport/ademePackages.ts';
import { baseEmpreinteFactors, baseEmpreinteValues } from '../catalogueImport/baseEmpreinte.ts';
import { gridFactors } from '../catalogueImport/grid.ts';
import { gwpHypotheses } from '../catalogueImport/gwp.ts';
import { demoUuid } from './ids.ts';
import { entriesOf, settingsOf } from './reports.ts';

/*
 * The demo's two reports computed as the seed computes them (the report engine over the
 * catalogue the import loads), from the import's own rows in memory: no emulator needed.
 */

const audit = { createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'test', updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'test', version: 1 };

function referenceCatalogue(): CatalogueView {
  const rows = [
    ...[...ademeFactors().rows, ...fuelFactors(), ...ademePackageFactors().rows, ...baseEmpreinteFactors()].map((row) => ({
      ...row,
      values: [{ until: null, value: row.value, source: row.source, sourceVersion: row.sourceVersion, sourceUrl: row.sourceUrl, comment: row.comment }],
    })),
    ...gridFactors(),
  ];
  const unitUuid = (symbol: string) => demoUuid(`unit:${symbol}`);
  const factors = rows.map((row) => ({
    type: 'SIMPLE' as const,
    uuid: demoUuid(`factor:${row.name.toLowerCase()}`),
    name: row.name,
    clientNameEn: row.clientNameEn,
    clientNameFr: row.clientNameFr,
    group: row.group,
    family: row.family,
    unitUuid: unitUuid(row.unitSymbol),
    gas: 'CO2E' as const,
    methaneOrigin: null,
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    linkedSupplierUuid: null,
    versionedAt: null,
    values: row.values.map((value) => ({ ...value, isPublic: true })),
    script: null,
    ...audit,
  }));
  const hypotheses = gwpHypotheses.map((row) => ({
    uuid: demoUuid(`hypothesis:${row.name.toLowerCase()}`),
    name: row.name,
    clientNameEn: row.clientNameEn,
    clientNameFr: row.clientNameFr,
    unitUuid: unitUuid(row.unitSymbol),
    family: row.family,
    isMonetary: false,
    qualityPercentage: 100,
    assetUuid: null,
    values: row.values.map((value) => ({ ...value, sourceUrl: null })),
    ...audit,
  }));
  const units = [...new Set(rows.map((row) => row.unitSymbol))].map((symbol) => ({ uuid: unitUuid(symbol), symbol }));
  return catalogueView({ factors, hypotheses, units });
}

const catalogue = referenceCatalogue();

function demoReport(year: 2023 | 2024) {
  const settings = ReportSettingsInput.parse(settingsOf(year));
  const { entries } = computeEntries(entriesOf(year).map((entry) => ReportEntryInput.parse(entry)), catalogue, year, randomUUID);
  return { ...settings, entries, keyFigures: settings.keyFigures, activityDataQualityPercentage: null, pcafScore: null };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('demo reports', () => {
  it('add up, in every view of each electricity basis, to that basis total', () => {
    for (const year of [2023, 2024] as const) {
      const report = demoReport(year);
      for (const basis of ['MARKET', 'LOCATION'] as const) {
        const rollup = computeReport(report, { basis });
        expect(sum(rollup.byScope.map((scope) => scope.value))).toBeCloseTo(rollup.total, 3);
        for (const view of ['OPERATIONAL', 'BEGES', 'GHG', 'SCOPE'] as const) expect(rollup.byCategory[view].total).toBeCloseTo(rollup.total, 3);
        // Sub-entities: every counted entry is in a named site or under 'Other'.
        const bySite = new Map<string, number>();
        for (const entry of countedEntries(report, basis)) bySite.set(entry.group ?? '', (bySite.get(entry.group ?? '') ?? 0) + entry.value);
        expect(sum([...bySite.values()])).toBeCloseTo(rollup.total, 3);
      }
    }
  });

  it('moves nothing between sub-entities when the electricity basis changes, except each site its own electricity', () => {
    for (const year of [2023, 2024] as const) {
      const report = demoReport(year);
      const ungrouped = (basis: 'MARKET' | 'LOCATION') => sum(countedEntries(report, basis).filter((entry) => entry.group === null).map((entry) => entry.value));
      expect(ungrouped('LOCATION')).toBeCloseTo(ungrouped('MARKET'), 6);
      expect(report.entries.filter((entry) => entry.electricityBasis !== null || entry.type === 'BEGES').every((entry) => entry.group !== null)).toBe(true);
    }
  });

  it('computes flights and canteen meals with the Base Empreinte factors, part by part', () => {
    const report = demoReport(2024);
    const shortHaul = report.entries.find((entry) => entry.label === 'Business flights, short haul')!;
    // 81,000 passenger-km × (0.1412 + 0.00038 + 0.117) kgCO2e = 81,000 × 0.25858.
    expect(shortHaul.value).toBeCloseTo(81_000 * 0.25858, 6);
    expect(shortHaul.emissionFactors.map((factor) => factor.name)).toEqual([
      'base-empreinte.plane.short-haul.fuel',
      'base-empreinte.plane.short-haul.construction',
      'base-empreinte.plane.short-haul.contrails',
    ]);
    const meals = report.entries.find((entry) => entry.label === 'Canteen meals')!;
    // 9,800 vegetarian meals × 0.51 + 21,300 chicken meals × 1.58.
    expect(meals.value).toBeCloseTo(9_800 * baseEmpreinteValues.meals.vegetarian + 21_300 * baseEmpreinteValues.meals.chicken, 6);
    expect(sum(meals.lines!.map((line) => line.value))).toBeCloseTo(meals.value, 6);
  });

  // web/e2e/reports.e2e.test.ts and the 2030 target in reports.ts quote these: change them together.
  it('totals what the browser tests and the 2030 target quote', () => {
    const total = (year: 2023 | 2024, basis: 'MARKET' | 'LOCATION') => computeReport(demoReport(year), { basis }).total;
    expect(Math.round(total(2023, 'MARKET') / 1000)).toBe(4_750);
    expect(Math.round(total(2024, 'MARKET') / 1000)).toBe(4_571);
    expect(Math.round(total(2024, 'LOCATION') / 1000)).toBe(4_574);
    // The comparison's variation, two decimals: (4,571,029 − 4,749,856) / 4,749,856 = −3.76 %.
    expect(Math.round(((total(2024, 'MARKET') - total(2023, 'MARKET')) / total(2023, 'MARKET')) * 10_000) / 100).toBe(-3.76);
  });
});
