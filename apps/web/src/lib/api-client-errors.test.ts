import { getBrands as getBrandsContract } from '@airquote/shared/contracts/brand/get-brands';
import { GENERIC_ERROR_MESSAGE } from '@airquote/shared/contracts/errors';
import { getBrands, login } from '@airquote/shared/contracts/sign-in-path.generated';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, MockAnswer, mockApi } from '../test/mock-api.ts';
import { ApiCallError, callApi } from './api-client.ts';

/** The rejection of a call, for its status and message. */
async function failureOf(call: Promise<unknown>): Promise<ApiCallError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

describe('callApi failures (spec section 8.2)', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('a network error (status 0) is logged and the caller gets the generic message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(callApi(getBrands, {}));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something bad happened; please try again later.');
    expect(GENERIC_ERROR_MESSAGE).toBe('Something bad happened; please try again later.');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('a backend error (5xx) is logged and the caller gets the generic message, not the server text', async () => {
    mockApi({ 'GET /Brand/getBrands': () => errorAnswer(500, 'relation "brands" does not exist') });
    const error = await failureOf(callApi(getBrands, {}));
    expect(error.status).toBe(500);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('an unreadable error answer or an answer of the wrong shape also gives the generic message', async () => {
    mockApi({ 'GET /Brand/getBrands': () => new MockAnswer(502, '<html>Bad Gateway</html>') });
    expect((await failureOf(callApi(getBrands, {}))).message).toBe(GENERIC_ERROR_MESSAGE);
    mockApi({ 'GET /Brand/getBrands': () => ({ not: 'a list of brands' }) });
    const wrongShape = await failureOf(callApi(getBrands, {}));
    expect(wrongShape.status).toBe(200);
    expect(wrongShape.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('a sign-in answer of the wrong shape is refused with the generic message (its zod-free check, ADR 47)', async () => {
    const answer = { AppUser: null, Authenticated: true, UserMessage: '' };
    mockApi({ 'POST /AppUser/Login': () => answer });
    const body = { Email: 'a@b.test', Password: 'secret' };
    await expect(callApi(login, { body })).resolves.toEqual(answer);
    mockApi({ 'POST /AppUser/Login': () => ({ AppUser: null, Authenticated: 'yes', UserMessage: '' }) });
    const wrongType = await failureOf(callApi(login, { body }));
    expect([wrongType.status, wrongType.message]).toEqual([200, GENERIC_ERROR_MESSAGE]);
    mockApi({
      'POST /AppUser/Login': () => ({ AppUser: { UserId: 1 }, Authenticated: true, UserMessage: '' }),
    });
    expect((await failureOf(callApi(login, { body }))).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('a zod contract checks its answer alike, and drops what it does not declare', async () => {
    const brand = { BrandId: 2, Name: 'AirQuote', CssClass: 'brand-2' };
    mockApi({ 'GET /Brand/getBrands': () => [{ ...brand, Secret: 'x' }] });
    await expect(callApi(getBrandsContract, {})).resolves.toEqual([brand]);
    await expect(callApi(getBrands, {})).resolves.toEqual([brand]);
    mockApi({ 'GET /Brand/getBrands': () => [{ ...brand, BrandId: '2' }] });
    expect((await failureOf(callApi(getBrandsContract, {}))).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('an error answer not of the error shape gives the generic message, even for a 4xx', async () => {
    mockApi({ 'GET /Brand/getBrands': () => new MockAnswer(409, { message: 'no status code' }) });
    expect((await failureOf(callApi(getBrands, {}))).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('a refusal the server explains (4xx) passes its message through', async () => {
    mockApi({ 'GET /Brand/getBrands': () => errorAnswer(409, 'The brand changed meanwhile.') });
    const error = await failureOf(callApi(getBrands, {}));
    expect(error.status).toBe(409);
    expect(error.message).toBe('The brand changed meanwhile.');
  });

  it('an aborted call is not turned into an error message', async () => {
    mockApi({ 'GET /Brand/getBrands': () => new Promise(() => {}) });
    const controller = new AbortController();
    const call = callApi(getBrands, {}, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(logged).not.toHaveBeenCalled();
  });
});
