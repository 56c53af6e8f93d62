import { formulaMessages, gwpHypothesisName } from './messages.ts';
import { numericText } from './numericText.ts';
import type {
  AnswerMap,
  BinaryOperator,
  EvaluationResult,
  FactorValue,
  FormulaContext,
  FormulaError,
  HypothesisValue,
  ProvenanceEntry,
  Reference,
} from './types.ts';

/*
 * What evaluation shares between the closures `compile` builds and the tree walk `interpret`
 * keeps as their reference: the state of one evaluation, reading references, the operators'
 * value rules and the making of the result. Both evaluate through these, so they cannot drift.
 */

export interface EvaluateOptions {
  /** Node visits plus list elements read by functions. */
  stepBudget?: number;
  /** Longest text a concatenation may build. */
  maxTextCharacters?: number;
}

export const evaluationLimits = { stepBudget: 100_000, maxTextCharacters: 10_000 } as const;

/*
 * Values inside an evaluation. `undefined` is what a missing answer reads as: it turns
 * arithmetic into NaN and is remembered, so 'Result is NaN' can list what was missing.
 * Lists and records are answers read whole; they are usable by sum, min and max but are
 * never a result.
 */
export type Value = number | string | boolean | undefined | null | readonly unknown[] | object;

export class EvaluationFailure {
  constructor(readonly error: FormulaError) {}
}

/** Mutable state of one evaluation; at most one allocation per call, nothing per step. */
export interface State {
  context: FormulaContext;
  steps: number;
  stepBudget: number;
  maxTextCharacters: number;
  provenance: ProvenanceEntry[] | undefined;
  undefinedAccesses: string[] | undefined;
}

export const fail = (error: FormulaError) => new EvaluationFailure(error);

export function toNumber(value: Value): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  // Answers typed into text fields arrive as text; '12' is 12, '', 'abc' and '0x10' are NaN.
  if (typeof value === 'string') return numericText(value);
  return NaN;
}

/** JavaScript truthiness, which the scripts this replaces were written against. */
export function isTruthy(value: Value): boolean {
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value !== '';
  if (typeof value === 'boolean') return value;
  return value !== undefined && value !== null;
}

export function noteUndefined(state: State, reference: Reference): void {
  const list = (state.undefinedAccesses ??= []);
  if (!list.includes(reference.text)) list.push(reference.text);
}

function record(state: State, entry: ProvenanceEntry): void {
  const list = state.provenance;
  // Most formulas read one factor: a list of exactly one, not an empty list grown by a push.
  if (list === undefined) {
    state.provenance = [entry];
    return;
  }
  for (const existing of list) if (existing.kind === entry.kind && existing.name === entry.name) return;
  list.push(entry);
}

const hypothesisEntry = (name: string, hypothesis: HypothesisValue): ProvenanceEntry => ({
  kind: 'hypothesis',
  name,
  value: hypothesis.value,
  unit: hypothesis.unit,
  source: hypothesis.source,
});

const factorEntry = (name: string, factor: FactorValue, kgCo2ePerUnit: number): ProvenanceEntry => ({
  kind: 'factor',
  name,
  value: factor.value,
  gas: factor.gas,
  kgCo2ePerUnit,
  unit: factor.unit,
  source: factor.source,
  sourceVersion: factor.sourceVersion,
  isPublic: factor.isPublic,
});

export function readHypothesis(state: State, name: string): number {
  const hypotheses = state.context.hyp;
  if (hypotheses === undefined || !Object.hasOwn(hypotheses, name)) {
    throw fail({ code: 'hypothesisNotFound', ...formulaMessages.hypothesisNotFound(name) });
  }
  const hypothesis = hypotheses[name]!;
  record(state, hypothesisEntry(name, hypothesis));
  return hypothesis.value;
}

export function readFactor(state: State, name: string): number {
  const factors = state.context.ef;
  if (factors === undefined || !Object.hasOwn(factors, name)) {
    throw fail({ code: 'factorNotFound', ...formulaMessages.factorNotFound(name) });
  }
  const factor = factors[name]!;
  const gas = factor.gas;
  if (gas !== 'CO2E') return readGasFactor(state, name, factor, gas);
  record(state, factorEntry(name, factor, factor.value));
  return factor.value;
}

