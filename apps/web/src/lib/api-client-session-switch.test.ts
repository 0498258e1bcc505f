import { impersonateUserStart } from '@airquote/shared/contracts/app-user/impersonate-user-start';
import { searchAppUsers } from '@airquote/shared/contracts/app-user/search-app-users';
import { AUTH_TOKEN_HEADER } from '@airquote/shared/contracts/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internalUserInfo } from '../test/user-info.ts';
import { callApi, leavePage, setSessionEndHandler, switchSession } from './api-client.ts';
import { sessionStore } from './session-store.ts';

const tokenOf = (userId: number) => `header.${btoa(JSON.stringify({ UserId: userId }))}.signature`;
const ADMIN = 1;
const REP = 7;

/** fetch whose answers the test gives one by one, in the order of the calls. */
function heldFetch() {
  const pending: Array<(status: number, body: unknown, token?: string) => void> = [];
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push((status, body, token) =>
          resolve(
            new Response(JSON.stringify(body), {
              status,
              headers: {
                'Content-Type': 'application/json',
                ...(token ? { [AUTH_TOKEN_HEADER]: token } : {}),
              },
            }),
          ),
        );
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    answer: (index: number, status: number, body: unknown, token?: string) =>
      pending[index]?.(status, body, token),
  };
}

const userInfoOf = (userId: number) =>
  internalUserInfo([], { appUser: { UserId: userId }, impersonatorUserId: ADMIN });
const startAs = (userId: number, onSwitched: () => void = () => {}) =>
  switchSession(
    () => callApi(impersonateUserStart, { body: { UserId: userId } }, { switchesSession: true }),
    onSwitched,
  );
const searchUsers = () =>
  callApi(searchAppUsers, { query: { searchText: 'contoso', includeInactive: 'false' } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('callApi while the session switches (impersonation start or stop, logout)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionEndHandler(() => {});
  });

  it('holds other calls while the switch runs, and lets them go when it fails', async () => {
    sessionStore.setToken(tokenOf(ADMIN));
    sessionStore.setImpersonatingUserId(String(REP));
    const server = heldFetch();
    const switching = startAs(REP).catch((error: Error) => error.message);
    const search = searchUsers();
    await flush();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    server.answer(0, 400, { statusCode: 400, error: 'Bad Request', message: 'Refused.' });
    expect(await switching).toBe('Refused.');
    await flush();
    expect(server.fetchMock).toHaveBeenCalledTimes(2);
    server.answer(1, 200, []);
    expect(await search).toEqual([]);
  });

  it('after a switch, a call the old page makes is never sent and no 403 ends the new session', async () => {
    sessionStore.setToken(tokenOf(ADMIN));
    sessionStore.setImpersonatingUserId(String(REP));
    const ended = vi.fn();
    setSessionEndHandler(ended);
    const server = heldFetch();
    const go = vi.fn();
    const switching = startAs(REP, () => leavePage(go));
    // The admin page re-renders for the rep and asks for its list again, under the rep's session.
    const search = searchUsers();
    let searchSettled = false;
    void search.then(
      () => (searchSettled = true),
      () => (searchSettled = true),
    );
    await flush();
    server.answer(0, 200, userInfoOf(REP), tokenOf(REP));
    await switching;
    expect(sessionStore.getToken()).toBe(tokenOf(REP));
    expect(go).toHaveBeenCalledTimes(1);
    await flush();
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
    expect(searchSettled).toBe(false);
    expect(ended).not.toHaveBeenCalled();
    // An aborted call still rejects, as fetch does.
    const aborting = new AbortController();
    const aborted = callApi(
      searchAppUsers,
      { query: { searchText: '', includeInactive: 'false' } },
      { signal: aborting.signal },
    );
    aborting.abort();
    await expect(aborted).rejects.toThrow('Aborted');
  });
});
