import { vi } from 'vitest';

export type MockRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  init: RequestInit;
};
type Handler = (request: MockRequest) => unknown | Promise<unknown>;

/** An answer with a status other than 200 (the shared error shape for failures). */
export class MockAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export function errorAnswer(status: number, message: string): MockAnswer {
  return new MockAnswer(status, { statusCode: status, error: 'Error', message });
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (below /api, case as called). Every call is
 * recorded; an unknown call fails the test with a 404. Aborting a call rejects it as fetch does.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body as unknown | undefined);
    const request = { method, path, query: url.searchParams, body, init };
    calls.push(request);
    const handler = handlers[`${method} ${path}`];
    const signal = init.signal;
    const answer = await new Promise<unknown>((resolve, reject) => {
      if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      Promise.resolve(
        handler
          ? handler(request)
          : new MockAnswer(404, {
              statusCode: 404,
              error: 'Not Found',
              message: `no mock for ${method} ${path}`,
            }),
      ).then(resolve, reject);
    });
    const status = answer instanceof MockAnswer ? answer.status : 200;
    const payload = answer instanceof MockAnswer ? answer.body : answer;
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}
