import type { Stored } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A carbon-footprint module; a module of another type is no footprint. */
export const carbonFootprintOwner: OwnerSource<Stored<ModuleRecord>> = {
  load: async (uuid) => {
    const module = await modules.get({ uuid }, { consistent: true });
    return module?.type === 'CARBON_FOOTPRINT' ? module : null;
  },
  ownership: (footprint) => ({ assetUuid: footprint.assetUuid }),
  refusal: notFound('Carbon footprint'),
};
