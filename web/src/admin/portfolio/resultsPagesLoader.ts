/*
 * Loads staff's results and estimate pages (StaffResultsPages.tsx) with their routes' reads,
 * through this small module for the reason estimatePageLoader.ts gives: the entry's budget.
 */
export const loadStaffResultsPages = () => import('./StaffResultsPages.tsx');
