import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { allContracts } from '../test/contract-scan.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from './input-guard.ts';

let app: App;
let admin: string;
let rep: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin@airquote.test');
  rep = await signIn(app, 'rep@northwind.test');
});
afterAll(async () => app.close());

/** A contract's address with every path parameter filled in. */
function addressOf(path: string, value = '1'): string {
  return `/api${path.replace(/:[A-Za-z]+/g, value)}`;
}

describe('a NUL byte answers 500 (issue #16 item 9)', () => {
  it('no longer: forgot password, anonymous, refuses it with 400 and the reason', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/AppUser/forgotPassword',
      payload: { Email: 'rep@northwind.test\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: NUL_CHARACTER_MESSAGE,
      fieldErrors: { Email: NUL_CHARACTER_MESSAGE },
    });
  });

  it('no longer: a project search text with NUL is refused with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Project/search',
      headers: bearer(rep),
      payload: { SearchText: 'Med\u0000ical' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('no longer: every endpoint refuses NUL in its body, query and address with 400, never 500', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const contract of allContracts) {
      const method = contract.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const attempts = [
        { url: `${addressOf(contract.path)}?text=a%00b`, payload: undefined },
        ...(contract.path.includes(':')
          ? [{ url: addressOf(contract.path, 'a%00'), payload: undefined }]
          : []),
        ...(hasBody
          ? [
              { url: addressOf(contract.path), payload: { Name: 'Tower\u0000B', Note: 'x' } },
              { url: addressOf(contract.path), payload: { 'Key\u0000': 1 } },
              { url: addressOf(contract.path), payload: [{ Deep: { Text: ['ok', 'n\u0000'] } }] },
            ]
          : []),
      ];
      for (const attempt of attempts) {
        const response = await app.inject({
          method,
          url: attempt.url,
          headers: bearer(admin),
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }),
        });
        checked++;
        if (response.statusCode !== 400 || response.json().message !== NUL_CHARACTER_MESSAGE)
          failures.push(`${method} ${attempt.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(checked).toBeGreaterThan(allContracts.length * 2);
    expect(failures).toEqual([]);
  }, 120_000);

  it('lets text without NUL through, and finds NUL in keys, nested arrays and strings', () => {
    expect(findNulCharacter({ a: 'fine', b: [1, 'also fine'] })).toBeNull();
    expect(findNulCharacter({ a: { b: ['x', 'y\u0000'] } })).toBe('a.b.1');
    expect(findNulCharacter({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findNulCharacter('\u0000')).toBe('request');
    expect(findNulCharacter(Buffer.from([0, 0]))).toBeNull();
  });
});
