import { attachCompiledSlot } from './compiledSlot.ts';
import { formulaMessages } from './messages.ts';
import {
  functionNames,
  mapPrefixes,
  tablePrefixes,
  type BinaryOperator,
  type Formula,
  type FormulaError,
  type FormulaNode,
  type FunctionName,
  type ParseResult,
  type PathSegment,
  type Prefix,
  type Reference,
} from './types.ts';

/*
 * Grammar, lowest precedence first (JavaScript's, because the scripts this replaces were
 * JavaScript expressions; anything JavaScript would read differently is refused, not guessed):
 *
 *   conditional  := or ('?' conditional ':' conditional)?          right-associative
 *   or           := and ('||' and)*
 *   and          := equality ('&&' equality)*
 *   equality     := comparison (('==' | '!=' | '===' | '!==') comparison)*   all strict
 *   comparison   := additive (('<' | '<=' | '>' | '>=') additive)*
 *   additive     := multiplicative (('+' | '-') multiplicative)*
 *   multiplicative := unary (('*' | '/' | '%') unary)*
 *   unary        := ('-' | '+' | '!') unary | power
 *   power        := primary ('**' unary)?                             right-associative
 *   primary      := number | string | true | false | '(' conditional ')'
 *                 | function '(' args ')' | reference
 *   reference    := prefix ('.' name | '[' string | integer ']')+  |  'n'
 *
 * `-2 ** 2` is -4 (power binds tighter than minus, as in mathematics; JavaScript refuses it).
 * `^` is refused: it is XOR in JavaScript and power elsewhere, so either reading would surprise.
 * Brackets take only literals, so every reference is known before evaluation and a script can
 * never compute a property name.
 */

export interface ParseOptions {
  /** Allows `row`, `n` and `l` (formulas of table questions). */
  tableContext?: boolean;
  /** Checked before any scanning. */
  maxCharacters?: number;
  maxTokens?: number;
  /** Parentheses, calls, unary operators and conditionals nested inside each other. */
  maxDepth?: number;
}

export const formulaLimits = { maxCharacters: 10_000, maxTokens: 2_000, maxDepth: 64 } as const;

/** Names that reach JavaScript internals when looked up; never valid, whatever the context. */
const forbiddenNames = new Set(['__proto__', 'constructor', 'prototype']);

const functionArity: Record<FunctionName, { min: number; max: number }> = {
  min: { min: 1, max: Infinity },
  max: { min: 1, max: Infinity },
  sum: { min: 1, max: Infinity },
  abs: { min: 1, max: 1 },
  floor: { min: 1, max: 1 },
  ceil: { min: 1, max: 1 },
  round: { min: 1, max: 2 },
};

type TokenType = 'number' | 'string' | 'name' | 'punct' | 'end';
interface Token {
  type: TokenType;
  text: string;
  number: number;
  position: number;
}

/** Longest first, so `**` is not read as two `*`. */
const punctuators = [
  ...['===', '!=='],
  ...['**', '==', '!=', '<=', '>=', '&&', '||'],
  ...['+', '-', '*', '/', '%', '(', ')', '[', ']', ',', '.', '?', ':', '!', '<', '>'],
];

class ParseFailure {
  constructor(readonly error: FormulaError) {}
}

function invalid(detail: string, position: number): ParseFailure {
  return new ParseFailure({ code: 'invalidFormat', message: formulaMessages.invalidFormat, detail, position });
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isNameStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isNamePart = (code: number) => isNameStart(code) || isDigit(code);

function tokenize(script: string, maxTokens: number): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  const push = (type: TokenType, text: string, position: number, number = 0) => {
    if (tokens.length >= maxTokens) {
      throw new ParseFailure({ code: 'tooManyTokens', ...formulaMessages.tooManyTokens(maxTokens), position });
    }
    tokens.push({ type, text, number, position });
  };
  while (index < script.length) {
    const code = script.charCodeAt(index);
    if (code === 32 || code === 9 || code === 10 || code === 13) {
      index += 1;
      continue;
    }
    const start = index;
    if (isDigit(code) || (code === 46 && isDigit(script.charCodeAt(index + 1)))) {
      while (isDigit(script.charCodeAt(index))) index += 1;
      if (script.charCodeAt(index) === 46) {
        index += 1;
        while (isDigit(script.charCodeAt(index))) index += 1;
      }
      const exponent = script.charCodeAt(index);
      if (exponent === 101 || exponent === 69) {
        let next = index + 1;
        const sign = script.charCodeAt(next);
        if (sign === 43 || sign === 45) next += 1;
        if (!isDigit(script.charCodeAt(next))) throw invalid('Incomplete exponent', index);
        index = next;
        while (isDigit(script.charCodeAt(index))) index += 1;
      }
      if (isNameStart(script.charCodeAt(index))) throw invalid('A name cannot start with a digit', start);
      const text = script.slice(start, index);
      push('number', text, start, Number(text));
      continue;
    }
    if (isNameStart(code)) {
      while (isNamePart(script.charCodeAt(index))) index += 1;
      push('name', script.slice(start, index), start);
      continue;
    }
    if (code === 34 || code === 39) {
      index += 1;
      let text = '';
      let closed = false;
      while (index < script.length) {
        const char = script.charCodeAt(index);
        if (char === code) {
          closed = true;
          index += 1;
          break;
        }
        if (char === 92) {
          const escaped = script[index + 1];
          if (escaped === undefined) break;
          text += escaped === 'n' ? '\n' : escaped === 't' ? '\t' : escaped;
          index += 2;
          continue;
        }
        text += script[index];
        index += 1;
      }
      if (!closed) throw invalid('Unterminated text', start);
      push('string', text, start);
      continue;
    }
    const punctuator = punctuators.find((candidate) => script.startsWith(candidate, index));
    if (punctuator === undefined) throw invalid(`Unexpected character '${script[index]}'`, index);
    index += punctuator.length;
    push('punct', punctuator, start);
  }
  tokens.push({ type: 'end', text: '', number: 0, position: script.length });
  return tokens;
}

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function referenceText(prefix: Prefix, path: readonly PathSegment[]): string {
  let text: string = prefix;
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += identifierPattern.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
  }
  return text;
}

