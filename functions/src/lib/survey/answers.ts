import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError, fieldIssue, invalidInput, keyedIssue, messages, type FieldIssue, type Message } from '@cairn/shared/errors';
import { say } from '@cairn/shared/errorMessages';
import { fileMessages } from '@cairn/shared/files';
import { estimateAnswer } from '@cairn/shared/calc/survey';
import { greatCircleKm } from '@cairn/shared/questionnaires/distance';
import { answerEmail } from '@cairn/shared/surveys/answerEmail';
import { kmPerMile, surveyAnswerIssues, type EstimateInputs, type StoredFlightLine, type SurveyAnswerFields } from '@cairn/shared/surveys/model';
import { dynamo } from '../aws/clients.ts';
import { deleteObject, moveObject } from '../aws/objects.ts';
import { sendEmail } from '../aws/mail.ts';
import { config } from '../config.ts';
import { assets } from '../data/asset.ts';
import type { Stored, TransactItem } from '../data/entity.ts';
import type { ModuleRecord } from '../data/module.ts';
import { storedFileKey, storedFiles } from '../data/storedFile.ts';
import { countAnswer, surveyAnswers, surveys, type SurveyAnswerRecord, type SurveyRecord } from '../data/survey.ts';
import { surveyUploader, takeUpload } from '../files/uploads.ts';
import { users } from '../data/user.ts';
import { log } from '../http/log.ts';
import { airportByIata } from '../places/airports.ts';

/*
 * An anonymous respondent's answer, from its checks to its write. Every problem is found before
 * anything is written and answered at once; the write is one transaction (the answer, the
 * counts, and a check that the survey is still open and unchanged since it was read), so 200
 * answers sent at once are each stored once and counted exactly, and an answer checked against a
 * survey that changed meanwhile is checked again against the new one.
 */

/** The respondent, for the audit fields: no user signs an anonymous answer. */
export const respondent = 'public:survey';

/** Every problem of an answer: the survey's rules, its files, and airports the reference data does not know. */
export function answerProblems(survey: SurveyRecord, fields: SurveyAnswerFields): FieldIssue[] {
  const issues: FieldIssue[] = surveyAnswerIssues(survey, fields).map(keyedIssue);
  // A new answer only adds files, each an upload named once: there is no stored file of it to keep or delete.
  const named = new Set<string>();
  for (const [name, files] of Object.entries(fields.files)) {
    files.forEach((file, index) => {
      if (file.action !== 'CREATE') issues.push(fieldIssue(['files', name, index], say('server.survey.newFilesOnly')));
      else if (named.has(file.uuid)) issues.push(fieldIssue(['files', name, index], fileMessages.alreadyAdded(file.name)));
      named.add(file.uuid);
    });
  }
  fields.flightsTableData.forEach((flight, index) => {
    for (const end of ['from', 'to'] as const) {
      if (!airportByIata(flight[end])) issues.push(fieldIssue(['flightsTableData', index, end], say('server.survey.unknownAirport', { code: flight[end] })));
    }
  });
  return issues;
}

/** The answer's flights with both airports found and the one-way great-circle distance; call once `answerProblems` found none. */
export function storedFlights(fields: SurveyAnswerFields): StoredFlightLine[] {
  return fields.flightsTableData.map((flight) => {
    const from = airportByIata(flight.from)!;
    const to = airportByIata(flight.to)!;
    const km = greatCircleKm({ lat: from.lat, lon: from.lng }, { lat: to.lat, lon: to.lng }) ?? 0;
    return { ...flight, km, fromName: from.name.slice(0, 200), toName: to.name.slice(0, 200) };
  });
}

/** The one-way commute in km, whatever unit it was given in. */
export function commuteKilometersOf(fields: Pick<SurveyAnswerFields, 'commuteDistance' | 'commuteUnit'>): number | null {
  if (fields.commuteDistance === null) return null;
  return fields.commuteUnit === 'MILE' ? fields.commuteDistance * kmPerMile : fields.commuteDistance;
}

