/*
 * Every kind of import's committer, registered by loading its module: what runs a job (the
 * status poll, the scheduled runner) loads this file, so it can resume a job of any kind.
 */
import '../catalogue/batchImportCommit.ts';

export { advanceImport, advanceImportForRequest, importJobKind, importJobView } from './job.ts';
