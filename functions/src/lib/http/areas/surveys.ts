import { surveyProcedures } from '@cairn/shared/contract/surveys';
import { carbonFootprintOwner } from '../../owners/carbonFootprint.ts';
import { surveyAnswerOwner, surveyOwner } from '../../owners/survey.ts';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of surveys on a footprint: the staff's settings, the public form and its answers, the client's answers views. */
export const { defineProcedure } = procedureArea(surveyProcedures, {
  carbonFootprint: carbonFootprintOwner,
  survey: surveyOwner,
  surveyAnswer: surveyAnswerOwner,
});
