import {
  add,
  budgetError,
  compare,
  countList,
  extreme,
  fail,
  isTruthy,
  newState,
  noAnswerForColumn,
  noAnswerForQuestion,
  noteUndefined,
  readCombination,
  readFactor,
  readHypothesis,
  readReference,
  roundHalfAwayFromZero,
  settle,
  toNumber,
  type EvaluateOptions,
  type State,
  type Value,
} from './runtime.ts';
import type { BinaryOperator, EvaluationResult, Formula, FormulaContext, FormulaError, FormulaNode, Reference, UnaryOperator } from './types.ts';

/*
 * The parsed tree turned once into nested closures, so evaluating many contexts no longer
 * dispatches on node kinds: each closure does one node's work and calls its children's. Never
 * `eval` or `new Function`: closures only, over the same readers and value rules as the tree
 * walk in `interpret.ts`, and the same step counting node by node, so both give the same result,
 * provenance, undefined accesses and error (the tests hold them to it).
 */

type Step = (state: State) => Value;

/** A compiled formula: evaluates it against one context, as `evaluate` does. */
export type CompiledFormula = (context: FormulaContext, options?: EvaluateOptions) => EvaluationResult;

/** One node visited: counted against the budget before its work, as the tree walk does. */
function tick(state: State): void {
  if (++state.steps > state.stepBudget) throw fail(budgetError(state));
}

const isLiteral = (node: FormulaNode): node is Extract<FormulaNode, { kind: 'number' | 'string' | 'boolean' }> =>
  node.kind === 'number' || node.kind === 'string' || node.kind === 'boolean';

const answerMaps = { q: 'q', s: 's', c: 'c', p: 'p' } as const;

/** A one-name answer (`q.litres`), read without walking a path; anything longer goes through `readReference`. */
function compileAnswer(reference: Reference, map: 'q' | 's' | 'c' | 'p'): Step {
  const name = reference.path[0] as string;
  // A blank parameter reads as missing; a blank question or column answer is an error.
  const noAnswer: FormulaError | undefined = map === 'p' ? undefined : map === 'c' ? noAnswerForColumn : noAnswerForQuestion;
  return (state) => {
    tick(state);
    const context = state.context;
    // Named reads (not context[map]): each stays a fast property load.
    const answers = map === 'q' ? context.q : map === 'p' ? context.p : map === 'c' ? context.c : context.s;
    if (answers === undefined || !Object.hasOwn(answers, name)) {
      noteUndefined(state, reference);
      return undefined;
    }
    const value = answers[name];
    if (value === null) {
      if (noAnswer !== undefined) throw fail(noAnswer);
      noteUndefined(state, reference);
      return undefined;
    }
    if (value === undefined) noteUndefined(state, reference);
    return value;
  };
}

function compileReference(reference: Reference): Step {
  const name = reference.path[0] as string;
  switch (reference.prefix) {
    case 'ef':
      return (state) => {
        tick(state);
        return readFactor(state, name);
      };
    case 'hyp':
      return (state) => {
        tick(state);
        return readHypothesis(state, name);
      };
    case 'efc':
      return (state) => {
        tick(state);
        return readCombination(state, name);
      };
    case 'q':
    case 's':
    case 'c':
    case 'p':
      if (reference.path.length === 1) return compileAnswer(reference, answerMaps[reference.prefix]);
      break;
  }
  return (state) => {
    tick(state);
    return readReference(state, reference);
  };
}

/** The operator on two values, the same rules as the tree walk's. */
function operate(operator: BinaryOperator): (state: State, left: Value, right: Value) => Value {
  switch (operator) {
    case '+':
      return add;
    case '-':
      return (_, left, right) => toNumber(left) - toNumber(right);
    case '*':
      return (_, left, right) => toNumber(left) * toNumber(right);
    case '/':
      return (_, left, right) => toNumber(left) / toNumber(right);
    case '%':
      return (_, left, right) => toNumber(left) % toNumber(right);
    case '**':
      return (_, left, right) => toNumber(left) ** toNumber(right);
    case '==':
      return (_, left, right) => left === right;
    case '!=':
      return (_, left, right) => left !== right;
    case '<':
      return (_, left, right) => compare(left, right) < 0;
    case '<=':
      return (_, left, right) => compare(left, right) <= 0;
    case '>':
      return (_, left, right) => compare(left, right) > 0;
    case '>=':
      return (_, left, right) => compare(left, right) >= 0;
  }
}

/**
 * Arithmetic, the common case, gets closures of its own with the operator inlined; a literal
 * operand is read in place (its step still counted, in the same order).
 */
