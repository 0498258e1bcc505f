import type { AppUser, CurrentUserInfo } from '@airquote/shared/contracts/user-info';
import { sessionStore } from '../lib/session-store.ts';

type UserInfoOptions = {
  /** Fields of the signed-in user that differ from an internal employee without admin rights. */
  appUser?: Partial<AppUser>;
  impersonatorUserId?: number | null;
};

/** What a sign-in answers for an internal employee holding the given permissions. */
export function internalUserInfo(permissions: string[], options: UserInfoOptions = {}): CurrentUserInfo {
  return {
    ClientId: sessionStore.getClientId(),
    AppUser: {
      UserId: 1,
      FirstName: 'Priya',
      LastName: 'Patel',
      EmailAddress: 'pricing@airquote.test',
      IsAppAdmin: false,
      IsSysAdmin: false,
      IsInternalEmployee: true,
      UserRoles: [],
      DefaultCompanyId: null,
      DefaultCompany: null,
      ...options.appUser,
    },
    Employees: [],
    Permissions: permissions,
    EmployeePermissions: [],
    ImpersonatorUserId: options.impersonatorUserId ?? null,
  };
}

/** Caches that user info as a sign-in does. */
export function signInAsInternalUser(permissions: string[], options: UserInfoOptions = {}): void {
  sessionStore.setUserInfo(internalUserInfo(permissions, options));
}
