import { describe, expect, it } from 'vitest';
import { toUserInfo, type UserInfo } from '../../lib/session-store.ts';
import { internalUserInfo } from '../../test/user-info.ts';
import { canImpersonateFrom, impersonationRefusal, visibleAdminTabs } from './admin-access.ts';

const userInfo = (permissions: string[], options: { appAdmin?: boolean; impersonator?: number } = {}) =>
  toUserInfo(
    internalUserInfo(permissions, {
      appUser: { IsAppAdmin: options.appAdmin ?? false },
      impersonatorUserId: options.impersonator,
    }),
  );

const labels = (info: UserInfo | null) => visibleAdminTabs(info).map((tab) => tab.label);

describe('admin tabs and impersonation from a row', () => {
  it('shows each tab only to holders of the permission its calls need', () => {
    expect(labels(userInfo(['admin.companies', 'admin.users', 'admin.roles']))).toEqual([
      'Companies',
      'Employees',
      'Users',
      'Permissions',
      'Approvals',
    ]);
    expect(labels(userInfo(['admin.users']))).toEqual(['Users', 'Approvals']);
    expect(labels(userInfo(['admin.roles', 'project.view']))).toEqual(['Permissions']);
    expect(labels(userInfo(['admin.products']))).toEqual(['Product data', 'Orders']);
    // Pricing lists need pricing.view and the product hierarchy project.view besides admin.companies.
    expect(labels(userInfo(['admin.companies', 'pricing.view', 'project.view']))).toEqual([
      'Companies',
      'Employees',
      'Pricing',
    ]);
    expect(labels(userInfo(['admin.companies', 'project.view']))).toEqual(['Companies', 'Employees']);
    expect(labels(userInfo(['project.view', 'quote.view']))).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it('lets app and system admins holding user.impersonate impersonate, but not while impersonating', () => {
    expect(canImpersonateFrom(userInfo(['user.impersonate'], { appAdmin: true }))).toBe(true);
    // The matrix took the right away from the admin role.
    expect(canImpersonateFrom(userInfo([], { appAdmin: true }))).toBe(false);
    // The permission alone makes nobody an impersonator.
    expect(canImpersonateFrom(userInfo(['admin.users', 'user.impersonate']))).toBe(false);
    expect(canImpersonateFrom(userInfo(['user.impersonate'], { appAdmin: true, impersonator: 7 }))).toBe(
      false,
    );
  });

  it('says why a user cannot be impersonated: admins never, nor inactive or unapproved users', () => {
    const user = { IsAppAdmin: false, IsSysAdmin: false, IsActive: true, ApprovalStatus: 'Approved' };
    expect(impersonationRefusal(user)).toBeNull();
    expect(impersonationRefusal({ ...user, IsSysAdmin: true })).toBe('administrator');
    expect(impersonationRefusal({ ...user, IsActive: false })).toBe('inactive');
    expect(impersonationRefusal({ ...user, ApprovalStatus: 'Pending' })).toBe('pending');
  });
});
