import type { Stored } from '../data/entity.ts';
import { findQuestion, questionnaires, type QuestionnaireRecord, type QuestionRecord } from '../data/questionnaire.ts';
import { notFound, type OwnerSource } from './source.ts';

/** A questionnaire on a carbon footprint, owned by the footprint's asset. */
export const questionnaireOwner: OwnerSource<Stored<QuestionnaireRecord>> = {
  load: (uuid) => questionnaires.get({ uuid }, { consistent: true }),
  ownership: (questionnaire) => ({ assetUuid: questionnaire.assetUuid }),
  refusal: notFound('Questionnaire'),
};

/** A question of a questionnaire, named alone by a comment or an import; it carries its asset. */
export const questionOwner: OwnerSource<Stored<QuestionRecord>> = {
  load: findQuestion,
  ownership: (question) => ({ assetUuid: question.assetUuid }),
  refusal: notFound('Question'),
};
