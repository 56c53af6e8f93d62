import type { z } from 'zod';
import { catalogueMessages } from '../../catalogue/messages.ts';
import { fieldIssue, invalidInput, keyedIssue, type FieldIssue } from '../../errors.ts';
import { say } from '../../errorMessages.ts';
import { entrySourceKey, plainEntry, ReportEntry, ReportSnapshot, type ReportEmissionFactor, type ReportHypothesis } from '../../schemas/report.ts';
import { validationMessages } from '../../validation/index.ts';
import type { ReportEntryInput, ReportSettingsInput } from '../../schemas/reportApi.ts';
import type { SectorBenchmarkTable } from '../../schemas/sectorBenchmark.ts';
import { evaluateWithCatalogue, type CatalogueView } from '../catalogue/context.ts';
import { formulaErrorIssue } from '../formula/messages.ts';
import { parse } from '../formula/parse.ts';
import { computeReport, defaultBasis } from './rollup.ts';

/** An entry as `report.save` has parsed it (defaults filled in). */
export type EntryInput = z.output<typeof ReportEntryInput>;
type Settings = z.output<typeof ReportSettingsInput>;

export interface ComputedEntries {
  entries: ReportEntry[];
  emissionFactorUuids: string[];
  hypothesisUuids: string[];
}

/** Parsed scripts by text: a report's entries often share a formula, parsed once for all of them. */
export type ParsedScripts = Map<string, ReturnType<typeof parse>>;

/** A formula's value with what it read, or its problem as an issue on `formula`. */
export type FormulaEvaluation =
  | { readonly ok: true; readonly value: number; readonly factors: ReportEmissionFactor[]; readonly hypotheses: ReportHypothesis[] }
  | { readonly ok: false; readonly issue: FieldIssue };

/**
 * An entry's formula evaluated with the catalogue values of `year` (`evaluateWithCatalogue`),
 * `activity` being `q.activity`: the value in kgCO2e and the factors and hypotheses behind it. The
 * server's save and the browser's live preview both call it, so both show the same figure and
 * the same message.
 */
export function evaluateFormula(
  formula: string,
  activity: number | null,
  catalogue: CatalogueView,
  year: number,
  parsedScripts: ParsedScripts = new Map(),
): FormulaEvaluation {
  let parsed = parsedScripts.get(formula);
  if (!parsed) {
    parsed = parse(formula);
    parsedScripts.set(formula, parsed);
  }
  if (!parsed.ok) return { ok: false, issue: formulaErrorIssue(['formula'], parsed.error) };
  const result = evaluateWithCatalogue(parsed.formula, catalogue, year, activity);
  if (!result.ok) return { ok: false, issue: formulaErrorIssue(['formula'], result.error) };
  if (typeof result.value !== 'number') return { ok: false, issue: keyedIssue({ path: ['formula'], message: catalogueMessages.expectedNumber }) };
  return { ok: true, value: result.value, factors: result.factors, hypotheses: result.hypotheses };
}

/** One entry evaluated: the entry as the snapshot stores it, or every problem, each with its path inside the entry. */
export type EntryEvaluation = { readonly ok: true; readonly entry: ReportEntry } | { readonly ok: false; readonly issues: FieldIssue[] };

export interface EntryEvaluationOptions {
  /** Names an entry that has no uuid yet; asked only for an entry that evaluates. */
  newUuid: () => string;
  parsedScripts?: ParsedScripts;
  /**
   * Entries computed from questionnaires, by uuid (the stored draft's, or a computation's): an
   * input with a `source` takes its value, formula, activity and factors from the one of its uuid
   * and source, since its script reads answers the save does not have.
   */
  computed?: ReadonlyMap<string, ReportEntry>;
}

/** The fields a save takes from a computed entry rather than from its input. */
function computedFields(input: EntryInput, options: EntryEvaluationOptions): { ok: true; entry: ReportEntry } | { ok: false; issues: FieldIssue[] } {
  const stored = input.uuid === undefined ? undefined : options.computed?.get(input.uuid);
  if (!input.source || !stored?.source || entrySourceKey(stored.source) !== entrySourceKey(input.source)) {
    return { ok: false, issues: [fieldIssue(['source'], say('server.report.sourceUnknown'))] };
  }
  return { ok: true, entry: stored };
}

/**
 * One entry of a draft for the report's `year`: its formula's value (or its hand-typed value),
 * the factors and hypotheses that produced it, and the entry rules (categories of its methods,
 * electricity basis). What `computeEntries` does for each entry, and what the staff page shows
 * for each row while the draft is edited.
 */
