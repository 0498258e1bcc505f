import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateLogicExpression,
  explainLogicExpression,
  LogicExpressionError,
  logicExpressionReferences,
  parseLogicExpression,
} from './logic-expression.ts';

const chosen = { VOLT: '208', MOTOR: 'E', COIL: '4' };
const evaluate = (expression: string, values: Record<string, string | null | undefined> = chosen) =>
  evaluateLogicExpression(expression, values);

function errorOf(expression: string): LogicExpressionError {
  try {
    evaluate(expression);
  } catch (error) {
    if (error instanceof LogicExpressionError) return error;
    throw error;
  }
  throw new Error(`${expression} did not throw`);
}

describe('evaluateLogicExpression (spec section 4)', () => {
  it('ANY is always true, and so is an empty rule', () => {
    for (const rule of ['ANY', 'any', '  ANY ', '(ANY)', '', '   ']) expect(evaluate(rule, {})).toBe(true);
    expect(evaluate('ANY OR VOLT IN (460)')).toBe(true);
    expect(evaluate('ANY AND VOLT IN (460)')).toBe(false);
    expect(evaluate('NOT ANY')).toBe(false);
  });

  it('a bare ANY in a list matches every code; a quoted one is the code ANY', () => {
    expect(evaluate('VOLT IN (ANY)')).toBe(true);
    expect(evaluate('VOLT IN (ANY)', {})).toBe(true);
    expect(evaluate('VOLT NOT IN (ANY)')).toBe(false);
    expect(evaluate("VOLT IN ('ANY')")).toBe(false);
    expect(evaluate("VOLT IN ('ANY')", { VOLT: 'ANY' })).toBe(true);
  });

  it('IN and NOT IN test the chosen code against the list', () => {
    expect(evaluate('VOLT IN (208, 230)')).toBe(true);
    expect(evaluate('VOLT IN (460)')).toBe(false);
    expect(evaluate('MOTOR NOT IN (P)')).toBe(true);
    expect(evaluate('MOTOR NOT IN (P, E)')).toBe(false);
    expect(evaluate('COIL IN (\'4\', "6")')).toBe(true);
  });

  it('AND, OR and NOT combine conditions', () => {
    expect(evaluate('VOLT IN (208) AND MOTOR IN (E)')).toBe(true);
    expect(evaluate('VOLT IN (208) AND MOTOR IN (P)')).toBe(false);
    expect(evaluate('VOLT IN (460) OR MOTOR IN (E)')).toBe(true);
    expect(evaluate('VOLT IN (460) OR MOTOR IN (P)')).toBe(false);
    expect(evaluate('NOT VOLT IN (460)')).toBe(true);
    expect(evaluate('NOT NOT VOLT IN (460)')).toBe(false);
    expect(evaluate('NOT (VOLT IN (208) AND MOTOR IN (E))')).toBe(false);
  });

  it('AND binds before OR; NOT binds before AND', () => {
    // Read as A OR (B AND C): true. Read as (A OR B) AND C it would be false.
    expect(evaluate('VOLT IN (208) OR MOTOR IN (P) AND COIL IN (6)')).toBe(true);
    expect(evaluate('MOTOR IN (P) AND COIL IN (6) OR VOLT IN (208)')).toBe(true);
    expect(evaluate('(VOLT IN (208) OR MOTOR IN (P)) AND COIL IN (6)')).toBe(false);
    // (NOT A) AND B, not NOT (A AND B).
    expect(evaluate('NOT VOLT IN (460) AND MOTOR IN (P)')).toBe(false);
  });

  it('nested parentheses group as written', () => {
    expect(evaluate('((VOLT IN (208)) AND (MOTOR IN (P) OR (COIL IN (4))))')).toBe(true);
    expect(evaluate('(((VOLT IN (460))) OR ((MOTOR IN (P) AND COIL IN (4))))')).toBe(false);
    expect(evaluate('NOT ((VOLT IN (460) OR (MOTOR NOT IN (E))))')).toBe(true);
  });

  it('keywords and segment names are case-insensitive; codes compare exactly after trimming', () => {
    expect(evaluate('volt in (208) and Motor Not In (P) oR coil IN (9)')).toBe(true);
    expect(evaluate('VOLT IN (208)', { volt: '208' })).toBe(true);
    expect(evaluate('Volt IN (208)', { VOLT: '208' })).toBe(true);
    expect(evaluate('MOTOR IN (e)')).toBe(false);
    expect(evaluate('MOTOR IN (E)', { MOTOR: ' E ' })).toBe(true);
  });

  it('looks a segment up by exact name first, then upper case, then any letter case', () => {
    expect(evaluate('volt IN (1)', { volt: '1', VOLT: '2' })).toBe(true);
    expect(evaluate('volt IN (2)', { Volt: '1', VOLT: '2' })).toBe(true);
    expect(evaluate('vOLT IN (1)', { Volt: '1' })).toBe(true);
  });

  it('a segment with no chosen value: IN is false, NOT IN is true', () => {
    for (const values of [{}, { MOTOR: null }, { MOTOR: undefined }, { MOTOR: '' }, { MOTOR: '  ' }]) {
      expect(evaluate('MOTOR IN (E, P)', values)).toBe(false);
      expect(evaluate('MOTOR NOT IN (E, P)', values)).toBe(true);
    }
    // Inherited properties are not chosen values.
    expect(evaluate('constructor IN (x)', {})).toBe(false);
    // Nor is another segment's code, whatever the letter case of the keys.
    expect(evaluate('MOTOR IN (E)', { volt: 'E' })).toBe(false);
    expect(evaluate('Motor IN (E)', { coil: 'E', volt: 'E' })).toBe(false);
    expect(evaluate('MOTOR NOT IN (E)', { volt: 'E' })).toBe(true);
    expect(evaluate('MOTOR IN (E)', { undefined: 'E' })).toBe(false);
    // A blank choice matches no code, not even a quoted empty one.
    expect(evaluate("MOTOR IN ('')", { MOTOR: '' })).toBe(false);
    expect(evaluate("MOTOR IN ('')", {})).toBe(false);
  });

  it('an expression not starting with a parenthesis is wrapped in one', () => {
    // Only the wrapping balances these parentheses.
    expect(evaluate('VOLT IN (460)) OR (MOTOR IN (E)')).toBe(true);
    expect(evaluate('VOLT IN (460)) OR (MOTOR IN (P)')).toBe(false);
    // Starting with a parenthesis, the same kind of text is not wrapped, so it is unbalanced.
    expect(errorOf('(VOLT IN (460)) OR (MOTOR IN (E)').kind).toBe('Syntax');
  });

  it('only an expression not starting with a parenthesis is wrapped: a stray one at the start stays an error', () => {
    expect(errorOf('(VOLT IN (460))) OR (MOTOR IN (E)').message).toBe(
      'Invalid expression: expected AND or OR, found ) at position 16',
    );
  });

  it('ends a bare code at a parenthesis or a quote, so no space is needed before them', () => {
    expect(evaluate('VOLT IN(208)')).toBe(true);
    expect(evaluate('VOLT IN (208,230)')).toBe(true);
    for (const quote of ["'", '"']) {
      expect(errorOf(`VOLT IN (a${quote}b${quote})`).message).toBe(
        "Invalid expression: expected ',' or ')' in the value list, found b at position 11",
      );
    }
  });

  it('trims quoted codes as it trims chosen ones', () => {
    expect(evaluate("VOLT IN (' 208 ')")).toBe(true);
    expect(logicExpressionReferences("VOLT IN (' 208 ')")).toEqual([{ segment: 'VOLT', codes: ['208'] }]);
  });

  it('parses a single condition as itself, not as a one-operand AND or OR', () => {
    const condition = { kind: 'in', segment: 'VOLT', negated: false, codes: ['1'], matchesAny: false };
    expect(parseLogicExpression('VOLT IN (1)')).toEqual(condition);
    expect(parseLogicExpression('(VOLT IN (1)) OR (MOTOR NOT IN (ANY))')).toEqual({
      kind: 'or',
      operands: [condition, { kind: 'in', segment: 'MOTOR', negated: true, codes: [], matchesAny: true }],
    });
    expect(parseLogicExpression('NOT VOLT IN (1) AND ANY')).toEqual({
      kind: 'and',
      operands: [{ kind: 'not', operand: condition }, { kind: 'any' }],
    });
  });

  it("an unknown operator raises 'Unknown operator'", () => {
    for (const rule of [
      'VOLT LIKE (1)',
      'A XOR B',
      '(VOLT IN (208)) XOR (MOTOR IN (E))',
      'VOLT = 208',
      'MOTOR NOT LIKE (E)',
      'VOLT IN (208) NAND MOTOR IN (E)',
    ]) {
      const error = errorOf(rule);
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toBe('Unknown operator');
      expect(error.kind).toBe('UnknownOperator');
    }
    expect(() => evaluate('VOLT LIKE (1)')).toThrow(/^Unknown operator$/);
    expect(errorOf('VOLT LIKE (1)').detail).toBe('LIKE');
  });

  it('a keyword in the wrong place is a syntax error, not an unknown operator, in any letter case', () => {
    for (const [rule, found] of [
      ['VOLT OR MOTOR IN (E)', 'expected IN or NOT IN after VOLT, found OR at position 6'],
      ['VOLT AND MOTOR IN (1)', 'expected IN or NOT IN after VOLT, found AND at position 6'],
      ['VOLT IN (1) NOT MOTOR IN (2)', "expected AND, OR or ')', found NOT at position 13"],
      ['VOLT IN (1) IN (2)', "expected AND, OR or ')', found IN at position 13"],
      ['VOLT IN (1) in (2)', "expected AND, OR or ')', found in at position 13"],
      ['VOLT IN (1) ANY', "expected AND, OR or ')', found ANY at position 13"],
    ]) {
      const error = errorOf(rule as string);
      expect({ rule, kind: error.kind, message: error.message }).toEqual({
        rule,
        kind: 'Syntax',
        message: `Invalid expression: ${found}`,
      });
    }
  });

  it('other mistakes are clear syntax errors', () => {
    expect(errorOf('VOLT IN ()').message).toBe(
      'Invalid expression: expected a value, found ) at position 10',
    );
    expect(errorOf('VOLT IN (208').message).toBe(
      "Invalid expression: expected AND, OR or ')', found the end",
    );
    expect(errorOf('VOLT IN 208')).toMatchObject({
      kind: 'Syntax',
      message: "Invalid expression: expected '(' after IN, found 208 at position 9",
    });
    expect(errorOf('AND VOLT IN (208)').message).toMatch(/expected a segment name, ANY or '\('/);
    expect(errorOf('VOLT IN (1) AND').message).toBe(
      "Invalid expression: expected a segment name, ANY or '(', found ) at position 16",
    );
    expect(errorOf("VOLT IN ('208)")).toMatchObject({
      kind: 'Syntax',
      message: 'Invalid expression: unclosed quote at position 10',
      position: 9,
    });
    expect(errorOf('VOLT IN (1 2)')).toMatchObject({
      kind: 'Syntax',
      message: "Invalid expression: expected ',' or ')' in the value list, found 2 at position 12",
    });
    expect(errorOf("(VOLT IN (1)) ''").message).toBe(
      "Invalid expression: expected AND or OR, found '' at position 15",
    );
    expect(errorOf('VOLT IN (1 2)').name).toBe('LogicExpressionError');
    expect(errorOf('VOLT IN (208,)').kind).toBe('Syntax');
    expect(errorOf('VOLT').kind).toBe('Syntax');
    expect(errorOf('()').kind).toBe('Syntax');
  });
});

