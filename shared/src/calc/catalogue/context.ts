import { factorUnitLabel } from '../../catalogue/units.ts';
import { catalogueNameKey } from '../../catalogue/names.ts';
import { factorValueIsPublic, privateFactorUuids, privacyNode } from '../../catalogue/privacy.ts';
import { currentValue, valueForYear } from '../../catalogue/valueHistory.ts';
import { say, type Message } from '../../errorMessages.ts';
import type { Gas, MethaneOrigin } from '../../labels/enums.ts';
import type { ReportEmissionFactor, ReportHypothesis } from '../../schemas/report.ts';
import { evaluateCombination } from '../formula/combination.ts';
import { evaluate } from '../formula/evaluate.ts';
import { formulaErrorMessage, gwpHypothesisName, withReferences } from '../formula/messages.ts';
import { parse } from '../formula/parse.ts';
import type { CombinationValue, FactorValue, Formula, FormulaContext, FormulaError, FormulaValue, HypothesisValue, ProvenanceEntry } from '../formula/types.ts';

/*
 * The one way a formula reads the catalogue (spec 2 "Emission factor", "Value histories"), used
 * by a report's entries on the server, by a combination's computed value on the server, and by
 * the combination preview in the browser, so that all three compute the same figure:
 *
 * - a reference names a factor or hypothesis by its catalogue name, trimmed and case-insensitive
 *   (`catalogueNameKey`): names are unique under that key, and `ef["Electricity FR"]` and
 *   `ef["electricity fr"]` read the same factor;
 * - each value is the one its history gives for the year asked (`valueForYear`): a report's year,
 *   or `'current'` (the open entry) for the catalogue's own computed value;
 * - a combination read through `efc` is evaluated again from its script with the values of that
 *   same year, recursively, never taken from its stored computed value (which holds the values
 *   of the day it was saved): a 2023 report never mixes in 2024 values through a combination;
 * - a CH4 or N2O factor brings the GWP100 hypothesis of its gas (and methane origin);
 * - a reference the catalogue lacks is left out, so the engine reports it by name.
 */

/** Which value of each history a formula reads: a report's year, or the current (open) entry. */
export type ValueYear = number | 'current';

/** One entry of a factor's value history, as the catalogue stores it (a combination's has no value of its own). */
export interface CatalogueFactorValue {
  readonly until: number | null;
  readonly value?: number | null | undefined;
  readonly source: string;
  readonly sourceVersion: string;
  readonly isPublic: boolean;
}

/** An emission factor as a formula reads it; the stored record, the API's and the seed's all fit. */
export interface CatalogueFactor {
  readonly uuid: string;
  readonly type: 'SIMPLE' | 'COMBINATION';
  readonly name: string;
  readonly clientNameEn: string | null;
  readonly clientNameFr: string | null;
  readonly unitUuid: string;
  readonly gas: Gas;
  readonly methaneOrigin?: MethaneOrigin | null | undefined;
  readonly qualityPercentage: number;
  /** The family (SUPPLIER: a supplier's own figures); absent where a reader does not need it. */
  readonly family?: string | null | undefined;
  readonly values: readonly CatalogueFactorValue[];
  /** A combination's script. */
  readonly script?: string | null | undefined;
  /** A combination's links, for the private-value rule. */
  readonly linkedEmissionFactorUuids?: readonly string[] | undefined;
}

export interface CatalogueHypothesis {
  readonly uuid: string;
  readonly name: string;
  readonly clientNameEn: string | null;
  readonly unitUuid: string;
  readonly values: readonly { readonly until: number | null; readonly value: number; readonly source?: string | null | undefined }[];
}

export interface CatalogueUnit {
  readonly uuid: string;
  readonly symbol: string;
}

/** The catalogue as formulas read it: entries by name key, unit symbols by uuid. */
export interface CatalogueView {
  readonly factors: ReadonlyMap<string, CatalogueFactor>;
  readonly hypotheses: ReadonlyMap<string, CatalogueHypothesis>;
  readonly unitSymbols: ReadonlyMap<string, string>;
  /** Factors whose values a client may not derive: licensed ones, and combinations reading one. */
  readonly privateFactorUuids: ReadonlySet<string>;
}

/** Indexes a catalogue (the whole one, or the part a formula reaches) for formulas to read. */
export function catalogueView(catalogue: {
  factors: Iterable<CatalogueFactor>;
  hypotheses: Iterable<CatalogueHypothesis>;
  units: Iterable<CatalogueUnit>;
}): CatalogueView {
  const factors = [...catalogue.factors];
  return {
    privateFactorUuids: privateFactorUuids(factors.map(privacyNode)),
    factors: new Map(factors.map((factor) => [catalogueNameKey(factor.name), factor])),
    hypotheses: new Map([...catalogue.hypotheses].map((hypothesis) => [catalogueNameKey(hypothesis.name), hypothesis])),
    unitSymbols: new Map([...catalogue.units].map((unit) => [unit.uuid, unit.symbol])),
  };
}

/** What a script reads besides the catalogue: answers (`q`), inside a table its line (`c`) and lines, an action's parameters (`p`). */
export type AnswerContext = Pick<FormulaContext, 'q' | 'c' | 'table' | 's' | 'p'>;

