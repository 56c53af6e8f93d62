import type { Stored } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { notFound, type OwnerSource } from './source.ts';

/** An institution's project tracking is named by its PROJECT_MANAGEMENT module's uuid and owned by the institution's asset. */
export const projectManagementOwner: OwnerSource<Stored<ModuleRecord>> = {
  load: async (uuid) => {
    const module = await modules.get({ uuid }, { consistent: true });
    return module?.type === 'PROJECT_MANAGEMENT' ? module : null;
  },
  ownership: (module) => ({ assetUuid: module.assetUuid }),
  refusal: notFound('Project management'),
};
