import { currentValue, valueForYear } from '@cairn/shared/catalogue';
import { emissionFactorNameClaims, emissionFactors, hypotheses, units } from '@cairn/functions/data';
import { yearly2023 } from '@tgwf/co2/data/electricity-maps';
import { env } from '@cairn/shared/storage';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureTable } from '../local/resources.ts';
import { importCatalogue } from './index.ts';

/*
 * The import writes the reference catalogue's names, which other test files also create (the
 * survey answers' test makes the few factors the personal estimate reads, with values of its
 * own): this file imports into a table of its own, so neither depends on which ran first.
 */
const sharedTable = process.env[env.table];
beforeAll(async () => {
  const table = `${sharedTable}-catalogue-${randomUUID().slice(0, 8)}`;
  await ensureTable(table);
  process.env[env.table] = table;
});
afterAll(() => {
  process.env[env.table] = sharedTable;
});

describe('importCatalogue', () => {
  it('creates the catalogue once, and a second run changes nothing', async () => {
    const first = await importCatalogue('system:test');
    expect(first.invalid).toEqual([]);
    expect(first.factors.ademe).toBeGreaterThanOrEqual(150);
    expect(first.factors.ademePackages).toBe(109);
    // 4 car parts, 3 flight bands × 3 parts, 6 meals.
    expect(first.factors.baseEmpreinte).toBe(19);
    // The 63 products of table GES.501.
    expect(first.factors.monetaryRatios).toBe(63);
    // Plus one combination: the electric car's use phase on the French grid.
    expect(first.factors.created).toBe(first.factors.ademe + first.factors.ademePackages + first.factors.baseEmpreinte + first.factors.grid + first.factors.monetaryRatios + 1);
    expect(first.factors.created).toBeGreaterThanOrEqual(400);
    // Another test file may have created GWP100-CH4 first (the table is shared): then it is updated.
    // Four GWP100 hypotheses (CH4, fossil CH4, non-fossil CH4, N2O) and the electric car's consumption.
    expect(first.hypotheses.created + first.hypotheses.updated + first.hypotheses.unchanged).toBe(5);

    const second = await importCatalogue('system:test');
    expect(second.units.created).toBe(0);
    expect(second.factors).toMatchObject({ created: 0, updated: 0, unchanged: first.factors.created });
    expect(second.hypotheses).toMatchObject({ created: 0, updated: 0, unchanged: 5 });

    // Other test files share the table: look only at what the import names.
    const factors = (await emissionFactors.query('all', {})).filter((factor) => /^(ademe|ademe-chauffage|ademe-numerique|ademe-livraison|base-empreinte|electricity\.location|electric-car|monetary-ratio)\./.test(factor.name));
    const names = factors.map((factor) => factor.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(factors.length).toBe(first.factors.created);
    const symbols = (await units.query('all', {})).map((unit) => unit.symbol);
    for (const symbol of ['meal', 'night', 'kgCO₂e/kg', 'device', 'parcel', 't·km', 'EUR']) expect(symbols.filter((candidate) => candidate === symbol)).toHaveLength(1);

    const france = factors.find((factor) => factor.name === 'electricity.location.FR')!;
    expect(valueForYear(france.values, 2023)?.value).toBe(yearly2023.data.FR!.carbonIntensity.value / 1000);
    expect(france.version).toBe(1);
    const claim = await emissionFactorNameClaims.get({ name: 'electricity.location.FR' });
    expect(claim?.emissionFactorUuid).toBe(france.uuid);

    const gwp = (await hypotheses.query('all', {})).find((item) => item.name === 'GWP100-CH4')!;
    expect(currentValue(gwp.values)).toMatchObject({ value: 27.9, source: 'IPCC AR6' });
    expect(valueForYear(gwp.values, 2022)).toMatchObject({ value: 28, source: 'IPCC AR5' });
    const fossil = (await hypotheses.query('all', {})).find((item) => item.name === 'GWP100-CH4-fossil')!;
    expect(valueForYear(fossil.values, 2024)).toMatchObject({ value: 29.8, source: 'IPCC AR6' });
    expect(valueForYear(fossil.values, 2023)).toMatchObject({ value: 30, source: 'IPCC AR5' });

    const contrails = factors.find((factor) => factor.name === 'base-empreinte.plane.short-haul.contrails')!;
    expect(currentValue(contrails.values)).toMatchObject({ value: 0.117, source: 'ADEME Base Empreinte (impactCO2)' });

    // A generic monetary ratio: per euro, monetary (quality below 100), one value per year of the table.
    const haulage = factors.find((factor) => factor.name === 'monetary-ratio.FR.H49')!;
    expect(haulage).toMatchObject({ isMonetary: true, qualityPercentage: 0, family: 'Purchases' });
    expect(valueForYear(haulage.values, 2022)).toMatchObject({ value: 0.343, sourceVersion: '2022' });
    expect(valueForYear(haulage.values, 2025)).toMatchObject({ value: 0.319, sourceVersion: '2023', source: 'SDES-Insee GES.501 (ADEME ratios monétaires)' });
  });
});
