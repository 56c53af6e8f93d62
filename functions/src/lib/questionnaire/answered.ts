import type { AnsweredQuestionnaire } from '@cairn/shared/calc/report';
import type { Stored } from '../data/entity.ts';
import { answerOf, questionnaires, readCollection, type QuestionnaireRecord } from '../data/questionnaire.ts';
import { questionTemplates } from '../data/questionTemplate.ts';

/*
 * A footprint's questionnaires as the computation of its entries reads them: each question with
 * the formula templates its question template holds today (a question keeps the uuid of the
 * template it was copied from, and the template's formulas may have been edited since), and each
 * answer unpacked. A question whose template was deleted, or that was copied from none, has no
 * formula.
 */

/** The questionnaires with their questions, current formula templates and answers. */
export async function answeredQuestionnaires(records: readonly QuestionnaireRecord[]): Promise<AnsweredQuestionnaire[]> {
  const collections = await Promise.all(records.map((record) => readCollection(record.uuid)));
  const templateUuids = [...new Set(collections.flatMap((collection) => collection.questions.flatMap((question) => (question.templateUuid ? [question.templateUuid] : []))))];
  const templates = await questionTemplates.batchGet(templateUuids.map((uuid) => ({ uuid })));
  const formulasByTemplate = new Map(templates.flatMap((template) => (template ? [[template.uuid, template.formulaTemplates] as const] : [])));
  return records.map((record, index) => {
    const collection = collections[index]!;
    return {
      uuid: record.uuid,
      labelEn: record.labelEn,
      labelFr: record.labelFr,
      questions: collection.questions.map((question) => ({
        question,
        formulaTemplates: (question.templateUuid ? formulasByTemplate.get(question.templateUuid) : undefined) ?? [],
      })),
      answers: new Map(collection.answers.map((answer) => [answer.questionUuid, answerOf(answer)])),
    };
  });
}

/** Every questionnaire of a footprint, by label. */
export async function footprintQuestionnaires(carbonFootprintUuid: string): Promise<Stored<QuestionnaireRecord>[]> {
  const found = await questionnaires.query('byFootprint', { carbonFootprintUuid });
  return found.sort((a, b) => a.labelEn.localeCompare(b.labelEn));
}
