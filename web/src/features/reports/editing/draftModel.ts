import { computeReport, defaultBasis } from '@cairn/shared/calc/report';
import type { BegesCategory, GhgCategory, OperationalCategory, Scope } from '@cairn/shared/labels';
import {
  entryInputOf,
  plainEntry,
  type ReportBenchmark,
  type ReportDraftInput,
  type ReportEntry,
  type ReportEntryInput,
  type ReportSettingsInput,
  type ReportSnapshot,
  type ReportView,
} from '@cairn/shared/schemas';

/*
 * The report-editing variant of the dashboard (spec 2 "Report dashboard view", last bullet):
 * staff change a draft locally, see it as the dashboard would show it, then save it with
 * `report.save`. Every operation returns a new draft and leaves its argument as it was.
 */

/** An entry as `report.save` takes it, with every field spelled out and its uuid kept. */
export type DraftEntry = Required<Omit<ReportEntryInput, 'lines'>> & Pick<ReportEntryInput, 'lines'>;
export type DraftSettings = Required<ReportSettingsInput>;

/** A draft being edited: what `report.save` takes, tied to the version it started from. */
export interface ReportDraft {
  uuid: string;
  expectedVersion: number;
  carbonFootprintUuid: string;
  settings: DraftSettings;
  entries: DraftEntry[];
}

/** What a draft is made from: the report as `reportSnapshot.get` answers it. */
export type DraftSource = Pick<ReportView, 'report' | 'carbonFootprint' | 'snapshot'>;

function settingsOf(snapshot: ReportSnapshot): DraftSettings {
  // The server computes or chooses these; everything else is the consultant's.
  const { entries: _entries, total: _total, ratios: _ratios, publicUrl: _publicUrl, files: _files, sectorBenchmarks: _sectorBenchmarks, ...settings } = snapshot;
  return settings;
}


/** The draft that saves the report as it is: its settings and its entries, formulas kept. */
export function draftFromView(view: DraftSource): ReportDraft {
  return {
    uuid: view.report.uuid,
    expectedVersion: view.report.version,
    carbonFootprintUuid: view.carbonFootprint.uuid,
    settings: settingsOf(view.snapshot),
    entries: view.snapshot.entries.map(entryInputOf),
  };
}

/** What `report.save` takes; the comparison notes travel unchanged (they are not edited here). */
export function draftInputOf(
  draft: ReportDraft,
  comparison: Pick<ReportDraftInput, 'comparisonCategoryComments' | 'comparisonEntries' | 'comparisonSummary'> = {},
): ReportDraftInput {
  return { ...draft, ...comparison };
}

export function renameEntry(draft: ReportDraft, uuid: string, label: string): ReportDraft {
  const trimmed = label.trim();
  if (trimmed === '') return draft;
  return { ...draft, entries: draft.entries.map((entry) => (entry.uuid === uuid ? { ...entry, label: trimmed } : entry)) };
}

export function removeEntry(draft: ReportDraft, uuid: string): ReportDraft {
  return { ...draft, entries: draft.entries.filter((entry) => entry.uuid !== uuid) };
}

export interface ManualEntry {
  /** Drawn by the caller, so the entry can be renamed or removed before the draft is saved. */
  uuid: string;
  label: string;
  scope: Scope;
  operationalCategory: OperationalCategory;
  /** Null for an entry of the BEGES method only. */
  ghgCategory: GhgCategory | null;
  /** Null for an entry of the GHG Protocol only. */
  begesCategory: BegesCategory | null;
  valueKg: number;
}

/** An entry typed in by hand: no formula, the value as given, counted in the methods it has a category of. */
export function addManualEntry(draft: ReportDraft, manual: ManualEntry): ReportDraft {
  const type = manual.ghgCategory === null ? 'BEGES' : manual.begesCategory === null ? 'GHG' : 'BOTH';
  const entry: DraftEntry = {
    uuid: manual.uuid,
    label: manual.label.trim(),
    scope: manual.scope,
    operationalCategory: manual.operationalCategory,
    ghgCategory: manual.ghgCategory,
    begesCategory: manual.begesCategory,
    qualityPercentage: null,
    group: null,
    explanation: null,
    activityData: null,
    type,
    electricityBasis: null,
    formula: null,
    value: manual.valueKg,
    source: null,
  };
  return { ...draft, entries: [...draft.entries, entry] };
}