describe('parsing once', () => {
  it('gives no tree for an always-true rule', () => {
    for (const rule of ['', '  ', 'ANY', ' any ', 'Any']) expect(parseLogicExpression(rule), rule).toBeNull();
    expect(parseLogicExpression('(ANY)')).toEqual({ kind: 'any' });
  });

  it('returns the cached tree for the same text, and the same error again for a bad one', () => {
    const rule = 'VOLT IN (208, 230) AND MOTOR NOT IN (P)';
    const other = 'VOLT IN (460) OR MOTOR IN (E)';
    const tree = parseLogicExpression(rule);
    expect(parseLogicExpression(other)).toBe(parseLogicExpression(other));
    expect(parseLogicExpression(rule)).toBe(tree);
    expect(errorOf('A XOR B').message).toBe('Unknown operator');
    expect(errorOf('A XOR B').message).toBe('Unknown operator');
  });

  it('keeps at most 5000 parsed texts: the cache is emptied when it is full', () => {
    let fresh = 0;
    const parseFresh = () => parseLogicExpression(`CACHE${fresh++} IN (1)`);
    // Fill until the cache is emptied, seen as a sentinel parsed anew; the cache then holds exactly two.
    const sentinel = 'SENTINEL IN (1)';
    let tree = parseLogicExpression(sentinel);
    for (let round = 0; round <= 5000; round++) {
      parseFresh();
      const again = parseLogicExpression(sentinel);
      if (again !== tree) break;
      tree = again;
    }
    tree = parseLogicExpression(sentinel);
    for (let count = 2; count < 5000; count++) parseFresh();
    expect(parseLogicExpression(sentinel)).toBe(tree);
    parseFresh();
    expect(parseLogicExpression(sentinel)).not.toBe(tree);
  });

  it('lists the segments and codes a rule names', () => {
    expect(logicExpressionReferences("VOLT IN (208, '230') AND NOT (MOTOR NOT IN (E) OR ANY)")).toEqual([
      { segment: 'VOLT', codes: ['208', '230'] },
      { segment: 'MOTOR', codes: ['E'] },
    ]);
    expect(logicExpressionReferences('ANY')).toEqual([]);
  });
});

