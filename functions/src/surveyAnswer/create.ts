import { randomUUID } from 'node:crypto';
import { modules } from '../lib/data/module.ts';
import { countsOf } from '../lib/data/survey.ts';
import { defineProcedure } from '../lib/http/areas/surveys.ts';
import { answerRecord, checkAnswer, notifyConsultants, storeAnswer, storedFlights, takeAnswerFiles } from '../lib/survey/answers.ts';
import { estimateInputs } from '../lib/survey/catalogue.ts';
import { surveyContext } from '../lib/survey/reading.ts';

/**
 * Stores one answer to an open survey with the estimate the server computed (the form's own
 * engine and factor values) and the respondent's files, and answers that estimate. The footprint's consultants are told when
 * the survey asks for it, after the answer is stored.
 */
export const handler = defineProcedure('surveyAnswer.create', async ({ answers: fields }, { owner: survey, notifyAsset }) => {
  // Refused before any read of the catalogue: a closed survey or a wrong answer costs nothing more.
  checkAnswer(survey, fields);
  const context = await surveyContext(survey);
  const uuid = randomUUID();
  const flights = storedFlights(fields);
  // The files are checked and moved under the asset before the write that records them with the answer.
  const { files, taken, discard } = await takeAnswerFiles(survey, fields);
  const stored = await storeAnswer(
    survey,
    fields,
    async (current) => answerRecord(current, { ...fields, files }, flights, uuid, await estimateInputs(context.year, current.fteWorkedDaysPerWeek)),
    taken,
  ).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  const { survey: answered, record } = stored;
  notifyAsset(answered.assetUuid);
  if (answered.notifyOnNewAnswer) {
    const [footprint, counts] = await Promise.all([modules.get({ uuid: answered.carbonFootprintUuid }), countsOf(answered.uuid)]);
    if (footprint) await notifyConsultants(answered, footprint, counts.total);
  }
  // No asset is marked as a demonstration: every estimate may be kept by the browser.
  return { uuid: record.uuid, asset: { fake: false }, emission: record.estimate };
});
