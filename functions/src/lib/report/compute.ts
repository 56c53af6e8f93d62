import { computeReport, defaultBasis } from '@cairn/shared/calc/report';
import { evaluate, evaluateCombination, gwpHypothesisName, parse } from '@cairn/shared/calc/formula';
import type { FactorValue, Formula, FormulaContext, FormulaError, HypothesisValue, ProvenanceEntry } from '@cairn/shared/calc/formula';
import { factorUnitLabel, privateFactorUuids, valueForYear } from '@cairn/shared/catalogue';
import { AppError, type FieldIssue } from '@cairn/shared/errors';
import {
  plainEntry,
  ReportEntry as ReportEntrySchema,
  ReportSnapshot,
  type ReportEmissionFactor,
  type ReportEntry,
  type ReportEntryInput,
  type ReportHypothesis,
  type ReportSettingsInput,
} from '@cairn/shared/schemas';
import { ReportEntryInput as EntryInputSchema, ReportSettingsInput as SettingsSchema } from '@cairn/shared/schemas';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { catalogueNameKey, listEmissionFactors, type EmissionFactorRecord } from '../data/emissionFactor.ts';
import type { Stored } from '../data/entity.ts';
import { hypotheses, type HypothesisRecord } from '../data/hypothesis.ts';
import { units } from '../data/unit.ts';

type EntryInput = z.output<typeof EntryInputSchema>;
type Settings = z.output<typeof SettingsSchema>;

/** The catalogue as a report reads it: entries by lower-cased name, unit symbols by uuid. */
export interface CatalogueView {
  factors: ReadonlyMap<string, Stored<EmissionFactorRecord>>;
  hypotheses: ReadonlyMap<string, Stored<HypothesisRecord>>;
  unitSymbols: ReadonlyMap<string, string>;
  /** Factors whose values a client may not derive: licensed ones, and combinations reading one. */
  privateFactorUuids: ReadonlySet<string>;
}

/**
 * Reads the whole catalogue once, as every reader sees it (an import not DONE yet left out): a
 * report evaluates hundreds of formulas against it.
 */
export async function loadCatalogue(): Promise<CatalogueView> {
  const [factorList, hypothesisList, unitList] = await Promise.all([
    listEmissionFactors(),
    hypotheses.query('all', 'CATALOGUE#HYP'),
    units.query('all', 'CATALOGUE#UNIT'),
  ]);
  // Any licensed value in a history counts: a combination's stored value may come from any of them.
  const privacy = factorList.map((factor) => ({
    uuid: factor.uuid,
    valueIsPublic: factor.values.every((value) => value.isPublic),
    linkedEmissionFactorUuids: factor.type === 'COMBINATION' ? factor.linkedEmissionFactorUuids : undefined,
  }));
  return {
    privateFactorUuids: privateFactorUuids(privacy),
    factors: new Map(factorList.map((factor) => [catalogueNameKey(factor.name), factor])),
    hypotheses: new Map(hypothesisList.map((hypothesis) => [catalogueNameKey(hypothesis.name), hypothesis])),
    unitSymbols: new Map(unitList.map((unit) => [unit.uuid, unit.symbol])),
  };
}

/**
 * What an evaluated formula used, to store on the snapshot and to list as usages. A combination's
 * own reads are kept apart (by the combination's name key) until the formula is known to have read
 * that combination: a conditional may skip it.
 */
interface Used {
  factors: Map<string, ReportEmissionFactor>;
  hypotheses: Map<string, ReportHypothesis>;
  combinations: Map<string, Used>;
}

const newUsed = (): Used => ({ factors: new Map(), hypotheses: new Map(), combinations: new Map() });

/** How deep combinations may nest in one another before evaluation stops (a cycle would never end). */
export const maxCombinationDepth = 8;

/** A combination whose script cannot be evaluated for the report's year: the entry reports it. */
class CombinationFailure {
  constructor(readonly error: FormulaError) {}
}