/** The answer as stored: what was sent, its flights with their airports and distances, its commute in km, and the estimate of the form's own engine. */
export function answerRecord(survey: SurveyRecord, fields: SurveyAnswerFields, flightsTableData: StoredFlightLine[], uuid: string, inputs: EstimateInputs): SurveyAnswerRecord {
  const answer = { ...fields, flightsTableData };
  return { ...answer, uuid, surveyUuid: survey.uuid, assetUuid: survey.assetUuid, commuteKilometers: commuteKilometersOf(fields), estimate: estimateAnswer(survey, answer, inputs) };
}

/** A respondent's file once taken: its bytes under the survey's asset, its record written with the answer. */
export interface TakenAnswerFile {
  question: string;
  record: { uuid: string; assetUuid: string; name: string; contentType: string; sizeBytes: number; objectKey: string };
}

/**
 * Takes the uploads an answer names (after `checkAnswer`): each must be this survey's upload and
 * pass its purpose's checks again (size, type, first bytes); every refused file is a problem of
 * its question, answered at once, and nothing is moved then. The accepted ones are moved under
 * the survey's asset, and the answer's files name the stored files. `discard` deletes the moved
 * bytes when the answer is finally not written.
 */
export async function takeAnswerFiles(survey: SurveyRecord, fields: SurveyAnswerFields): Promise<{ files: SurveyAnswerFields['files']; taken: TakenAnswerFile[]; discard: () => Promise<void> }> {
  const wanted = Object.entries(fields.files).flatMap(([question, files]) => files.map((file, index) => ({ question, index, file })));
  if (wanted.length === 0) return { files: {}, taken: [], discard: async () => {} };
  const outcomes = await Promise.allSettled(wanted.map(({ file }) => takeUpload(surveyUploader(survey.uuid), file.uuid, ['SURVEY_FILE'])));
  const problems: FieldIssue[] = [];
  outcomes.forEach((outcome, position) => {
    if (outcome.status === 'fulfilled') return;
    if (!(outcome.reason instanceof AppError)) throw outcome.reason;
    const { question, index, file } = wanted[position]!;
    // An upload that is gone (expired, or never this survey's) is named by the file the respondent chose.
    const refusal = outcome.reason;
    const message = refusal.code === 'NOT_FOUND' || !refusal.key ? say('server.survey.fileMissing', { file: file.name }) : { key: refusal.key as Message['key'], params: refusal.params, text: refusal.message };
    problems.push(fieldIssue(['answers', 'files', question, index], message));
  });
  if (problems.length > 0) throw invalidInput(problems);
  const taken = await Promise.all(
    wanted.map(async ({ question }, position) => {
      const upload = (outcomes[position] as PromiseFulfilledResult<Awaited<ReturnType<typeof takeUpload>>>).value;
      const uuid = randomUUID();
      const objectKey = storedFileKey(survey.assetUuid, uuid);
      await moveObject(upload.key, objectKey);
      return { question, record: { uuid, assetUuid: survey.assetUuid, name: upload.name, contentType: upload.contentType, sizeBytes: upload.size, objectKey } };
    }),
  );
  const files: SurveyAnswerFields['files'] = {};
  for (const { question, record } of taken) (files[question] ??= []).push({ action: 'KEEP', uuid: record.uuid, name: record.name });
  const discard = async () => {
    await Promise.allSettled(taken.map(({ record }) => deleteObject(record.objectKey)));
  };
  return { files, taken, discard };
}

/** Refuses an answer the survey does not take: closed (CONFLICT), or with problems (BAD_REQUEST, all of them). */
export function checkAnswer(survey: SurveyRecord, fields: SurveyAnswerFields): void {
  if (!survey.open) throw new AppError('CONFLICT', say('server.survey.closed'));
  const problems = answerProblems(survey, fields);
  if (problems.length > 0) throw invalidInput(problems.map((issue) => ({ ...issue, path: ['answers', ...issue.path] })));
}

