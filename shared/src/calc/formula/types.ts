import type { Gas, MethaneOrigin } from '../../labels/enums.ts';
import type { Message } from '../../errorMessages.ts';

export type { Gas };

/*
 * The plain data the formula engine takes and returns. No classes, so a parsed formula can be
 * cached, frozen and shared, and results can cross process boundaries as they are.
 */

/** Reference prefixes of spec 1 section 5, plus the names that exist only inside a table. */
export const mapPrefixes = ['q', 'c', 'hyp', 'ef', 'efc', 's', 'p'] as const;
export const tablePrefixes = ['row', 'n', 'l'] as const;
export type MapPrefix = (typeof mapPrefixes)[number];
export type TablePrefix = (typeof tablePrefixes)[number];
export type Prefix = MapPrefix | TablePrefix;

export const functionNames = ['min', 'max', 'abs', 'round', 'floor', 'ceil', 'sum'] as const;
export type FunctionName = (typeof functionNames)[number];

export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '**' | '==' | '!=' | '<' | '<=' | '>' | '>=';
export type UnaryOperator = '-' | '+' | '!';

/** A member step after the prefix: a name (dotted or bracket form) or a list index (`[0]`). */
export type PathSegment = string | number;

export type FormulaNode =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'reference'; readonly reference: Reference }
  | { readonly kind: 'unary'; readonly operator: UnaryOperator; readonly operand: FormulaNode }
  | { readonly kind: 'binary'; readonly operator: BinaryOperator; readonly left: FormulaNode; readonly right: FormulaNode }
  | { readonly kind: 'logical'; readonly operator: '&&' | '||'; readonly left: FormulaNode; readonly right: FormulaNode }
  | { readonly kind: 'conditional'; readonly test: FormulaNode; readonly consequent: FormulaNode; readonly alternate: FormulaNode }
  | { readonly kind: 'call'; readonly name: FunctionName; readonly args: readonly FormulaNode[] };

/**
 * One reference as written: `ef.diesel_litre` is `{ prefix: 'ef', path: ['diesel_litre'] }`.
 * `text` is its canonical spelling, used in usage lists and in undefined-access reports.
 */
export interface Reference {
  readonly prefix: Prefix;
  readonly path: readonly PathSegment[];
  readonly text: string;
}

/** A parsed script: parse once, evaluate many times. Deeply frozen. */
export interface Formula {
  readonly script: string;
  readonly root: FormulaNode;
  readonly tableContext: boolean;
  /** Every distinct reference, in source order. */
  readonly references: readonly Reference[];
}

/** One emission factor value as chosen for the report's year (spec 2: Emission factor, Value histories). */
export interface FactorValue {
  /** Per activity unit, in kg of the factor's gas (kgCO2e, kgCH4 or kgN2O). */
  readonly value: number;
  readonly gas: Gas;
  /** CH4 only: which methane GWP100 converts it; absent or null for the generic one. */
  readonly methaneOrigin?: MethaneOrigin | null;
  /** The activity unit, e.g. 'L' or 'km'. */
  readonly unit: string;
  readonly source: string;
  readonly sourceVersion: string;
  readonly isPublic: boolean;
}

export interface HypothesisValue {
  readonly value: number;
  readonly unit: string;
  readonly source: string;
}

/** A combination factor's computed value, already in kgCO2e per unit. */
export interface CombinationValue {
  readonly value: number;
  readonly unit: string;
}

/** An answer as stored: blank answers are null; tables and multi-choice answers are lists or records. */
export type AnswerValue = number | string | boolean | null | readonly AnswerValue[] | { readonly [key: string]: AnswerValue };
export type AnswerMap = Readonly<Record<string, AnswerValue>>;

/**
 * Inside a table: `row.<column>` is the current line's answer, `l.<column>` the list of that
 * column's answers over all lines (for sum, min, max), `n` the number of lines.
 */
export interface TableContext {
  readonly lines: readonly AnswerMap[];
  /** Index into `lines` of the line being computed; absent when the formula covers the whole table. */
  readonly rowIndex?: number;
}

export interface FormulaContext {
  readonly ef?: Readonly<Record<string, FactorValue>>;
  readonly hyp?: Readonly<Record<string, HypothesisValue>>;
  readonly efc?: Readonly<Record<string, CombinationValue>>;
  /** Question answers, by question name. */
  readonly q?: AnswerMap;
  /** Column answers, by column name. */
  readonly c?: AnswerMap;
  /** Survey answers, by survey question name. */
  readonly s?: AnswerMap;
  /** Action parameters, by parameter name. */
  readonly p?: AnswerMap;
  readonly table?: TableContext;
}

/** What produced a figure: every factor, hypothesis and combination read, once each, in reading order. */
export type ProvenanceEntry =
  | {
      readonly kind: 'factor';
      readonly name: string;
      /** As stored, in kg of `gas` per unit. */
      readonly value: number;
      readonly gas: Gas;
      /** The value the formula used: `value` times the gas's GWP100 hypothesis when the gas is not CO2E. */
      readonly kgCo2ePerUnit: number;
      readonly unit: string;
      readonly source: string;
      readonly sourceVersion: string;
      readonly isPublic: boolean;
    }
  | { readonly kind: 'hypothesis'; readonly name: string; readonly value: number; readonly unit: string; readonly source: string }
  | { readonly kind: 'combination'; readonly name: string; readonly kgCo2ePerUnit: number; readonly unit: string };

export type FormulaErrorCode =
  | 'invalidFormat'
  | 'scriptTooLong'
  | 'tooManyTokens'
  | 'tooDeep'
  | 'resultNaN'
  | 'notFinite'
  | 'factorNotFound'
  | 'hypothesisNotFound'
  | 'combinationNotFound'
  | 'missingGasHypothesis'
  | 'noAnswerForQuestion'
  | 'noAnswerForColumn'
  | 'noAnswerInTable'
  | 'referenceObject'
  | 'combinationRule'
  | 'stepBudget'
  | 'textTooLong';

export interface FormulaError {
  readonly code: FormulaErrorCode;
  /** As the spec words it when the spec quotes it. */
  readonly message: string;
  /** The message's catalogue key and parameters, when it has parameters (see `formulaErrorMessage`). */
  readonly said?: Message;
  /** For the editor: what was wrong and where; not shown as the message. */
  readonly detail?: string;
  /** Character offset in the script, for syntax errors. */
  readonly position?: number;
  /** References that read nothing, for 'Result is NaN'. */
  readonly undefinedAccesses?: readonly string[];
}

export type FormulaValue = number | string | boolean;

export type ParseResult = { readonly ok: true; readonly formula: Formula } | { readonly ok: false; readonly error: FormulaError };

export type EvaluationResult =
  | {
      readonly ok: true;
      readonly value: FormulaValue;
      readonly provenance: readonly ProvenanceEntry[];
      /** References that read nothing but did not spoil the result (e.g. `q.x || 0`). */
      readonly undefinedAccesses: readonly string[];
    }
  | { readonly ok: false; readonly error: FormulaError };
