import { randomUUID } from 'node:crypto';
import { beforeAll } from 'vitest';
import { createAsset, createUser, tokenOf } from './fixtures.ts';
import type { InputOf } from '@cairn/shared/contract';
import type { useGateway } from './gateway.ts';

type Api = ReturnType<typeof useGateway>;

/** Who the catalogue tests act as, and the unit their entries use. */
export interface CatalogueWorld {
  analyst: string;
  sales: string;
  clientA: string;
  clientB: string;
  assetA: string;
  unitUuid: string;
}

/**
 * Signs in an analyst, a sales user and the users of two client assets, and creates a unit,
 * before the file's tests run. The returned object is filled in by then.
 */
export function useCatalogueWorld(
  api: Api,
  unit: InputOf<'unit.create'>,
): CatalogueWorld {
  const world = {} as CatalogueWorld;
  beforeAll(async () => {
    const [assetA, assetB] = await Promise.all([createAsset(), createAsset()]);
    const [analyst, sales, clientA, clientB] = await Promise.all([
      createUser({ isAdmin: true, role: 'ANALYST' }),
      createUser({ isAdmin: true, role: 'SALES' }),
      createUser({ assetUuid: assetA.uuid }),
      createUser({ assetUuid: assetB.uuid }),
    ]);
    Object.assign(world, {
      analyst: await tokenOf(api, analyst.username),
      sales: await tokenOf(api, sales.username),
      clientA: await tokenOf(api, clientA.username),
      clientB: await tokenOf(api, clientB.username),
      assetA: assetA.uuid,
    });
    world.unitUuid = (await api.call('unit.create', unit, world.analyst)).body.result.data.uuid;
  });
  return world;
}

/**
 * A new diesel factor in the world's unit, created by its analyst, whose 2023 value (3.2) differs
 * from today's (3.1), so a formula evaluated on a baseline year shows which it read. Its name.
 */
export async function createDieselFactor(api: Api, world: CatalogueWorld): Promise<string> {
  const name = `diesel-${randomUUID().slice(0, 8)}`;
  await api.ok(
    'emissionFactor.create',
    {
      type: 'SIMPLE',
      name,
      clientNameEn: null,
      clientNameFr: null,
      family: 'Transport',
      group: null,
      unitUuid: world.unitUuid,
      gas: 'CO2E',
      qualityPercentage: 100,
      values: [
        { until: null, value: 3.1, source: 'ADEME', sourceVersion: 'v24', isPublic: true },
        { until: 2023, value: 3.2, source: 'ADEME', sourceVersion: 'v23', isPublic: true },
      ],
    },
    world.analyst,
  );
  return name;
}
