import { defineProcedure } from '../lib/http/areas/projects.ts';
import { sentFields, updateCard } from '../lib/projects/cards.ts';

/** An audit project's card: its year, the external report it records, and its steps. */
export const handler = defineProcedure('audit.card.update', async (input, { user, notifyAsset }) => {
  const fields = sentFields(input, ['year', 'externalReportUuid']);
  const { project, assetUuid } = await updateCard(['AUDIT'], input, fields, user.uuid);
  notifyAsset(assetUuid);
  return project;
});
