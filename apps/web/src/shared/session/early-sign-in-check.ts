import type { Permission } from '@airquote/shared/enums/permissions';
import type { RouteHandle } from '../../config/route-handle.ts';
import { isSessionRefusal } from '../../lib/api-client.ts';
import { hasPermission } from '../../lib/permissions.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { isAuthenticated } from './api/is-authenticated.ts';
import { refreshUserInfo } from './user-info.ts';

/** A sign-in check started at startup (main.tsx), taken by the first guarded navigation. */
type EarlySignInCheck = { token: string; authenticated: Promise<boolean>; userInfo: () => Promise<unknown> };
let earlyCheck: EarlySignInCheck | null = null;
/**
 * The same check, kept (not taken) for the loaders that wait for its answer before asking: signed
 * in, once the user info (the permissions the loaders read) has been refreshed too.
 */
let startupCheck: { token: string; signedIn: Promise<boolean> } | null = null;

/**
 * Issue #18: a page opened by address asks the server whether its token still signs in, and for the
 * user info, at once, while the route's chunks load, instead of after them (they took
 * ~200 ms before the guard's effect ran). Only for a stored token and a guarded first route; the
 * guard takes the answer on its first check as if it had asked itself.
 */
export function startSignInCheck(firstRouteHandles: readonly (RouteHandle | undefined)[]): void {
  const token = sessionStore.getToken();
  const guarded =
    firstRouteHandles.length > 0 &&
    !firstRouteHandles.some((handle) => handle?.anonymous || handle?.unguarded);
  if (token === null || !guarded) return;
  // Both at once, before the route's ~70 chunks fill the browser's six connections: asked after the
  // check's answer, the user info queued behind them (~250 ms), and the loaders wait for it. The
  // refusal of a token that no longer signs in is the check's to act on (the guard keeps the
  // address to come back to), so the user info's own 401 does not sign out.
  const authenticated = isAuthenticated();
  const userInfo = refreshUserInfo({ refusalLeftToCaller: true }).catch(async (error: unknown) => {
    // A token the check still accepts whose user info was refused (revoked in between): asked once
    // more the usual way, whose refusal signs out (spec section 8).
    if (isSessionRefusal(error) && (await authenticated.catch(() => false))) return refreshUserInfo();
    throw error;
  });
  // Kept until the guard takes them; a failure is the guard's to read, never an unhandled rejection.
  // A refresh that fails leaves the stored user info, which the guard then deals with.
  userInfo.catch(() => undefined);
  const signedIn = authenticated.then(async (ok) => {
    await userInfo.catch(() => undefined);
    return ok;
  });
  signedIn.catch(() => undefined);
  earlyCheck = { token, authenticated, userInfo: () => userInfo };
  startupCheck = { token, signedIn };
}

/**
 * Runs a screen loader's calls once the startup sign-in check (while it is about the stored token)
 * says the token still signs in, so a token the server no longer honours is ended by the guard,
 * which keeps the address to come back to, and never by a refused call; and only while the user
 * holds the permission the calls need, read from the user info the check has refreshed: one taken
 * away since the last visit would get a 403, which signs out (spec section 8), where the screen
 * shows that it is not allowed. At once (in a microtask) when no startup check is about this session
 * (an in-app navigation, a sign-in since); never when the check refused the token or got no answer
 * (the screen then asks for itself once shown).
 */
export function askOnceSignedIn(permission: Permission, ask: () => void): void {
  const check =
    startupCheck && startupCheck.token === sessionStore.getToken()
      ? startupCheck.signedIn.catch(() => false)
      : Promise.resolve(true);
  void check.then((signedIn) => {
    if (signedIn && hasPermission(sessionStore.getUserInfo(), permission)) ask();
  });
}

/** The startup check, once, while the token it asked about is still the session's. */
export function takeEarlySignInCheck(): EarlySignInCheck | null {
  const check = earlyCheck;
  earlyCheck = null;
  return check && check.token === sessionStore.getToken() ? check : null;
}
