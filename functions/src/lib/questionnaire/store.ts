import { isStaff } from '@cairn/shared/access';
import { AppError, invalidInput, messages } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { fieldIssue, type FieldIssue } from '@cairn/shared/errors';
import { checkAnswer } from '@cairn/shared/questionnaires/answers';
import { checkAnswerVersions, readOnlyMessage, validateByClient } from '@cairn/shared/questionnaires/lifecycle';
import type { Answer, Question } from '@cairn/shared/questionnaires/model';
import { progressPercent, type Audience } from '@cairn/shared/questionnaires/progress';
import { instantiate } from '@cairn/shared/questionnaires/questionnaireTemplates';
import type { ClientAnswersResult, QuestionComment } from '@cairn/shared/questionnaires/questionnaire';
import { randomUUID } from 'node:crypto';
import { config } from '../config.ts';
import { now, transact, transactionLimit, type Actor, type Stored, type TransactItem } from '../data/entity.ts';
import {
  answerOf,
  answers,
  comments,
  maxStoredTableBytes,
  packTable,
  questionnaires,
  questions,
  readCollection,
  type AnswerRecord,
  type CommentRecord,
  type QuestionnaireRecord,
  type QuestionRecord,
} from '../data/questionnaire.ts';
import { questionnaireTemplates } from '../data/questionnaireTemplate.ts';
import { questionTemplates } from '../data/questionTemplate.ts';
import { selectLists } from '../data/selectList.ts';
import { storedFiles } from '../data/storedFile.ts';
import { users, type UserRecord } from '../data/user.ts';

type SettingsOf = {
  labelEn: string;
  labelFr: string | null;
  numberingEnabled: boolean;
  assignedTo: string[];
  hiddenCategories: string[];
};

/** The consultants named must be staff: a client's user is never assigned a questionnaire. */
async function checkConsultants(uuids: readonly string[]): Promise<void> {
  const found = await users.batchGet(uuids.map((uuid) => ({ uuid })));
  const issues = uuids.flatMap((uuid, index) =>
    found[index]?.isAdmin ? [] : [fieldIssue(['assignedTo', index], say('server.questionnaire.unknownConsultant'))],
  );
  if (issues.length) throw invalidInput(issues);
}

/**
 * Creates a questionnaire on a footprint from a questionnaire template: its questions copied in
 * the template's order (each select column with its list's options of the day). The questions
 * are written first and the questionnaire last, so a failure half-way leaves only questions no
 * questionnaire lists, never a questionnaire with a hole in it.
 */
export async function createQuestionnaire(
  footprint: { uuid: string; assetUuid: string },
  templateUuid: string,
  settings: SettingsOf,
  actor: Actor,
  /** Fixed ids (the demo's, so seeding twice finds what it wrote); new ones otherwise. */
  ids: { uuid: string; questionUuid: () => string } = { uuid: randomUUID(), questionUuid: randomUUID },
): Promise<Stored<QuestionnaireRecord>> {
  const template = await questionnaireTemplates.get({ uuid: templateUuid }, { consistent: true });
  if (!template) throw invalidInput([fieldIssue(['templateUuid'], say('server.questionnaire.unknownTemplate'))]);
  await checkConsultants(settings.assignedTo);
  const found = await questionTemplates.batchGet(
    template.questionTemplateUuids.map((uuid) => ({ uuid })),
    { consistent: true },
  );
  const byUuid = new Map(found.flatMap((question) => (question ? [[question.uuid, question] as const] : [])));
  const listUuids = [
    ...new Set([...byUuid.values()].flatMap((question) => question.columns.flatMap((column) => (column.selectListUuid ? [column.selectListUuid] : [])))),
  ];
  const lists = await selectLists.batchGet(
    listUuids.map((uuid) => ({ uuid })),
    { consistent: true },
  );
  const options = new Map(lists.flatMap((list) => (list ? [[list.uuid, list.options] as const] : [])));
  const made = instantiate(template.questionTemplateUuids, byUuid, options, ids.questionUuid);
  if (!made.ok) throw new AppError('CONFLICT', say('server.questionnaireTemplate.unknownQuestion'));
  const { uuid } = ids;
  const parts = made.questions.map((question, position) =>
    questions.ops.create(
      {
        ...question,
        questionnaireUuid: uuid,
        assetUuid: footprint.assetUuid,
        templateUuid: template.questionTemplateUuids[position]!,
        position,
      },
      actor,
    ),
  );
  for (let start = 0; start < parts.length; start += transactionLimit) await transact(parts.slice(start, start + transactionLimit));
  return questionnaires.create(
    {
      uuid,
      carbonFootprintUuid: footprint.uuid,
      assetUuid: footprint.assetUuid,
      templateUuid,
      ...settings,
      questionCount: made.questions.length,
      isValidated: false,
      clientValidationName: null,
      dataCollectionDone: false,
      clientUpdatedAt: null,
    },
    actor,
  );
}

