export { deliverReport, requireFootprint, saveDraft } from './store.ts';
export { loadCatalogue } from '../catalogue/view.ts';
export { publicAnswerKey, publicReportView, storePublicAnswer } from './publicAnswer.ts';
export { computeDraftEntries } from './computeEntries.ts';
