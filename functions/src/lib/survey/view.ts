import type { SurveyAnswerRow, SurveyAnswersPage } from '@cairn/shared/contract/surveys';
import type { SurveyAnswerView, SurveyClientView, SurveyDetail, SurveySummary } from '@cairn/shared/surveys/model';
import { progressPercent, surveyStatus, targetOf } from '@cairn/shared/surveys/progress';
import type { Stored } from '../data/entity.ts';
import { questionnaires } from '../data/questionnaire.ts';
import { countsOf, surveys, type SurveyAnswerRecord, type SurveyCountRecord, type SurveyRecord } from '../data/survey.ts';

/*
 * A survey as each reader sees it: the staff's form and list, the public form, the client's
 * answers views. The counts come from the survey's counter item (`countsOf`).
 */

export type QuestionnaireLabels = ReadonlyMap<string, { en: string; fr: string | null }>;

/** The labels of a footprint's questionnaires, for the affiliations linked to one. */
export async function questionnaireLabelsOf(carbonFootprintUuid: string): Promise<QuestionnaireLabels> {
  const found = await questionnaires.query('byFootprint', { carbonFootprintUuid });
  return new Map(found.map((questionnaire) => [questionnaire.uuid, { en: questionnaire.labelEn, fr: questionnaire.labelFr }]));
}

/** An affiliation's name: its own, or its questionnaire's labels ('NOT FOUND' once the questionnaire is gone, as the spec's placeholder). */
export function affiliationName(affiliation: SurveyRecord['affiliations'][number], labels: QuestionnaireLabels): { en: string; fr: string | null } {
  if (affiliation.customName) return affiliation.customName;
  return (affiliation.questionnaireUuid ? labels.get(affiliation.questionnaireUuid) : undefined) ?? { en: 'NOT FOUND', fr: null };
}

export function surveyDetail(survey: Stored<SurveyRecord>, counts: SurveyCountRecord, labels: QuestionnaireLabels): SurveyDetail {
  return {
    uuid: survey.uuid,
    carbonFootprintUuid: survey.carbonFootprintUuid,
    type: survey.type,
    labelEn: survey.labelEn,
    labelFr: survey.labelFr,
    open: survey.open,
    dataCollectionDone: survey.dataCollectionDone,
    targetPopulation: survey.targetPopulation,
    fteWorkedDaysPerWeek: survey.fteWorkedDaysPerWeek,
    noAvailableDataCheckbox: survey.noAvailableDataCheckbox,
    showAnswersToClient: survey.showAnswersToClient,
    notifyOnNewAnswer: survey.notifyOnNewAnswer,
    mail: survey.mail,
    intro: survey.intro,
    footer: survey.footer,
    affiliationLabel: survey.affiliationLabel,
    affiliationSubtitle: survey.affiliationSubtitle,
    supportedLanguages: survey.supportedLanguages,
    affiliations: survey.affiliations.map((affiliation) => ({
      ...affiliation,
      count: counts.byAffiliation[affiliation.uuid] ?? 0,
      questionnaireLabel: affiliation.questionnaireUuid ? (labels.get(affiliation.questionnaireUuid) ?? null) : null,
    })),
    questions: survey.questions,
    nbTotal: counts.total,
    version: survey.version,
    createdAt: survey.createdAt,
  };
}

/** The survey whole for the staff's form, with its counts and its questionnaires' labels read now. */
export async function readSurveyDetail(survey: Stored<SurveyRecord>): Promise<SurveyDetail> {
  const [counts, labels] = await Promise.all([countsOf(survey.uuid), questionnaireLabelsOf(survey.carbonFootprintUuid)]);
  return surveyDetail(survey, counts, labels);
}

export function surveySummary(survey: Stored<SurveyRecord>, counts: SurveyCountRecord): SurveySummary {
  const target = targetOf(survey);
  return {
    uuid: survey.uuid,
    carbonFootprintUuid: survey.carbonFootprintUuid,
    type: survey.type,
    labelEn: survey.labelEn,
    labelFr: survey.labelFr,
    open: survey.open,
    dataCollectionDone: survey.dataCollectionDone,
    targetPopulation: survey.targetPopulation,
    nbTotal: counts.total,
    progressPercent: progressPercent(counts.total, target),
    status: surveyStatus(survey, counts.total),
    showAnswersToClient: survey.showAnswersToClient,
    hasAffiliations: survey.affiliations.length > 0,
    mail: survey.mail,
    version: survey.version,
  };
}

