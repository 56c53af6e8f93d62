import type { Stored } from '../data/entity.ts';
import { findSurveyAnswer, surveys, type SurveyAnswerRecord, type SurveyRecord } from '../data/survey.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A survey on a carbon footprint, owned by the footprint's asset. */
export const surveyOwner: OwnerSource<Stored<SurveyRecord>> = {
  load: (uuid) => surveys.get({ uuid }, { consistent: true }),
  ownership: (survey) => ({ assetUuid: survey.assetUuid }),
  refusal: notFound('Survey'),
};

/** An answer named alone (its read-only page); it carries its survey's asset. */
export const surveyAnswerOwner: OwnerSource<Stored<SurveyAnswerRecord>> = {
  load: findSurveyAnswer,
  ownership: (answer) => ({ assetUuid: answer.assetUuid }),
  refusal: notFound('Survey answer'),
};