class Parser {
  private index = 0;
  private depth = 0;
  private readonly references = new Map<string, Reference>();

  constructor(
    private readonly tokens: Token[],
    private readonly tableContext: boolean,
    private readonly maxDepth: number,
  ) {}

  parse(): { root: FormulaNode; references: Reference[] } {
    if (this.peek().type === 'end') throw invalid('Empty script', 0);
    const root = this.conditional();
    const rest = this.peek();
    if (rest.type !== 'end') throw invalid(`Unexpected '${rest.text}'`, rest.position);
    return { root, references: [...this.references.values()] };
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private next(): Token {
    const token = this.tokens[this.index]!;
    if (token.type !== 'end') this.index += 1;
    return token;
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token.type === 'punct' && token.text === text;
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.type !== 'punct' || token.text !== text) {
      throw invalid(token.type === 'end' ? `Expected '${text}' at the end` : `Expected '${text}' instead of '${token.text}'`, token.position);
    }
  }

  /** Every recursive descent goes through here, so nesting is capped before the stack is at risk. */
  private nested<T>(position: number, parse: () => T): T {
    this.depth += 1;
    if (this.depth > this.maxDepth) {
      throw new ParseFailure({ code: 'tooDeep', ...formulaMessages.tooDeep(this.maxDepth), position });
    }
    const node = parse();
    this.depth -= 1;
    return node;
  }

  private conditional(): FormulaNode {
    const test = this.or();
    if (!this.isPunct('?')) return test;
    const position = this.next().position;
    const consequent = this.nested(position, () => this.conditional());
    this.expect(':');
    const alternate = this.nested(position, () => this.conditional());
    return { kind: 'conditional', test, consequent, alternate };
  }

  private or(): FormulaNode {
    let left = this.and();
    while (this.isPunct('||')) {
      this.next();
      left = { kind: 'logical', operator: '||', left, right: this.and() };
    }
    return left;
  }

  private and(): FormulaNode {
    let left = this.equality();
    while (this.isPunct('&&')) {
      this.next();
      left = { kind: 'logical', operator: '&&', left, right: this.equality() };
    }
    return left;
  }

