import type { CurrentUserInfo } from '@airquote/shared/contracts/user-info';
import { describe, expect, it } from 'vitest';
import { toUserInfo, type UserInfo } from '../../lib/session-store.ts';
import { menuEntriesFor } from './menu-entries.ts';

function userWithCompanyRoles(...roles: string[]): UserInfo {
  return userWith(roles, roles.includes('Engineer') ? [] : ['report.view']);
}

function userWith(roles: string[], permissions: string[]): UserInfo {
  const answer: CurrentUserInfo = {
    ClientId: 'c',
    AppUser: {
      UserId: 1,
      FirstName: 'A',
      LastName: 'B',
      EmailAddress: 'a@b.test',
      IsAppAdmin: false,
      IsSysAdmin: false,
      IsInternalEmployee: false,
      UserRoles: [],
      DefaultCompanyId: null,
      DefaultCompany: null,
    },
    Employees: [
      {
        EmployeeId: 1,
        UserId: 1,
        CompanyId: 1,
        Company: {
          CompanyId: 1,
          Name: 'X',
          LogoFileName: '',
          DefaultBrandId: 1,
          DefaultBrand: null,
          IsInternal: false,
          IsActive: true,
        },
        CompanyRoles: roles.map((role, index) => ({
          CompanyRoleId: index + 1,
          RoleName: role,
          CompanyRoleLookup: { Value: role },
        })),
      },
    ],
    Permissions: permissions,
    EmployeePermissions: [],
    ImpersonatorUserId: null,
  };
  return toUserInfo(answer);
}

const visibleTitles = (info: UserInfo | null) =>
  menuEntriesFor(info)
    .filter((entry) => entry.visible)
    .map((entry) => entry.title);

describe('side menu (spec sections 2 and 6)', () => {
  it('shows every entry to a sales rep, in order', () => {
    expect(visibleTitles(userWithCompanyRoles('SalesRep'))).toEqual([
      'Notifications',
      'Projects',
      'Quotes',
      'Orders',
      'Reports',
      'Help',
      'Admin',
      'Logout',
    ]);
  });
  it('hides Quotes and Orders from a user holding the Engineer company role', () => {
    const titles = visibleTitles(userWithCompanyRoles('SalesRep', 'Engineer'));
    expect(titles).not.toContain('Quotes');
    expect(titles).not.toContain('Orders');
    expect(titles).not.toContain('Reports');
    expect(titles).toContain('Projects');
  });
  it('shows Reports only to a reader of reports (report.view)', () => {
    expect(visibleTitles(userWith(['SalesRep'], ['report.view']))).toContain('Reports');
    expect(visibleTitles(userWith(['SalesRep'], []))).not.toContain('Reports');
  });
  it('links each entry to its spec path', () => {
    const urls = Object.fromEntries(menuEntriesFor(null).map((entry) => [entry.title, entry.url]));
    expect(urls).toMatchObject({
      Notifications: '/topmenu/notifications',
      Projects: '/topmenu/project',
      Quotes: '/topmenu/quotes',
      Orders: '/topmenu/orders',
      Reports: '/topmenu/reports',
      Help: '/topmenu/help',
      Admin: '/topmenu/admin',
      Logout: '/user/user-logout',
    });
  });
});
