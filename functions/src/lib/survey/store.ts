import { AppError, fieldIssue, invalidInput, messages, type FieldIssue } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import type { ParsedInputOf } from '@cairn/shared/contract';
import { surveyLimits, type SurveyQuestion, type SurveyType } from '@cairn/shared/surveys/model';
import { validationMessages } from '@cairn/shared/validation';
import { randomUUID } from 'node:crypto';
import { deleteObject } from '../aws/objects.ts';
import { config } from '../config.ts';
import { transact, transactionLimit, type Actor, type Stored, type TransactItem } from '../data/entity.ts';
import type { ModuleRecord } from '../data/module.ts';
import { storedFileKey, storedFiles } from '../data/storedFile.ts';
import { surveyTemplateCopy } from '../data/surveyTemplate.ts';
import { countsOf, newCounts, surveyAnswers, surveyCounts, surveys, type SurveyRecord } from '../data/survey.ts';
import { questionnaireLabelsOf } from './view.ts';

/*
 * The staff's writes of a survey: creation, duplication, edit and deletion. A survey and its
 * counter are created together; an edit replaces the survey whole on the version the form read,
 * and refuses to drop an affiliation that has answers with a check of the counter in the same
 * transaction, so an answer counted meanwhile is never orphaned.
 */

type UpdateInput = Omit<ParsedInputOf<'survey.update'>, 'uuid' | 'expectedVersion'>;
type Footprint = Pick<Stored<ModuleRecord>, 'uuid' | 'assetUuid'>;

/** What a new survey starts with (spec 2 "Survey creation"): closed, 5 worked days, English and French. */
function blankSurvey(footprint: Footprint, labels: { labelEn: string; labelFr: string | null }, type: SurveyType): SurveyRecord {
  const none = { en: null, fr: null };
  return {
    uuid: randomUUID(),
    carbonFootprintUuid: footprint.uuid,
    assetUuid: footprint.assetUuid,
    type,
    labelEn: labels.labelEn,
    labelFr: labels.labelFr,
    open: false,
    dataCollectionDone: false,
    targetPopulation: null,
    fteWorkedDaysPerWeek: surveyLimits.defaultWorkedDaysPerWeek,
    noAvailableDataCheckbox: false,
    showAnswersToClient: false,
    notifyOnNewAnswer: false,
    mail: none,
    intro: none,
    footer: none,
    affiliationLabel: none,
    affiliationSubtitle: none,
    supportedLanguages: ['en', 'fr'],
    affiliations: [],
    questions: [],
  };
}

/** Writes a new survey and its counter together. */
async function insert(record: SurveyRecord, actor: Actor): Promise<Stored<SurveyRecord>> {
  await transact([surveys.ops.create(record, actor), surveyCounts.ops.create(newCounts(record.uuid), actor)]);
  return surveys.require({ uuid: record.uuid }, { consistent: true });
}

export function createCustomSurvey(footprint: Footprint, input: { labelEn: string; labelFr: string | null; type: SurveyType }, actor: Actor) {
  return insert(blankSurvey(footprint, input, input.type), actor);
}

type Texts = { en: string | null; fr: string | null };

/**
 * A survey as a copy of a survey template (spec 2 "Survey creation"): its labels, type and texts,
 * and its questions in order, each with a uuid of its own and its template's uuid (by which the
 * survey finds the template's formulas). A question template deleted since the survey template
 * was saved answers CONFLICT: a survey is never created with a hole in it.
 */
export async function createSurveyFromTemplate(footprint: Footprint, templateUuid: string, actor: Actor): Promise<Stored<SurveyRecord>> {
  const copied = await surveyTemplateCopy(templateUuid);
  const template = copied.template;
  const texts = (text: Texts) => ({ en: text.en, fr: text.fr });
  return insert(
    {
      ...blankSurvey(footprint, { labelEn: template.labelEn, labelFr: template.labelFr }, template.type),
      intro: texts(template.intro),
      footer: texts(template.footer),
      mail: texts(template.mail),
      affiliationLabel: texts(template.affiliationLabel),
      affiliationSubtitle: texts(template.affiliationSubtitle),
      questions: copied.questions.map((question): SurveyQuestion => ({ ...question, uuid: randomUUID() })),
    },
    actor,
  );
}

/**
 * A copy of a survey's settings, affiliations and questions under new labels, on the same
 * footprint, closed and without answers. Affiliations and questions get uuids of their own: the
 * copy's answers are counted apart from the source's.
 */
export function duplicateSurvey(source: Stored<SurveyRecord>, labels: { labelEn: string; labelFr: string | null }, actor: Actor) {
  const {
    uuid: _uuid,
    createdAt: _createdAt,
    createdBy: _createdBy,
    updatedAt: _updatedAt,
    updatedBy: _updatedBy,
    version: _version,
    ...settings
  } = source;
  return insert(
    {
      ...settings,
      ...labels,
      uuid: randomUUID(),
      open: false,
      dataCollectionDone: false,
      affiliations: source.affiliations.map((affiliation) => ({ ...affiliation, uuid: randomUUID() })),
      questions: source.questions.map((question) => ({ ...question, uuid: randomUUID() })),
    },
    actor,
  );
}

