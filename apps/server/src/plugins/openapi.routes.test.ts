import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';

type Operation = {
  security?: unknown[];
  parameters?: { in: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

let app: App;
let operations: { key: string; method: string; operation: Operation }[];
beforeAll(async () => {
  app = await createTestApp();
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, method, operation })),
  );
  expect(document.components.schemas.ApiError).toMatchObject({
    type: 'object',
    required: expect.arrayContaining(['statusCode', 'error', 'message']),
  });
});
afterAll(async () => app.close());

const errorRef = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
const codesOf = (operation: Operation) =>
  Object.keys(operation.responses).filter((code) => code.startsWith('4'));

describe('the client errors of the OpenAPI document', () => {
  it('declares every 4xx answer with the one ApiError shape', () => {
    const declared = operations.flatMap(({ operation }) =>
      codesOf(operation).map((code) => operation.responses[code]?.content),
    );
    expect(declared.length).toBeGreaterThan(100);
    for (const content of declared) expect(content).toEqual(errorRef);
  });

  it('gives each signed-in call 401 and 403, each call with a path id 404, each write 409', () => {
    for (const { key, method, operation } of operations) {
      const codes = codesOf(operation);
      if (operation.security) expect(codes, key).toEqual(expect.arrayContaining(['401', '403']));
      else expect(codes, key).not.toContain('403');
      if (operation.parameters?.some((parameter) => parameter.in === 'path'))
        expect(codes, key).toEqual(expect.arrayContaining(['400', '404']));
      if (method !== 'get') expect(codes, key).toContain('409');
    }
  });

  it('gives the rate-limited sign-in calls 429 and no other call', () => {
    const limited = operations
      .filter(({ operation }) => codesOf(operation).includes('429'))
      .map(({ key }) => key);
    expect(limited).toContain('post /api/AppUser/Login');
    expect(limited).not.toContain('get /api/Project/{projectId}');
    expect(operations.map(({ key }) => key)).toContain('get /api/Project/{projectId}');
  });
});
