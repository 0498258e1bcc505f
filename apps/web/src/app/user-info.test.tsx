import type { CurrentUserInfo } from '@airquote/shared/contracts/user-info';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import { logout } from '../shared/session/logout.ts';
import { refreshUserInfo } from '../shared/session/user-info.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderWithApp } from '../test/render-app.tsx';
import { RequireAuth } from './route-guard.tsx';

// The logout does a full-page redirect, which jsdom cannot do: only whether it is asked for counts here.
vi.mock('../shared/session/logout.ts', () => ({
  logout: vi.fn(async () => {}),
  endLocalSession: vi.fn(async () => {}),
}));

function userInfo(userId: number, clientId: string, firstName = 'Nora'): CurrentUserInfo {
  return {
    ClientId: clientId,
    AppUser: {
      UserId: userId,
      FirstName: firstName,
      LastName: 'Walsh',
      EmailAddress: `user${userId}@airquote.test`,
      IsAppAdmin: false,
      IsSysAdmin: false,
      IsInternalEmployee: false,
      UserRoles: [],
      DefaultCompanyId: null,
      DefaultCompany: null,
    },
    Employees: [],
    Permissions: ['project.view'],
    EmployeePermissions: [],
    ImpersonatorUserId: null,
  };
}

const userInfoPath = (clientId: string) => `GET /AppUser/getCurrentUserInfo/${clientId}`;

describe('refreshUserInfo (spec section 4)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(logout).mockClear();
    vi.unstubAllGlobals();
    sessionStore.clearAll();
  });

  it('stores the answer when its ClientId is this browser’s client id', async () => {
    const clientId = sessionStore.getClientId();
    const api = mockApi({ [userInfoPath(clientId)]: () => userInfo(5, clientId) });
    const refreshed = await refreshUserInfo();
    expect(api.callsTo(userInfoPath(clientId))).toHaveLength(1);
    expect(refreshed?.AppUser.UserId).toBe(5);
    expect(sessionStore.getUserInfo()?.UserPermissions).toEqual(['project.view']);
    expect(logout).not.toHaveBeenCalled();
  });

  it('4.7b refuses to load user info while impersonating: no call, the cached info stays', async () => {
    const clientId = sessionStore.getClientId();
    sessionStore.setUserInfo(userInfo(9, clientId, 'Impersonated'));
    sessionStore.setImpersonatingUserId('9');
    const api = mockApi({ [userInfoPath(clientId)]: () => userInfo(5, clientId) });
    const refreshed = await refreshUserInfo();
    expect(api.calls).toHaveLength(0);
    expect(refreshed?.AppUser.UserId).toBe(9);
    expect(sessionStore.getUserInfo()?.AppUser.FirstName).toBe('Impersonated');
  });

  it('loads again once the impersonation is being stopped (marker ???)', async () => {
    const clientId = sessionStore.getClientId();
    sessionStore.setImpersonatingUserId('???');
    const api = mockApi({ [userInfoPath(clientId)]: () => userInfo(5, clientId) });
    await refreshUserInfo();
    expect(api.callsTo(userInfoPath(clientId))).toHaveLength(1);
  });

  it('4.7c logs out when the fetched user id differs from the cached one', async () => {
    const clientId = sessionStore.getClientId();
    sessionStore.setUserInfo(userInfo(5, clientId));
    mockApi({ [userInfoPath(clientId)]: () => userInfo(6, clientId, 'Other') });
    const refreshed = await refreshUserInfo();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(refreshed).toBeNull();
    expect(sessionStore.getUserInfo()?.AppUser.UserId).toBe(5);
  });

  it("ignores an admin's answer that arrives after impersonation started: no logout of the new session", async () => {
    const clientId = sessionStore.getClientId();
    sessionStore.setUserInfo(userInfo(5, clientId, 'Admin'));
    mockApi({
      [userInfoPath(clientId)]: () => {
        // Impersonation of user 9 starts while the admin's refresh is on its way.
        sessionStore.setImpersonatingUserId('9');
        sessionStore.setUserInfo(userInfo(9, clientId, 'Impersonated'));
        return userInfo(5, clientId, 'Admin');
      },
    });
    const refreshed = await refreshUserInfo();
    expect(logout).not.toHaveBeenCalled();
    expect(refreshed?.AppUser.UserId).toBe(9);
    expect(sessionStore.getUserInfo()?.AppUser.FirstName).toBe('Impersonated');
  });

  it('the same user id refreshes the cache without a logout', async () => {
    const clientId = sessionStore.getClientId();
    sessionStore.setUserInfo(userInfo(5, clientId));
    mockApi({ [userInfoPath(clientId)]: () => userInfo(5, clientId, 'Renamed') });
    await refreshUserInfo();
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.getUserInfo()?.AppUser.FirstName).toBe('Renamed');
  });

  it('4.8c/4.8b an answer with another ClientId counts as null: only a warning, nothing stored, no logout', async () => {
    const clientId = sessionStore.getClientId();
    sessionStore.setUserInfo(userInfo(5, clientId));
    mockApi({ [userInfoPath(clientId)]: () => userInfo(6, 'another-browser', 'Other') });
    const refreshed = await refreshUserInfo();
    expect(refreshed).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.getUserInfo()?.AppUser.FirstName).toBe('Nora');
  });

  it('4.8b a null user-info answer on navigation only logs a warning: the page shows, the session stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clientId = sessionStore.getClientId();
    sessionStore.setToken('header.payload.signature');
    sessionStore.setUserInfo(userInfo(5, clientId));
    mockApi({
      'GET /AppUser/isauthenticated': () => true,
      [userInfoPath(clientId)]: () => null,
    });
    renderWithApp(
      <RequireAuth>
        <div>the guarded page</div>
      </RequireAuth>,
    );
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(logout).not.toHaveBeenCalled();
    expect(sessionStore.getToken()).toBe('header.payload.signature');
    expect(sessionStore.getUserInfo()?.AppUser.UserId).toBe(5);
  });
});