/** Staff change a questionnaire's labels, numbering, consultants and hidden categories. */
export async function updateSettings(
  current: Stored<QuestionnaireRecord>,
  settings: SettingsOf,
  expectedVersion: number,
  actor: Actor,
): Promise<Stored<QuestionnaireRecord>> {
  if (expectedVersion !== current.version) throw new AppError('CONFLICT', messages.staleWrite);
  await checkConsultants(settings.assignedTo);
  return questionnaires.update({ uuid: current.uuid }, settings, actor, {
    expectedVersion,
  });
}

/** Staff close the data collection (validated or not) or reopen it for the client. */
export async function setDataCollectionDone(current: Stored<QuestionnaireRecord>, done: boolean, actor: Actor): Promise<Stored<QuestionnaireRecord>> {
  const changes = done
    ? { dataCollectionDone: true }
    : {
        dataCollectionDone: false,
        isValidated: false,
        clientValidationName: null,
      };
  return questionnaires.update({ uuid: current.uuid }, changes, actor);
}

/**
 * Deletes a questionnaire: the questionnaire item first (the page and the lists stop showing it
 * at once), then what it collected, in transactions of at most 100 items.
 */
export async function deleteQuestionnaire(current: Stored<QuestionnaireRecord>, expectedVersion: number): Promise<void> {
  await questionnaires.remove({ uuid: current.uuid }, { expectedVersion });
  const collection = await readCollection(current.uuid);
  const parts: TransactItem[] = [
    ...collection.questions.map((question) =>
      questions.ops.remove({
        questionnaireUuid: current.uuid,
        position: question.position,
      }),
    ),
    ...collection.answers.map((answer) =>
      answers.ops.remove({
        questionnaireUuid: current.uuid,
        questionUuid: answer.questionUuid,
      }),
    ),
    ...collection.comments.map((comment) => comments.ops.remove(comment)),
  ];
  for (let start = 0; start < parts.length; start += transactionLimit) await transact(parts.slice(start, start + transactionLimit));
}

/**
 * The questions `audience` sees: staff all of them, a client neither admin-only questions nor
 * those of a category staff hid from it.
 */
export function shownQuestions<Q extends QuestionRecord>(
  questionnaire: Pick<QuestionnaireRecord, 'hiddenCategories'>,
  stored: readonly Q[],
  audience: Audience,
): Q[] {
  if (audience === 'staff') return [...stored];
  return stored.filter((question) => !question.adminOnly && (question.category === null || !questionnaire.hiddenCategories.includes(question.category)));
}

/** The progress the audience sees, from what is stored. */
export function percentageOf(stored: readonly QuestionRecord[], given: readonly AnswerRecord[], audience: Audience): number {
  return progressPercent(stored, new Map(given.map((answer) => [answer.questionUuid, answerOf(answer)])), audience);
}

/** The questionnaire stays open while the save writes: a validation or a closing in between fails it. */
function stillOpen(uuid: string, validating: boolean, name: string | null, at: string, actor: Actor): TransactItem {
  return {
    Update: {
      TableName: config.tableName(),
      Key: questionnaires.key({ uuid }),
      ConditionExpression: 'attribute_exists(pk) AND isValidated = :false AND dataCollectionDone = :false',
      UpdateExpression: validating
        ? 'SET clientUpdatedAt = :at, updatedAt = :at, updatedBy = :actor, isValidated = :true, clientValidationName = :name ADD version :one'
        : 'SET clientUpdatedAt = :at, updatedAt = :at, updatedBy = :actor ADD version :one',
      ExpressionAttributeValues: {
        ':false': false,
        ':at': at,
        ':actor': actor,
        ':one': 1,
        ...(validating ? { ':true': true, ':name': name } : {}),
      },
    },
  };
}

