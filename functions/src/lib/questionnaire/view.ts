import type { Audience } from '@cairn/shared/questionnaires/progress';
import type { QuestionnaireSummary, QuestionnaireView } from '@cairn/shared/questionnaires/questionnaire';
import { assets } from '../data/asset.ts';
import type { Stored } from '../data/entity.ts';
import { modules } from '../data/module.ts';
import { projects } from '../data/project.ts';
import { questionnaires, readCollection, type Collection, type QuestionnaireRecord } from '../data/questionnaire.ts';
import { users } from '../data/user.ts';
import { percentageOf, questionsFor, shownQuestions } from './store.ts';

/** A questionnaire's row or card, from what it collected, for `audience`. */
export function summaryOf(questionnaire: Stored<QuestionnaireRecord>, collection: Collection, audience: Audience): QuestionnaireSummary {
  const shown = shownQuestions(questionnaire, collection.questions, audience);
  const shownUuids = new Set(shown.map((question) => question.uuid));
  return {
    uuid: questionnaire.uuid,
    carbonFootprintUuid: questionnaire.carbonFootprintUuid,
    labelEn: questionnaire.labelEn,
    labelFr: questionnaire.labelFr,
    isValidated: questionnaire.isValidated,
    clientValidationName: questionnaire.clientValidationName,
    dataCollectionDone: questionnaire.dataCollectionDone,
    clientUpdatedAt: questionnaire.clientUpdatedAt,
    percentage: percentageOf(shown, collection.answers, audience),
    questionCount: shown.length,
    unseenCommentsCount: collection.comments.filter(
      (comment) => shownUuids.has(comment.questionUuid) && comment.seenAt === null && comment.fromClient === (audience === 'staff'),
    ).length,
    version: questionnaire.version,
  };
}

/** Every questionnaire of a footprint, by label, each with its progress for `audience`. */
export async function footprintQuestionnaires(carbonFootprintUuid: string, audience: Audience): Promise<QuestionnaireSummary[]> {
  const found = await questionnaires.query('byFootprint', {
    carbonFootprintUuid,
  });
  const rows = await Promise.all(found.map(async (questionnaire) => summaryOf(questionnaire, await readCollection(questionnaire.uuid), audience)));
  return rows.sort((a, b) => a.labelEn.localeCompare(b.labelEn, 'en'));
}

/** The whole questionnaire for its page: footprint, period, consultants, questions and answers. */
export async function questionnaireView(questionnaire: Stored<QuestionnaireRecord>, audience: Audience): Promise<QuestionnaireView> {
  const [collection, footprint, asset, consultants] = await Promise.all([
    readCollection(questionnaire.uuid),
    modules.get({ uuid: questionnaire.carbonFootprintUuid }),
    assets.get({ uuid: questionnaire.assetUuid }),
    users.batchGet(questionnaire.assignedTo.map((uuid) => ({ uuid }))),
  ]);
  const project = footprint?.projectUuid ? await projects.get({ uuid: footprint.projectUuid }) : null;
  return {
    ...summaryOf(questionnaire, collection, audience),
    numberingEnabled: questionnaire.numberingEnabled,
    hiddenCategories: questionnaire.hiddenCategories,
    templateUuid: questionnaire.templateUuid,
    assignedTo: consultants.flatMap((user) =>
      user
        ? [
            {
              uuid: user.uuid,
              firstName: user.firstName ?? user.username,
              lastName: user.lastName ?? '',
              email: user.email ?? '',
              phone: user.phone,
              profilePictureUuid: user.profilePictureUuid,
              feminizeTitle: user.feminizeTitle,
            },
          ]
        : [],
    ),
    carbonFootprint: {
      uuid: questionnaire.carbonFootprintUuid,
      year: footprint?.year ?? null,
      startDate: project?.startDate ?? null,
      endDate: project?.endDate ?? null,
      hideYear: footprint?.hideYear ?? false,
      moduleName: footprint?.moduleName ?? '',
    },
    assetUuid: questionnaire.assetUuid,
    assetName: asset?.name ?? '',
    questions: questionsFor(shownQuestions(questionnaire, collection.questions, audience), collection.answers, collection.comments, audience),
  };
}