/** A combination reads no answer: its `q.activity` is blank. */
const noAnswers: AnswerContext = { q: { activity: null } };

/** How deep combinations may nest in one another before evaluation stops (a cycle would never end). */
export const maxCombinationDepth = 8;

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

/** A combination whose script cannot be evaluated for the year: the formula reading it reports it. */
class CombinationFailure {
  constructor(readonly error: FormulaError) {}
}

/** A combination that failed, and why: the reason is a catalogue message when it is one, so it is said in the reader's language. */
const combinationError = (name: string, reason: Message | string): FormulaError => {
  const said = say('server.formula.inCombination', { name, reason });
  return { code: 'combinationNotFound', message: said.text, said };
};

/** Why a formula failed, as a catalogue message when it is one, else as its text. */
const reasonOf = (error: FormulaError): Message | string => formulaErrorMessage(error) ?? withReferences(error);

const entryFor = <T extends { until: number | null }>(values: readonly T[], year: ValueYear): T | null =>
  year === 'current' ? currentValue(values) : valueForYear(values, year);

/** One evaluation's fixed settings: the year, and the combination being edited (read as a cycle). */
interface Reading {
  readonly catalogue: CatalogueView;
  readonly year: ValueYear;
  /** The combination whose new script is being evaluated: reading its stored self is a cycle. */
  readonly selfUuid: string | null;
}

/**
 * The formula context of one script: see the rules at the top of this file. `via` names the
 * combination being evaluated, for the trace; `path` holds the combinations already open, to
 * refuse a cycle.
 */