/** Files named by an answer must be this asset's stored files. */
async function fileIssues(assetUuid: string, saves: readonly { index: number; answer: Answer }[]): Promise<FieldIssue[]> {
  const named = saves.flatMap(({ index, answer }) =>
    answer.files.map((file, fileIndex) => ({
      path: ['answers', index, 'files', fileIndex],
      uuid: file.uuid,
    })),
  );
  if (named.length === 0) return [];
  const found = await storedFiles.batchGet(named.map(({ uuid }) => ({ uuid })));
  return named.flatMap(({ path }, position) => (found[position]?.assetUuid === assetUuid ? [] : [fieldIssue(path, say('server.questionnaire.unknownFile'))]));
}

/**
 * A client's save (`questionnaire.updateClientAnswers`): every answer checked against its question
 * (nothing is written when one is wrong), every question saved from the version it holds or the
 * whole save refused naming the questions someone else saved meanwhile, and the answers written
 * with the questionnaire's 'Last update' in one transaction that also requires the questionnaire
 * still open. With `isValidated`, the same transaction validates it under the signing name.
 */
export async function saveClientAnswers(
  questionnaire: Stored<QuestionnaireRecord>,
  saves: readonly (Answer & { expectedVersion: number })[],
  validation: {
    isValidated: boolean;
    clientValidationName: string | null | undefined;
  },
  user: { uuid: string; isAdmin: boolean },
): Promise<ClientAnswersResult> {
  const audience: Audience = isStaff(user) ? 'staff' : 'client';
  const blocked = readOnlyMessage(questionnaire);
  if (blocked) throw new AppError('CONFLICT', blocked);
  let signedName: string | null = null;
  if (validation.isValidated) {
    const signed = validateByClient(questionnaire, validation.clientValidationName ?? '');
    if (!signed.ok) throw invalidInput([signed.issue]);
    signedName = signed.state.clientValidationName;
  }
  const collection = await readCollection(questionnaire.uuid);
  const shown = shownQuestions(questionnaire, collection.questions, audience);
  const byUuid = new Map(shown.map((question) => [question.uuid, question]));
  const issues: FieldIssue[] = [];
  const checked: {
    index: number;
    question: QuestionRecord;
    answer: Answer;
    expectedVersion: number;
  }[] = [];
  saves.forEach((save, index) => {
    const question = byUuid.get(save.questionUuid);
    if (!question) {
      issues.push(fieldIssue(['answers', index, 'questionUuid'], say('server.questionnaire.unknownQuestion')));
      return;
    }
    const result = checkAnswer(question, save, audience);
    if (!result.ok)
      issues.push(
        ...result.issues.map((issue) => ({
          ...issue,
          path: ['answers', index, ...issue.path],
        })),
      );
    else
      checked.push({
        index,
        question,
        answer: result.answer,
        expectedVersion: save.expectedVersion,
      });
  });
  issues.push(...(await fileIssues(questionnaire.assetUuid, checked)));
  if (issues.length) throw invalidInput(issues);

  const stored = new Map(collection.answers.map((answer) => [answer.questionUuid, answer]));
  const labelOf = (questionUuid: string) => byUuid.get(questionUuid)?.labelEn ?? questionUuid;
  const staleError = (questionUuids: readonly string[]) => {
    const labels = questionUuids.map(labelOf);
    const named = labels.map((label) => `"${label}"`).join(', ');
    return new AppError(
      'CONFLICT',
      say('server.questionnaire.staleAnswers', {
        count: labels.length,
        questions: named,
      }),
      questionUuids.map((uuid) => fieldIssue(['answers', uuid], say('validation.message.staleWrite'))),
    );
  };
  const versions = checkAnswerVersions(
    collection.answers.map((answer) => ({
      questionUuid: answer.questionUuid,
      version: answer.version,
    })),
    checked.map(({ question, expectedVersion }) => ({
      questionUuid: question.uuid,
      expectedVersion,
    })),
  );
  if (!versions.ok) throw staleError(versions.conflicts);

  const at = now();
  const parts: TransactItem[] = [];
  for (const { index, question, answer } of checked) {
    const table = packTable(answer.valueTable);
    if (table && table.byteLength > maxStoredTableBytes)
      throw invalidInput([fieldIssue(['answers', index, 'valueTable'], say('server.questionnaire.answerTooLarge'))]);
    const record = {
      questionnaireUuid: questionnaire.uuid,
      questionUuid: question.uuid,
      valueText: answer.valueText,
      valueNumber: answer.valueNumber,
      table,
      lineCount: answer.valueTable?.length ?? 0,
      files: answer.files,
    };
    const current = stored.get(question.uuid);
    parts.push(current ? answers.ops.replace(current, record, user.uuid) : answers.ops.create(record, user.uuid));
  }
  parts.push(stillOpen(questionnaire.uuid, validation.isValidated, signedName, at, user.uuid));
  await transact(parts, (failed) => {
    const stale = failed.filter((position) => position < checked.length).map((position) => checked[position]!.question.uuid);
    if (stale.length) return staleError(stale);
    return new AppError('CONFLICT', say('server.questionnaire.notAnswerable'));
  });

  const after = new Map(collection.answers.map((answer) => [answer.questionUuid, answerOf(answer)]));
  for (const { question, answer } of checked) after.set(question.uuid, answer);
  return {
    versions: versions.versions,
    percentage: progressPercent(shown, after, audience),
    isValidated: validation.isValidated,
    clientUpdatedAt: at,
  };
}

