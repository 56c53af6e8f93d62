import { AppError } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { commentEmail } from '@cairn/shared/questionnaires/commentEmail';
import { sendEmail } from '../lib/aws/mail.ts';
import { config } from '../lib/config.ts';
import { assets } from '../lib/data/asset.ts';
import { questionnaires } from '../lib/data/questionnaire.ts';
import { users } from '../lib/data/user.ts';
import { defineProcedure } from '../lib/http/areas/questionnaires.ts';
import { log } from '../lib/http/log.ts';
import { addComment, commentsOpen, toQuestionComment } from '../lib/questionnaire/store.ts';

/**
 * Adds a comment to a question's discussion. A client's comment is e-mailed to the
 * questionnaire's consultants once it is stored: a refused e-mail is logged, never a lost comment
 * (the staff tab's badge shows it either way).
 */
export const handler = defineProcedure('question.addComment', async ({ message }, { user, owner: question, notifyAsset }) => {
  const [questionnaire, author] = await Promise.all([
    questionnaires.get({ uuid: question.questionnaireUuid }, { consistent: true }),
    users.require({ uuid: user.uuid }),
  ]);
  if (!questionnaire) throw new AppError('NOT_FOUND', say('server.notFound.questionnaire'));
  if (!commentsOpen(questionnaire)) throw new AppError('CONFLICT', say('server.questionnaire.commentReadOnly'));
  const comment = await addComment(question, message, author);
  notifyAsset(question.assetUuid);
  if (comment.fromClient) {
    const [asset, consultants] = await Promise.all([
      assets.get({ uuid: questionnaire.assetUuid }),
      users.batchGet(questionnaire.assignedTo.map((uuid) => ({ uuid }))),
    ]);
    const email = commentEmail({
      assetName: asset?.name ?? '',
      questionnaireLabel: questionnaire.labelEn,
      questionLabel: question.labelEn,
      authorName: [author.firstName, author.lastName].filter(Boolean).join(' ') || author.username,
      message,
      link: `${config.appOrigin()}/carbon-footprints/${questionnaire.carbonFootprintUuid}?tab=QUESTIONNAIRES`,
    });
    await Promise.all(
      consultants.flatMap((consultant) =>
        consultant?.email
          ? [
              sendEmail(consultant.email, email, 'questionComment').catch((error: unknown) =>
                log('warn', 'comment e-mail refused', {
                  error: String(error),
                }),
              ),
            ]
          : [],
      ),
    );
  }
  return toQuestionComment(comment);
});
