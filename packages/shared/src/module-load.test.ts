import { describe, expect, it } from 'vitest';

/**
 * Every module that mutation testing covers (stryker.config.mjs) loads without throwing. A module
 * that throws while it loads fails the test files importing it before any test runs, and Stryker's
 * vitest runner counts only failed tests: importing each module inside a test lets it see that failure.
 */
const modules: Record<string, () => Promise<Record<string, unknown>>> = {
  'logic/code-string-check': () => import('./logic/code-string-check.ts'),
  'logic/code-string-schemas': () => import('./logic/code-string-schemas.ts'),
  'logic/code-string': () => import('./logic/code-string.ts'),
  'logic/linked-segments': () => import('./logic/linked-segments.ts'),
  'logic/logic-expression-parser': () => import('./logic/logic-expression-parser.ts'),
  'logic/logic-expression': () => import('./logic/logic-expression.ts'),
  'rules/company-logo': () => import('./rules/company-logo.ts'),
  'rules/csv-upload': () => import('./rules/csv-upload.ts'),
  'rules/email': () => import('./rules/email.ts'),
  'rules/eng-request-status': () => import('./rules/eng-request-status.ts'),
  'rules/forms': () => import('./rules/forms.ts'),
  'rules/ids': () => import('./rules/ids.ts'),
  'rules/messages': () => import('./rules/messages.ts'),
  'rules/money': () => import('./rules/money.ts'),
  'rules/order-status': () => import('./rules/order-status.ts'),
  'rules/password': () => import('./rules/password.ts'),
  'rules/quote-status': () => import('./rules/quote-status.ts'),
  'rules/quote-totals': () => import('./rules/quote-totals.ts'),
  'selection/psychrometrics': () => import('./selection/psychrometrics.ts'),
};

describe('shared modules', () => {
  it.each(Object.keys(modules))('%s loads and exports something', async (name) => {
    const loaded = await (modules[name] as () => Promise<Record<string, unknown>>)();
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