const byLabel = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A footprint's surveys by label, each with its counts (one read of each survey's counter, side by side). */
export async function footprintSurveys(carbonFootprintUuid: string): Promise<SurveySummary[]> {
  const found = await surveys.query('byFootprint', { carbonFootprintUuid });
  const counts = await Promise.all(found.map((survey) => countsOf(survey.uuid)));
  return found
    .map((survey, index) => surveySummary(survey, counts[index]!))
    .sort((a, b) => byLabel.compare(a.labelEn, b.labelEn) || a.uuid.localeCompare(b.uuid));
}

/** What a respondent's form shows: nothing of the company but its name. */
export function clientView(survey: Stored<SurveyRecord>, labels: QuestionnaireLabels, context: { assetName: string; year: number }): SurveyClientView {
  return {
    uuid: survey.uuid,
    type: survey.type,
    labelEn: survey.labelEn,
    labelFr: survey.labelFr,
    open: survey.open,
    assetName: context.assetName,
    year: context.year,
    fteWorkedDaysPerWeek: survey.fteWorkedDaysPerWeek,
    noAvailableDataCheckbox: survey.noAvailableDataCheckbox,
    intro: survey.intro,
    footer: survey.footer,
    affiliationLabel: survey.affiliationLabel,
    affiliationSubtitle: survey.affiliationSubtitle,
    supportedLanguages: survey.supportedLanguages,
    affiliations: publicAffiliations(survey, labels),
    questions: survey.questions.map(({ templateUuid: _template, ...question }) => question),
  };
}

/** The survey as the client's answers views show it. */
export function answersPageSurvey(
  survey: Stored<SurveyRecord>,
  counts: SurveyCountRecord,
  labels: QuestionnaireLabels,
  context: { assetName: string; year: number },
): SurveyAnswersPage['survey'] {
  return {
    ...clientView(survey, labels, context),
    carbonFootprintUuid: survey.carbonFootprintUuid,
    targetPopulation: survey.targetPopulation,
    affiliations: survey.affiliations.map((affiliation) => ({
      uuid: affiliation.uuid,
      name: affiliationName(affiliation, labels),
      count: counts.byAffiliation[affiliation.uuid] ?? 0,
      targetPopulation: affiliation.targetPopulation,
    })),
  };
}

/** The public form's affiliations: each one's name, nothing of its counts. */
export function publicAffiliations(survey: SurveyRecord, labels: QuestionnaireLabels): SurveyClientView['affiliations'] {
  return survey.affiliations.map((affiliation) => ({ uuid: affiliation.uuid, name: affiliationName(affiliation, labels) }));
}

export function answerRow(answer: Stored<SurveyAnswerRecord>): SurveyAnswerRow {
  return {
    uuid: answer.uuid,
    createdAt: answer.createdAt,
    affiliationUuid: answer.affiliationUuid,
    daysInOfficePerWeek: answer.daysInOfficePerWeek,
    commuteType: answer.commuteType,
    commuteKilometers: answer.commuteKilometers,
    // Trips as the respondent counted them, a return trip as one.
    flights: answer.flightsTableData.reduce((total, flight) => total + flight.number, 0),
    totalKgCo2e: answer.estimate.totalKgCo2e,
  };
}

export function answerView(answer: Stored<SurveyAnswerRecord>): SurveyAnswerView {
  const { assetUuid: _asset, createdBy: _by, updatedAt: _at, updatedBy: _updatedBy, version: _version, ...view } = answer;
  return view;
}

/** Newest first, as the answers table opens. */
export const newestFirst = (a: Pick<SurveyAnswerRecord & { createdAt: string }, 'createdAt' | 'uuid'>, b: Pick<SurveyAnswerRecord & { createdAt: string }, 'createdAt' | 'uuid'>) =>
  b.createdAt.localeCompare(a.createdAt) || a.uuid.localeCompare(b.uuid);
