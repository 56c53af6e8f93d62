import { questionnaireTemplateNames, questionnaireTemplates, questionTemplateUsages, type Actor } from '@cairn/functions/data';
import { QuestionnaireTemplateInput } from '@cairn/shared/questionnaires/questionnaireTemplates';
import { demoUuid } from './ids.ts';
import { questionTemplateUuidOf } from './questionTemplates.ts';

/**
 * The demo's questionnaire template (spec 2 "/templates"): an SME's carbon footprint, asked in the
 * order a client finds its documents: energy bills, then transport (vehicles, freight, travel),
 * then free notes. Its id is derived from its name, so the demo's questionnaires can name it.
 */
export const demoQuestionnaireTemplate: QuestionnaireTemplateInput = {
  name: 'Carbon footprint – SME',
  labelEn: 'Carbon footprint',
  labelFr: 'Bilan carbone',
  questionTemplateUuids: ['heating', 'electricity', 'fuel', 'freight', 'business_travel', 'notes'].map(questionTemplateUuidOf),
};

export const demoQuestionnaireTemplateUuid = demoUuid('questionnaire-template:Carbon footprint – SME');

/**
 * Writes the demo template if missing, with its name's claim and its usage items in one
 * transaction; a template an analyst changed, or its name given to another, is left as it is.
 * The API draws a new id, so the write is spelled out here with the stable one.
 */
export async function seedQuestionnaireTemplates(actor: Actor): Promise<void> {
  const parsed = QuestionnaireTemplateInput.parse(demoQuestionnaireTemplate);
  const uuid = demoQuestionnaireTemplateUuid;
  if (await questionnaireTemplates.get({ uuid }, { consistent: true })) return;
  if (await questionnaireTemplateNames.isTaken(parsed.name, uuid)) return;
  const usages = parsed.questionTemplateUuids.map((questionTemplateUuid) => questionTemplateUsages.ops.put({ questionTemplateUuid, questionnaireTemplateUuid: uuid }, actor));
  await questionnaireTemplateNames.write(
    [questionnaireTemplateNames.claim(parsed.name, uuid, actor), questionnaireTemplates.ops.create({ ...parsed, uuid }, actor), ...usages],
    parsed.name,
    uuid,
  );
}