describe('explainLogicExpression', () => {
  it('is null when the rule is true', () => {
    expect(explainLogicExpression('MOTOR IN (E)', chosen)).toBeNull();
    expect(explainLogicExpression('', chosen)).toBeNull();
  });

  it('names the condition and the chosen code', () => {
    expect(explainLogicExpression('MOTOR IN (E)', { MOTOR: 'P' })).toBe('needs MOTOR in (E) — chosen P');
    expect(explainLogicExpression('MOTOR IN (E, X)', {})).toBe('needs MOTOR in (E, X) — none chosen');
    expect(explainLogicExpression('MOTOR NOT IN (E)', chosen)).toBe('needs MOTOR not in (E) — chosen E');
    expect(explainLogicExpression('MOTOR NOT IN (P, ANY)', chosen)).toBe(
      'needs MOTOR not in (P, ANY) — chosen E',
    );
  });

  it('lists only the failing parts of an AND, every part of an OR', () => {
    expect(explainLogicExpression('VOLT IN (208) AND MOTOR IN (P) AND COIL IN (6)', chosen)).toBe(
      'needs MOTOR in (P) — chosen E and COIL in (6) — chosen 4',
    );
    expect(explainLogicExpression('VOLT IN (460) OR MOTOR IN (P)', chosen)).toBe(
      'needs VOLT in (460) — chosen 208 or MOTOR in (P) — chosen E',
    );
    expect(explainLogicExpression('(VOLT IN (460) OR MOTOR IN (P)) AND COIL IN (6)', chosen)).toBe(
      'needs (VOLT in (460) — chosen 208 or MOTOR in (P) — chosen E) and COIL in (6) — chosen 4',
    );
  });

  it('adds parentheses only where the reading would change', () => {
    // One failing part of an AND inside an OR needs none; an OR inside an OR reads the same without.
    expect(explainLogicExpression('VOLT IN (460) OR (VOLT IN (208) AND COIL IN (6))', chosen)).toBe(
      'needs VOLT in (460) — chosen 208 or COIL in (6) — chosen 4',
    );
    expect(explainLogicExpression('VOLT IN (460) OR (MOTOR IN (P) OR COIL IN (6))', chosen)).toBe(
      'needs VOLT in (460) — chosen 208 or MOTOR in (P) — chosen E or COIL in (6) — chosen 4',
    );
    expect(explainLogicExpression('(VOLT IN (460) AND MOTOR IN (P)) OR COIL IN (6)', chosen)).toBe(
      'needs (VOLT in (460) — chosen 208 and MOTOR in (P) — chosen E) or COIL in (6) — chosen 4',
    );
  });

  it('turns NOT around (De Morgan)', () => {
    expect(explainLogicExpression('NOT VOLT IN (208)', chosen)).toBe('needs VOLT not in (208) — chosen 208');
    expect(explainLogicExpression('NOT (VOLT IN (208) AND MOTOR IN (E))', chosen)).toBe(
      'needs VOLT not in (208) — chosen 208 or MOTOR not in (E) — chosen E',
    );
    expect(explainLogicExpression('NOT (VOLT IN (208) OR MOTOR IN (P))', chosen)).toBe(
      'needs VOLT not in (208) — chosen 208',
    );
    expect(explainLogicExpression('NOT ANY', chosen)).toBe('needs NOT ANY, which is never true');
  });

  it('throws like the evaluator', () => {
    expect(() => explainLogicExpression('VOLT LIKE (1)', chosen)).toThrow('Unknown operator');
  });
});

