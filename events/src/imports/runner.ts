import { advanceImport, importJobKind } from '@cairn/functions/imports';
import { registerJobRunner } from '../campaigns/runners.ts';
import { learnServerMessageTexts } from '@cairn/shared/errorMessages';

// An import's problems travel with their keys, as the API's do, whichever rule wrote them.
learnServerMessageTexts();

/** The scheduled runner's share of its four minutes spent on one import. */
const runnerBudgetMs = 60_000;

/**
 * Resumes an import nobody polls any more (the dialog closed, the worker crashed): each import
 * job comes with a ScheduledJob of this kind. An import not finished within the budget fails
 * the scheduled job, which is tried again later.
 */
registerJobRunner(importJobKind, async (payload) => {
  const jobUuid = String(payload.jobUuid);
  const job = await advanceImport(jobUuid, { budgetMs: runnerBudgetMs });
  if (job.status !== 'DONE' && job.status !== 'FAILED') throw new Error(`Import ${jobUuid} is still ${job.status}`);
});