/** A CH4 or N2O factor, in kgCO2e: times the GWP100 hypothesis of its gas, which is recorded after it. */
function readGasFactor(state: State, name: string, factor: FactorValue, gas: 'CH4' | 'N2O'): number {
  const gwpName = gwpHypothesisName(gas, factor.methaneOrigin);
  const hypotheses = state.context.hyp;
  if (hypotheses === undefined || !Object.hasOwn(hypotheses, gwpName)) {
    throw fail({ code: 'missingGasHypothesis', ...formulaMessages.missingGasHypothesis(gas) });
  }
  const gwp = hypotheses[gwpName]!;
  const kgCo2ePerUnit = factor.value * gwp.value;
  record(state, factorEntry(name, factor, kgCo2ePerUnit));
  // After the factor, so provenance reads in the order a person would explain the figure.
  record(state, hypothesisEntry(gwpName, gwp));
  return kgCo2ePerUnit;
}

export function readCombination(state: State, name: string): number {
  const combinations = state.context.efc;
  if (combinations === undefined || !Object.hasOwn(combinations, name)) {
    throw fail({ code: 'combinationNotFound', ...formulaMessages.combinationNotFound(name) });
  }
  const combination = combinations[name]!;
  record(state, { kind: 'combination', name, kgCo2ePerUnit: combination.value, unit: combination.unit });
  return combination.value;
}

/** Follows a path through answers by own properties only: nothing on a prototype is reachable. */
function follow(start: Value, reference: Reference, from: number, noAnswer: FormulaError | undefined): Value {
  let value = start;
  const path = reference.path;
  for (let index = from; index < path.length; index += 1) {
    if (value === null && noAnswer !== undefined) throw fail(noAnswer);
    const segment = path[index]!;
    if (typeof value !== 'object' || value === null) return undefined;
    if (Array.isArray(value) !== (typeof segment === 'number') || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string | number, Value>)[segment];
  }
  if (value === null && noAnswer !== undefined) throw fail(noAnswer);
  return value;
}

export const noAnswerForQuestion: FormulaError = { code: 'noAnswerForQuestion', message: formulaMessages.noAnswerForQuestion };
export const noAnswerForColumn: FormulaError = { code: 'noAnswerForColumn', message: formulaMessages.noAnswerForColumn };
const noAnswerInTable: FormulaError = { code: 'noAnswerInTable', message: formulaMessages.noAnswerInTable };

function readAnswers(map: AnswerMap | undefined, reference: Reference, noAnswer: FormulaError | undefined): Value {
  const name = reference.path[0] as string;
  if (map === undefined || !Object.hasOwn(map, name)) return undefined;
  return follow(map[name] as Value, reference, 1, noAnswer);
}

export function readReference(state: State, reference: Reference): Value {
  const context = state.context;
  let value: Value;
  switch (reference.prefix) {
    case 'ef':
      return readFactor(state, reference.path[0] as string);
    case 'hyp':
      return readHypothesis(state, reference.path[0] as string);
    case 'efc':
      return readCombination(state, reference.path[0] as string);
    case 'q':
    case 's':
      value = readAnswers(reference.prefix === 'q' ? context.q : context.s, reference, noAnswerForQuestion);
      break;
    case 'c':
      value = readAnswers(context.c, reference, noAnswerForColumn);
      break;
    case 'p':
      // A parameter left blank reads as missing, not as an error: parameters have no answer to give.
      value = readAnswers(context.p, reference, undefined) ?? undefined;
      break;
    case 'n':
      if (context.table === undefined) throw fail(noAnswerInTable);
      return context.table.lines.length;
    case 'row': {
      const table = context.table;
      const line = table?.rowIndex === undefined ? undefined : table.lines[table.rowIndex];
      if (line === undefined) throw fail(noAnswerInTable);
      value = follow(line, reference, 0, noAnswerForColumn);
      break;
    }
    case 'l': {
      const lines = context.table?.lines;
      if (lines === undefined || lines.length === 0) throw fail(noAnswerInTable);
      const column = reference.path[0] as string;
      state.steps += lines.length;
      if (state.steps > state.stepBudget) throw fail(budgetError(state));
      // Blank cells stay null so sum, min and max can skip them.
      return lines.map((line) => (Object.hasOwn(line, column) ? (line[column] as Value) : undefined));
    }
  }
  if (value === undefined) noteUndefined(state, reference);
  return value;
}

export const budgetError = (state: State): FormulaError => ({ code: 'stepBudget', ...formulaMessages.stepBudget(state.stepBudget) });

