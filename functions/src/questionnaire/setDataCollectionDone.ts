import { readCollection } from '../lib/data/questionnaire.ts';
import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { setDataCollectionDone } from '../lib/questionnaire/store.ts';
import { summaryOf } from '../lib/questionnaire/view.ts';

/** Closes a questionnaire's data collection, or reopens it. */
export const handler = defineProcedure('questionnaire.setDataCollectionDone', async ({ done }, { user, owner: questionnaire, notifyAsset }) => {
  const updated = await setDataCollectionDone(questionnaire, done, user.uuid);
  notifyAsset(updated.assetUuid);
  return summaryOf(updated, await readCollection(updated.uuid), 'staff');
});
