import type { CarbonFootprintClient, FootprintDisplayStatus } from '@cairn/shared/schemas';

export const footprintTabs = ['data-collection', 'reports'] as const;
export type FootprintTab = (typeof footprintTabs)[number];

/** Spec 2 "Client routes": data collection while any questionnaire is unfinished, reports otherwise. */
export function openingTab(footprint: Pick<CarbonFootprintClient, 'questionnaires'>): FootprintTab {
  return footprint.questionnaires.some((questionnaire) => !questionnaire.isFinished) ? 'data-collection' : 'reports';
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
