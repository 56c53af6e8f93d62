import type { Stored } from '../data/entity.ts';
import { findAction, type ActionRecord } from '../data/decarbonizationAction.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { notFound, type OwnerSource } from './source.ts';

const planModuleTypes: readonly string[] = ['DECARBONIZATION_PLAN', 'DECARBONIZATION_TRAJECTORY'];

/** A plan is named by its module's uuid and owned by the module's asset; another module type names no plan. */
export const decarbonizationPlanOwner: OwnerSource<Stored<ModuleRecord>> = {
  load: async (uuid) => {
    const module = await modules.get({ uuid }, { consistent: true });
    return module && planModuleTypes.includes(module.type) ? module : null;
  },
  ownership: (module) => ({ assetUuid: module.assetUuid }),
  refusal: notFound('Decarbonization plan'),
};

/** An action named alone; it carries its plan's asset. */
export const decarbonizationActionOwner: OwnerSource<Stored<ActionRecord>> = {
  load: findAction,
  ownership: (action) => ({ assetUuid: action.assetUuid }),
  refusal: notFound('Decarbonization action'),
};
