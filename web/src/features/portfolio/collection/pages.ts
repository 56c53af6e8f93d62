/*
 * The questionnaire's pages, loaded through this small module: the first load then names one
 * chunk for them, rather than every chunk the pages need.
 */
export const loadPages = () => import('./DataCollectionPage.tsx');
