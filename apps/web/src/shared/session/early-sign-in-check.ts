import type { RouteHandle } from '../../config/route-handle.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { isAuthenticated } from './api/is-authenticated.ts';
import { refreshUserInfo } from './user-info.ts';

/** A sign-in check started at startup (main.tsx), taken by the first guarded navigation. */
type EarlySignInCheck = { token: string; authenticated: Promise<boolean>; userInfo: () => Promise<unknown> };
let earlyCheck: EarlySignInCheck | null = null;
/** The same check, kept (not taken) for the loaders that wait for its answer before asking. */
let startupCheck: { token: string; authenticated: Promise<boolean> } | null = null;

/**
 * Issue #18: a page opened by address asks the server whether its token still signs in (and then
 * for the user info) at once, while the route's chunks load, instead of after them (they took
 * ~200 ms before the guard's effect ran). Only for a stored token and a guarded first route; the
 * guard takes the answer on its first check as if it had asked itself.
 */
export function startSignInCheck(firstRouteHandles: readonly (RouteHandle | undefined)[]): void {
  const token = sessionStore.getToken();
  const guarded =
    firstRouteHandles.length > 0 &&
    !firstRouteHandles.some((handle) => handle?.anonymous || handle?.unguarded);
  if (token === null || !guarded) return;
  const authenticated = isAuthenticated();
  let userInfo: Promise<unknown> | null = null;
  // Kept until the guard takes them; a failure is the guard's to read, never an unhandled rejection.
  authenticated
    .then((ok) => {
      if (ok) userInfo = refreshUserInfo();
      userInfo?.catch(() => undefined);
    })
    .catch(() => undefined);
  earlyCheck = {
    token,
    authenticated,
    userInfo: () => userInfo ?? refreshUserInfo(),
  };
  startupCheck = { token, authenticated };
}

/**
 * Runs a screen loader's calls once the startup sign-in check (while it is about the stored token)
 * says the token still signs in, so a token the server no longer honours is ended by the guard,
 * which keeps the address to come back to, and never by a refused call. At once (in a microtask)
 * when no startup check is about this session (an in-app navigation, a sign-in since); never when
 * the check refused the token or got no answer (the screen then asks for itself once shown).
 */
export function askOnceSignedIn(ask: () => void): void {
  const check =
    startupCheck && startupCheck.token === sessionStore.getToken()
      ? startupCheck.authenticated.catch(() => false)
      : Promise.resolve(true);
  void check.then((signedIn) => {
    if (signedIn) ask();
  });
}

/** The startup check, once, while the token it asked about is still the session's. */
export function takeEarlySignInCheck(): EarlySignInCheck | null {
  const check = earlyCheck;
  earlyCheck = null;
  return check && check.token === sessionStore.getToken() ? check : null;
}
