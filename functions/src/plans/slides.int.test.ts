import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useCatalogueWorld } from '../../../test/catalogueWorld.ts';
import { createModule, unique } from '../../../test/fixtures.ts';
import { linkedBytes, useGateway, type WireJson } from '../../../test/gateway.ts';

/*
 * A plan's slides as a PDF through the gateway and the emulated table and storage: one page per
 * slide, for staff and the plan's client, and nothing for another client.
 */

const api = useGateway();
const world = useCatalogueWorld(api, { symbol: unique('kWh'), labelEn: 'kilowatt-hour', labelFr: 'kilowattheure', quantityKind: 'ENERGY' });

const refusal = async (answer: Promise<{ status: number; body: WireJson }>) => {
  const { status, body } = await answer;
  return { status, message: body.error?.message as string | undefined };
};

/** The page count of a pdfkit file, read from its single page tree. */
function pageCount(bytes: Buffer): number {
  const counts = [...bytes.toString('latin1').matchAll(/\/Type \/Pages\n\/Count (\d+)/g)].map((match) => Number(match[1]));
  expect(counts).toHaveLength(1);
  return counts[0]!;
}

describe('the plan’s slides as a PDF', () => {
  it('has one 1122 × 794 page per slide, for staff and the plan’s client, and is refused to another client', async () => {
    const module = await createModule(world.assetA, { type: 'DECARBONIZATION_PLAN', status: 'PREPARE_WORKSHOP_2', year: 2024 });
    const planUuid = module.uuid as string;
    const { plan } = await api.ok('decarbonizationPlan.get', { uuid: planUuid }, world.analyst);
    await api.ok(
      'decarbonizationPlan.update',
      { uuid: planUuid, expectedVersion: plan.version, baselineYear: 2024, targetYear: 2030, baselineValue: { scope1: 500_000, scope2: 100_000, scope3: 400_000 } },
      world.analyst,
    );
    // Seven selected actions: two slides of cards, so cover, baseline, 2 × actions, waterfall, projection, matrix, calendar = 8 pages.
    for (let index = 0; index < 7; index += 1) {
      const created = await api.ok('decarbonizationAction.create', { planUuid, name: `Action ${String(index + 1)}` }, world.analyst);
      const updated = await api.ok(
        'decarbonizationAction.update',
        {
          uuid: created.uuid,
          expectedVersion: created.version,
          implementationStartDate: '2025-01-01',
          formulas: [{ uuid: randomUUID(), label: 'Saving', scope: 'ONE', averageImpact: -10_000, carbonImpactStartYear: 2025 }],
        },
        world.analyst,
      );
      await api.ok('action.updateStatus', { uuid: updated.uuid, status: 'SELECTED' }, world.clientA);
    }

    const staffLink = await api.ok('decarbonizationPlan.downloadSlides', { planUuid }, world.analyst);
    expect(staffLink).toMatchObject({ name: `${module.moduleName as string}.pdf`, contentType: 'application/pdf' });
    const staffPdf = await linkedBytes(staffLink);
    expect(staffPdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(staffPdf)).toBe(8);
    const boxes = [...staffPdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]*)\]/g)].map((match) => (match[1] ?? '').trim());
    expect(new Set(boxes)).toEqual(new Set(['0 0 1122 794']));

    const clientPdf = await linkedBytes(await api.ok('decarbonizationPlan.downloadSlides', { planUuid }, world.clientA));
    expect(pageCount(clientPdf)).toBe(8);

    expect(await refusal(api.call('decarbonizationPlan.downloadSlides', { planUuid }, world.clientB))).toEqual({ status: 404, message: 'Decarbonization plan not found' });
    expect(await refusal(api.call('decarbonizationPlan.downloadSlides', { planUuid: 'not-a-uuid' } as never, world.clientA))).toMatchObject({ status: 400 });
  });
});
