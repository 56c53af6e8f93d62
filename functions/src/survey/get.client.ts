import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { estimateInputs } from '../lib/survey/catalogue.ts';
import { surveyContext } from '../lib/survey/reading.ts';
import { clientView, questionnaireLabelsOf } from '../lib/survey/view.ts';

/**
 * The public form of a survey, open or closed, with what its estimate reads: the countries with
 * their grids and the public values of the estimate's factors, for the footprint's year.
 */
export const handler = defineProcedure('survey.get.client', async (_input, { owner: survey }) => {
  const [context, labels] = await Promise.all([surveyContext(survey), questionnaireLabelsOf(survey.carbonFootprintUuid)]);
  const inputs = await estimateInputs(context.year, survey.fteWorkedDaysPerWeek);
  const commuteQuestion = survey.questions.find((question) => question.type === 'COMMUTE_DISTANCE');
  return {
    survey: clientView(survey, labels, context),
    countries: [...inputs.countries],
    commuteCustomLabels: commuteQuestion?.commuteLabels ?? {},
    estimateFactors: { ...inputs.factors },
  };
});
