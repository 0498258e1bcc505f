import type { Permission } from '@airquote/shared/enums/permissions';
import { type UserInfo, useUserInfo } from './session-store.ts';

/** Whether the user holds a permission of the shared list (none without a signed-in user). */
export function hasPermission(
  userInfo: Pick<UserInfo, 'UserPermissions'> | null | undefined,
  permission: Permission,
) {
  return userInfo?.UserPermissions.includes(permission) ?? false;
}

/** Whether the signed-in user holds a permission; re-renders when the cached user info changes. */
export function useHasPermission(permission: Permission): boolean {
  return hasPermission(useUserInfo(), permission);
}
