import { defineProcedure } from '../lib/http/areas/portfolio.ts';
import { collectionView, loadCollection } from '../lib/portfolio/collection.ts';

/** The questionnaire of a reporting (its defaults on first read): settings, funds, lines and investees with their versions. */
export const handler = defineProcedure('portfolioEmissions.getDataCollection', async (_input, { user, owner }) => collectionView(await loadCollection(owner, user.uuid)));