  private equality(): FormulaNode {
    let left = this.comparison();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punct') return left;
      // Strict in every spelling: '0' == 0 being true is a trap, not a feature, in a formula.
      const operator = token.text === '==' || token.text === '===' ? '==' : token.text === '!=' || token.text === '!==' ? '!=' : undefined;
      if (operator === undefined) return left;
      this.next();
      left = { kind: 'binary', operator, left, right: this.comparison() };
    }
  }

  private binaryLoop(operators: readonly string[], operand: () => FormulaNode): FormulaNode {
    let left = operand();
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punct' || !operators.includes(token.text)) return left;
      this.next();
      left = { kind: 'binary', operator: token.text as BinaryOperator, left, right: operand() };
    }
  }

  private comparison(): FormulaNode {
    return this.binaryLoop(['<', '<=', '>', '>='], () => this.additive());
  }

  private additive(): FormulaNode {
    return this.binaryLoop(['+', '-'], () => this.multiplicative());
  }

  private multiplicative(): FormulaNode {
    return this.binaryLoop(['*', '/', '%'], () => this.unary());
  }

  private unary(): FormulaNode {
    const token = this.peek();
    if (token.type === 'punct' && (token.text === '-' || token.text === '+' || token.text === '!')) {
      this.next();
      const operand = this.nested(token.position, () => this.unary());
      return { kind: 'unary', operator: token.text, operand };
    }
    return this.power();
  }

  private power(): FormulaNode {
    const base = this.primary();
    if (!this.isPunct('**')) return base;
    const position = this.next().position;
    const exponent = this.nested(position, () => this.unary());
    return { kind: 'binary', operator: '**', left: base, right: exponent };
  }

  private primary(): FormulaNode {
    const token = this.next();
    switch (token.type) {
      case 'number':
        return { kind: 'number', value: token.number };
      case 'string':
        return { kind: 'string', value: token.text };
      case 'end':
        throw invalid('Unexpected end of script', token.position);
      case 'punct':
        if (token.text === '(') {
          const inner = this.nested(token.position, () => this.conditional());
          this.expect(')');
          return inner;
        }
        throw invalid(`Unexpected '${token.text}'`, token.position);
      case 'name':
        return this.name(token);
    }
  }

  private name(token: Token): FormulaNode {
    const name = token.text;
    if (name === 'true' || name === 'false') return { kind: 'boolean', value: name === 'true' };
    if ((functionNames as readonly string[]).includes(name) && this.isPunct('(')) return this.call(name as FunctionName, token.position);
    const isMapPrefix = (mapPrefixes as readonly string[]).includes(name);
    const isTablePrefix = this.tableContext && (tablePrefixes as readonly string[]).includes(name);
    if (!isMapPrefix && !isTablePrefix) {
      const hint = (tablePrefixes as readonly string[]).includes(name) ? ' (only inside a table)' : '';
      throw invalid(`Unknown name '${name}'${hint}`, token.position);
    }
    const prefix = name as Prefix;
    const path = prefix === 'n' ? [] : this.path(token.position);
    // Factors, hypotheses and combinations are numbers; a table's line list is projected by one column.
    const singleName = prefix === 'ef' || prefix === 'hyp' || prefix === 'efc' || prefix === 'l';
    const maxSegments = prefix === 'n' ? 0 : singleName ? 1 : Infinity;
    if (path.length > maxSegments) throw invalid(`'${prefix}' takes ${maxSegments === 0 ? 'no' : 'exactly one'} name`, token.position);
    const text = referenceText(prefix, path);
    let reference = this.references.get(text);
    if (reference === undefined) {
      reference = { prefix, path, text };
      this.references.set(text, reference);
    }
    return { kind: 'reference', reference };
  }

  private path(position: number): PathSegment[] {
    const path: PathSegment[] = [];
    for (;;) {
      if (this.isPunct('.')) {
        this.next();
        const member = this.next();
        if (member.type !== 'name') throw invalid('Expected a name after \'.\'', member.position);
        path.push(this.allowed(member.text, member.position));
      } else if (this.isPunct('[')) {
        this.next();
        const member = this.next();
        if (member.type === 'string') path.push(this.allowed(member.text, member.position));
        else if (member.type === 'number' && Number.isSafeInteger(member.number) && /^\d+$/.test(member.text)) path.push(member.number);
        else throw invalid('Brackets take a quoted name or a list index', member.position);
        this.expect(']');
      } else {
        break;
      }
    }
    if (path.length === 0) throw invalid('A prefix needs a name, in dotted or bracket form', position);
    return path;
  }

  private allowed(name: string, position: number): string {
    if (forbiddenNames.has(name)) throw invalid(`'${name}' is not a valid name`, position);
    if (name === '') throw invalid('Empty name', position);
    return name;
  }

  private call(name: FunctionName, position: number): FormulaNode {
    this.expect('(');
    const args: FormulaNode[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        args.push(this.nested(position, () => this.conditional()));
        if (!this.isPunct(',')) break;
        this.next();
      }
    }
    this.expect(')');
    const arity = functionArity[name];
    if (args.length < arity.min || args.length > arity.max) throw invalid(`Wrong number of arguments for ${name}`, position);
    return { kind: 'call', name, args };
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Parses a script once; the frozen result is evaluated as many times as needed. */
export function parse(script: string, options: ParseOptions = {}): ParseResult {
  const maxCharacters = options.maxCharacters ?? formulaLimits.maxCharacters;
  // Before any scanning: a 10 MB script costs one length comparison.
  if (script.length > maxCharacters) {
    return { ok: false, error: { code: 'scriptTooLong', ...formulaMessages.scriptTooLong(maxCharacters) } };
  }
  try {
    const tokens = tokenize(script, options.maxTokens ?? formulaLimits.maxTokens);
    const tableContext = options.tableContext ?? false;
    const { root, references } = new Parser(tokens, tableContext, options.maxDepth ?? formulaLimits.maxDepth).parse();
    const formula: Formula = { script, root, tableContext, references };
    attachCompiledSlot(formula);
    return { ok: true, formula: deepFreeze(formula) };
  } catch (failure) {
    if (failure instanceof ParseFailure) return { ok: false, error: failure.error };
    throw failure;
  }
}
