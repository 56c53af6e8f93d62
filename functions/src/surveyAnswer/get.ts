import { AppError, messages } from '@cairn/shared/errors';
import { surveys } from '../lib/data/survey.ts';
import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { readAnswersPageSurvey, requireAnswersVisible } from '../lib/survey/reading.ts';
import { answerView } from '../lib/survey/view.ts';

/** One answer whole, with its survey, for the read-only form. */
export const handler = defineProcedure('surveyAnswer.get', async (_input, { user, owner: answer }) => {
  const survey = await surveys.get({ uuid: answer.surveyUuid }, { consistent: true });
  // An answer outlives its survey only for the instant of the survey's deletion.
  if (!survey) throw new AppError('NOT_FOUND', messages.notFound('Survey answer'));
  requireAnswersVisible(survey, user);
  return { survey: await readAnswersPageSurvey(survey), answer: answerView(answer) };
});
