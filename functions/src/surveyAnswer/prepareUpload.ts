import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { prepareUpload, surveyUploader } from '../lib/files/uploads.ts';
import { defineProcedure } from '../lib/http/areas/surveys.ts';

/**
 * Signs the link for one file of a respondent's answer. The upload belongs to the survey, not
 * to a user (respondents are anonymous): only an answer to this survey takes it, by its uuid,
 * which nobody else is told. Refused at once when the survey is closed or asks for no file.
 */
export const handler = defineProcedure('surveyAnswer.prepareUpload', async ({ surveyUuid, ...file }, { owner: survey }) => {
  if (!survey.open) throw new AppError('CONFLICT', say('server.survey.closed'));
  if (!survey.questions.some((question) => question.allowFiles)) throw new AppError('BAD_REQUEST', say('server.survey.noFileQuestion'));
  return prepareUpload(surveyUploader(surveyUuid), { purpose: 'SURVEY_FILE', ...file });
});