export function evaluateEntry(input: EntryInput, catalogue: CatalogueView, year: number, options: EntryEvaluationOptions): EntryEvaluation {
  let value: number;
  let factors: ReportEmissionFactor[] = [];
  let hypotheses: ReportHypothesis[] = [];
  let computed: ReportEntry | null = null;
  if (input.source) {
    const found = computedFields(input, options);
    if (!found.ok) return found;
    computed = found.entry;
    ({ value, emissionFactors: factors, hypotheses } = computed);
  } else if (input.formula === null) {
    if (input.value === null) return { ok: false, issues: [{ path: ['value'], message: validationMessages.required }].map(keyedIssue) };
    value = input.value;
  } else {
    const evaluated = evaluateFormula(input.formula, input.activityData?.value ?? null, catalogue, year, options.parsedScripts);
    if (!evaluated.ok) return { ok: false, issues: [evaluated.issue] };
    ({ value, factors, hypotheses } = evaluated);
  }
  const candidate = plainEntry({
    uuid: input.uuid ?? options.newUuid(),
    label: input.label,
    value,
    scope: input.scope,
    operationalCategory: input.operationalCategory,
    ghgCategory: input.ghgCategory,
    begesCategory: input.begesCategory,
    // An entry is as good as its weakest factor: a generic monetary factor makes it an estimate.
    qualityPercentage: input.qualityPercentage ?? Math.min(100, ...factors.map((factor) => factor.qualityPercentage)),
    group: input.group,
    explanation: input.explanation,
    emissionFactors: factors,
    hypotheses,
    activityData: input.activityData,
    type: input.type,
    electricityBasis: input.electricityBasis,
    formula: input.formula,
    ...(input.lines ? { lines: input.lines } : {}),
    ...(computed
      ? {
          activityData: computed.activityData,
          formula: computed.formula,
          usedLines: computed.usedLines,
          usedColumns: computed.usedColumns,
          question: computed.question,
          source: computed.source ?? null,
          pinnedAt: computed.pinnedAt,
          ...(computed.lines ? { lines: computed.lines } : {}),
        }
      : {}),
  });
  const checked = ReportEntry.safeParse(candidate);
  if (!checked.success) {
    return { ok: false, issues: checked.error.issues.map((issue) => keyedIssue({ path: issue.path.map(String), message: issue.message })) };
  }
  return { ok: true, entry: checked.data };
}

/**
 * Evaluates every entry (`evaluateEntry`) with the catalogue values of `year`: each entry gets
 * its value and the factors and hypotheses that produced it (their values frozen in the
 * snapshot). Every problem of every entry comes back at once, each on its entry's field, in one
 * BAD_REQUEST; nothing is computed partly. `newUuid` names an entry that has no uuid yet.
 */
export function computeEntries(
  inputs: readonly EntryInput[],
  catalogue: CatalogueView,
  year: number,
  newUuid: () => string,
  computed?: ReadonlyMap<string, ReportEntry>,
): ComputedEntries {
  const parsedScripts: ParsedScripts = new Map();
  const issues: FieldIssue[] = [];
  const entries: ReportEntry[] = [];
  const allFactors = new Set<string>();
  const allHypotheses = new Set<string>();
  inputs.forEach((input, index) => {
    const result = evaluateEntry(input, catalogue, year, { newUuid, parsedScripts, ...(computed ? { computed } : {}) });
    if (!result.ok) {
      for (const issue of result.issues) issues.push({ ...issue, path: ['entries', index, ...issue.path] });
      return;
    }
    for (const factor of result.entry.emissionFactors) allFactors.add(factor.uuid);
    for (const hypothesis of result.entry.hypotheses) allHypotheses.add(hypothesis.uuid);
    entries.push(result.entry);
  });
  if (issues.length) throw invalidInput(issues);
  return { entries, emissionFactorUuids: [...allFactors], hypothesisUuids: [...allHypotheses] };
}

/**
 * The full snapshot of a draft: its settings, its computed entries, total and ratios (kept at full
 * precision), and the sector averages its sector comparison uses.
 */
export function buildSnapshot(settings: Settings, entries: ReportEntry[], sectorBenchmarks: SectorBenchmarkTable): ReportSnapshot {
  const draft = { ...settings, entries, sectorBenchmarks, total: 0, ratios: { kgPerEmployee: null, kgPerTurnoverM: null }, publicUrl: null, files: [] };
  const rollup = computeReport(draft, { basis: defaultBasis(draft.electricityReporting) });
  return ReportSnapshot.parse({ ...draft, total: rollup.total, ratios: { kgPerEmployee: rollup.ratios.kgPerEmployee, kgPerTurnoverM: rollup.ratios.kgPerTurnoverM } });
}
