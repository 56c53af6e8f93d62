import {
  applyOperator,
  budgetError,
  countList,
  extreme,
  fail,
  isTruthy,
  newState,
  readReference,
  roundHalfAwayFromZero,
  settle,
  toNumber,
  type EvaluateOptions,
  type State,
  type Value,
} from './runtime.ts';
import type { EvaluationResult, Formula, FormulaContext, FormulaNode, FunctionName } from './types.ts';

/*
 * The tree walk: the plainest reading of the formula language, kept as the reference the
 * compiled closures are tested against (`compile.ts` must give the same result, provenance,
 * undefined accesses and error for every formula and context).
 */

/** Numbers of the arguments, lists spread one level; blank (null) list entries are skipped. */
function collectNumbers(state: State, args: readonly FormulaNode[], each: (value: number) => void): void {
  for (const arg of args) {
    const value = visit(state, arg);
    if (Array.isArray(value)) {
      countList(state, value.length);
      for (const item of value as readonly Value[]) if (item !== null) each(toNumber(item));
    } else {
      each(toNumber(value));
    }
  }
}

function call(state: State, name: FunctionName, args: readonly FormulaNode[]): number {
  switch (name) {
    case 'abs':
      return Math.abs(toNumber(visit(state, args[0]!)));
    case 'floor':
      return Math.floor(toNumber(visit(state, args[0]!)));
    case 'ceil':
      return Math.ceil(toNumber(visit(state, args[0]!)));
    case 'round': {
      const value = toNumber(visit(state, args[0]!));
      const digits = args.length > 1 ? toNumber(visit(state, args[1]!)) : 0;
      return roundHalfAwayFromZero(value, digits);
    }
    case 'sum': {
      let total = 0;
      collectNumbers(state, args, (value) => {
        total += value;
      });
      return total;
    }
    case 'min':
    case 'max': {
      let result = NaN;
      let first = true;
      collectNumbers(state, args, (value) => {
        result = extreme(name, result, value, first);
        first = false;
      });
      return result;
    }
  }
}

function visit(state: State, node: FormulaNode): Value {
  if (++state.steps > state.stepBudget) throw fail(budgetError(state));
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'boolean':
      return node.value;
    case 'reference':
      return readReference(state, node.reference);
    case 'unary': {
      const operand = visit(state, node.operand);
      if (node.operator === '!') return !isTruthy(operand);
      return node.operator === '-' ? -toNumber(operand) : toNumber(operand);
    }
    case 'logical': {
      const left = visit(state, node.left);
      if (node.operator === '&&') return isTruthy(left) ? visit(state, node.right) : left;
      return isTruthy(left) ? left : visit(state, node.right);
    }
    case 'conditional':
      return isTruthy(visit(state, node.test)) ? visit(state, node.consequent) : visit(state, node.alternate);
    case 'call':
      return call(state, node.name, node.args);
    case 'binary': {
      const left = visit(state, node.left);
      const right = visit(state, node.right);
      return applyOperator(state, node.operator, left, right);
    }
  }
}

/** Evaluates a parsed formula by walking its tree. `evaluate` gives the same result, faster. */
export function interpret(formula: Formula, context: FormulaContext, options?: EvaluateOptions): EvaluationResult {
  return settle(newState(context, options), (state) => visit(state, formula.root));
}
