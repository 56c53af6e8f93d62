/*
 * Loads the client's results and estimate pages with their routes' reads. The router's entry,
 * which every client loads first and which is at its budget, imports this small module rather
 * than the pages themselves: a dynamic import carries the list of chunks its target needs, and
 * the pages' long lists would weigh on the entry.
 */
// Short names: the entry keeps property names as written.
export const results = () => import('./ResultsPage.tsx');
export const estimate = () => import('./ClientEstimatePage.tsx');