function contextFor(
  formula: Formula,
  reading: Reading,
  answers: AnswerContext,
  used: Used,
  via: string | null,
  path: readonly string[],
): FormulaContext {
  const { catalogue, year } = reading;
  const ef: Record<string, FactorValue> = {};
  const efc: Record<string, CombinationValue> = {};
  const hyp: Record<string, HypothesisValue> = {};
  const conversions = new Set<string>();
  const addHypothesis = (name: string) => {
    const hypothesis = catalogue.hypotheses.get(catalogueNameKey(name));
    const entry = hypothesis ? entryFor(hypothesis.values, year) : null;
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
      const entry = entryFor(factor.values, year);
      const record = (value: number) => {
        const isPublic = factorValueIsPublic(entry, reference.prefix === 'efc' && catalogue.privateFactorUuids.has(factor.uuid));
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
        if (factor.type !== 'COMBINATION' || factor.script == null) continue;
        // Evaluated when the formula reads it, so a branch not taken never fails on it.
        let read: CombinationValue | undefined;
        Object.defineProperty(efc, name, {
          enumerable: true,
          get: () => {
            if (read === undefined) {
              read = { value: combinationValue(factor, reading, used, path), unit: symbol };
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
          methaneOrigin: factor.methaneOrigin ?? null,
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
  return { ...answers, ef, efc, hyp };
}

/**
 * Combinations already evaluated, per catalogue view and year: a report's hundreds of entries
 * often share a few combinations, and a result depends only on the catalogue and the year.
 * Weakly held, so it lives as long as the catalogue view it belongs to.
 */
const evaluatedCombinations = new WeakMap<CatalogueView, Map<string, { value: number; used: Used }>>();

/**
 * A combination's value for the year: its script evaluated with every factor, hypothesis and
 * nested combination valued for that year. What it read goes to `used.combinations` under its name.
 */
function combinationValue(factor: CatalogueFactor, reading: Reading, used: Used, path: readonly string[]): number {
  const key = catalogueNameKey(factor.name);
  let evaluated = evaluatedCombinations.get(reading.catalogue);
  if (!evaluated) evaluatedCombinations.set(reading.catalogue, (evaluated = new Map()));
  // Only combinations read by a formula's own references are kept (and only successes, and never
  // while a combination is being edited), so a hit stands where the first evaluation stood.
  const cacheable = path.length === 0 && reading.selfUuid === null;
  const known = cacheable ? evaluated.get(`${reading.year}|${key}`) : undefined;
  if (known) {
    used.combinations.set(key, known.used);
    return known.value;
  }
  if (path.includes(key) || factor.uuid === reading.selfUuid) {
    throw new CombinationFailure(combinationError(factor.name, say('server.formula.refersToItself')));
  }
  if (path.length >= maxCombinationDepth) {
    throw new CombinationFailure(combinationError(factor.name, say('server.formula.nestsTooDeep', { max: maxCombinationDepth })));
  }
  const parsed = parse(factor.script ?? '');
  if (!parsed.ok) throw new CombinationFailure(combinationError(factor.name, reasonOf(parsed.error)));
  const inner = newUsed();
  const result = evaluateCombination(parsed.formula, contextFor(parsed.formula, reading, noAnswers, inner, factor.name, [...path, key]));
  if (!result.ok) throw new CombinationFailure(combinationError(factor.name, reasonOf(result.error)));
  keepReadOnly(inner, result.provenance);
  used.combinations.set(key, inner);
  if (cacheable) evaluated.set(`${reading.year}|${key}`, { value: result.value as number, used: inner });
  return result.value as number;
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

/** A formula's result against the catalogue, with every factor and hypothesis value behind it. */
export type CatalogueEvaluation =
  | {
      readonly ok: true;
      readonly value: FormulaValue;
      /** In reading order; those read through a combination name it in `via`. */
      readonly factors: ReportEmissionFactor[];
      readonly hypotheses: ReportHypothesis[];
    }
  | { readonly ok: false; readonly error: FormulaError; readonly message: string };

function run(formula: Formula, reading: Reading, answers: AnswerContext, asCombination: boolean): CatalogueEvaluation {
  const used = newUsed();
  let result: ReturnType<typeof evaluate>;
  try {
    const context = contextFor(formula, reading, answers, used, null, []);
    result = asCombination ? evaluateCombination(formula, context) : evaluate(formula, context);
  } catch (error) {
    if (!(error instanceof CombinationFailure)) throw error;
    result = { ok: false, error: error.error };
  }
  if (!result.ok) return { ok: false, error: result.error, message: withReferences(result.error) };
  keepReadOnly(used, result.provenance);
  return { ok: true, value: result.value, factors: [...used.factors.values()], hypotheses: [...used.hypotheses.values()] };
}

/**
 * A report entry's formula for the report's `year`, its activity data as `q.activity`. A failure
 * carries the engine's error and the message to show (with the names it could not read).
 */
export function evaluateWithCatalogue(formula: Formula, catalogue: CatalogueView, year: ValueYear, activity: number | null = null): CatalogueEvaluation {
  return run(formula, { catalogue, year, selfUuid: null }, { q: { activity } }, false);
}

/**
 * A formula template's script over a questionnaire's answers for the report's `year`, the
 * catalogue read exactly as for a report entry: the evaluator takes `q` (every question by name)
 * and, inside a table, the line (`c`) and the lines (`table`), as `overAnswer` gives them. For one
 * script over many answers (a table's lines) the catalogue is read once, and each evaluation
 * keeps the factors and hypotheses it read, as `keepReadOnly` would. A script reading a
 * combination (`efc`) is read afresh each time, since a combination records what it read when it
 * is evaluated.
 */
export function answersEvaluator(formula: Formula, catalogue: CatalogueView, year: ValueYear): (answers: AnswerContext) => CatalogueEvaluation {
  const reading: Reading = { catalogue, year, selfUuid: null };
  if (formula.references.some((reference) => reference.prefix === 'efc')) return (answers) => run(formula, reading, answers, false);
  const prepared = newUsed();
  const { ef, hyp } = contextFor(formula, reading, {}, prepared, null, []);
  const factors = [...prepared.factors.values()].map((factor) => ({ key: catalogueNameKey(factor.name), factor }));
  const hypotheses = [...prepared.hypotheses.values()].map((hypothesis) => ({ key: catalogueNameKey(hypothesis.name), hypothesis }));
  return (answers) => {
    const result = evaluate(formula, { ...answers, ef, hyp });
    if (!result.ok) return { ok: false, error: result.error, message: withReferences(result.error) };
    const read = new Set(result.provenance.map((entry) => catalogueNameKey(entry.name)));
    return {
      ok: true,
      value: result.value,
      factors: factors.filter(({ key }) => read.has(key)).map(({ factor }) => factor),
      hypotheses: hypotheses.filter(({ key }) => read.has(key)).map(({ hypothesis }) => hypothesis),
    };
  };
}

/**
 * A combination's value from its (new) script: the combination rule, then the script evaluated
 * for `year` ('current' gives the catalogue's computed value). `selfUuid` is the combination being
 * edited: reading it, directly or through another combination, is refused as a cycle, whatever
 * the catalogue still holds for it.
 */
export function evaluateCombinationScript(formula: Formula, catalogue: CatalogueView, year: ValueYear, selfUuid?: string): CatalogueEvaluation {
  return run(formula, { catalogue, year, selfUuid: selfUuid ?? null }, noAnswers, true);
}

/** The uuids of what a combination's script names and the catalogue holds: its links. */
export function linkedCatalogueUuids(formula: Formula, catalogue: CatalogueView): { emissionFactorUuids: string[]; hypothesisUuids: string[] } {
  const emissionFactorUuids = new Set<string>();
  const hypothesisUuids = new Set<string>();
  for (const reference of formula.references) {
    const name = reference.path[0];
    if (typeof name !== 'string') continue;
    if (reference.prefix === 'ef' || reference.prefix === 'efc') {
      const factor = catalogue.factors.get(catalogueNameKey(name));
      if (factor && factor.type === (reference.prefix === 'ef' ? 'SIMPLE' : 'COMBINATION')) emissionFactorUuids.add(factor.uuid);
    } else if (reference.prefix === 'hyp') {
      const hypothesis = catalogue.hypotheses.get(catalogueNameKey(name));
      if (hypothesis) hypothesisUuids.add(hypothesis.uuid);
    }
  }
  return { emissionFactorUuids: [...emissionFactorUuids], hypothesisUuids: [...hypothesisUuids] };
}
