import type { AppUser, Employee } from '@airquote/shared/contracts/user-info';
import { sessionStore } from '../../lib/session-store.ts';
import { northwind } from '../../test/project-test-data.ts';

export const contoso = {
  ...northwind,
  CompanyId: 4,
  Name: 'Contoso Reps',
  DefaultBrandId: 2,
  DefaultBrand: { BrandId: 2, Name: 'Polaris', CssClass: 'brand-polaris' },
};

export function employeeOf(company: typeof northwind, roles: [value: string, name: string][]): Employee {
  return {
    EmployeeId: company.CompanyId * 10,
    UserId: 5,
    CompanyId: company.CompanyId,
    Company: company,
    CompanyRoles: roles.map(([value, name], index) => ({
      CompanyRoleId: index + 1,
      RoleName: name,
      CompanyRoleLookup: { Value: value },
    })),
  };
}

export const nora: AppUser = {
  UserId: 5,
  FirstName: 'Nora',
  LastName: 'Walsh',
  EmailAddress: 'rep@northwind.test',
  IsAppAdmin: false,
  IsSysAdmin: false,
  IsInternalEmployee: false,
  UserRoles: [{ UserRoleId: 3, UserRoleLookup: { Value: 'VPPricingDirector' } }],
  DefaultCompanyId: northwind.CompanyId,
  DefaultCompany: northwind,
};

/** Caches user info as a sign-in does: Nora works for Northwind (default) and Contoso. */
export function signInAsNora(
  overrides: { employees?: Employee[]; permissions?: string[]; impersonatorUserId?: number } = {},
): void {
  sessionStore.setToken('token-of-nora');
  sessionStore.setUserInfo({
    ClientId: 'c',
    AppUser: nora,
    Employees: overrides.employees ?? [
      employeeOf(northwind, [
        ['RepAdmin', 'Rep Admin'],
        ['SalesRep', 'Sales Rep'],
      ]),
      employeeOf(contoso, [['SalesRep', 'Sales Rep']]),
    ],
    Permissions: overrides.permissions ?? ['project.view', 'pricing.view'],
    EmployeePermissions: [],
    ImpersonatorUserId: overrides.impersonatorUserId ?? null,
  });
}
