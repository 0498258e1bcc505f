import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionEndHandler } from '../lib/api-client.ts';
import { sessionStore } from '../lib/session-store.ts';
import { startSignInCheck } from '../shared/session/early-sign-in-check.ts';
import { errorAnswer, mockApi } from '../test/mock-api.ts';
import { renderWithApp } from '../test/render-app.tsx';
import { RequireAuth } from './route-guard.tsx';

const guarded = (
  <RequireAuth>
    <div>the guarded page</div>
  </RequireAuth>
);

/** The user info of this browser's client id, refused as for a token revoked on the server. */
const refusedUserInfo = () => ({
  [`GET /AppUser/getCurrentUserInfo/${sessionStore.getClientId()}`]: () => errorAnswer(401, 'Unauthorized'),
});

afterEach(() => {
  sessionStore.clearAll();
  setSessionEndHandler(() => {});
});

describe('RequireAuth', () => {
  it('keeps the session when the sign-in check gets no answer (network failure, server error)', async () => {
    sessionStore.setToken('header.payload.signature');
    mockApi({
      'GET /AppUser/isauthenticated': () => errorAnswer(503, 'Service Unavailable'),
    });
    renderWithApp(guarded);
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
    expect(sessionStore.getToken()).toBe('header.payload.signature');
  });

  it('keeps the session when the answer is cut short (the page reloaded while its body was read)', async () => {
    sessionStore.setToken('header.payload.signature');
    // A 200 whose body is not the contract's boolean: what a body cut short by a reload reads as.
    mockApi({ 'GET /AppUser/isauthenticated': () => 'tr' });
    renderWithApp(guarded);
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
    expect(sessionStore.getToken()).toBe('header.payload.signature');
  });

  it('keeps the session when the check is aborted because the page is being left (a reload, an address typed)', async () => {
    sessionStore.setToken('header.payload.signature');
    mockApi({
      'GET /AppUser/isauthenticated': () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      },
    });
    renderWithApp(guarded);
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
    expect(sessionStore.getToken()).toBe('header.payload.signature');
  });

  it('ends the session and goes to sign-in when the server says the token is not signed in', async () => {
    sessionStore.setToken('header.payload.signature');
    mockApi({ 'GET /AppUser/isauthenticated': () => false });
    const { router } = renderWithApp(guarded);
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/user/user-login');
    expect(sessionStore.getToken()).toBeNull();
  });

  it('takes the sign-in check started at startup instead of asking again (issue #18)', async () => {
    sessionStore.setToken('header.payload.signature');
    const api = mockApi({ 'GET /AppUser/isauthenticated': () => true });
    startSignInCheck([undefined, { requires: undefined }]);
    expect(api.calls.filter((call) => call.path.endsWith('/AppUser/isauthenticated'))).toHaveLength(1);
    renderWithApp(guarded);
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/AppUser/isauthenticated'))).toHaveLength(1);
  });

  it('asks for the user info beside the startup check, not after its answer (issue #18)', async () => {
    sessionStore.setToken('header.payload.signature');
    let answer: (signedIn: boolean) => void = () => {};
    const api = mockApi({
      'GET /AppUser/isauthenticated': () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    startSignInCheck([undefined]);
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.path.split('/').slice(0, 3).join('/'))).toEqual([
        '/AppUser/isauthenticated',
        '/AppUser/getCurrentUserInfo',
      ]),
    );
    answer(true);
  });

  it('leaves a refused user info to the startup check, which keeps the address to come back to', async () => {
    sessionStore.setToken('header.payload.signature');
    const sessionEnded = vi.fn();
    setSessionEndHandler(sessionEnded);
    mockApi({ 'GET /AppUser/isauthenticated': () => false, ...refusedUserInfo() });
    startSignInCheck([undefined]);
    const { router } = renderWithApp(guarded, { path: '/topmenu/quotes', at: '/topmenu/quotes?page=2' });
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/user/user-login');
    expect(router.state.location.state).toEqual({ returnTo: '/topmenu/quotes?page=2' });
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('signs out when the token still signs in but its user info is refused (revoked in between)', async () => {
    sessionStore.setToken('header.payload.signature');
    const sessionEnded = vi.fn();
    setSessionEndHandler(sessionEnded);
    const api = mockApi({ 'GET /AppUser/isauthenticated': () => true, ...refusedUserInfo() });
    startSignInCheck([undefined]);
    await vi.waitFor(() => expect(sessionEnded).toHaveBeenCalledTimes(1));
    expect(api.callsTo(Object.keys(refusedUserInfo())[0] ?? '')).toHaveLength(2);
  });

  it('asks nothing at startup for a sign-in screen or without a stored token', () => {
    const api = mockApi({ 'GET /AppUser/isauthenticated': () => true });
    startSignInCheck([undefined]);
    sessionStore.setToken('header.payload.signature');
    startSignInCheck([undefined, { anonymous: true, excludeIdle: true }]);
    startSignInCheck([undefined, { unguarded: true }]);
    expect(api.calls).toHaveLength(0);
  });

  it("ends the session when the startup check's answer is that the token is not signed in", async () => {
    sessionStore.setToken('header.payload.signature');
    const api = mockApi({ 'GET /AppUser/isauthenticated': () => false });
    startSignInCheck([undefined]);
    const { router } = renderWithApp(guarded);
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/user/user-login');
    expect(sessionStore.getToken()).toBeNull();
    expect(api.calls.filter((call) => call.path.endsWith('/AppUser/isauthenticated'))).toHaveLength(1);
  });

  it('asks again when the token changed since the startup check (another sign-in)', async () => {
    sessionStore.setToken('header.payload.signature');
    const api = mockApi({ 'GET /AppUser/isauthenticated': () => true });
    startSignInCheck([undefined]);
    sessionStore.setToken('other.payload.signature');
    renderWithApp(guarded);
    expect(await screen.findByText('the guarded page')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/AppUser/isauthenticated'))).toHaveLength(2);
  });
});
