import { readCollection } from '../lib/data/questionnaire.ts';
import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { createQuestionnaire } from '../lib/questionnaire/store.ts';
import { summaryOf } from '../lib/questionnaire/view.ts';

/** Creates a questionnaire on a footprint from a questionnaire template. */
export const handler = defineProcedure(
  'questionnaire.create',
  async ({ carbonFootprintUuid: _footprint, templateUuid, ...settings }, { user, owner: footprint, notifyAsset }) => {
    const created = await createQuestionnaire(footprint, templateUuid, settings, user.uuid);
    // Staff are not in the asset's audience: the client's open pages are told by name.
    notifyAsset(created.assetUuid);
    return summaryOf(created, await readCollection(created.uuid), 'staff');
  },
);
