import { compile } from './compile.ts';
import { compiledOf } from './compiledSlot.ts';
import type { EvaluateOptions } from './runtime.ts';
import type { EvaluationResult, Formula, FormulaContext } from './types.ts';

export { evaluationLimits, type EvaluateOptions } from './runtime.ts';

/**
 * Evaluates a parsed formula against one context. Pure: the same formula and context give the
 * same result, and nothing outside the context is read. Parse once and evaluate many times: the
 * first evaluation compiles the formula to closures (`compile.ts`), the next ones reuse them.
 */
export function evaluate(formula: Formula, context: FormulaContext, options?: EvaluateOptions): EvaluationResult {
  return compiledOf(formula, compile)(context, options);
}
