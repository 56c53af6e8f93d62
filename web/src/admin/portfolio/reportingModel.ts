import type { InputOf } from '@cairn/shared/contract';
import type { ReportingChange, ReportingView } from '@cairn/shared/contract/portfolio';

/*
 * The staff page of a portfolio-emissions reporting, as pure functions: the settings form's
 * values and the call they make, where the data collection stands and which steps it offers.
 */

type UpdateInput = InputOf<'financialInstitutionReporting.update'>;
type SettingsChange = Extract<ReportingChange, { action: 'settings' }>;

/** The settings as the form holds them: text as typed, lists of enumeration values. */
export interface SettingsValues {
  standalone: boolean;
  allowedAssetTypes: string[];
  allowedReportTypes: string[];
  maxLinesNumber: string;
  explanationLabel: string;
  showMaterialityMap: boolean;
  googleSheetUrl: string;
  notes: string;
}

export const settingsFields = ['standalone', 'allowedAssetTypes', 'allowedReportTypes', 'maxLinesNumber', 'explanationLabel', 'showMaterialityMap', 'googleSheetUrl', 'notes'] as const;

/** The contract's issues name `change.<field>`: each shows on the form's field of that name. */
export const settingsIssueAliases: Readonly<Record<string, string>> = Object.fromEntries(settingsFields.map((field) => [`change.${field}`, field]));

export function settingsValuesOf(reporting: ReportingView): SettingsValues {
  return {
    standalone: reporting.standalone,
    allowedAssetTypes: [...reporting.allowedAssetTypes],
    allowedReportTypes: [...reporting.allowedReportTypes],
    maxLinesNumber: reporting.maxLinesNumber === null ? '' : String(reporting.maxLinesNumber),
    explanationLabel: reporting.explanationLabel ?? '',
    showMaterialityMap: reporting.showMaterialityMap,
    googleSheetUrl: reporting.googleSheetUrl ?? '',
    notes: reporting.notes ?? '',
  };
}

/**
 * The limit of lines as typed: blank is no limit; text that is not a number goes as 0, which the
 * contract refuses with its own worded 'invalid' (a NaN would get an unworded one).
 */
export function linesLimitOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The call the settings form makes. Text goes as typed (the contract trims it and turns blank
 * into null), the URL blank as null. The version is the reporting's as the page holds it now.
 */
export function settingsInputOf(values: SettingsValues, reporting: Pick<ReportingView, 'uuid' | 'version'>): UpdateInput {
  const change: SettingsChange = {
    action: 'settings',
    standalone: values.standalone,
    allowedAssetTypes: values.allowedAssetTypes as SettingsChange['allowedAssetTypes'],
    allowedReportTypes: values.allowedReportTypes as SettingsChange['allowedReportTypes'],
    maxLinesNumber: linesLimitOf(values.maxLinesNumber),
    explanationLabel: values.explanationLabel,
    showMaterialityMap: values.showMaterialityMap,
    googleSheetUrl: values.googleSheetUrl.trim() === '' ? null : values.googleSheetUrl.trim(),
    notes: values.notes,
  };
  return { reportingUuid: reporting.uuid, expectedVersion: reporting.version, change };
}

/**
 * What the saved settings are, to key the form by: an action that leaves them as they are (open
 * the data collection, add a file) keeps what is being typed; a settings change saved elsewhere
 * starts the form again from it.
 */
export function settingsKeyOf(reporting: ReportingView): string {
  return `${reporting.uuid}:${JSON.stringify(settingsValuesOf(reporting))}`;
}

/** A step of the data collection that staff take with one button. */
export type CollectionStep = 'openDataCollection' | 'closeDataCollection' | 'confirmValidation' | 'reopenValidation' | 'completeResults' | 'deliver';

/** Where the data collection stands (the module's status and the reporting's dates). */
export type CollectionState = 'closed' | 'open' | 'validated' | 'confirmed' | 'completed' | 'delivered';

/**
 * The state and the steps it offers, in the order the work goes: open or close the collection;
 * once the client validated, confirm (the results can then be computed) or reopen it; once
 * confirmed, mark the results complete (the client sees the preview); then deliver, again if the
 * data changed since. Reopening stays possible until the results are delivered.
 */
export function collectionStateOf(reporting: Pick<ReportingView, 'status' | 'dataCollectionOpened' | 'validationDate' | 'validationConfirmedAt'>): {
  state: CollectionState;
  steps: CollectionStep[];
} {
  if (reporting.status === 'DELIVERED') return { state: 'delivered', steps: ['deliver'] };
  if (reporting.status === 'FE_COMPLETED') return { state: 'completed', steps: ['deliver', 'reopenValidation'] };
  if (reporting.validationConfirmedAt !== null) return { state: 'confirmed', steps: ['completeResults', 'reopenValidation'] };
  if (reporting.validationDate !== null) return { state: 'validated', steps: ['confirmValidation', 'reopenValidation'] };
  if (reporting.dataCollectionOpened) return { state: 'open', steps: ['closeDataCollection'] };
  return { state: 'closed', steps: ['openDataCollection'] };
}

/**
 * The pages this one links to, built by their own routes: the questionnaire as the client sees
 * it (read-only here), the results, the preview and the delivered snapshot, and the delivered
 * snapshot's PAI and the editor of its investees' decarbonization data, and its PMDR.
 */
export function reportingPaths(uuid: string) {
  const base = `/financial-institution-reportings/${uuid}/portfolio-emissions`;
  return {
    questionnaire: `${base}/data-collection`,
    preview: `${base}/preview`,
    delivered: `${base}/delivered`,
    pai: `/financial-institution-reportings/${uuid}/pai`,
    decarbonization: `/financial-institution-reportings/${uuid}/decarbonization`,
    pmdr: `/financial-institution-reportings/${uuid}/pmdr`,
  };
}