const combinationError = (name: string, message: string): FormulaError => ({
  code: 'combinationNotFound',
  message: `Emission factor combination ${name}: ${message}`,
});

/**
 * The formula context of one script for a report's year: each factor's value for that year
 * (spec 2 "Value histories"), hypotheses likewise, the GWP100 hypotheses when a CH4 or N2O factor
 * is read (of the factor's methane origin), and each combination evaluated again from its script
 * with the values of that same year, recursively: a 2023 report never mixes in 2024 values through
 * a combination. References the catalogue lacks are left out, so the engine reports them by name.
 * `via` names the combination being evaluated, for the trace; `path` holds the combinations
 * already open, to refuse a cycle.
 */
function contextFor(
  formula: Formula,
  catalogue: CatalogueView,
  year: number,
  activity: number | null,
  used: Used,
  via: string | null = null,
  path: readonly string[] = [],
): FormulaContext {
  const ef: Record<string, FactorValue> = {};
  const efc: Record<string, { value: number; unit: string }> = {};
  const hyp: Record<string, HypothesisValue> = {};
  const conversions = new Set<string>();
  const addHypothesis = (name: string) => {
    const hypothesis = catalogue.hypotheses.get(catalogueNameKey(name));
    const entry = hypothesis ? valueForYear(hypothesis.values, year) : null;
    if (!hypothesis || !entry) return;
    const unit = catalogue.unitSymbols.get(hypothesis.unitUuid) ?? '';
    hyp[name] = { value: entry.value, unit, source: entry.source ?? '' };
    used.hypotheses.set(hypothesis.uuid, {
      uuid: hypothesis.uuid,
      name: hypothesis.name,
      clientNameEn: hypothesis.clientNameEn,
      value: entry.value,
      unit,
      source: entry.source ?? '',
      validUntil: entry.until,
      via,
    });
  };
  for (const reference of formula.references) {
    const name = reference.path[0];
    if (typeof name !== 'string') continue;
    if (reference.prefix === 'ef' || reference.prefix === 'efc') {
      const factor = catalogue.factors.get(catalogueNameKey(name));
      if (!factor) continue;
      const symbol = catalogue.unitSymbols.get(factor.unitUuid) ?? '';
      const entry = valueForYear(factor.values, year);
      const record = (value: number) => {
        // A combination is private as soon as anything it reads is (docs/private-values.md).
        const isPublic = (entry?.isPublic ?? true) && !(reference.prefix === 'efc' && catalogue.privateFactorUuids.has(factor.uuid));
        used.factors.set(factor.uuid, {
          uuid: factor.uuid,
          name: factor.name,
          clientNameEn: factor.clientNameEn,
          clientNameFr: factor.clientNameFr,
          // A private (licensed) value never enters a snapshot: its figure is shown as 'Private source'.
          value: isPublic ? value : null,
          unit: factorUnitLabel(factor.gas, { symbol }),
          gas: factor.gas,
          source: entry?.source ?? '',
          sourceVersion: entry?.sourceVersion ?? '',
          isPublic,
          qualityPercentage: factor.qualityPercentage,
          validUntil: entry?.until ?? null,
          via,
        });
      };
      if (reference.prefix === 'efc') {
        if (factor.type !== 'COMBINATION' || factor.script === null) continue;
        // Evaluated when the formula reads it, so a branch not taken never fails on it.
        let read: { value: number; unit: string } | undefined;
        Object.defineProperty(efc, name, {
          enumerable: true,
          get: () => {
            if (read === undefined) {
              read = { value: combinationForYear(factor, catalogue, year, used, path), unit: symbol };
              record(read.value);
            }
            return read;
          },
        });
      } else {
        if (factor.type !== 'SIMPLE' || !entry || typeof entry.value !== 'number') continue;
        ef[name] = {
          value: entry.value,
          gas: factor.gas,
          methaneOrigin: factor.methaneOrigin,
          unit: symbol,
          source: entry.source,
          sourceVersion: entry.sourceVersion,
          isPublic: entry.isPublic,
        };
        if (factor.gas !== 'CO2E') conversions.add(gwpHypothesisName(factor.gas, factor.methaneOrigin));
        record(entry.value);
      }
    } else if (reference.prefix === 'hyp') {
      addHypothesis(name);
    }
  }
  for (const name of conversions) addHypothesis(name);
  return { ef, efc, hyp, q: { activity } };
}

