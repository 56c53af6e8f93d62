import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { markSeen } from '../lib/questionnaire/store.ts';

/** Marks the other side's comments of a question as seen by the reader. */
export const handler = defineProcedure('questionComment.markAsSeen', async ({ questionCommentUuids }, { user, owner: question, notifyAsset }) => {
  notifyAsset(question.assetUuid);
  return { marked: await markSeen(question, questionCommentUuids, user) };
});
