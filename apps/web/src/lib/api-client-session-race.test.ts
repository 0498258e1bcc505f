import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { searchProjects } from '@airquote/shared/contracts/project/search-projects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, callApi, setSessionEndHandler } from './api-client.ts';
import { sessionStore } from './session-store.ts';

/** A token whose payload names the user (the web reads the UserId claim without verifying it). */
const tokenOf = (userId: number, serial: number) =>
  `header.${btoa(JSON.stringify({ UserId: userId, Serial: serial }))}.signature`;

const noProjects = {
  Projects: [],
  QtyOfActiveProjects: 0,
  QtyOfInactiveProjects: 0,
  QtyOfProjectsForCurrentUser: 0,
  EventLogs: [],
  PageNumber: 1,
  PageSize: 25,
};

/** fetch answering one call when the test says so, with the given status and token header. */
function deferredFetch() {
  let answer: (status: number, token: string | null) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = (status, token) =>
          resolve(
            new Response(
              JSON.stringify(status === 200 ? noProjects : { statusCode: status, message: 'no' }),
              {
                status,
                headers: {
                  'Content-Type': 'application/json',
                  ...(token ? { [AUTH_TOKEN_HEADER]: token } : {}),
                },
              },
            ),
          );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { answer: (status: number, token: string | null) => answer(status, token), fetchMock };
}

const ADMIN = 1;
const REP = 7;

describe('callApi across a change of session while a request is in flight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionEndHandler(() => {});
  });

  it("ignores the admin's renewed token from a request sent before impersonation started", async () => {
    const ended = vi.fn();
    setSessionEndHandler(ended);
    sessionStore.setToken(tokenOf(ADMIN, 1));
    const server = deferredFetch();
    const call = callApi(searchProjects, { body: { SearchText: '' } });
    // Impersonation starts while the admin's search is on its way.
    sessionStore.setImpersonatingUserId(String(REP));
    sessionStore.setToken(tokenOf(REP, 1));
    server.answer(200, tokenOf(ADMIN, 2));
    await expect(call).resolves.toEqual(noProjects);
    expect(ended).not.toHaveBeenCalled();
    expect(sessionStore.getToken()).toBe(tokenOf(REP, 1));
  });

  it('still stores a renewed token of the same session, and still signs out on a token of another user', async () => {
    const ended = vi.fn();
    setSessionEndHandler(ended);
    sessionStore.setToken(tokenOf(ADMIN, 1));
    const renewal = deferredFetch();
    const renewed = callApi(searchProjects, { body: { SearchText: '' } });
    renewal.answer(200, tokenOf(ADMIN, 2));
    await renewed;
    expect(sessionStore.getToken()).toBe(tokenOf(ADMIN, 2));

    const other = deferredFetch();
    const foreign = callApi(searchProjects, { body: { SearchText: '' } });
    other.answer(200, tokenOf(REP, 1));
    await expect(foreign).rejects.toBeInstanceOf(ApiCallError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a request of a session that has since been replaced does not sign the new one out', async () => {
    const ended = vi.fn();
    setSessionEndHandler(ended);
    sessionStore.setToken(tokenOf(ADMIN, 1));
    const stale = deferredFetch();
    const staleCall = callApi(searchProjects, { body: { SearchText: '' } });
    sessionStore.setToken(tokenOf(REP, 1));
    stale.answer(401, null);
    await expect(staleCall).rejects.toMatchObject({ status: 401 });
    expect(ended).not.toHaveBeenCalled();

    const current = deferredFetch();
    const currentCall = callApi(searchProjects, { body: { SearchText: '' } });
    current.answer(401, null);
    await expect(currentCall).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
