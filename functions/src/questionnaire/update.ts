import { readCollection } from '../lib/data/questionnaire.ts';
import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { updateSettings } from '../lib/questionnaire/store.ts';
import { summaryOf } from '../lib/questionnaire/view.ts';

/** Changes a questionnaire's labels, numbering, consultants and hidden categories. */
export const handler = defineProcedure('questionnaire.update', async ({ uuid: _uuid, expectedVersion, ...settings }, { user, owner: questionnaire, notifyAsset }) => {
  const updated = await updateSettings(questionnaire, settings, expectedVersion, user.uuid);
  notifyAsset(updated.assetUuid);
  return summaryOf(updated, await readCollection(updated.uuid), 'staff');
});