function compileArithmetic(operator: '-' | '*' | '/', leftNode: FormulaNode, rightNode: FormulaNode): Step {
  if (isLiteral(rightNode)) {
    const left = compileNode(leftNode);
    const right = toNumber(rightNode.value);
    switch (operator) {
      case '-':
        return (state) => {
          tick(state);
          const value = toNumber(left(state));
          tick(state);
          return value - right;
        };
      case '*':
        return (state) => {
          tick(state);
          const value = toNumber(left(state));
          tick(state);
          return value * right;
        };
      case '/':
        return (state) => {
          tick(state);
          const value = toNumber(left(state));
          tick(state);
          return value / right;
        };
    }
  }
  const left = compileNode(leftNode);
  const right = compileNode(rightNode);
  switch (operator) {
    case '-':
      return (state) => {
        tick(state);
        const value = toNumber(left(state));
        return value - toNumber(right(state));
      };
    case '*':
      return (state) => {
        tick(state);
        const value = toNumber(left(state));
        return value * toNumber(right(state));
      };
    case '/':
      return (state) => {
        tick(state);
        const value = toNumber(left(state));
        return value / toNumber(right(state));
      };
  }
}

/** Accumulates the numbers of the arguments, lists spread one level; blank (null) list entries are skipped. */
function compileNumbers(args: readonly FormulaNode[], initial: number, each: (accumulated: number, value: number, first: boolean) => number): Step {
  const steps = args.map(compileNode);
  return (state) => {
    tick(state);
    let accumulated = initial;
    let first = true;
    for (const step of steps) {
      const value = step(state);
      if (Array.isArray(value)) {
        countList(state, value.length);
        for (const item of value as readonly Value[]) {
          if (item === null) continue;
          accumulated = each(accumulated, toNumber(item), first);
          first = false;
        }
      } else {
        accumulated = each(accumulated, toNumber(value), first);
        first = false;
      }
    }
    return accumulated;
  };
}

function compileCall(node: Extract<FormulaNode, { kind: 'call' }>): Step {
  const [first, second] = node.args.map(compileNode);
  switch (node.name) {
    case 'abs':
      return (state) => {
        tick(state);
        return Math.abs(toNumber(first!(state)));
      };
    case 'floor':
      return (state) => {
        tick(state);
        return Math.floor(toNumber(first!(state)));
      };
    case 'ceil':
      return (state) => {
        tick(state);
        return Math.ceil(toNumber(first!(state)));
      };
    case 'round':
      return (state) => {
        tick(state);
        const value = toNumber(first!(state));
        return roundHalfAwayFromZero(value, second === undefined ? 0 : toNumber(second(state)));
      };
    case 'sum':
      return compileNumbers(node.args, 0, (total, value) => total + value);
    case 'min':
    case 'max': {
      const name = node.name;
      return compileNumbers(node.args, NaN, (result, value, isFirst) => extreme(name, result, value, isFirst));
    }
  }
}

function compileUnary(operator: UnaryOperator, operand: Step): Step {
  switch (operator) {
    case '!':
      return (state) => {
        tick(state);
        return !isTruthy(operand(state));
      };
    case '-':
      return (state) => {
        tick(state);
        return -toNumber(operand(state));
      };
    case '+':
      return (state) => {
        tick(state);
        return toNumber(operand(state));
      };
  }
}

function compileNode(node: FormulaNode): Step {
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'boolean': {
      const value = node.value;
      return (state) => {
        tick(state);
        return value;
      };
    }
    case 'reference':
      return compileReference(node.reference);
    case 'unary':
      return compileUnary(node.operator, compileNode(node.operand));
    case 'logical': {
      const left = compileNode(node.left);
      const right = compileNode(node.right);
      if (node.operator === '&&') {
        return (state) => {
          tick(state);
          const value = left(state);
          return isTruthy(value) ? right(state) : value;
        };
      }
      return (state) => {
        tick(state);
        const value = left(state);
        return isTruthy(value) ? value : right(state);
      };
    }
    case 'conditional': {
      const test = compileNode(node.test);
      const consequent = compileNode(node.consequent);
      const alternate = compileNode(node.alternate);
      return (state) => {
        tick(state);
        return isTruthy(test(state)) ? consequent(state) : alternate(state);
      };
    }
    case 'call':
      return compileCall(node);
    case 'binary': {
      const { operator } = node;
      if (operator === '-' || operator === '*' || operator === '/') return compileArithmetic(operator, node.left, node.right);
      const left = compileNode(node.left);
      const right = compileNode(node.right);
      const apply = operate(operator);
      return (state) => {
        tick(state);
        const value = left(state);
        return apply(state, value, right(state));
      };
    }
  }
}

/**
 * Compiles a parsed formula once for many evaluations. The formula stays plain data; the
 * compiled function is not (keep the formula to store or send).
 */
export function compile(formula: Formula): CompiledFormula {
  const root = compileNode(formula.root);
  return (context, options) => settle(newState(context, options), root);
}
