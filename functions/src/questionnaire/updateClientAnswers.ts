import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { saveClientAnswers } from '../lib/questionnaire/store.ts';

/** Saves a client's answers, each from its version, and validates the questionnaire when asked. */
export const handler = defineProcedure(
  'questionnaire.updateClientAnswers',
  async ({ answers, isValidated, clientValidationName }, { user, owner: questionnaire }) =>
    saveClientAnswers(questionnaire, answers, { isValidated, clientValidationName }, user),
);
