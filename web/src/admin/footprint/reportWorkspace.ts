import { buildSnapshot, defaultSectorBenchmarks, evaluateEntry, type EntryEvaluation, type ParsedScripts } from '@cairn/shared/calc/report';
import type { CatalogueView } from '@cairn/shared/calc/catalogue';
import type { FieldIssue } from '@cairn/shared/errors';
import {
  blankReportSettings,
  type CarbonFootprintStaff,
  type Language,
  type ReportDraftInput,
  type ReportEntry,
  type ReportSnapshot,
} from '@cairn/shared/schemas';
import type { ElectricityReporting } from '@cairn/shared/labels';
import type { DraftEntry, DraftSettings } from '../../features/reports/editing/draftModel.ts';

/*
 * A report being built on the staff footprint page, as plain data: a new draft's first save,
 * the live evaluation of every entry with the catalogue of the report's year, the dashboard of
 * the draft as it stands, the `report.save` input, and what a refused save says about which
 * entry. The page keeps the draft in memory until it is saved, whatever the server answers.
 */

/** What the New draft dialog asks; everything else starts from `blankReportSettings` and is changed in the Settings tab. */
export interface NewDraftValues {
  name: string;
  year: string;
  language: Language;
  standard: 'GHG' | 'BEGES';
  electricityReporting: ElectricityReporting;
}

/** The years a new report may cover: from 2015 to the next year, newest first. */
export function reportYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear + 1; year >= 2015; year -= 1) years.push(year);
  return years;
}

/** The dialog's first values: the module's name and year (last year for a module without one). */
export function newDraftValues(footprint: Pick<CarbonFootprintStaff, 'moduleName' | 'year'>, language: Language, currentYear: number): NewDraftValues {
  return { name: footprint.moduleName, year: String(footprint.year ?? currentYear - 1), language, standard: 'GHG', electricityReporting: 'LOCATION' };
}

/** Where a refused new draft's issues show: each settings field the dialog has, on its own field. */
export const newDraftIssueFields = {
  'settings.name': 'name',
  'settings.year': 'year',
  'settings.language': 'language',
  'settings.beges': 'standard',
  'settings.electricityReporting': 'electricityReporting',
} as const;

/**
 * The first save of a new draft: no entry yet, a calendar year, the asset's name, sector and
 * currency. The server answers its uuid and version; the page then opens it.
 */
export function newDraftInputOf(footprint: Pick<CarbonFootprintStaff, 'uuid' | 'asset'>, values: NewDraftValues): ReportDraftInput {
  const year = Number(values.year);
  return {
    carbonFootprintUuid: footprint.uuid,
    settings: {
      ...blankReportSettings({ name: values.name.trim(), year, companyName: footprint.asset.name }),
      language: values.language,
      beges: values.standard === 'BEGES',
      electricityReporting: values.electricityReporting,
      sectorialBenchmark: footprint.asset.sector,
      currency: footprint.asset.currency,
    },
    entries: [],
  };
}

/** Each entry's evaluation by uuid: its value and trace, or its problems. */
export type EntryEvaluations = ReadonlyMap<string, EntryEvaluation>;

/**
 * Every entry evaluated as `report.save` will (`evaluateEntry`, the same engine and catalogue):
 * the entries table shows each value or problem, and the preview counts those that evaluate.
 * A formula shared by several entries is parsed once. An entry computed from a questionnaire
 * keeps the value stored for it (`stored`: the draft as loaded), as the save will.
 */
export function evaluateEntries(entries: readonly DraftEntry[], catalogue: CatalogueView, year: number, stored: readonly ReportEntry[] = []): EntryEvaluations {
  const parsedScripts: ParsedScripts = new Map();
  const newUuid = () => {
    // Draft entries always carry their uuid (the page draws it when an entry is added).
    throw new Error('A draft entry without a uuid');
  };
  const computed = new Map(stored.filter((entry) => entry.source).map((entry) => [entry.uuid, entry]));
  return new Map(entries.map((entry) => [entry.uuid, evaluateEntry(entry, catalogue, year, { newUuid, parsedScripts, computed })]));
}

/** The draft's entries that cannot be saved as they are, in the draft's order. */
export function failingEntries(entries: readonly DraftEntry[], evaluations: EntryEvaluations): DraftEntry[] {
  return entries.filter((entry) => evaluations.get(entry.uuid)?.ok === false);
}

export interface DraftPreview {
  snapshot: ReportSnapshot;
  /** Entries left out because they cannot be evaluated (their problem shows in the entries table). */
  leftOut: DraftEntry[];
}

