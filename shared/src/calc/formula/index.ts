export { parse, formulaLimits, referenceText, type ParseOptions } from './parse.ts';
export { evaluate, evaluationLimits, type EvaluateOptions } from './evaluate.ts';
export { compile, type CompiledFormula } from './compile.ts';
export { interpret } from './interpret.ts';
export { checkCombinationScript, evaluateCombination, referencesOf, type CombinationCheck } from './combination.ts';
export {
  formulaErrorIssue,
  formulaErrorMessage,
  formulaMessages,
  gwpHypothesisName,
  gwpHypothesisNames,
  methaneGwpHypothesisNames,
  withReferences,
} from './messages.ts';
export {
  functionNames,
  mapPrefixes,
  tablePrefixes,
  type AnswerMap,
  type AnswerValue,
  type BinaryOperator,
  type CombinationValue,
  type EvaluationResult,
  type FactorValue,
  type Formula,
  type FormulaContext,
  type FormulaError,
  type FormulaErrorCode,
  type FormulaNode,
  type FormulaValue,
  type FunctionName,
  type Gas,
  type HypothesisValue,
  type MapPrefix,
  type ParseResult,
  type PathSegment,
  type Prefix,
  type ProvenanceEntry,
  type Reference,
  type TablePrefix,
  type TableContext,
  type UnaryOperator,
} from './types.ts';
