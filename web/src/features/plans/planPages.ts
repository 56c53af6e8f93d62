/*
 * The client's plan pages, loaded together by their routes: one chunk and one list of what it
 * needs in the first load's route table, rather than two (the first load has little room left).
 */
export { PlanActionsPage } from './PlanActionsPage.tsx';
export { PlanViewPage } from './PlanViewPages.tsx';
