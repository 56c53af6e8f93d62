import { answersOf } from '../lib/data/survey.ts';
import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { readAnswersPageSurvey, requireAnswersVisible } from '../lib/survey/reading.ts';
import { answerRow, newestFirst } from '../lib/survey/view.ts';

/** A survey's answers for the client's views, newest first. */
export const handler = defineProcedure('surveyAnswer.getAll', async (_input, { user, owner: survey }) => {
  requireAnswersVisible(survey, user);
  const [page, answers] = await Promise.all([readAnswersPageSurvey(survey), answersOf(survey.uuid)]);
  return { survey: page, answers: answers.sort(newestFirst).map(answerRow) };
});
