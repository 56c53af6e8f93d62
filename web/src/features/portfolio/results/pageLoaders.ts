/*
 * Loads the client's results and estimate pages with their routes' reads. The router's entry,
 * which every client loads first and which is at its budget, imports this small module rather
 * than the pages themselves: a dynamic import carries the list of chunks its target needs, and
 * the pages' long lists would weigh on the entry.
 */
export const loadClientResultsPage = () => import('./ResultsPage.tsx');
export const loadClientEstimatePage = () => import('./ClientEstimatePage.tsx');
