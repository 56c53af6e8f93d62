import { defineProcedure } from '../lib/http/areas/projects.ts';
import { sentFields, updateCard } from '../lib/projects/cards.ts';

/** A light-review project's card: its year, the external report it records, and its steps. */
export const handler = defineProcedure('lightReview.card.update', async (input, { user, notifyAsset }) => {
  const fields = sentFields(input, ['year', 'externalReportUuid']);
  const { project, assetUuid } = await updateCard(['LIGHT_REVIEW'], input, fields, user.uuid);
  notifyAsset(assetUuid);
  return project;
});
