import type { CarbonFootprintClient, FootprintDisplayStatus } from '@cairn/shared/schemas';

export const footprintTabs = ['data-collection', 'reports'] as const;
export type FootprintTab = (typeof footprintTabs)[number];

/** Spec 2 "Client routes": data collection while any questionnaire is unfinished, reports otherwise. */
export function openingTab(footprint: Pick<CarbonFootprintClient, 'questionnaires'>): FootprintTab {
  return footprint.questionnaires.some((questionnaire) => !questionnaire.isFinished) ? 'data-collection' : 'reports';
}

/** The tab the footprint's page shows: the one its address names, else the opening rule's. */
export function shownTab(footprint: Pick<CarbonFootprintClient, 'questionnaires'>, tab: FootprintTab | undefined): FootprintTab {
  return tab ?? openingTab(footprint);
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
