/*
 * Loads the client's estimate page (ClientEstimatePage.tsx) with its route's read. The router's
 * entry, which every client loads first and which is at its budget, imports this small module
 * rather than the page itself: a dynamic import carries the list of chunks its target needs,
 * and the page's long list would weigh on the entry.
 */
export const loadClientEstimatePage = () => import('./ClientEstimatePage.tsx');