export function roundHalfAwayFromZero(value: number, digits: number): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > 15) return NaN;
  const factor = 10 ** digits;
  // toPrecision(15) drops the binary noise that makes 1.005 * 100 read as 100.49999999999999.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

export function add(state: State, left: Value, right: Value): Value {
  if (typeof left === 'string' && typeof right === 'string') {
    if (left.length + right.length > state.maxTextCharacters) {
      throw fail({ code: 'textTooLong', ...formulaMessages.textTooLong(state.maxTextCharacters) });
    }
    return left + right;
  }
  return toNumber(left) + toNumber(right);
}

export function compare(left: Value, right: Value): number {
  if (typeof left === 'string' && typeof right === 'string') return left < right ? -1 : left > right ? 1 : 0;
  return toNumber(left) - toNumber(right);
}

/** Counts a list's elements against the step budget before a function reads them. */
export function countList(state: State, length: number): void {
  state.steps += length;
  if (state.steps > state.stepBudget) throw fail(budgetError(state));
}

/** Accumulates min or max: NaN wins, as in Math.min, so a missing value is never silently ignored. */
export function extreme(name: 'min' | 'max', result: number, value: number, first: boolean): number {
  if (first || Number.isNaN(value)) return value;
  if (Number.isNaN(result)) return result;
  return name === 'min' ? Math.min(result, value) : Math.max(result, value);
}

/** The state of a new evaluation: `spare`, reset, when the caller kept one from an evaluation it finished. */
export function newState(context: FormulaContext, options: EvaluateOptions | undefined, spare?: State): State {
  const stepBudget = options?.stepBudget ?? evaluationLimits.stepBudget;
  const maxTextCharacters = options?.maxTextCharacters ?? evaluationLimits.maxTextCharacters;
  if (spare === undefined) return { context, steps: 0, stepBudget, maxTextCharacters, provenance: undefined, undefinedAccesses: undefined };
  spare.context = context;
  spare.steps = 0;
  spare.stepBudget = stepBudget;
  spare.maxTextCharacters = maxTextCharacters;
  spare.provenance = undefined;
  spare.undefinedAccesses = undefined;
  return spare;
}

const noContext: FormulaContext = Object.freeze({});

/** Drops what a finished evaluation's state holds, so a state kept for the next one keeps no context or result alive. */
export function releaseState(state: State): void {
  state.context = noContext;
  state.provenance = undefined;
  state.undefinedAccesses = undefined;
}

const emptyList: readonly never[] = Object.freeze([]);

/** Runs one evaluation to its result: the value checked, or the error that stopped it. */
export function settle(state: State, run: (state: State) => Value): EvaluationResult {
  let value: Value;
  try {
    value = run(state);
  } catch (failure) {
    if (failure instanceof EvaluationFailure) return { ok: false, error: failure.error };
    // A list so long that mapping it exhausts memory or stack is still stopped, not crashed.
    if (failure instanceof RangeError) return { ok: false, error: budgetError(state) };
    throw failure;
  }
  const undefinedAccesses = state.undefinedAccesses ?? emptyList;
  if (value === undefined || (typeof value === 'number' && Number.isNaN(value))) {
    return { ok: false, error: { code: 'resultNaN', message: formulaMessages.resultNaN, undefinedAccesses } };
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { ok: false, error: { code: 'notFinite', message: formulaMessages.notFinite } };
  }
  if (typeof value === 'object') {
    return { ok: false, error: { code: 'referenceObject', message: formulaMessages.referenceObject } };
  }
  return { ok: true, value, provenance: state.provenance ?? emptyList, undefinedAccesses };
}

/** A binary operator on two values: one table for the tree walk and the compiled closures. */
export function applyOperator(state: State, operator: BinaryOperator, left: Value, right: Value): Value {
  switch (operator) {
    case '*':
      return toNumber(left) * toNumber(right);
    case '+':
      return add(state, left, right);
    case '-':
      return toNumber(left) - toNumber(right);
    case '/':
      return toNumber(left) / toNumber(right);
    case '%':
      return toNumber(left) % toNumber(right);
    case '**':
      return toNumber(left) ** toNumber(right);
    case '==':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return compare(left, right) < 0;
    case '<=':
      return compare(left, right) <= 0;
    case '>':
      return compare(left, right) > 0;
    case '>=':
      return compare(left, right) >= 0;
  }
}
