import type { ModuleStatus } from '../schemas/enums.ts';

/*
 * Where a portfolio-emissions reporting opens (spec 3 section 2.1, the opening rule of
 * `/portfolio-emissions/{uuid}`), apart from the rest of the area: the client's routes need it in
 * the first load, which has no room for the reporting's schemas.
 */

/** Whether a reporting opens on its results (FE_COMPLETED or DELIVERED, once computed); else on its data collection. */
export function opensOnResults(status: ModuleStatus): boolean {
  return status === 'FE_COMPLETED' || status === 'DELIVERED';
}
