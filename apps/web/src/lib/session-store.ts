import type { CurrentUserInfo } from '@airquote/shared/contracts/user-info';
import { Permission } from '@airquote/shared/enums/permissions';

/**
 * UserInfo as cached locally (spec section 3): ClientId, AppUser, Employees, UserPermissions (taken
 * from the Permissions list of the server's answer) and EmployeePermissions. UserPermissions holds
 * the shared list's names, so a check of a misspelt permission fails typecheck.
 */
export type UserInfo = Omit<CurrentUserInfo, 'Permissions'> & { UserPermissions: Permission[] };

const permissionNames: ReadonlySet<string> = new Set(Object.values(Permission));

export function isPermission(name: string): name is Permission {
  return permissionNames.has(name);
}

export function toUserInfo({ Permissions, ...rest }: CurrentUserInfo): UserInfo {
  return { ...rest, UserPermissions: Permissions.filter(isPermission) };
}

import { useSyncExternalStore } from 'react';
import { STOPPING_IMPERSONATION_MARKER, storageKeys } from './local-storage-keys.ts';

/**
 * The locally kept session: token, cached user info and the impersonation marker, in localStorage
 * (spec section 4) with a subscription so the shell re-renders when they change.
 */
const listeners = new Set<() => void>();
/** The parsed user info, kept while the stored text is unchanged so renders see a stable object. */
let parsedUserInfo: { raw: string | null; value: UserInfo | null } = { raw: null, value: null };
let version = 0;

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

window.addEventListener('storage', (event) => {
  if (event.key === null || Object.values(storageKeys).includes(event.key as never)) notify();
});

export const sessionStore = {
  getToken: (): string | null => localStorage.getItem(storageKeys.token),
  setToken(token: string): void {
    localStorage.setItem(storageKeys.token, token);
    notify();
  },
  getUserInfo(): UserInfo | null {
    const raw = localStorage.getItem(storageKeys.userInfo);
    if (raw !== parsedUserInfo.raw) {
      let value: UserInfo | null = null;
      try {
        value = raw ? (JSON.parse(raw) as UserInfo) : null;
      } catch {
        value = null;
      }
      parsedUserInfo = { raw, value };
    }
    return parsedUserInfo.value;
  },
  setUserInfo(answer: CurrentUserInfo): void {
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(toUserInfo(answer)));
    notify();
  },
  getImpersonatingUserId: (): string | null => localStorage.getItem(storageKeys.impersonatingUserId),
  setImpersonatingUserId(value: string | null): void {
    if (value === null) localStorage.removeItem(storageKeys.impersonatingUserId);
    else localStorage.setItem(storageKeys.impersonatingUserId, value);
    notify();
  },
  isImpersonating(): boolean {
    const marker = localStorage.getItem(storageKeys.impersonatingUserId);
    return !!marker && marker !== STOPPING_IMPERSONATION_MARKER;
  },
  /** This browser's random client id; getCurrentUserInfo answers are only used when it matches. */
  getClientId(): string {
    let clientId = localStorage.getItem(storageKeys.clientId);
    if (!clientId) {
      clientId = crypto.randomUUID();
      localStorage.setItem(storageKeys.clientId, clientId);
    }
    return clientId;
  },
  clearAll(): void {
    localStorage.clear();
    sessionStorage.clear();
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Re-renders when the session changes; returns the cached user info. */
export function useUserInfo(): UserInfo | null {
  useSyncExternalStore(sessionStore.subscribe, () => version);
  return sessionStore.getUserInfo();
}

export function useImpersonatingUserId(): string | null {
  useSyncExternalStore(sessionStore.subscribe, () => version);
  return sessionStore.getImpersonatingUserId();
}
