import { paths } from '../../config/paths.ts';
import { leavePage, switchSession } from '../../lib/api-client.ts';
import { STOPPING_IMPERSONATION_MARKER } from '../../lib/local-storage-keys.ts';
import { hasPermission } from '../../lib/permissions.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { startImpersonatingUser, stopImpersonatingUser } from './api/impersonate-user.ts';

export const IMPERSONATION_NOT_AUTHORIZED = 'You are not authorized to impersonate another user.';
export const IMPERSONATION_ALREADY_ACTIVE =
  'You are already impersonating another user.  Exit or log out of current impersonation to start a new one.';

/** After start or stop: a user who is not an app admin goes to the projects, an app admin reloads. */
function afterImpersonationChange(isAppAdmin: boolean): void {
  leavePage(() => {
    if (isAppAdmin) window.location.reload();
    else window.location.assign(paths.projects);
  });
}

/** Starts impersonating (spec sections 4 and 6); returns an error message when refused. */
export async function startImpersonation(userId: number): Promise<string | null> {
  const current = sessionStore.getUserInfo();
  const isAdmin = current?.AppUser.IsAppAdmin || current?.AppUser.IsSysAdmin;
  if (!current || !isAdmin || !hasPermission(current, 'user.impersonate'))
    return IMPERSONATION_NOT_AUTHORIZED;
  if (sessionStore.isImpersonating() || (current.ImpersonatorUserId ?? 0) > 0)
    return IMPERSONATION_ALREADY_ACTIVE;
  // The marker first, so the impersonated user's token passes the replacement rules.
  sessionStore.setImpersonatingUserId(String(userId));
  try {
    await switchSession(
      () => startImpersonatingUser(userId),
      (userInfo) => {
        sessionStore.setUserInfo({ ...userInfo, ClientId: sessionStore.getClientId() });
        afterImpersonationChange(userInfo.AppUser.IsAppAdmin);
      },
    );
    return null;
  } catch (error) {
    sessionStore.setImpersonatingUserId(null);
    return (error as Error).message;
  }
}

export async function stopImpersonation(): Promise<string | null> {
  const impersonatedUserId = sessionStore.getImpersonatingUserId();
  sessionStore.setImpersonatingUserId(STOPPING_IMPERSONATION_MARKER);
  try {
    await switchSession(
      () => stopImpersonatingUser(),
      (userInfo) => {
        sessionStore.setImpersonatingUserId(null);
        sessionStore.setUserInfo({ ...userInfo, ClientId: sessionStore.getClientId() });
        afterImpersonationChange(userInfo.AppUser.IsAppAdmin);
      },
    );
    return null;
  } catch (error) {
    // Still impersonating: keep the marker so the banner and its Stop button stay.
    sessionStore.setImpersonatingUserId(impersonatedUserId);
    return (error as Error).message;
  }
}
