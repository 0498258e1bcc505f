import { STOPPING_IMPERSONATION_MARKER } from './local-storage-keys.ts';

/** Reads the UserId claim of a JWT without verifying it (the server verifies). */
export function userIdOfToken(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const userId = Number(json.UserId);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

export type TokenDecision = 'store' | 'logout';

/**
 * What to do with a token a response carries (spec section 4):
 * (a) impersonation active and the token is for the impersonated user → store;
 * (b) the impersonation marker is '???' (stopping) → store;
 * otherwise a different user than the stored token's → logout; in every other case → store.
 */
export function decideOnNewToken(
  storedToken: string | null,
  newToken: string,
  impersonatingUserId: string | null,
): TokenDecision {
  const newUserId = userIdOfToken(newToken);
  if (impersonatingUserId && impersonatingUserId !== STOPPING_IMPERSONATION_MARKER) {
    if (Number(impersonatingUserId) === newUserId) return 'store';
  }
  if (impersonatingUserId === STOPPING_IMPERSONATION_MARKER) return 'store';
  const oldUserId = userIdOfToken(storedToken);
  if (oldUserId !== null && oldUserId !== newUserId) return 'logout';
  return 'store';
}
