import type { Stored } from '../data/entity.ts';
import { modules, type ModuleRecord } from '../data/module.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A portfolio-emissions reporting is named by its module's uuid and owned by the institution's asset. */
export const portfolioReportingOwner: OwnerSource<Stored<ModuleRecord>> = {
  load: async (uuid) => {
    const module = await modules.get({ uuid }, { consistent: true });
    return module?.type === 'PORTFOLIO_EMISSIONS' ? module : null;
  },
  ownership: (module) => ({ assetUuid: module.assetUuid }),
  refusal: notFound('Reporting'),
};
