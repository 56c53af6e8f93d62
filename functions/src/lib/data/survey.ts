import { Language } from '@cairn/shared/schemas';
import { Affiliation, StoredFlightLine, SurveyAnswerFields, SurveyEstimate, SurveyQuestion, SurveyType } from '@cairn/shared/surveys/model';
import * as z from 'zod';
import { config } from '../config.ts';
import { defineEntity, now, type TransactItem } from './entity.ts';

/*
 * A survey on a carbon footprint and everything answered to it, in one partition
 * (`SURVEY#<uuid>`): the survey itself (settings, affiliations and questions, edited whole by
 * the staff, version-conditional), its answer counter, and one item per answer. The counter is
 * an item of its own so that answers, which keep arriving while the staff edit, never move the
 * survey's version: a staff member's save would otherwise fail on every new answer.
 */

const Localized = z.object({ en: z.string().nullable(), fr: z.string().nullable() });

export const SurveyRecord = z.object({
  uuid: z.uuid(),
  carbonFootprintUuid: z.uuid(),
  assetUuid: z.uuid(),
  type: SurveyType,
  labelEn: z.string(),
  labelFr: z.string().nullable(),
  open: z.boolean(),
  dataCollectionDone: z.boolean(),
  targetPopulation: z.number().int().nullable(),
  fteWorkedDaysPerWeek: z.number(),
  noAvailableDataCheckbox: z.boolean(),
  showAnswersToClient: z.boolean(),
  notifyOnNewAnswer: z.boolean(),
  mail: Localized,
  intro: Localized,
  footer: Localized,
  affiliationLabel: Localized,
  affiliationSubtitle: Localized,
  supportedLanguages: z.array(Language),
  affiliations: z.array(Affiliation),
  questions: z.array(SurveyQuestion),
});
export type SurveyRecord = z.infer<typeof SurveyRecord>;

export const surveys = defineEntity({
  name: 'Survey',
  schema: SurveyRecord,
  key: ({ uuid }: { uuid: string }) => ({ pk: `SURVEY#${uuid}`, sk: 'SURVEY' }),
  identify: ({ uuid }) => ({ uuid }),
  indexes: {
    /** A footprint's surveys, beside its reports and questionnaires in the footprint's partition of gsi1. */
    byFootprint: {
      index: 'gsi1',
      pk: ({ carbonFootprintUuid }: { carbonFootprintUuid: string }) => `FOOTPRINT#${carbonFootprintUuid}`,
      sk: (survey) => `SURVEY#${survey.uuid}`,
      skPrefix: 'SURVEY#',
    },
  },
});

/**
 * A survey's answer counts: all answers, and the answers of each affiliation by its uuid. Only
 * ever changed by an atomic `ADD` in the transaction that stores an answer (`answerWrite`).
 */
export const SurveyCountRecord = z.object({
  surveyUuid: z.uuid(),
  total: z.number().int().nonnegative(),
  byAffiliation: z.record(z.string(), z.number().int().nonnegative()),
});
export type SurveyCountRecord = z.infer<typeof SurveyCountRecord>;

export const surveyCounts = defineEntity({
  name: 'SurveyCount',
  schema: SurveyCountRecord,
  key: ({ surveyUuid }: { surveyUuid: string }) => ({ pk: `SURVEY#${surveyUuid}`, sk: 'COUNT' }),
  identify: ({ surveyUuid }) => ({ surveyUuid }),
});

/** An answer as stored: what the respondent sent, the flights with their airports found, and the estimate the server computed. */
export const SurveyAnswerRecord = SurveyAnswerFields.extend({
  uuid: z.uuid(),
  surveyUuid: z.uuid(),
  assetUuid: z.uuid(),
  flightsTableData: z.array(StoredFlightLine),
  commuteKilometers: z.number().nullable(),
  estimate: SurveyEstimate,
});
export type SurveyAnswerRecord = z.infer<typeof SurveyAnswerRecord>;

export const surveyAnswers = defineEntity({
  name: 'SurveyAnswer',
  schema: SurveyAnswerRecord,
  key: ({ surveyUuid, uuid }: { surveyUuid: string; uuid: string }) => ({ pk: `SURVEY#${surveyUuid}`, sk: `ANSWER#${uuid}` }),
  identify: ({ surveyUuid, uuid }) => ({ surveyUuid, uuid }),
  indexes: {
    inSurvey: {
      index: 'primary',
      pk: ({ surveyUuid }: { surveyUuid: string }) => `SURVEY#${surveyUuid}`,
      skPrefix: 'ANSWER#',
    },
    /** An answer named alone (its read-only page), to find its survey. */
    byUuid: {
      index: 'gsi1',
      pk: ({ uuid }: { uuid: string }) => `SURVEYANSWER#${uuid}`,
      sk: () => 'SURVEYANSWER',
    },
  },
});

/** The counts of a survey; zero before its first answer (or for a survey stored without its counter). */
export async function countsOf(surveyUuid: string): Promise<SurveyCountRecord> {
  return (await surveyCounts.get({ surveyUuid }, { consistent: true })) ?? { surveyUuid, total: 0, byAffiliation: {} };
}

/** The counter's first write, with its survey. */
export const newCounts = (surveyUuid: string): SurveyCountRecord => ({ surveyUuid, total: 0, byAffiliation: {} });

/**
 * One more answer in the counts, as a transaction part: `total` and the affiliation's count go up
 * atomically, whatever other answers are counted at the same time. The counter is created with
 * its survey, so the map the affiliation's count lives in exists.
 */
export function countAnswer(surveyUuid: string, affiliationUuid: string | null, actor: string): TransactItem {
  const key = surveyCounts.key({ surveyUuid });
  const names: Record<string, string> = { '#total': 'total' };
  const values: Record<string, unknown> = { ':one': 1, ':at': now(), ':actor': actor };
  let expression = 'SET #total = #total + :one, updatedAt = :at, updatedBy = :actor';
  if (affiliationUuid !== null) {
    names['#by'] = 'byAffiliation';
    names['#affiliation'] = affiliationUuid;
    values[':zero'] = 0;
    expression += ', #by.#affiliation = if_not_exists(#by.#affiliation, :zero) + :one';
  }
  return {
    Update: {
      TableName: config.tableName(),
      Key: key,
      UpdateExpression: expression,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Every answer of a survey, read consistently (newest first is the caller's sort). */
export function answersOf(surveyUuid: string) {
  return surveyAnswers.query('inSurvey', { surveyUuid }, { consistent: true });
}

/** The answer of a uuid, wherever it is; null when none. */
export async function findSurveyAnswer(uuid: string) {
  const [found] = await surveyAnswers.query('byUuid', { uuid }, { limit: 1 });
  return found ?? null;
}
