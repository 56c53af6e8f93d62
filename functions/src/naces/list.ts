import { naceList } from '@cairn/shared/portfolio/nace/list';
import { defineProcedure } from '../lib/http/areas/portfolio.ts';

/** The same list for everyone, from the module bundled with the function: no storage read. */
export const handler = defineProcedure('naces.list', async () => [...naceList()]);
