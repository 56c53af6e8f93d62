import { actionCards } from '@cairn/functions/data';
import { derivedFigures } from '@cairn/functions/plans/actions';
import { actionFromCard } from '@cairn/shared/plans/cardAction';
import { env } from '@cairn/shared/storage';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../catalogueImport/index.ts';
import { ensureTable } from '../local/resources.ts';
import { demoActionCards, demoActionCardUuid, demoCardRecord, seedActionCards } from './actionCards.ts';

/*
 * The demo's action cards against the catalogue the seed imports: every formula reads names
 * the catalogue holds and evaluates, with the card's default values, as a plan evaluates it. In
 * a table of its own, so the catalogue's values are the import's and nobody else's.
 */

const sharedTable = process.env[env.table];
beforeAll(async () => {
  const table = `${sharedTable}-cards-${randomUUID().slice(0, 8)}`;
  await ensureTable(table);
  process.env[env.table] = table;
  await importCatalogue('system:test');
}, 600_000);
afterAll(() => {
  process.env[env.table] = sharedTable;
});

describe('the demo action cards', () => {
  it('are about forty, each under its own key, quantitative ones with formulas and qualitative ones without', () => {
    expect(demoActionCards.length).toBeGreaterThanOrEqual(38);
    expect(new Set(demoActionCards.map((card) => card.key)).size).toBe(demoActionCards.length);
    for (const card of demoActionCards) expect((card.formulas ?? []).length > 0, card.key).toBe(card.type === 'QUANTITATIVE');
  });

  it('evaluate every formula without error on the seeded catalogue, for the 2024 baseline, each to a reduction in total', async () => {
    const plan = { language: 'fr' as const, operationalCategories: [], baselineYear: 2024, annualGrowth: 0 };
    const problems: string[] = [];
    for (const card of demoActionCards.filter((candidate) => candidate.type === 'QUANTITATIVE')) {
      const { fields } = actionFromCard(demoCardRecord(card), plan, undefined, randomUUID);
      const derived = await derivedFigures(plan, { ...fields, carbonImpact: null, investments: [], implementationStartDate: null, proportionalToGrowth: false });
      for (const formula of derived.formulas) {
        if (formula.evaluationError) problems.push(`${card.key} / ${formula.label}: ${formula.evaluationError.text}`);
        else if (!Number.isFinite(formula.averageImpact)) problems.push(`${card.key} / ${formula.label}: not a number`);
      }
      // Each card is a decarbonization action: its impact with its default values is a reduction.
      if (!(typeof derived.carbonImpact === 'number' && derived.carbonImpact < 0)) problems.push(`${card.key}: impact ${derived.carbonImpact}`);
    }
    expect(problems).toEqual([]);
  });

  it('are written once, and a card an analyst edited keeps the edit when the seed runs again', async () => {
    await seedActionCards('system:seed');
    await seedActionCards('system:seed');
    const led = await actionCards.require({ uuid: demoActionCardUuid('led-lighting') }, { consistent: true });
    expect(led).toMatchObject({ nameFr: 'Passer à l’éclairage LED', version: 2, type: 'QUANTITATIVE' });
    await actionCards.update({ uuid: led.uuid }, { nameEn: 'LED everywhere' }, 'analyst-uuid');
    await seedActionCards('system:seed');
    expect((await actionCards.require({ uuid: led.uuid }, { consistent: true })).nameEn).toBe('LED everywhere');
    expect(await actionCards.query('all', {})).toHaveLength(demoActionCards.length);
  });
});
