import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { loadProjectManagement } from '../lib/portfolio/projectManagement.ts';

/** An institution's project tracking; the pipeline has loaded the module and checked the caller's asset. */
export const handler = defineProcedure('projectManagement.get', async (_input, { owner }) => (await loadProjectManagement(owner)).view);
