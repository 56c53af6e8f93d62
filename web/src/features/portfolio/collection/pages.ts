/*
 * The client's portfolio-emissions pages, loaded through this small module: the first load then
 * names one chunk for them, rather than every chunk the pages need. The questionnaire's pages
 * (and staff's preview), the results (with their route's read) and one line's estimate or Cairn report.
 */
export const loadPages = () => import('./DataCollectionPage.tsx');
export const loadResultsPage = () => import('../results/ResultsPage.tsx');
export const loadLinePage = () => import('../results/ClientLinePage.tsx');
