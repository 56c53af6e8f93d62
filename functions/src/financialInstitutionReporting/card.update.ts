import { defineProcedure } from '../lib/http/areas/projects.ts';
import { sentFields, updateCard } from '../lib/projects/cards.ts';

/** A financial-institution reporting project's card: its year, when the data came and when the review was done, and its steps. */
export const handler = defineProcedure('financialInstitutionReporting.card.update', async (input, { user, notifyAsset }) => {
  const fields = sentFields(input, ['year', 'dataReceivedAt', 'reviewCompletedAt']);
  const { project, assetUuid } = await updateCard(['FINANCIAL_INSTITUTION_REPORTING'], input, fields, user.uuid);
  notifyAsset(assetUuid);
  return project;
});
