import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { decarbonizationDashboard } from '../lib/portfolio/decarbonizationDashboard.ts';

/** The decarbonization dashboard's engine inputs of a delivered reporting; the pipeline has checked the caller's asset. */
export const handler = defineProcedure('clientPortfolioDecarbonization.get', async (_input, { user, owner }) => decarbonizationDashboard(owner, user.uuid));
