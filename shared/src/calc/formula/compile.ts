import { interpret } from './interpret.ts';
import {
  applyOperator,
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
 * walk in `interpret.ts`, so both give the same result, provenance, undefined accesses and error
 * (the tests hold them to it).
 *
 * Steps are not counted node by node. A formula visits each of its nodes at most once, so its
 * node count bounds its node steps: the evaluation starts charged with that count, and only the
 * lists that functions read add to it. When the budget cannot cover that bound, or a list runs
 * it out, the tree walk evaluates instead: it counts node by node as the spec counts, so the
 * budget stops a formula at exactly the step, and with exactly the error, it always did. The
 * default budget covers any formula the parser accepts, so that is only for tight budgets.
 */

type Step = (state: State) => Value;

/** A compiled formula: evaluates it against one context, as `evaluate` does. */
export type CompiledFormula = (context: FormulaContext, options?: EvaluateOptions) => EvaluationResult;

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
  return (state) => readLeaf(state, leaf);
}

function compileReference(reference: Reference): Step {
  return (state) => readReference(state, reference);
}

/** A binary operation. A leaf operand is read in place. */
function compileBinary(operator: BinaryOperator, leftNode: FormulaNode, rightNode: FormulaNode): Step {
  const leftLeaf = leafOf(leftNode);
  const rightLeaf = leafOf(rightNode);
  const left = leftLeaf === undefined ? compileNode(leftNode) : undefined;
  const right = rightLeaf === undefined ? compileNode(rightNode) : undefined;
  // Arithmetic, the common case, has a closure per operator: no dispatch on the operator, and
  // each reads its operands itself (a shared reader would be one more call per operation).
  switch (operator) {
    case '*':
      return (state) => {
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return toNumber(leftValue) * toNumber(rightValue);
      };
    case '/':
      return (state) => {
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return toNumber(leftValue) / toNumber(rightValue);
      };
    case '-':
      return (state) => {
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return toNumber(leftValue) - toNumber(rightValue);
      };
    default:
      return (state) => {
        const leftValue = leftLeaf === undefined ? left!(state) : readLeaf(state, leftLeaf);
        const rightValue = rightLeaf === undefined ? right!(state) : readLeaf(state, rightLeaf);
        return applyOperator(state, operator, leftValue, rightValue);
      };
  }
}

/** Accumulates the numbers of the arguments, lists spread one level; blank (null) list entries are skipped. */
function compileNumbers(args: readonly FormulaNode[], initial: number, each: (accumulated: number, value: number, first: boolean) => number): Step {
  const steps = args.map(compileNode);
  return (state) => {
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
      return (state) => Math.abs(toNumber(first!(state)));
    case 'floor':
      return (state) => Math.floor(toNumber(first!(state)));
    case 'ceil':
      return (state) => Math.ceil(toNumber(first!(state)));
    case 'round':
      return (state) => {
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
      return (state) => !isTruthy(operand(state));
    case '-':
      return (state) => -toNumber(operand(state));
    case '+':
      return (state) => toNumber(operand(state));
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
          const value = left(state);
          return isTruthy(value) ? right(state) : value;
        };
      }
      return (state) => {
        const value = left(state);
        return isTruthy(value) ? value : right(state);
      };
    }
    case 'conditional': {
      const test = compileNode(node.test);
      const consequent = compileNode(node.consequent);
      const alternate = compileNode(node.alternate);
      return (state) => (isTruthy(test(state)) ? consequent(state) : alternate(state));
    }
    case 'call':
      return compileCall(node);
    case 'binary':
      return compileBinary(node.operator, node.left, node.right);
  }
}

/** Nodes in the tree: the most node steps one evaluation can take. */
function countNodes(node: FormulaNode): number {
  switch (node.kind) {
    case 'unary':
      return 1 + countNodes(node.operand);
    case 'binary':
    case 'logical':
      return 1 + countNodes(node.left) + countNodes(node.right);
    case 'conditional':
      return 1 + countNodes(node.test) + countNodes(node.consequent) + countNodes(node.alternate);
    case 'call':
      return node.args.reduce((total, arg) => total + countNodes(arg), 1);
    default:
      return 1;
  }
}

/**
 * Compiles a parsed formula once for many evaluations. The formula stays plain data; the
 * compiled function is not (keep the formula to store or send).
 */
export function compile(formula: Formula): CompiledFormula {
  const root = compileNode(formula.root);
  const nodeSteps = countNodes(formula.root);
  return (context, options) => {
    const state = newState(context, options);
    if (nodeSteps > state.stepBudget) return interpret(formula, context, options);
    state.steps = nodeSteps;
    const result = settle(state, root);
    // A list ran out the budget: the tree walk tells at which step, and whether another error came first.
    return !result.ok && result.error.code === 'stepBudget' ? interpret(formula, context, options) : result;
  };
}
