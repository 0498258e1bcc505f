import { type ReactNode, useEffect, useState } from 'react';
import { type Location, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { NoAccessPage } from '../components/no-access-page.tsx';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from '../config/route-handle.ts';
import { type LoginNavigationState, safeReturnPath } from '../features/auth/post-login-target.ts';
import { isSessionRefusal } from '../lib/api-client.ts';
import { hasPermission } from '../lib/permissions.ts';
import { sessionStore, useUserInfo } from '../lib/session-store.ts';
import { isAuthenticated } from '../shared/session/api/is-authenticated.ts';
import { takeEarlySignInCheck } from '../shared/session/early-sign-in-check.ts';
import { endLocalSession } from '../shared/session/logout.ts';
import { refreshUserInfo } from '../shared/session/user-info.ts';

/**
 * What an unauthenticated visit carries to the login screen: the spec's state (section 6 route
 * guard), otherwise the address itself, so the login returns there (issue #15).
 */
export function loginStateFor(
  location: Pick<Location, 'pathname' | 'search'> & { hash?: string },
): LoginNavigationState {
  const query = new URLSearchParams(location.search);
  const path = location.pathname.toLowerCase().replace(/\/+$/, '');
  const approvalUserId = query.get('approvalUserId');
  if (path === paths.internalEmployeeList.toLowerCase() && approvalUserId)
    return { userApproval: approvalUserId };
  const projectQuoteId = query.get('projectQuoteId');
  const scheduleId = query.get('projectScheduleId');
  const projectId = query.get('projectId');
  if (path.startsWith('/topmenu/project') && projectQuoteId && scheduleId && projectId) {
    return { projectQuoteId, scheduleId, projectId };
  }
  const returnTo = safeReturnPath(`${location.pathname}${location.search}${location.hash ?? ''}`);
  return returnTo ? { returnTo } : {};
}

/**
 * Whether a failed sign-in check still leaves the session standing: only a refusal (401 or 403,
 * which the API client has already acted on) ends it. A call that never got an answer (network
 * failure, a server error) or whose answer was cut short (the page reloaded or left while the body
 * was read, which reads as an unexpected shape) says nothing about the session.
 */
function leavesSessionStanding(error: unknown): boolean {
  return !isSessionRefusal(error);
}

/**
 * The sign-in check, against the server, on every navigation into a guarded route; the cached user
 * info is refreshed on each of them (spec section 4).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const unguarded = matches.some((match) => (match.handle as RouteHandle | undefined)?.unguarded);
  const [checked, setChecked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again on each navigation
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const hadToken = sessionStore.getToken() !== null;
      const early = unguarded ? null : takeEarlySignInCheck();
      // Only the server's "not signed in" (or a refused token) ends the session; see above.
      const authenticated =
        unguarded ||
        (hadToken ? await (early?.authenticated ?? isAuthenticated()).catch(leavesSessionStanding) : false);
      if (cancelled) return;
      if (!authenticated) {
        // A stored token the server no longer accepts: the session ended (logout elsewhere, expiry).
        if (hadToken) await endLocalSession(false);
        navigate(paths.login, { replace: true, state: loginStateFor(location) });
        return;
      }
      setChecked(true);
      await (early?.userInfo() ?? refreshUserInfo()).catch((error: unknown) =>
        console.warn('user info refresh failed', error),
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [location.key]);

  return checked ? children : <LoadingOverlay />;
}

/**
 * The screen of the current route, or the no-access page when the route requires a permission the
 * signed-in user lacks (an Engineer at /topmenu/orders by address): the screen is never mounted, so
 * it makes no call the server would refuse with the 403 that signs the user out (issue #15).
 */
export function PermittedOutlet() {
  const matches = useMatches();
  const userInfo = useUserInfo();
  const required = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.requires)
    .findLast((requires) => requires !== undefined);
  if (required && !required.anyPermission.some((permission) => hasPermission(userInfo, permission)))
    return <NoAccessPage title={required.title} message={required.message} />;
  return <Outlet />;
}