/** The survey is open and still at the version the answer was checked against. */
function unchangedAndOpen(survey: Stored<SurveyRecord>): TransactItem {
  return {
    ConditionCheck: {
      TableName: config.tableName(),
      Key: surveys.key({ uuid: survey.uuid }),
      ConditionExpression: 'version = :version AND #open = :open',
      ExpressionAttributeNames: { '#open': 'open' },
      ExpressionAttributeValues: { ':version': survey.version, ':open': true },
    },
  };
}

/** Transactions that touch the counter at once may cancel each other; they are tried again after a short, random pause. */
const maxAttempts = 12;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(400, 20 * 2 ** attempt)));

type Outcome = 'stored' | 'surveyChanged';

async function tryWrite(survey: Stored<SurveyRecord>, record: SurveyAnswerRecord, files: readonly TakenAnswerFile[]): Promise<Outcome> {
  const parts: TransactItem[] = [
    unchangedAndOpen(survey),
    surveyAnswers.ops.create(record, respondent),
    countAnswer(survey.uuid, record.affiliationUuid, respondent),
    ...files.map((file) => storedFiles.ops.create(file.record, respondent)),
  ];
  for (let attempt = 0; ; attempt += 1) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: parts }));
      return 'stored';
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'surveyChanged';
      if (reasons[2]?.Code === 'ConditionalCheckFailed') throw new AppError('NOT_FOUND', messages.notFound('Survey'));
      const contended = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!contended || attempt + 1 >= maxAttempts) throw error;
      await pause(attempt);
    }
  }
}

/**
 * Stores an answer made by `build` from the survey it was checked against. When the survey
 * changed between the read and the write, it is read again, checked again (closed now: CONFLICT;
 * problems under the new settings: BAD_REQUEST) and the answer made again.
 */
export async function storeAnswer(
  survey: Stored<SurveyRecord>,
  fields: SurveyAnswerFields,
  build: (survey: Stored<SurveyRecord>) => SurveyAnswerRecord | Promise<SurveyAnswerRecord>,
  files: readonly TakenAnswerFile[] = [],
): Promise<{ survey: Stored<SurveyRecord>; record: SurveyAnswerRecord }> {
  let current = survey;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    checkAnswer(current, fields);
    const record = await build(current);
    if ((await tryWrite(current, record, files)) === 'stored') return { survey: current, record };
    const reread = await surveys.get({ uuid: survey.uuid }, { consistent: true });
    if (!reread) throw new AppError('NOT_FOUND', messages.notFound('Survey'));
    current = reread;
  }
  throw new AppError('CONFLICT', messages.staleWrite);
}

/**
 * Tells the footprint's consultants of a new answer when the survey asks for it. Never fails the
 * answer: a refused e-mail is logged (the answer is stored and the staff tab shows it either way).
 */
export async function notifyConsultants(survey: SurveyRecord, footprint: Pick<ModuleRecord, 'consultantUuids'>, answerCount: number): Promise<void> {
  if (!survey.notifyOnNewAnswer || footprint.consultantUuids.length === 0) return;
  try {
    const [asset, consultants] = await Promise.all([assets.get({ uuid: survey.assetUuid }), users.batchGet(footprint.consultantUuids.map((uuid) => ({ uuid })))]);
    const email = answerEmail({
      assetName: asset?.name ?? '',
      surveyLabel: survey.labelEn,
      answerCount,
      link: `${config.appOrigin()}/carbon-footprints/${survey.carbonFootprintUuid}?tab=SURVEYS`,
    });
    await Promise.all(
      consultants.flatMap((consultant) =>
        consultant?.email && !consultant.disabled
          ? [sendEmail(consultant.email, email, 'surveyAnswer').catch((error: unknown) => log('warn', 'survey answer e-mail refused', { error: String(error) }))]
          : [],
      ),
    );
  } catch (error) {
    log('warn', 'survey answer e-mail not sent', { error: String(error) });
  }
}
