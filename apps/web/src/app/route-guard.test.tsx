import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import { errorAnswer, mockApi } from '../test/mock-api.ts';
import { renderWithApp } from '../test/render-app.tsx';
import { RequireAuth } from './route-guard.tsx';

const guarded = (
  <RequireAuth>
    <div>the guarded page</div>
  </RequireAuth>
);

afterEach(() => sessionStore.clearAll());

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
});
