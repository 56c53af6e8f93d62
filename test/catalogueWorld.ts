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
