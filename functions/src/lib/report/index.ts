export { deliverReport, readableReport, readableReportWithSnapshot, requireFootprint, saveDraft } from './store.ts';
export { computeEntries, buildSnapshot, loadCatalogue } from './compute.ts';
export { publicAnswerKey, publicReportView, storePublicAnswer } from './publicAnswer.ts';
