import type { Permission } from '@airquote/shared/enums/permissions';
import { paths } from '../../config/paths.ts';
import { hasPermission } from '../../lib/permissions.ts';
import type { UserInfo } from '../../lib/session-store.ts';

export type AdminTab =
  | 'companies'
  | 'employees'
  | 'users'
  | 'permissions'
  | 'approvals'
  | 'productData'
  | 'pricing'
  | 'orderSettings';

/** Each tab and the permissions its calls need; the server checks the same ones. */
const tabPermissions: Record<AdminTab, readonly Permission[]> = {
  companies: ['admin.companies'],
  employees: ['admin.companies'],
  users: ['admin.users'],
  permissions: ['admin.roles'],
  approvals: ['admin.users'],
  productData: ['admin.products'],
  // Its changes need admin.companies, its lists pricing.view (withheld from an admin who is also an
  // Engineer) and the product hierarchy of the multiplier form project.view.
  pricing: ['admin.companies', 'pricing.view', 'project.view'],
  // Issue 15 item 6: the minimum lead time of orders.
  orderSettings: ['admin.products'],
};

export const adminTabs: ReadonlyArray<{ tab: AdminTab; label: string; url: string }> = [
  { tab: 'companies', label: 'Companies', url: paths.adminCompanies },
  { tab: 'employees', label: 'Employees', url: paths.adminEmployees },
  { tab: 'users', label: 'Users', url: paths.adminUsers },
  { tab: 'permissions', label: 'Permissions', url: paths.adminPermissions },
  { tab: 'approvals', label: 'Approvals', url: paths.internalEmployeeList },
  { tab: 'productData', label: 'Product data', url: paths.adminProductData },
  { tab: 'pricing', label: 'Pricing', url: paths.adminPricing },
  { tab: 'orderSettings', label: 'Orders', url: paths.adminOrderSettings },
];

/**
 * The tabs a user may open. The web signs a user out on any 403 (spec section 8), so a tab whose
 * calls would be refused is never shown, and no admin call is made for someone without the right.
 */
export function visibleAdminTabs(userInfo: UserInfo | null) {
  return adminTabs.filter((entry) =>
    tabPermissions[entry.tab].every((permission) => hasPermission(userInfo, permission)),
  );
}

/**
 * Spec section 6: app and system admins impersonate, never while impersonating, never an admin; the
 * matrix can withdraw user.impersonate from an admin role (the server checks the same).
 */
export function canImpersonateFrom(userInfo: UserInfo | null): boolean {
  return (
    !!(userInfo?.AppUser.IsAppAdmin || userInfo?.AppUser.IsSysAdmin) &&
    hasPermission(userInfo, 'user.impersonate') &&
    !userInfo?.ImpersonatorUserId
  );
}

export function impersonationRefusal(user: {
  IsAppAdmin: boolean;
  IsSysAdmin: boolean;
  IsActive: boolean;
  ApprovalStatus: string;
}): string | null {
  if (user.IsAppAdmin || user.IsSysAdmin) return 'administrator';
  if (!user.IsActive) return 'inactive';
  if (user.ApprovalStatus !== 'Approved') return user.ApprovalStatus.toLowerCase();
  return null;
}
