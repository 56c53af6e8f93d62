import type { ModuleStatus } from '../schemas/enums.ts';

/*
 * Where a portfolio-emissions reporting opens (spec 3 section 2.1, the opening rule of
 * `/portfolio-emissions/{uuid}`), apart from the rest of the area: the client's menu and home
 * links need it in the first load, which has no room for the reporting's schemas.
 */

/** The view a reporting opens on: its results once they are computed (FE_COMPLETED or DELIVERED), else its data collection. */
export function portfolioOpening(status: ModuleStatus): 'results' | 'dataCollection' {
  return status === 'FE_COMPLETED' || status === 'DELIVERED' ? 'results' : 'dataCollection';
}