describe('properties', () => {
  const code = fc.constantFrom('1', '2', '3', 'E', 'P');
  const chosenCode = fc.option(code, { nil: undefined });

  it('NOT (X IN S) equals X NOT IN S, chosen or not', () => {
    fc.assert(
      fc.property(fc.uniqueArray(code, { minLength: 1 }), chosenCode, (set, value) => {
        const list = set.join(', ');
        const values = { X: value };
        expect(evaluate(`NOT (X IN (${list}))`, values)).toBe(evaluate(`X NOT IN (${list})`, values));
        expect(evaluate(`X IN (${list})`, values)).toBe(value !== undefined && set.includes(value));
      }),
    );
  });

  type Tree = { in: [string, string[]] } | { not: Tree } | { and: [Tree, Tree] } | { or: [Tree, Tree] };
  const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ in: fc.tuple(fc.constantFrom('A', 'B', 'c'), fc.uniqueArray(code, { minLength: 1 })) }),
      fc.record({ not: tie('tree') }),
      fc.record({ and: fc.tuple(tie('tree'), tie('tree')) }),
      fc.record({ or: fc.tuple(tie('tree'), tie('tree')) }),
    ),
  }));
  const print = (node: Tree): string =>
    'in' in node
      ? `${node.in[0]} IN (${node.in[1].join(',')})`
      : 'not' in node
        ? `NOT (${print(node.not)})`
        : 'and' in node
          ? `(${print(node.and[0])}) AND (${print(node.and[1])})`
          : `(${print(node.or[0])}) OR (${print(node.or[1])})`;
  const truth = (node: Tree, values: Record<string, string | undefined>): boolean =>
    'in' in node
      ? node.in[1].includes(values[node.in[0].toUpperCase()] ?? '')
      : 'not' in node
        ? !truth(node.not, values)
        : 'and' in node
          ? truth(node.and[0], values) && truth(node.and[1], values)
          : truth(node.or[0], values) || truth(node.or[1], values);

  it('random expressions evaluate as boolean logic, and explain exactly when false', () => {
    fc.assert(
      fc.property(tree, chosenCode, chosenCode, chosenCode, (node, a, b, c) => {
        const values = { A: a, B: b, C: c };
        const text = print(node);
        expect(evaluate(text, values)).toBe(truth(node, values));
        expect(explainLogicExpression(text, values) === null).toBe(truth(node, values));
      }),
    );
  });
});