/** Whether comments may still be written: not once the data collection is closed. */
export function commentsOpen(questionnaire: QuestionnaireRecord): boolean {
  return !questionnaire.dataCollectionDone;
}

/** Adds a comment to a question's discussion, from the client or from staff. */
export async function addComment(question: QuestionRecord, message: string, author: Stored<UserRecord>): Promise<Stored<CommentRecord>> {
  const at = now();
  return comments.create(
    {
      uuid: randomUUID(),
      questionnaireUuid: question.questionnaireUuid,
      questionUuid: question.uuid,
      message,
      fromClient: !author.isAdmin,
      seenAt: null,
      at,
      byUuid: author.uuid,
      byFirstName: author.firstName ?? author.username,
      byLastName: author.lastName ?? '',
      byProfilePictureUuid: author.profilePictureUuid,
    },
    author.uuid,
  );
}

/**
 * Marks the other side's comments of a question as seen by the reader: a client marks the
 * consultants' comments, staff the client's. A comment already seen keeps its first time;
 * one of the reader's own side, or of another question, is left alone.
 */
export async function markSeen(question: QuestionRecord, commentUuids: readonly string[], reader: { isAdmin: boolean; uuid: string }): Promise<number> {
  const wanted = new Set(commentUuids);
  const thread = await comments.query(
    'inQuestionnaire',
    { questionnaireUuid: question.questionnaireUuid },
    { skBeginsWith: `${question.uuid}#`, consistent: true },
  );
  const marked = thread.filter((comment) => wanted.has(comment.uuid) && comment.seenAt === null && comment.fromClient === reader.isAdmin);
  const at = now();
  await Promise.all(marked.map((comment) => comments.update(comment, { seenAt: at }, reader.uuid)));
  return marked.length;
}

/** A stored comment as the discussion shows it. */
export function toQuestionComment(comment: CommentRecord): QuestionComment {
  return {
    uuid: comment.uuid,
    questionUuid: comment.questionUuid,
    message: comment.message,
    fromClient: comment.fromClient,
    seenAt: comment.seenAt,
    createdAt: comment.at,
    by: {
      firstName: comment.byFirstName,
      lastName: comment.byLastName,
      profilePictureUuid: comment.byProfilePictureUuid,
    },
  };
}

/** What a question shows to `audience`, its answer and thread included. */
export function questionsFor(stored: readonly QuestionRecord[], given: readonly Stored<AnswerRecord>[], said: readonly CommentRecord[], audience: Audience) {
  const answerBy = new Map(given.map((answer) => [answer.questionUuid, answer]));
  const threadBy = new Map<string, CommentRecord[]>();
  for (const comment of said) threadBy.set(comment.questionUuid, [...(threadBy.get(comment.questionUuid) ?? []), comment]);
  return stored.map((question) => {
    const answer = answerBy.get(question.uuid);
    const thread = threadBy.get(question.uuid) ?? [];
    const { questionnaireUuid: _questionnaire, assetUuid: _asset, templateUuid: _template, position: _position, ...shown } = question;
    const columns = audience === 'staff' ? shown.columns : shown.columns.filter((column) => !column.adminOnly);
    return {
      ...(shown as Question),
      columns,
      answer: answer ? answerOf(answer) : null,
      answerVersion: answer?.version ?? 0,
      comments: thread.map(toQuestionComment),
      unseenCommentsCount: thread.filter((comment) => comment.seenAt === null && comment.fromClient === (audience === 'staff')).length,
    };
  });
}