/**
 * Replaces a survey's settings, affiliations and questions (data collection done only when sent). An affiliation or question sent with
 * its uuid keeps it (a uuid the survey does not hold is refused); a new one gets one. A
 * questionnaire-linked affiliation must name one of the footprint's questionnaires. Dropping an
 * affiliation that has answers answers CONFLICT, checked against the counter in the write's own
 * transaction.
 */
export async function updateSurvey(current: Stored<SurveyRecord>, input: UpdateInput, expectedVersion: number, actor: Actor): Promise<Stored<SurveyRecord>> {
  if (current.version !== expectedVersion) throw new AppError('CONFLICT', messages.staleWrite);
  const issues: FieldIssue[] = [];
  const labels = await questionnaireLabelsOf(current.carbonFootprintUuid);

  const keptAffiliations = new Set(current.affiliations.map((affiliation) => affiliation.uuid));
  const affiliations = input.affiliations.map((affiliation, index) => {
    if (affiliation.uuid && !keptAffiliations.has(affiliation.uuid)) issues.push({ path: ['affiliations', index, 'uuid'], message: validationMessages.invalid });
    if (affiliation.questionnaireUuid !== null && !labels.has(affiliation.questionnaireUuid)) {
      issues.push(fieldIssue(['affiliations', index, 'questionnaireUuid'], say('server.survey.unknownQuestionnaire')));
    }
    return { ...affiliation, uuid: affiliation.uuid ?? randomUUID() };
  });
  const keptQuestions = new Map(current.questions.map((question) => [question.uuid, question]));
  const questions = input.questions.map((question, index) => {
    const kept = question.uuid ? keptQuestions.get(question.uuid) : undefined;
    if (question.uuid && !kept) issues.push({ path: ['questions', index, 'uuid'], message: validationMessages.invalid });
    const fields = {
      ...question,
      allowFiles: question.type === 'FILES' ? true : question.allowFiles,
      options: question.type === 'SELECT' || question.type === 'MULTI_SELECT' ? question.options : [],
    };
    return { ...fields, uuid: kept?.uuid ?? randomUUID(), templateUuid: kept ? kept.templateUuid : (question.templateUuid ?? null) };
  });
  if (issues.length > 0) throw invalidInput(issues);

  const sent = new Set(affiliations.map((affiliation) => affiliation.uuid));
  const removed = current.affiliations.filter((affiliation) => !sent.has(affiliation.uuid));
  const counts = await countsOf(current.uuid);
  const answered = removed.findIndex((affiliation) => (counts.byAffiliation[affiliation.uuid] ?? 0) > 0);
  if (answered >= 0) throw new AppError('CONFLICT', say('server.survey.affiliationHasAnswers'));

  const { uuid: _uuid, dataCollectionDone, ...settings } = input as UpdateInput & { uuid?: string };
  // Left out, data collection stays as stored (see SurveySettings).
  const done = dataCollectionDone === undefined ? {} : { dataCollectionDone };
  const parts: TransactItem[] = [surveys.ops.replace(current, { ...settings, ...done, affiliations, questions }, actor)];
  if (removed.length > 0) parts.push(noAnswersCheck(current.uuid, removed.map((affiliation) => affiliation.uuid)));
  await transact(parts, (failed) =>
    failed.includes(1) ? new AppError('CONFLICT', say('server.survey.affiliationHasAnswers')) : new AppError('CONFLICT', messages.staleWrite),
  );
  return surveys.require({ uuid: current.uuid }, { consistent: true });
}

/** The counter holds no answer for these affiliations (an answer counted since the form was read fails the edit). */
function noAnswersCheck(surveyUuid: string, affiliationUuids: readonly string[]): TransactItem {
  const names: Record<string, string> = { '#by': 'byAffiliation' };
  const values: Record<string, unknown> = { ':zero': 0 };
  const conditions = affiliationUuids.map((uuid, index) => {
    names[`#a${index}`] = uuid;
    return `(attribute_not_exists(#by.#a${index}) OR #by.#a${index} = :zero)`;
  });
  return {
    ConditionCheck: {
      TableName: config.tableName(),
      Key: surveyCounts.key({ surveyUuid }),
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Deletes a survey with its answers: the survey first, on the version the caller read (from then
 * on no answer is taken: an answer's write checks its survey), then its counter and answers in
 * transactions of 100.
 */
export async function deleteSurvey(current: Stored<SurveyRecord>, expectedVersion: number): Promise<void> {
  await surveys.remove({ uuid: current.uuid }, { expectedVersion });
  const answers = await surveyAnswers.query('inSurvey', { surveyUuid: current.uuid }, { consistent: true });
  const parts: TransactItem[] = [
    surveyCounts.ops.remove({ surveyUuid: current.uuid }),
    ...answers.map((answer) => surveyAnswers.ops.remove({ surveyUuid: current.uuid, uuid: answer.uuid })),
  ];
  // The respondents' files go with their answers: their records first, then their bytes.
  const fileUuids = answers.flatMap((answer) => Object.values(answer.files).flatMap((files) => files.map((file) => file.uuid)));
  parts.push(...fileUuids.map((uuid) => storedFiles.ops.remove({ uuid })));
  for (let start = 0; start < parts.length; start += transactionLimit) await transact(parts.slice(start, start + transactionLimit));
  await Promise.all(fileUuids.map((uuid) => deleteObject(storedFileKey(current.assetUuid, uuid))));
}

