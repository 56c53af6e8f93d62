import type { SurveyAnswerRow } from '@cairn/shared/contract/surveys';
import type { Language } from '@cairn/shared/schemas';
import type { SurveySummary } from '@cairn/shared/surveys/model';
import type { surveyAnswerSortColumns } from '../../app/routeSearch.ts';
import { sortRows, type SortDirection, type TableSort } from '../../ui/dataTable/tableSort.ts';

/*
 * The client's survey screens as pure rules (spec 2 "Client data-collection dashboard" and
 * "Survey answers views"): a card's label, link and mail, who sees the answers, the progress
 * against a target, and the table of answers' order.
 */

/** The label in the reader's language: the French one in French when it has one, else the English one every survey has. */
export const surveyLabelOf = (survey: Pick<SurveySummary, 'labelEn' | 'labelFr'>, language: Language): string =>
  (language === 'fr' ? survey.labelFr : null) || survey.labelEn;

/** The public form's path of a survey (spec 1 "Public routes"). */
export const surveyPath = (surveyUuid: string): string => `/survey/${surveyUuid}`;

/** The public form's full address, as the client sends it to its employees or suppliers. */
export const surveyLink = (origin: string, surveyUuid: string): string => new URL(surveyPath(surveyUuid), origin).href;

/** The client's view of a survey's answers. */
export const surveyAnswersPath = (carbonFootprintUuid: string, surveyUuid: string): string => `/carbon-footprint/${carbonFootprintUuid}/survey-answers/${surveyUuid}`;

/** One answer, read-only in the survey form. */
export const surveyAnswerPath = (carbonFootprintUuid: string, surveyUuid: string, surveyAnswerUuid: string): string =>
  `${surveyAnswersPath(carbonFootprintUuid, surveyUuid)}/${surveyAnswerUuid}`;

/** Spec 2: a client sees the answers only when the survey shows them or has affiliations (the server answers NOT_FOUND otherwise). */
export const answersVisibleToClient = (survey: Pick<SurveySummary, 'showAnswersToClient' | 'hasAffiliations'>): boolean =>
  survey.showAnswersToClient || survey.hasAffiliations;

/** Where the survey's link goes in its mail: `{link}` in the text, else on its own line after it. */
export const mailLinkPlaceholder = '{link}';

/**
 * The mail a client sends with the survey, in the page's language (English when the survey has
 * no French one), with the survey's link: where the text says `{link}`, else after the text.
 * Null when the survey has no mail at all; the card then offers a plain one of its own.
 */
export function surveyMailText(survey: Pick<SurveySummary, 'mail'>, language: Language, link: string): string | null {
  const text = ((language === 'fr' ? survey.mail.fr : null)?.trim() || survey.mail.en?.trim()) ?? '';
  if (text === '') return null;
  return text.includes(mailLinkPlaceholder) ? text.split(mailLinkPlaceholder).join(link) : `${text}\n\n${link}`;
}

/**
 * Answers against a target population as a whole percent (spec 2 "Survey answers views"):
 * rounded, except that 99.x stays 99, so 100 % is said only once the target is reached. Null
 * without a target; above 100 when there are more answers than the target.
 */
export function answersPercent(count: number, targetPopulation: number | null): number | null {
  if (targetPopulation === null || targetPopulation <= 0) return null;
  const percent = (count * 100) / targetPopulation;
  if (percent >= 99 && percent < 100) return 99;
  return Math.round(percent);
}

/** A progress bar's value: the percent, kept within the bar. */
export const progressValueOf = (percent: number): number => Math.min(100, Math.max(0, percent));

/** A column the table of answers sorts by (the address names them: routeSearch.ts). */
export type SurveyAnswerSortColumn = (typeof surveyAnswerSortColumns)[number];

/** Spec 2: the answers show newest first until the reader sorts them otherwise. */
export const defaultAnswerSort: TableSort<SurveyAnswerSortColumn> = { column: 'date', direction: 'desc' };

/** The sort the table shows: the address's, else newest first. */
export function answerSortOf(search: { sort?: SurveyAnswerSortColumn | undefined; dir?: SortDirection | undefined }): TableSort<SurveyAnswerSortColumn> {
  return search.sort === undefined ? defaultAnswerSort : { column: search.sort, direction: search.dir ?? 'asc' };
}

/** The address's parameters for a sort: none for the default order, so the address stays short. */
export function answerSortSearch(sort: TableSort<SurveyAnswerSortColumn>): { sort: SurveyAnswerSortColumn | undefined; dir: SortDirection | undefined } {
  if (sort.column === defaultAnswerSort.column && sort.direction === defaultAnswerSort.direction) return { sort: undefined, dir: undefined };
  return { sort: sort.column, dir: sort.direction === 'desc' ? 'desc' : undefined };
}

/** The direction a first click sorts a column in: dates and figures largest first, the commute type alphabetically. */
export const firstDirectionOf = (column: SurveyAnswerSortColumn): SortDirection => (column === 'commuteType' ? 'asc' : 'desc');

/** The answers in the table's order; the commute type sorts by its label as the reader reads it. */
export function sortAnswers(
  rows: readonly SurveyAnswerRow[],
  sort: TableSort<SurveyAnswerSortColumn>,
  locale: string,
  commuteLabel: (commuteType: string) => string,
): SurveyAnswerRow[] {
  return sortRows(
    rows,
    sort,
    {
      date: (row) => Date.parse(row.createdAt),
      daysInOffice: (row) => row.daysInOfficePerWeek,
      commuteType: (row) => (row.commuteType === null ? null : commuteLabel(row.commuteType)),
      commuteKilometers: (row) => row.commuteKilometers,
      flights: (row) => row.flights,
      total: (row) => row.totalKgCo2e,
    },
    locale,
  );
}

/**
 * How an answer's link opens (spec 2): in the same tab when staff view the app as the client
 * (the impersonation lives in that tab's session), else in a new tab beside the list.
 */
export const answerLinkOpensIn = (impersonating: boolean): 'sameTab' | 'newTab' => (impersonating ? 'sameTab' : 'newTab');
