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
  releaseState,
  roundHalfAwayFromZero,
  settle,
  toNumber,
  type EvaluateOptions,
  type State,
  type Value,
} from './runtime.ts';
import type { BinaryOperator, EvaluationResult, Formula, FormulaContext, FormulaError, FormulaNode, Reference } from './types.ts';

/*
 * The parsed tree turned once into nested closures, so evaluating many contexts no longer
 * dispatches on node kinds: each closure does one node's work and calls its children's. Never
 * `eval` or `new Function`: closures only, over the same readers and value rules as the tree
 * walk in `interpret.ts`, so both give the same result, provenance, undefined accesses and error
 * (the tests hold them to it).
 *
 * Arithmetic, most of what formulas do, is compiled apart. An operand of `*` is read and turned
 * into a number by `toNumber` in its own closure, as the operator table turns it, or is a number
 * in place when it is a literal; the operation is then one line of JavaScript on two numbers,
 * with no dispatch on the operator and no check of types.
 *
 * Steps are not counted node by node. A formula visits each of its nodes at most once, so its
 * node count bounds its node steps: the evaluation starts charged with that count, and only the
 * lists that functions read add to it. When the budget cannot cover that bound, or a list runs
 * it out, the tree walk evaluates instead: it counts node by node as the spec counts, so the
 * budget stops a formula at exactly the step, and with exactly the error, it always did. The
 * default budget covers any formula the parser accepts, so that is only for tight budgets.
 */

type Step = (state: State) => Value;
/** A step whose value is always a number. */
type NumberStep = (state: State) => number;
/** An operand of arithmetic: a number when it is a literal, so the operation uses it in place. */
type Operand = NumberStep | number;

/** A compiled formula: evaluates it against one context, as `evaluate` does. */
export type CompiledFormula = (context: FormulaContext, options?: EvaluateOptions) => EvaluationResult;

/** A question, survey, column or parameter answer by one name: read without walking a path. */
interface Answer {
  readonly prefix: 'q' | 's' | 'c' | 'p';
  readonly name: string;
  readonly reference: Reference;
  /** A blank parameter reads as missing; a blank question or column answer is this error. */
  readonly noAnswer: FormulaError | undefined;
}

function answerOf(reference: Reference): Answer | undefined {
  const { prefix, path } = reference;
  if (path.length !== 1 || !(prefix === 'q' || prefix === 's' || prefix === 'c' || prefix === 'p')) return undefined;
  const noAnswer = prefix === 'p' ? undefined : prefix === 'c' ? noAnswerForColumn : noAnswerForQuestion;
  return { prefix, name: path[0] as string, reference, noAnswer };
}

/** An answer as `readReference` reads it. */
function readAnswer(state: State, answer: Answer): Value {
  const context = state.context;
  // Named reads (not context[prefix]): each stays a fast property load.
  const prefix = answer.prefix;
  const answers = prefix === 'q' ? context.q : prefix === 'p' ? context.p : prefix === 'c' ? context.c : context.s;
  if (answers === undefined || !Object.hasOwn(answers, answer.name)) {
    noteUndefined(state, answer.reference);
    return undefined;
  }
  const value = answers[answer.name];
  if (value === null) {
    if (answer.noAnswer !== undefined) throw fail(answer.noAnswer);
    noteUndefined(state, answer.reference);
    return undefined;
  }
  if (value === undefined) noteUndefined(state, answer.reference);
  return value;
}

function compileReference(reference: Reference): Step {
  const name = reference.path[0] as string;
  switch (reference.prefix) {
    case 'ef':
      return (state) => readFactor(state, name);
    case 'hyp':
      return (state) => readHypothesis(state, name);
    case 'efc':
      return (state) => readCombination(state, name);
    default: {
      const answer = answerOf(reference);
      return answer === undefined ? (state) => readReference(state, reference) : (state) => readAnswer(state, answer);
    }
  }
}

/** Whether a node's value is a number whatever the context. */
function isNumeric(node: FormulaNode): boolean {
  switch (node.kind) {
    case 'number':
    case 'call':
      return true;
    case 'unary':
      return node.operator !== '!';
    case 'binary':
      // `+` joins text only when both operands are text.
      return isArithmetic(node.operator) && (node.operator !== '+' || isNumeric(node.left) || isNumeric(node.right));
    default:
      return false;
  }
}

const isArithmetic = (operator: BinaryOperator) =>
  operator === '+' || operator === '-' || operator === '*' || operator === '/' || operator === '%' || operator === '**';