export interface Ratios {
  employeeNumber: number | null;
  /** In the report's currency. */
  turnover: number | null;
  /** Key-figure values by key-figure uuid; a key figure left out keeps its value. */
  keyFigureValues: Readonly<Record<string, number>>;
}

export function setRatios(draft: ReportDraft, ratios: Ratios): ReportDraft {
  return {
    ...draft,
    settings: {
      ...draft.settings,
      employeeNumber: ratios.employeeNumber,
      turnover: ratios.turnover,
      keyFigures: draft.settings.keyFigures.map((figure) => {
        const value = ratios.keyFigureValues[figure.uuid];
        return value === undefined ? figure : { ...figure, value };
      }),
    },
  };
}

/** A new benchmark shows the company's own ratio until the consultant adds entries to it. */
export function addBenchmark(draft: ReportDraft, ratio: ReportBenchmark['ratio']): ReportDraft {
  return { ...draft, settings: { ...draft.settings, benchmarks: [...draft.settings.benchmarks, { ratio, entries: [] }] } };
}

export function removeBenchmark(draft: ReportDraft, index: number): ReportDraft {
  return { ...draft, settings: { ...draft.settings, benchmarks: draft.settings.benchmarks.filter((_, at) => at !== index) } };
}

/** Hides a benchmark entry (the target, typically) from the chart, or shows it again. */
export function toggleBenchmarkEntryHidden(draft: ReportDraft, benchmarkIndex: number, entryIndex: number): ReportDraft {
  return {
    ...draft,
    settings: {
      ...draft.settings,
      benchmarks: draft.settings.benchmarks.map((benchmark, at) =>
        at !== benchmarkIndex
          ? benchmark
          : {
              ...benchmark,
              entries: benchmark.entries.map((entry, index) => (index === entryIndex ? { ...entry, isHidden: entry.isHidden !== true } : entry)),
            },
      ),
    },
  };
}

/** The ratios a benchmark can compare: per employee, per turnover, per each key figure. */
export function benchmarkRatios(settings: Pick<DraftSettings, 'keyFigures'>): ReportBenchmark['ratio'][] {
  return ['EMPLOYEE', 'TURNOVER', ...settings.keyFigures.map((figure) => figure.uuid)];
}

/** The ratios no benchmark compares yet: one benchmark per ratio. */
export function freeBenchmarkRatios(
  values: { benchmarks: readonly Pick<ReportBenchmark, 'ratio'>[] },
  settings: Pick<DraftSettings, 'keyFigures'>,
): ReportBenchmark['ratio'][] {
  return benchmarkRatios(settings).filter((ratio) => !values.benchmarks.some((benchmark) => benchmark.ratio === ratio));
}

/**
 * The snapshot the dashboard shows while a draft is edited: entries with a formula keep the
 * value the server stored (their formula is evaluated again on save), hand-typed entries their
 * typed value; the total and ratios come from the shared roll-up, as the dashboard computes them.
 */
export function previewSnapshot(stored: ReportSnapshot, draft: ReportDraft): ReportSnapshot {
  const storedByUuid = new Map(stored.entries.map((entry) => [entry.uuid, entry]));
  const entries = draft.entries.map((entry): ReportEntry => {
    const before = storedByUuid.get(entry.uuid);
    const value = entry.formula === null ? (entry.value ?? 0) : (before?.value ?? 0);
    const fields = {
      uuid: entry.uuid,
      label: entry.label,
      value,
      scope: entry.scope,
      operationalCategory: entry.operationalCategory,
      ghgCategory: entry.ghgCategory,
      begesCategory: entry.begesCategory,
      group: entry.group,
      explanation: entry.explanation,
      activityData: entry.activityData,
      type: entry.type,
      electricityBasis: entry.electricityBasis,
      formula: entry.formula,
      ...(entry.qualityPercentage === null ? {} : { qualityPercentage: entry.qualityPercentage }),
      ...(entry.lines ? { lines: entry.lines } : {}),
    };
    return before ? { ...before, ...fields } : plainEntry(fields);
  });
  const next: ReportSnapshot = { ...stored, ...draft.settings, entries };
  const rollup = computeReport(next, { basis: defaultBasis(next.electricityReporting) });
  return { ...next, total: rollup.total, ratios: rollup.ratios };
}

/**
 * A number as typed in a form, in English or French writing: spaces (plain, no-break, narrow)
 * group thousands, a comma or a dot marks decimals. Null for an empty field, NaN for anything else.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const normalised = compact.includes('.') ? compact.replace(/,/g, '') : compact.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
