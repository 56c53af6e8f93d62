import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { reportingOf, reportingView } from '../lib/portfolio/collection.ts';

/** A reporting for the staff page: settings, data-collection state, files and notes (its defaults on first read). */
export const handler = defineProcedure('financialInstitutionReporting.get', async (_input, { user, owner }) => reportingView(owner, await reportingOf(owner, user.uuid)));
