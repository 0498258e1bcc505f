import type { UserInfo } from '../../lib/session-store.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { userIdOfToken } from '../../lib/token-rules.ts';
import { getCurrentUserInfo } from './api/get-current-user-info.ts';
import { logout } from './logout.ts';

/** Who the session is: the token's user and the impersonation marker (a renewed token keeps both). */
const sessionKey = () =>
  `${userIdOfToken(sessionStore.getToken())}|${sessionStore.getImpersonatingUserId() ?? ''}`;

/**
 * Refreshes the cached user info (spec section 4). Refused while impersonating; an answer for
 * another browser (ClientId mismatch) counts as null and only logs a warning; a different user than
 * the cached one logs out. An answer that arrives after the session changed (an impersonation
 * started or stopped, another sign-in) is about the session before: it is ignored, or an admin's
 * refresh still on its way when impersonation started would log the new session out. A refusal
 * (401/403) signs out, unless `refusalLeftToCaller` leaves it to the caller (the startup sign-in
 * check, which asks beside it).
 */
export async function refreshUserInfo(
  options: { refusalLeftToCaller?: boolean } = {},
): Promise<UserInfo | null> {
  if (sessionStore.isImpersonating()) return sessionStore.getUserInfo();
  const clientId = sessionStore.getClientId();
  const askedFor = sessionKey();
  const answer = await getCurrentUserInfo(clientId, options);
  if (sessionKey() !== askedFor) return sessionStore.getUserInfo();
  const userInfo = answer.ClientId === clientId ? answer : null;
  if (!userInfo) {
    console.warn('getCurrentUserInfo answered for another client; ignored');
    return null;
  }
  const cached = sessionStore.getUserInfo();
  if (cached && cached.AppUser.UserId !== userInfo.AppUser.UserId) {
    await logout();
    return null;
  }
  sessionStore.setUserInfo(userInfo);
  return sessionStore.getUserInfo();
}

/** Spec section 6 Engineer rule: a company role named Engineer in any company. */
export function isEngineer(userInfo: UserInfo | null): boolean {
  return !!userInfo?.Employees.some((employee) =>
    employee.CompanyRoles.some((role) => role.CompanyRoleLookup.Value === 'Engineer'),
  );
}