/**
 * Combinations already evaluated, per catalogue read and year: a report's hundreds of entries
 * often share a few combinations, and a result depends only on the catalogue and the year.
 * Weakly held, so it lives as long as the catalogue read it belongs to.
 */
const evaluatedCombinations = new WeakMap<CatalogueView, Map<string, { value: number; used: Used }>>();

/**
 * A combination's value for the report's year: its script evaluated with every factor,
 * hypothesis and nested combination valued for that year (never its stored `computedValue`,
 * which holds the current values). What it read goes to `used.combinations` under its name.
 */
function combinationForYear(
  factor: Stored<EmissionFactorRecord>,
  catalogue: CatalogueView,
  year: number,
  used: Used,
  path: readonly string[],
): number {
  const key = catalogueNameKey(factor.name);
  let evaluated = evaluatedCombinations.get(catalogue);
  if (!evaluated) evaluatedCombinations.set(catalogue, (evaluated = new Map()));
  // Only combinations read by an entry's own formula are kept (and only successes), so a hit
  // stands where the first evaluation stood: same year, no combination open around it.
  const isTopLevel = path.length === 0;
  const known = isTopLevel ? evaluated.get(`${year}|${key}`) : undefined;
  if (known) {
    used.combinations.set(key, known.used);
    return known.value;
  }
  if (path.includes(key)) throw new CombinationFailure(combinationError(factor.name, 'it refers to itself'));
  if (path.length >= maxCombinationDepth) {
    throw new CombinationFailure(combinationError(factor.name, `combinations nest more than ${maxCombinationDepth} deep`));
  }
  const parsed = parse(factor.script ?? '');
  if (!parsed.ok) throw new CombinationFailure(combinationError(factor.name, parsed.error.message));
  const inner = newUsed();
  const result = evaluateCombination(parsed.formula, contextFor(parsed.formula, catalogue, year, null, inner, factor.name, [...path, key]));
  if (!result.ok) {
    const detail = result.error.undefinedAccesses?.length ? ` (${result.error.undefinedAccesses.join(', ')})` : '';
    throw new CombinationFailure(combinationError(factor.name, `${result.error.message}${detail}`));
  }
  keepReadOnly(inner, result.provenance);
  used.combinations.set(key, inner);
  if (isTopLevel) evaluated.set(`${year}|${key}`, { value: result.value as number, used: inner });
  return result.value as number;
}

function formulaIssue(index: number, error: FormulaError): FieldIssue {
  const detail = error.undefinedAccesses?.length ? ` (${error.undefinedAccesses.join(', ')})` : '';
  return { path: ['entries', index, 'formula'], message: `${error.message}${detail}` };
}

export interface ComputedEntries {
  entries: ReportEntry[];
  emissionFactorUuids: string[];
  hypothesisUuids: string[];
}

/**
 * Evaluates every entry's formula with the catalogue values of `year`: each entry gets its value
 * and the factors and hypotheses that produced it (their values frozen in the snapshot). Every
 * problem of every entry comes back at once, each on its entry's field; nothing is computed
 * partly.
 */
