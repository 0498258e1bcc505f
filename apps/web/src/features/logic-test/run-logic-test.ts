import {
  evaluateLogicExpression,
  explainLogicExpression,
  LogicExpressionError,
} from '@airquote/shared/logic/logic-expression';
import type { UserInfo } from '../../lib/session-store.ts';

export type SegmentValueRow = { key: number; name: string; value: string };

/** One logged run of the logic test page. */
export type LogicTestRun = {
  id: number;
  expression: string;
  values: Record<string, string>;
  /** true/false, or null when the expression raised an error. */
  result: boolean | null;
  /** Why a false result is false, in the configurator's words. */
  explanation: string | null;
  /** The error message ('Unknown operator', 'Invalid expression: …') and where it was found. */
  error: { message: string; detail: string | null } | null;
};

export const EXAMPLE_SEGMENT_VALUES: SegmentValueRow[] = [
  { key: 1, name: 'VOLT', value: '208' },
  { key: 2, name: 'MOTOR', value: 'E' },
  { key: 3, name: 'COIL', value: '4' },
];

export const EXAMPLE_EXPRESSIONS = [
  'VOLT IN (208, 230) AND MOTOR NOT IN (P)',
  'VOLT IN (460) OR COIL IN (2)',
  'NOT (MOTOR IN (E) AND COIL IN (4))',
  '(VOLT IN (115) OR VOLT IN (208)) AND (COIL IN (4, 6) OR MOTOR IN (P))',
  'ANY',
  'VOLT LIKE (208)',
];

/** Spec section 2: a developer page. Administrators (SysAdmin, AppAdmin) are the developers here. */
export function canUseLogicTest(userInfo: UserInfo | null): boolean {
  return !!(userInfo?.AppUser.IsSysAdmin || userInfo?.AppUser.IsAppAdmin);
}

/** The rows as the evaluator's values; rows without a name are ignored, a later duplicate wins. */
export function segmentValuesOf(rows: readonly SegmentValueRow[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (name !== '') values[name] = row.value.trim();
  }
  return values;
}

export function runLogicTest(id: number, expression: string, rows: readonly SegmentValueRow[]): LogicTestRun {
  const values = segmentValuesOf(rows);
  try {
    const result = evaluateLogicExpression(expression, values);
    return {
      id,
      expression,
      values,
      result,
      explanation: result ? null : explainLogicExpression(expression, values),
      error: null,
    };
  } catch (error) {
    const detail =
      error instanceof LogicExpressionError && error.kind === 'UnknownOperator'
        ? `${error.detail} at position ${error.position + 1}`
        : null;
    return {
      id,
      expression,
      values,
      result: null,
      explanation: null,
      error: { message: (error as Error).message, detail },
    };
  }
}

/** Spec section 2: the page "logs results"; info level, which the lint allows and consoles show. */
export function logToConsole(run: LogicTestRun): void {
  const outcome = run.error ? run.error.message : String(run.result);
  console.info(`logic test: ${run.expression || '(empty)'} with ${JSON.stringify(run.values)} → ${outcome}`);
}
