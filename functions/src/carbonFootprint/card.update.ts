import { footprintProjectTypes } from '@cairn/shared/projects/types';
import { defineProcedure } from '../lib/http/areas/projects.ts';
import { sentFields, updateCard } from '../lib/projects/cards.ts';

/** A footprint project's card: its period, methodologies, languages, notes and steps. */
export const handler = defineProcedure('carbonFootprint.card.update', async (input, { user, notifyAsset }) => {
  const fields = sentFields(input, [
    'startDate',
    'endDate',
    'hideYear',
    'languageSupport',
    'methodologies',
    'electricityReporting',
    'onboardingNotes',
    'deliveryNotes',
    'questionnairesClosedAndSplit',
  ]);
  const { project, assetUuid } = await updateCard(footprintProjectTypes, input, fields, user.uuid);
  notifyAsset(assetUuid);
  return project;
});
