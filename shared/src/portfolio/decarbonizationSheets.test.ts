import { describe, expect, it } from 'vitest';
import { glassworksInput, glassworksInvestees, glassworksTrajectory } from '../calc/portfolio/testOutlook.ts';
import { decarbonizationSheets } from './decarbonizationSheets.ts';

/*
 * The outlook test's glassworks: held 5 M€ of (attribution 0.1), turnover 40 M€ growing 3 % a
 * year, 1,000 t of scope 1, 500 t of scope 2 and 500 t of scope 3 in 2024, reporting a linear
 * target of 980 t of scope 1 in 2026; dashboard target year 2026, horizon 2026.
 * - 2024 (actual): absolute 2,000 t, financed 0.1 × 2,000 = 200 t, investment intensity
 *   200 t / 5 M€ = 40, WACI 5/5 × 2,000 t / 40 M€ = 50.
 * - 2025 (projected, half-way): scope 1 990 t, absolute 1,990 t, financed 199 t, intensity
 *   199 / 5 = 39.8, WACI 1,990 / (40 × 1.03 = 41.2) = 48.300970874; bars from 2024: 2024 projected
 *   199 t for the glassworks, still held, so previous projected 199, nothing excluded, new or actual.
 * - 2026 (projected): scope 1 980 t, absolute 1,980 t, financed 198 t, intensity 39.6, WACI
 *   1,980 / (40 × 1.03² = 42.436) = 46.658497502; previous projected 198.
 * - Temperature 2026 (outlook test): scope 1 2.1925734, scope 2 2.3474432, scope 3 2.4049579 °C,
 *   aggregated 2.284387 °C; one holding, so every method it has a weight in gives its score: WATS
 *   (outstanding), TETS (emissions), EOTS (enterprise value 50 M€), ROTS (revenue 40 M€); MOTS,
 *   ECOTS and AOTS need a market capitalisation, cash or total assets it lacks: no score.
 */

const projection = glassworksInput;
const investees = glassworksInvestees;
const trajectory = glassworksTrajectory;
const workbook = { projection, investees, horizonYears: [2026] };

/** A row's numbers compared to 6 decimals, its texts and blanks exactly. */
function expectRow(row: readonly (string | number | null)[] | undefined, expected: readonly (string | number | null)[]) {
  expect(row).toHaveLength(expected.length);
  expected.forEach((value, index) => {
    if (typeof value === 'number') expect(row?.[index]).toBeCloseTo(value, 6);
    else expect(row?.[index]).toBe(value);
  });
}

describe('the decarbonization workbook', () => {
  it('states the trajectory year by year with the bars, in tonnes and tCO2e/M€', () => {
    const [trajectorySheet] = decarbonizationSheets(workbook, 'en');
    expect(trajectorySheet!.name).toBe('Trajectory');
    expect(trajectorySheet!.rows[0]).toEqual([
      'Year',
      'Actual or projected',
      'Financed emissions (tCO2e)',
      'Absolute emissions (tCO2e)',
      'Investment intensity (tCO2e/M€)',
      'WACI (tCO2e/M€)',
      'Previous year',
      'Previous projected (tCO2e)',
      'Excluded investments (tCO2e)',
      'New investments (tCO2e)',
      'Actual (tCO2e)',
    ]);
    expectRow(trajectorySheet!.rows[1], [2024, 'Actual', 200, 2000, 40, 50, null, null, null, null, null]);
    expectRow(trajectorySheet!.rows[2], [2025, 'Projected', 199, 1990, 39.8, 48.300970874, 2024, 199, 0, 0, 0]);
    expectRow(trajectorySheet!.rows[3], [2026, 'Projected', 198, 1980, 39.6, 46.658497502, 2025, 198, 0, 0, 0]);
    expect(trajectorySheet!.rows).toHaveLength(4);
  });

  it('splits each year by trajectory type and by sector', () => {
    const [, byType, bySector] = decarbonizationSheets(workbook, 'en');
    expect(byType!.rows[0]!.slice(0, 3)).toEqual(['Year', 'Actual or projected', 'Trajectory type']);
    expectRow(byType!.rows[1], [2024, 'Actual', 'Actual emissions', 200, 2000, 40, 50]);
    expectRow(byType!.rows[3], [2026, 'Projected', 'External (reported target)', 198, 1980, 39.6, 46.658497502]);
    expectRow(bySector!.rows[2], [2025, 'Projected', 'Manufacturing industry', 199, 1990, 39.8, 48.300970874]);
    expect(bySector!.rows).toHaveLength(4);
  });

  it("gives the seven aggregations per horizon, and each investee's figures and scores", () => {
    const [, , , temperature, assets] = decarbonizationSheets(workbook, 'en');
    expect(temperature!.rows[0]).toEqual(['Horizon year', 'WATS (°C)', 'TETS (°C)', 'MOTS (°C)', 'EOTS (°C)', 'ECOTS (°C)', 'AOTS (°C)', 'ROTS (°C)']);
    expectRow(temperature!.rows[1], [2026, 2.284387, 2.284387, null, 2.284387, null, null, 2.284387]);
    expect(assets!.rows[0]).toEqual([
      'Investee',
      'Sector',
      'Trajectory type',
      'Financed emissions 2024 (tCO2e)',
      'Financed emissions 2026 (tCO2e)',
      'Temperature 2026, aggregated (°C)',
      'Temperature 2026, scope 1 (°C)',
      'Temperature 2026, scope 2 (°C)',
      'Temperature 2026, scope 3 (°C)',
      'Left out of the projection',
    ]);
    expectRow(assets!.rows[1], ['Verrerie', 'Manufacturing industry', 'External (reported target)', 200, 198, 2.284387, 2.1925734, 2.3474432, 2.4049579, null]);
  });

  it('says why an investee without a trajectory type is left out, with no projected figure nor score', () => {
    const untyped = { ...workbook, projection: { ...projection, reporting: { ...projection.reporting, trajectories: [{ ...trajectory, consolidated: null }] } } };
    const [, , , temperature, assets] = decarbonizationSheets(untyped, 'en');
    expect(temperature!.rows[1]).toEqual([2026, null, null, null, null, null, null, null]);
    expectRow(assets!.rows[1], ['Verrerie', 'Manufacturing industry', 'Not set', 200, null, null, null, null, null, 'no trajectory type']);
  });

  it('has no temperature row nor column without horizon years', () => {
    const [, , , temperature, assets] = decarbonizationSheets({ ...workbook, horizonYears: [] }, 'en');
    expect(temperature!.rows).toHaveLength(1);
    expect(assets!.rows[0]).toHaveLength(6);
  });

  it('speaks French for a French reporting', () => {
    const sheets = decarbonizationSheets(workbook, 'fr');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Trajectoire', 'Par type', 'Par secteur', 'Température', 'Actifs']);
    expect(sheets[0]!.rows[1]!.slice(0, 2)).toEqual([2024, 'Réel']);
    expect(sheets[4]!.rows[1]!.slice(0, 3)).toEqual(['Verrerie', 'Industrie manufacturière', 'Externe (objectif publié)']);
  });
});
