import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { resultsView } from '../lib/portfolio/results.ts';

/** Financed emissions per fund and asset for the snapshot and scopes asked for. */
export const handler = defineProcedure('portfolioEmissions.get', async ({ snapshot, scopes }, { user, owner }) => resultsView(owner, snapshot, scopes, user));