/** An arithmetic operation on two numbers: one closure per operator and side that is a literal. */
function arithmetic(operator: BinaryOperator, left: Operand, right: Operand): NumberStep {
  // The left operand is evaluated before the right, as written.
  if (typeof right === 'number') {
    const l = typeof left === 'number' ? () => left : left;
    switch (operator) {
      case '*':
        return (state) => l(state) * right;
      case '/':
        return (state) => l(state) / right;
      case '+':
        return (state) => l(state) + right;
      case '-':
        return (state) => l(state) - right;
      case '%':
        return (state) => l(state) % right;
      default:
        return (state) => l(state) ** right;
    }
  }
  if (typeof left === 'number') {
    switch (operator) {
      case '*':
        return (state) => left * right(state);
      case '/':
        return (state) => left / right(state);
      case '+':
        return (state) => left + right(state);
      case '-':
        return (state) => left - right(state);
      case '%':
        return (state) => left % right(state);
      default:
        return (state) => left ** right(state);
    }
  }
  switch (operator) {
    case '*':
      return (state) => left(state) * right(state);
    case '/':
      return (state) => left(state) / right(state);
    case '+':
      return (state) => left(state) + right(state);
    case '-':
      return (state) => left(state) - right(state);
    case '%':
      return (state) => left(state) % right(state);
    default:
      return (state) => left(state) ** right(state);
  }
}

/**
 * A reference as an operand of arithmetic, read and turned into a number in one closure. Factors,
 * hypotheses and combinations hold numbers, but the operator table turns whatever it reads into
 * a number, and so does this.
 */
function compileReferenceOperand(reference: Reference): NumberStep {
  const name = reference.path[0] as string;
  switch (reference.prefix) {
    case 'ef':
      return (state) => toNumber(readFactor(state, name));
    case 'hyp':
      return (state) => toNumber(readHypothesis(state, name));
    case 'efc':
      return (state) => toNumber(readCombination(state, name));
    default: {
      const answer = answerOf(reference);
      return answer === undefined ? (state) => toNumber(readReference(state, reference)) : (state) => toNumber(readAnswer(state, answer));
    }
  }
}

/** A node as an operand of arithmetic: its value turned into a number, as `toNumber` does. */
function compileOperand(node: FormulaNode): Operand {
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'boolean':
      return toNumber(node.value);
    case 'unary':
      if (node.operator === '+') return compileOperand(node.operand);
      if (node.operator === '-') {
        const operand = compileOperand(node.operand);
        return typeof operand === 'number' ? -operand : (state) => -operand(state);
      }
      break;
    case 'binary':
      if (isNumeric(node)) return arithmetic(node.operator, compileOperand(node.left), compileOperand(node.right));
      break;
    case 'reference':
      return compileReferenceOperand(node.reference);
  }
  const step = compileNode(node);
  return isNumeric(node) ? (step as NumberStep) : (state) => toNumber(step(state));
}

/** A comparison, or `+` whose operands may both be text: by the operator table. */
function compileBinary(operator: BinaryOperator, left: Step, right: Step): Step {
  return (state) => {
    const leftValue = left(state);
    return applyOperator(state, operator, leftValue, right(state));
  };
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
  switch (node.name) {
    case 'abs': {
      const operand = numberStep(node.args[0]!);
      return (state) => Math.abs(operand(state));
    }
    case 'floor': {
      const operand = numberStep(node.args[0]!);
      return (state) => Math.floor(operand(state));
    }
    case 'ceil': {
      const operand = numberStep(node.args[0]!);
      return (state) => Math.ceil(operand(state));
    }
    case 'round': {
      const operand = numberStep(node.args[0]!);
      const digits = node.args.length > 1 ? numberStep(node.args[1]!) : () => 0;
      return (state) => {
        const value = operand(state);
        return roundHalfAwayFromZero(value, digits(state));
      };
    }
    case 'sum':
      return compileNumbers(node.args, 0, (total, value) => total + value);
    case 'min':
    case 'max': {
      const name = node.name;
      return compileNumbers(node.args, NaN, (result, value, isFirst) => extreme(name, result, value, isFirst));
    }
  }
}

function numberStep(node: FormulaNode): NumberStep {
  const operand = compileOperand(node);
  return typeof operand === 'number' ? () => operand : operand;
}

function compileNode(node: FormulaNode): Step {
  switch (node.kind) {
    case 'number':
    case 'string':
    case 'boolean': {
      const value = node.value;
      return () => value;
    }
    case 'reference':
      return compileReference(node.reference);
    case 'unary': {
      if (node.operator !== '!') return numberStep(node);
      const operand = compileNode(node.operand);
      return (state) => !isTruthy(operand(state));
    }
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
      if (isNumeric(node)) return numberStep(node);
      return compileBinary(node.operator, compileNode(node.left), compileNode(node.right));
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
  // A state kept from one evaluation to the next, so an evaluation allocates only what it
  // returns. It is taken while in use: an evaluation begun inside another (a context's getter
  // evaluating the same formula) makes its own.
  let spare: State | undefined;
  return (context, options) => {
    const state = newState(context, options, spare);
    spare = undefined;
    let result: EvaluationResult | undefined;
    if (nodeSteps <= state.stepBudget) {
      state.steps = nodeSteps;
      result = settle(state, root);
    }
    releaseState(state);
    spare = state;
    // A budget too tight for the node count, or run out by a list: the tree walk tells at which
    // step, and whether another error came first.
    return result === undefined || (!result.ok && result.error.code === 'stepBudget') ? interpret(formula, context, options) : result;
  };
}
