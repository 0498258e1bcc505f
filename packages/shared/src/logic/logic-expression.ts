import { LogicExpressionError, type LogicNode, parseLogicNode } from './logic-expression-parser.ts';

/**
 * The availability-rule language of spec section 4: IN, NOT IN, AND, OR, NOT, parentheses and ANY.
 * The grammar is documented in logic-expression-parser.ts. Rules are evaluated against the chosen
 * code of each segment, keyed by segment Name (case-insensitive):
 * - '' and 'ANY' are always true; a bare ANY anywhere is true; a bare ANY in a list matches any code.
 * - A segment with no chosen code (missing, null, '' or an unknown name): `X IN (…)` is false and
 *   `X NOT IN (…)` is true, so NOT IN always equals NOT (… IN …).
 * - Codes compare exactly (after trimming): the rules and the codes come from the same catalog.
 * - An unknown operator (`VOLT LIKE (1)`, `A XOR B`) throws Error('Unknown operator'); other
 *   mistakes throw 'Invalid expression: …' (both LogicExpressionError).
 */
export { LogicExpressionError, type LogicNode } from './logic-expression-parser.ts';

export type LogicValues = Readonly<Record<string, string | null | undefined>>;

type Parsed = { node: LogicNode | null } | { error: LogicExpressionError };

/** Rules run on every keystroke over hundreds of values: each distinct text is parsed once. */
const parsedByExpression = new Map<string, Parsed>();
const CACHE_LIMIT = 5000;

/** The parsed rule; null for an always-true rule ('' or ANY). Throws LogicExpressionError. */
export function parseLogicExpression(expression: string): LogicNode | null {
  let parsed = parsedByExpression.get(expression);
  if (!parsed) {
    parsed = parseUncached(expression);
    // A crude bound: rule texts come from the catalog, so the cache stays far below this.
    if (parsedByExpression.size >= CACHE_LIMIT) parsedByExpression.clear();
    parsedByExpression.set(expression, parsed);
  }
  if ('error' in parsed) {
    const { kind, detail, position } = parsed.error;
    throw new LogicExpressionError(kind, detail, position);
  }
  return parsed.node;
}

function parseUncached(expression: string): Parsed {
  const text = expression.trim();
  if (text === '' || text.toUpperCase() === 'ANY') return { node: null };
  try {
    return { node: parseLogicNode(expression) };
  } catch (error) {
    // Stryker disable next-line ConditionalExpression: parseLogicNode throws nothing else; only caching differs.
    if (error instanceof LogicExpressionError) return { error };
    throw error;
  }
}

/** The chosen code of a segment, by exact name first, then upper-case, then any letter case. */
function chosenCode(values: LogicValues, segment: string): string | null {
  let value: string | null | undefined;
  if (Object.hasOwn(values, segment)) value = values[segment];
  else if (Object.hasOwn(values, segment.toUpperCase())) value = values[segment.toUpperCase()];
  else {
    const wanted = segment.toUpperCase();
    const key = Object.keys(values).find((name) => name.toUpperCase() === wanted);
    value = key === undefined ? undefined : values[key];
  }
  const code = typeof value === 'string' ? value.trim() : '';
  return code === '' ? null : code;
}

function evaluateNode(node: LogicNode, values: LogicValues): boolean {
  switch (node.kind) {
    case 'any':
      return true;
    case 'not':
      return !evaluateNode(node.operand, values);
    case 'and':
      return node.operands.every((operand) => evaluateNode(operand, values));
    case 'or':
      return node.operands.some((operand) => evaluateNode(operand, values));
    case 'in': {
      const code = chosenCode(values, node.segment);
      // Stryker disable next-line ConditionalExpression: the codes are strings, so none of them is null.
      const chosen = code !== null && node.codes.includes(code);
      const contained = node.matchesAny || chosen;
      return node.negated ? !contained : contained;
    }
  }
}

export function evaluateLogicExpression(expression: string, values: LogicValues): boolean {
  const node = parseLogicExpression(expression);
  return node === null || evaluateNode(node, values);
}

/** What would make a node take the other value: leaves joined by and/or. */
type Requirement = { text: string } | { all: Requirement[] } | { oneOf: Requirement[] };

function condition(node: Extract<LogicNode, { kind: 'in' }>, negated: boolean, values: LogicValues) {
  const code = chosenCode(values, node.segment);
  const list = [...node.codes, ...(node.matchesAny ? ['ANY'] : [])].join(', ');
  return {
    text: `${node.segment} ${negated ? 'not in' : 'in'} (${list}) — ${code ? `chosen ${code}` : 'none chosen'}`,
  };
}

/** Why a false node is false, as what it needs. */
function needsToBeTrue(node: LogicNode, values: LogicValues): Requirement {
  switch (node.kind) {
    // Stryker disable all: unreachable, needsToBeTrue sees only false nodes and ANY is never false.
    case 'any':
      return { text: 'ANY' };
    // Stryker restore all
    case 'in':
      return condition(node, node.negated, values);
    case 'not':
      return needsToBeFalse(node.operand, values);
    case 'and':
      return {
        all: node.operands
          .filter((operand) => !evaluateNode(operand, values))
          .map((operand) => needsToBeTrue(operand, values)),
      };
    case 'or':
      return { oneOf: node.operands.map((operand) => needsToBeTrue(operand, values)) };
  }
}

/** Why a true node is true, as what would make it false (explains a false NOT …). */
function needsToBeFalse(node: LogicNode, values: LogicValues): Requirement {
  switch (node.kind) {
    case 'any':
      return { text: 'NOT ANY, which is never true' };
    case 'in':
      return condition(node, !node.negated, values);
    case 'not':
      return needsToBeTrue(node.operand, values);
    case 'and':
      return { oneOf: node.operands.map((operand) => needsToBeFalse(operand, values)) };
    case 'or':
      return {
        all: node.operands
          .filter((operand) => evaluateNode(operand, values))
          .map((operand) => needsToBeFalse(operand, values)),
      };
  }
}

function render(requirement: Requirement, parent: 'all' | 'oneOf' | null): string {
  if ('text' in requirement) return requirement.text;
  // Stryker disable next-line StringLiteral: 'oneOf' is only compared with itself and with 'all'.
  const kind = 'all' in requirement ? 'all' : 'oneOf';
  const parts = 'all' in requirement ? requirement.all : requirement.oneOf;
  if (parts.length === 1) return render(parts[0] as Requirement, parent);
  const text = parts.map((part) => render(part, kind)).join(kind === 'all' ? ' and ' : ' or ');
  return parent === null || parent === kind ? text : `(${text})`;
}

/**
 * Why a rule is false, as a sentence for the configurator ("needs MOTOR in (E) — chosen P");
 * null when it is true. Throws like evaluateLogicExpression.
 */
export function explainLogicExpression(expression: string, values: LogicValues): string | null {
  const node = parseLogicExpression(expression);
  if (node === null || evaluateNode(node, values)) return null;
  return `needs ${render(needsToBeTrue(node, values), null)}`;
}

/** The segments a rule names, with the codes it lists for each (catalog checks, uploads). */
export function logicExpressionReferences(expression: string): Array<{ segment: string; codes: string[] }> {
  const references: Array<{ segment: string; codes: string[] }> = [];
  const visit = (node: LogicNode | null): void => {
    if (node === null || node.kind === 'any') return;
    if (node.kind === 'not') visit(node.operand);
    else if (node.kind === 'in') references.push({ segment: node.segment, codes: node.codes });
    else node.operands.forEach(visit);
  };
  visit(parseLogicExpression(expression));
  return references;
}
