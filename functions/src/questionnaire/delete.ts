import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { deleteQuestionnaire } from '../lib/questionnaire/store.ts';

/** Deletes a questionnaire with what it collected. */
export const handler = defineProcedure('questionnaire.delete', async ({ expectedVersion }, { owner: questionnaire, notifyAsset }) => {
  await deleteQuestionnaire(questionnaire, expectedVersion);
  notifyAsset(questionnaire.assetUuid);
  return { success: true as const };
});
