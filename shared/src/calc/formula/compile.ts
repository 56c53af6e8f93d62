import {
  applyOperator,
  budgetError,
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

/**
 * An operand its parent's closure reads in place, without a closure of its own: a literal, or a
 * reference to one name (`q.litres`, `ef.diesel`). Most formulas are arithmetic on these, and a
 * call through a closure per operand cost more than the reading itself.
 */
type Leaf =
  | { readonly kind: 'literal'; readonly value: Value }
  | {
      readonly kind: 'answer';
      readonly map: 'q' | 's' | 'c' | 'p';
      readonly name: string;
      readonly reference: Reference;
      /** A blank parameter reads as missing; a blank question or column answer is this error. */
      readonly noAnswer: FormulaError | undefined;
    }
  | { readonly kind: 'factor' | 'hypothesis' | 'combination'; readonly name: string };

function leafOf(node: FormulaNode): Leaf | undefined {
  if (node.kind === 'number' || node.kind === 'string' || node.kind === 'boolean') return { kind: 'literal', value: node.value };
  if (node.kind !== 'reference') return undefined;
  const { prefix, path } = node.reference;
  const name = path[0] as string;
  switch (prefix) {
    case 'ef':
      return { kind: 'factor', name };
    case 'hyp':
      return { kind: 'hypothesis', name };
    case 'efc':
      return { kind: 'combination', name };
    case 'q':
    case 's':
    case 'c':
    case 'p': {
      if (path.length !== 1) return undefined;
      const noAnswer = prefix === 'p' ? undefined : prefix === 'c' ? noAnswerForColumn : noAnswerForQuestion;
      return { kind: 'answer', map: prefix, name, reference: node.reference, noAnswer };
    }
    default:
      return undefined;
  }
}

/** A one-name answer, as `readReference` reads it, without walking a path. */
function readAnswer(state: State, leaf: Extract<Leaf, { kind: 'answer' }>): Value {
  const context = state.context;
  // Named reads (not context[map]): each stays a fast property load.
  const map = leaf.map;
  const answers = map === 'q' ? context.q : map === 'p' ? context.p : map === 'c' ? context.c : context.s;
  if (answers === undefined || !Object.hasOwn(answers, leaf.name)) {
    noteUndefined(state, leaf.reference);
    return undefined;
  }
  const value = answers[leaf.name];
  if (value === null) {
    if (leaf.noAnswer !== undefined) throw fail(leaf.noAnswer);
    noteUndefined(state, leaf.reference);
    return undefined;
  }
  if (value === undefined) noteUndefined(state, leaf.reference);
  return value;
}

/** Reads a leaf whose step is already counted. */
function readLeaf(state: State, leaf: Leaf): Value {
  switch (leaf.kind) {
    case 'literal':
      return leaf.value;
    case 'answer':
      return readAnswer(state, leaf);
    case 'factor':
      return readFactor(state, leaf.name);
    case 'hypothesis':
      return readHypothesis(state, leaf.name);
    case 'combination':
      return readCombination(state, leaf.name);
  }
}

function compileLeaf(leaf: Leaf): Step {
  return (state) => {
    tick(state);
    return readLeaf(state, leaf);
  };
}

function compileReference(reference: Reference): Step {
  return (state) => {
    tick(state);
    return readReference(state, reference);
  };
}

/**
 * A binary operation. A leaf operand is read in place; a left leaf's step is counted with the
 * operation's own (nothing happens between the two in the tree walk, so the budget stops the
 * same evaluations), a right leaf's after the left operand, where the tree walk counts it.
 */
function compileBinary(operator: BinaryOperator, leftNode: FormulaNode, rightNode: FormulaNode): Step {
  const leftLeaf = leafOf(leftNode);
  const rightLeaf = leafOf(rightNode);
  const left = leftLeaf === undefined ? compileNode(leftNode) : undefined;
  const right = rightLeaf === undefined ? compileNode(rightNode) : undefined;
  const firstSteps = leftLeaf === undefined ? 1 : 2;
  // Arithmetic, the common case, has a closure per operator: no dispatch on the operator, and
  // each reads its operands itself (a shared reader would be one more call per operation).
  switch (operator) {
    case '*':
      return (state) => {
        if ((state.steps += firstSteps) > state.stepBudget) throw fail(budgetError(state));
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        if (rightLeaf !== undefined) tick(state);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return toNumber(leftValue) * toNumber(rightValue);
      };
    case '/':
      return (state) => {
        if ((state.steps += firstSteps) > state.stepBudget) throw fail(budgetError(state));
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        if (rightLeaf !== undefined) tick(state);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return toNumber(leftValue) / toNumber(rightValue);
      };
    case '-':
      return (state) => {
        if ((state.steps += firstSteps) > state.stepBudget) throw fail(budgetError(state));
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        if (rightLeaf !== undefined) tick(state);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return toNumber(leftValue) - toNumber(rightValue);
      };
    default:
      return (state) => {
        if ((state.steps += firstSteps) > state.stepBudget) throw fail(budgetError(state));
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        if (rightLeaf !== undefined) tick(state);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return applyOperator(state, operator, leftValue, rightValue);
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
    case 'boolean':
      return compileLeaf({ kind: 'literal', value: node.value });
    case 'reference': {
      const leaf = leafOf(node);
      return leaf === undefined ? compileReference(node.reference) : compileLeaf(leaf);
    }
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
    case 'binary':
      return compileBinary(node.operator, node.left, node.right);
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