export function computeEntries(inputs: readonly EntryInput[], catalogue: CatalogueView, year: number): ComputedEntries {
  const parsedScripts = new Map<string, ReturnType<typeof parse>>();
  const issues: FieldIssue[] = [];
  const entries: ReportEntry[] = [];
  const allFactors = new Set<string>();
  const allHypotheses = new Set<string>();
  inputs.forEach((input, index) => {
    const used = newUsed();
    let value: number;
    if (input.formula === null) {
      if (input.value === null) {
        issues.push({ path: ['entries', index, 'value'], message: 'Required' });
        return;
      }
      value = input.value;
    } else {
      let parsed = parsedScripts.get(input.formula);
      if (!parsed) {
        parsed = parse(input.formula);
        parsedScripts.set(input.formula, parsed);
      }
      if (!parsed.ok) {
        issues.push(formulaIssue(index, parsed.error));
        return;
      }
      let result: ReturnType<typeof evaluate>;
      try {
        result = evaluate(parsed.formula, contextFor(parsed.formula, catalogue, year, input.activityData?.value ?? null, used));
      } catch (error) {
        if (!(error instanceof CombinationFailure)) throw error;
        result = { ok: false, error: error.error };
      }
      if (!result.ok) {
        issues.push(formulaIssue(index, result.error));
        return;
      }
      if (typeof result.value !== 'number') {
        issues.push({ path: ['entries', index, 'formula'], message: 'A number was expected' });
        return;
      }
      value = result.value;
      keepReadOnly(used, result.provenance);
    }
    const factors = [...used.factors.values()];
    for (const factor of factors) allFactors.add(factor.uuid);
    for (const hypothesis of used.hypotheses.values()) allHypotheses.add(hypothesis.uuid);
    const candidate = plainEntry({
      uuid: input.uuid ?? randomUUID(),
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
      hypotheses: [...used.hypotheses.values()],
      activityData: input.activityData,
      type: input.type,
      electricityBasis: input.electricityBasis,
      formula: input.formula,
      ...(input.lines ? { lines: input.lines } : {}),
    });
    const checked = ReportEntrySchema.safeParse(candidate);
    if (!checked.success) {
      for (const issue of checked.error.issues) issues.push({ path: ['entries', index, ...issue.path.map(String)], message: issue.message });
      return;
    }
    entries.push(checked.data);
  });
  if (issues.length) throw new AppError('BAD_REQUEST', `${issues[0]!.path.join('.')}: ${issues[0]!.message}`, issues);
  return { entries, emissionFactorUuids: [...allFactors], hypothesisUuids: [...allHypotheses] };
}

/**
 * Keeps only the factors and hypotheses the evaluation actually read (a conditional may skip
 * some), then adds what each combination it read used for the same year, after the
 * combination itself: the trace lists every value behind the figure. A value read both
 * directly and through a combination is listed once, as read directly.
 */
function keepReadOnly(used: Used, provenance: readonly ProvenanceEntry[]): void {
  const read = new Set(provenance.map((entry) => catalogueNameKey(entry.name)));
  for (const [uuid, factor] of used.factors) if (!read.has(catalogueNameKey(factor.name))) used.factors.delete(uuid);
  for (const [uuid, hypothesis] of used.hypotheses) if (!read.has(catalogueNameKey(hypothesis.name))) used.hypotheses.delete(uuid);
  for (const [key, inner] of used.combinations) {
    if (!read.has(key)) continue;
    for (const [uuid, factor] of inner.factors) if (!used.factors.has(uuid)) used.factors.set(uuid, factor);
    for (const [uuid, hypothesis] of inner.hypotheses) if (!used.hypotheses.has(uuid)) used.hypotheses.set(uuid, hypothesis);
  }
  used.combinations.clear();
}

/** The full snapshot of a draft: its settings, its computed entries, total and ratios. */
export function buildSnapshot(settings: Settings, entries: ReportEntry[]): ReportSnapshot {
  const draft = { ...settings, entries, total: 0, ratios: { kgPerEmployee: null, kgPerTurnoverM: null }, publicUrl: null, files: [] };
  const rollup = computeReport(draft, { basis: defaultBasis(draft.electricityReporting) });
  return ReportSnapshot.parse({ ...draft, total: rollup.total, ratios: { kgPerEmployee: rollup.ratios.kgPerEmployee, kgPerTurnoverM: rollup.ratios.kgPerTurnoverM } });
}

export type { ReportEntryInput, ReportSettingsInput };
