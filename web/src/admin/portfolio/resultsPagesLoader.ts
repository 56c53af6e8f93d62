/*
 * Loads staff's results and estimate pages (StaffResultsPages.tsx) with their route's read,
 * through this small module for the reason features/portfolio/collection/pages.ts gives:
 * the entry's budget.
 */
export const pages = () => import('./StaffResultsPages.tsx');
