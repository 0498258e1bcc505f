import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { ApiCallError } from '../../lib/api-client.ts';

/** TanStack Query keys of the admin area, in one place so invalidations match the queries. */
export const adminKeys = {
  all: ['admin'] as const,
  companies: (includeInactive: boolean) => ['admin', 'companies', includeInactive] as const,
  allCompanies: ['admin', 'companies'] as const,
  companyLogo: (companyId: number, logoFileName: string) =>
    ['admin', 'company-logo', companyId, logoFileName] as const,
  employees: (request: { CompanyId: number | null; SearchText: string; IncludeInactive: boolean }) =>
    ['admin', 'employees', request] as const,
  allEmployees: ['admin', 'employees'] as const,
  users: (searchText: string, includeInactive: boolean) =>
    ['admin', 'users', searchText, includeInactive] as const,
  allUsers: ['admin', 'users'] as const,
  user: (userId: number) => ['admin', 'user', userId] as const,
  permissions: ['admin', 'permissions'] as const,
  companyRoles: ['admin', 'company-roles'] as const,
  userRoles: ['admin', 'user-roles'] as const,
  brands: ['brands'] as const,
};

/** A change refused because the row moved on since it was read (409 with the shared message). */
export function isStaleChange(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 409 && error.message === STALE_ROW_VERSION_MESSAGE;
}
