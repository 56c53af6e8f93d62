import { surveyTemplateProcedures } from '@cairn/shared/contract/surveyTemplates';
import { procedureArea } from '../procedure.ts';

/** The pipeline of the procedures of the staff's survey catalogue: survey question templates and survey templates. */
export const { defineProcedure, prepareAnswer } = procedureArea(surveyTemplateProcedures);
