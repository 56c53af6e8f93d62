import type { CarbonFootprintClient, FootprintDisplayStatus } from '@cairn/shared/schemas';

export const footprintTabs = ['data-collection', 'reports'] as const;
export type FootprintTab = (typeof footprintTabs)[number];

/** The surveys of a footprint, where a caller has them (the data-collection cards). */
type WithSurveys = { surveys?: readonly Pick<CarbonFootprintClient['surveys'][number], 'status'>[] };

/** Spec 2 "Client routes": data collection while any questionnaire or survey is unfinished, reports otherwise. */
export function openingTab(footprint: Pick<CarbonFootprintClient, 'questionnaires'> & WithSurveys): FootprintTab {
  const collecting = footprint.questionnaires.some((questionnaire) => !questionnaire.isFinished) || (footprint.surveys ?? []).some((survey) => survey.status === 'ONGOING');
  return collecting ? 'data-collection' : 'reports';
}

/**
 * The tab the footprint's page shows: the one its address names, else the one it opened on. The
 * opening rule is applied once, when the page opens: a questionnaire finished while the client
 * watches (its card turning completed) must not carry the page off to Reports.
 */
export function shownTab(opening: FootprintTab, tab: FootprintTab | undefined): FootprintTab {
  return tab ?? opening;
}

type CollectedQuestionnaire = CarbonFootprintClient['questionnaires'][number];

/** A data-collection card's badge (spec 2: ongoing or completed): completed once validated or closed. */
export function questionnaireStatus(questionnaire: Pick<CollectedQuestionnaire, 'isFinished'>): 'ongoing' | 'completed' {
  return questionnaire.isFinished ? 'completed' : 'ongoing';
}

/** A card's link: 'Continue' while the client may answer, 'View answers' once validated (or closed). */
export function questionnaireAction(questionnaire: Pick<CollectedQuestionnaire, 'isValidated'>): 'continue' | 'viewAnswers' {
  return questionnaire.isValidated ? 'viewAnswers' : 'continue';
}

/**
 * Spec 2 "Client data-collection dashboard": every questionnaire and survey finished and no
 * report yet, the footprint is being computed by the climate consultant. A footprint without
 * either has collected nothing, so it is not said to be computed.
 */
export function isBeingComputed(footprint: Pick<CarbonFootprintClient, 'questionnaires' | 'reports'> & WithSurveys): boolean {
  const surveys = footprint.surveys ?? [];
  return (
    footprint.questionnaires.length + surveys.length > 0 &&
    footprint.questionnaires.every((questionnaire) => questionnaire.isFinished) &&
    surveys.every((survey) => survey.status === 'COMPLETED') &&
    footprint.reports.length === 0
  );
}

/** The questionnaire page of a card. */
export function questionnairePath(questionnaireUuid: string): string {
  return `/questionnaire/${questionnaireUuid}`;
}

/**
 * The report a footprint's Reports tab shows itself, with its dashboard, when the footprint has
 * exactly one; null when the tab lists several or says there is none.
 */
export function onlyReportOf(footprint: { reports: readonly { uuid: string }[] }): string | null {
  return footprint.reports.length === 1 ? (footprint.reports[0]?.uuid ?? null) : null;
}

export const displayStatusColours: Readonly<Record<FootprintDisplayStatus, string>> = {
  IN_PROGRESS: 'orange',
  VALIDATING: 'blue',
  COMPLETED: 'green',
};

/** The report page of a footprint's report. */
export function reportPath(carbonFootprintUuid: string, reportUuid: string): string {
  return `/carbon-footprint/${carbonFootprintUuid}/${reportUuid}`;
}
