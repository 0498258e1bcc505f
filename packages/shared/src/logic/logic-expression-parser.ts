/**
 * Tokenizer and recursive-descent parser of the availability-rule language (spec section 4, docs/domain.md
 * section 3). Written by hand so that rules never reach eval/new Function.
 *
 * Grammar (keywords AND, OR, NOT, IN, ANY in any letter case):
 *   expr    := or
 *   or      := and (OR and)*
 *   and     := unary (AND unary)*
 *   unary   := NOT unary | primary
 *   primary := '(' expr ')' | ANY | IDENT [NOT] IN '(' value (',' value)* ')'
 *   value   := bare token | 'quoted' | "quoted"      (a bare ANY in a list matches every code)
 * IDENT is a segment Name (case-insensitive). A bare token is any run of characters other than
 * white space, parentheses, commas and quotes, so codes such as 208, 2P or 1.5 need no quotes.
 *
 * Spec: "an expression not starting with a parenthesis is wrapped in one". The wrapping is done
 * literally (one '(' before, one ')' after), so `A IN (1)) OR (B IN (2)` is accepted, as the spec's
 * rule implies.
 */

/** 'UnknownOperator' keeps the spec's exact message; other mistakes are 'Syntax' with a detail. */
export class LogicExpressionError extends Error {
  constructor(
    readonly kind: 'UnknownOperator' | 'Syntax',
    readonly detail: string,
    /** 0-based index in the expression as written. */
    readonly position: number,
  ) {
    super(kind === 'UnknownOperator' ? 'Unknown operator' : `Invalid expression: ${detail}`);
    this.name = 'LogicExpressionError';
  }
}

export type LogicNode =
  | { kind: 'any' }
  | { kind: 'not'; operand: LogicNode }
  | { kind: 'and' | 'or'; operands: LogicNode[] }
  | {
      kind: 'in';
      /** The segment name as written in the rule. */
      segment: string;
      negated: boolean;
      codes: string[];
      /** The list holds a bare ANY: it matches every code, and a missing one. */
      matchesAny: boolean;
    };

type Token = {
  kind: 'open' | 'close' | 'comma' | 'word' | 'quoted' | 'end';
  text: string;
  position: number;
};

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IN', 'ANY']);
const SEPARATORS = new Set(['(', ')', ',', "'", '"']);

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < expression.length) {
    const char = expression.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({
        kind: char === '(' ? 'open' : char === ')' ? 'close' : 'comma',
        text: char,
        position: index,
      });
      index += 1;
    } else if (char === "'" || char === '"') {
      const end = expression.indexOf(char, index + 1);
      // Stryker disable next-line EqualityOperator: indexOf from index + 1 is never 0.
      if (end < 0) throw new LogicExpressionError('Syntax', `unclosed quote at position ${index + 1}`, index);
      tokens.push({ kind: 'quoted', text: expression.slice(index + 1, end), position: index });
      index = end + 1;
    } else {
      const start = index;
      while (
        // Stryker disable next-line EqualityOperator: one step past the end reads '', same word.
        index < expression.length &&
        !SEPARATORS.has(expression.charAt(index)) &&
        !/\s/.test(expression.charAt(index))
      ) {
        index += 1;
      }
      tokens.push({ kind: 'word', text: expression.slice(start, index), position: start });
    }
  }
  return tokens;
}

const isKeyword = (token: Token, keyword: string) =>
  token.kind === 'word' && token.text.toUpperCase() === keyword;

function describe(token: Token): string {
  return token.kind === 'end' ? 'the end' : `${token.text || "''"} at position ${token.position + 1}`;
}

/** Parses a non-empty rule; '' and 'ANY' are handled by the caller. */
export function parseLogicNode(expression: string): LogicNode {
  const body = tokenize(expression);
  const first = body[0];
  const tokens =
    first && first.kind !== 'open'
      ? [
          // Stryker disable next-line StringLiteral: this '(' is always taken as an open, never shown.
          { kind: 'open', text: '(', position: first.position } satisfies Token,
          ...body,
          { kind: 'close', text: ')', position: expression.length } satisfies Token,
        ]
      : body;
  let index = 0;
  // Stryker disable next-line StringLiteral: the end is described as 'the end', its text is never read.
  const end: Token = { kind: 'end', text: '', position: expression.length };
  const peek = (): Token => tokens[index] ?? end;
  const next = (): Token => tokens[index++] ?? end;

  /** After a complete operand only AND, OR, ')' or the end may follow; another word is an operator we do not know. */
  function failAtOperator(token: Token, expected: string): never {
    if (token.kind === 'word' && !KEYWORDS.has(token.text.toUpperCase())) {
      throw new LogicExpressionError('UnknownOperator', token.text, token.position);
    }
    throw new LogicExpressionError(
      'Syntax',
      `expected ${expected}, found ${describe(token)}`,
      token.position,
    );
  }

  function parseOr(): LogicNode {
    const operands = [parseAnd()];
    while (isKeyword(peek(), 'OR')) {
      next();
      operands.push(parseAnd());
    }
    return operands.length === 1 ? (operands[0] as LogicNode) : { kind: 'or', operands };
  }

  function parseAnd(): LogicNode {
    const operands = [parseUnary()];
    while (isKeyword(peek(), 'AND')) {
      next();
      operands.push(parseUnary());
    }
    return operands.length === 1 ? (operands[0] as LogicNode) : { kind: 'and', operands };
  }

  function parseUnary(): LogicNode {
    if (isKeyword(peek(), 'NOT')) {
      next();
      return { kind: 'not', operand: parseUnary() };
    }
    return parsePrimary();
  }

  function parsePrimary(): LogicNode {
    const token = next();
    if (token.kind === 'open') {
      const inner = parseOr();
      const close = next();
      if (close.kind !== 'close') failAtOperator(close, "AND, OR or ')'");
      return inner;
    }
    if (isKeyword(token, 'ANY')) return { kind: 'any' };
    if (token.kind !== 'word' || KEYWORDS.has(token.text.toUpperCase())) {
      throw new LogicExpressionError(
        'Syntax',
        `expected a segment name, ANY or '(', found ${describe(token)}`,
        token.position,
      );
    }
    let operator = next();
    const negated = isKeyword(operator, 'NOT');
    if (negated) operator = next();
    if (!isKeyword(operator, 'IN')) failAtOperator(operator, `IN or NOT IN after ${token.text}`);
    return { kind: 'in', segment: token.text, negated, ...parseList() };
  }

  function parseList(): { codes: string[]; matchesAny: boolean } {
    const open = next();
    if (open.kind !== 'open') {
      throw new LogicExpressionError(
        'Syntax',
        `expected '(' after IN, found ${describe(open)}`,
        open.position,
      );
    }
    const codes: string[] = [];
    let matchesAny = false;
    for (;;) {
      const value = next();
      if (value.kind !== 'word' && value.kind !== 'quoted') {
        throw new LogicExpressionError(
          'Syntax',
          `expected a value, found ${describe(value)}`,
          value.position,
        );
      }
      if (isKeyword(value, 'ANY')) matchesAny = true;
      else codes.push(value.text.trim());
      const separator = next();
      if (separator.kind === 'close') return { codes, matchesAny };
      if (separator.kind !== 'comma') {
        throw new LogicExpressionError(
          'Syntax',
          `expected ',' or ')' in the value list, found ${describe(separator)}`,
          separator.position,
        );
      }
    }
  }

  const root = parseOr();
  if (peek().kind !== 'end') failAtOperator(peek(), 'AND or OR');
  return root;
}