/**
 * The draft as its dashboard will show it once saved: the entries that evaluate, with the
 * settings, through the snapshot builder the server uses (total and ratios by the shared roll-up).
 * What the snapshot holds besides (surveys, notes, files) comes from `stored`.
 */
export function draftPreview(stored: ReportSnapshot, settings: DraftSettings, entries: readonly DraftEntry[], evaluations: EntryEvaluations): DraftPreview {
  const counted = entries.flatMap((entry) => {
    const evaluation = evaluations.get(entry.uuid);
    return evaluation?.ok ? [evaluation.entry] : [];
  });
  const leftOut = failingEntries(entries, evaluations);
  // The sector averages the draft was last saved with (the save takes those in force then).
  const built = buildSnapshot(settings, counted, stored.sectorBenchmarks ?? defaultSectorBenchmarks);
  return { snapshot: { ...built, publicUrl: stored.publicUrl, files: stored.files }, leftOut };
}

/** The comparison notes a save sends back as they are stored: this page does not edit them. */
export type ComparisonNotes = Pick<ReportDraftInput, 'comparisonCategoryComments' | 'comparisonEntries' | 'comparisonSummary'>;

/** What `report.save` takes to replace the draft, from the version it was loaded or last saved at. */
export function saveInputOf(
  draft: { uuid: string; version: number; carbonFootprintUuid: string },
  settings: DraftSettings,
  entries: readonly DraftEntry[],
  comparison: ComparisonNotes,
): ReportDraftInput {
  return {
    uuid: draft.uuid,
    expectedVersion: draft.version,
    carbonFootprintUuid: draft.carbonFootprintUuid,
    settings,
    entries: [...entries],
    ...comparison,
  };
}

/** A refused save's issues sorted by where they belong: an entry (by uuid, path inside it), the settings, or neither. */
export interface PlacedIssues {
  entries: ReadonlyMap<string, FieldIssue[]>;
  settings: FieldIssue[];
  other: FieldIssue[];
}

/**
 * Places a refused save's issues (`entries.3.formula`, `settings.endDate`) with the entries that
 * were sent, by position: the draft may have changed since it was sent, its uuids have not.
 */
export function placeSaveIssues(issues: readonly FieldIssue[], sent: readonly Pick<DraftEntry, 'uuid'>[]): PlacedIssues {
  const entries = new Map<string, FieldIssue[]>();
  const settings: FieldIssue[] = [];
  const other: FieldIssue[] = [];
  for (const issue of issues) {
    const [head, index, ...rest] = issue.path;
    const entry = head === 'entries' && typeof index === 'number' ? sent[index] : undefined;
    if (entry) {
      const list = entries.get(entry.uuid) ?? [];
      list.push({ ...issue, path: rest });
      entries.set(entry.uuid, list);
    } else if (head === 'settings') settings.push({ ...issue, path: issue.path.slice(1) });
    else other.push(issue);
  }
  return { entries, settings, other };
}

/** Whether the entries in memory differ from those last loaded or saved (the settings form tracks its own changes). */
export function entriesChanged(saved: readonly DraftEntry[], current: readonly DraftEntry[]): boolean {
  return saved !== current && JSON.stringify(saved) !== JSON.stringify(current);
}

/** The draft with one entry replaced (same uuid) or added at the end. */
export function withEntry(entries: readonly DraftEntry[], entry: DraftEntry): DraftEntry[] {
  return entries.some((candidate) => candidate.uuid === entry.uuid)
    ? entries.map((candidate) => (candidate.uuid === entry.uuid ? entry : candidate))
    : [...entries, entry];
}

export function withoutEntry(entries: readonly DraftEntry[], uuid: string): DraftEntry[] {
  return entries.filter((entry) => entry.uuid !== uuid);
}

/** What a row's value cell says: the value, the problem that keeps it from being computed, or that it is on its way. */
export type RowValue = { state: 'value'; kg: number } | { state: 'problem'; issues: readonly FieldIssue[] } | { state: 'pending' };

/** A row's value: the last save's problem first (until the entry changes), then the live evaluation. */
export function rowValueOf(entry: DraftEntry, evaluations: EntryEvaluations | null, savedIssues: ReadonlyMap<string, FieldIssue[]>): RowValue {
  const saved = savedIssues.get(entry.uuid);
  if (saved?.length) return { state: 'problem', issues: saved };
  const evaluation = evaluations?.get(entry.uuid);
  if (!evaluation) return entry.formula === null && entry.value !== null ? { state: 'value', kg: entry.value } : { state: 'pending' };
  return evaluation.ok ? { state: 'value', kg: evaluation.entry.value } : { state: 'problem', issues: evaluation.issues };
}
