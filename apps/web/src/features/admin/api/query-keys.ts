import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { ApiCallError } from '../../../lib/api-client.ts';

/** TanStack Query keys of the admin area, in one place so invalidations match the queries. */
export const adminKeys = {
  all: ['admin'] as const,
  pendingApprovals: ['pending-approvals'] as const,
  approvalChoices: ['admin', 'approval-choices'] as const,
  companies: (includeInactive: boolean) => ['admin', 'companies', includeInactive] as const,
  employees: (request: { CompanyId: number | null; SearchText: string; IncludeInactive: boolean }) =>
    ['admin', 'employees', request] as const,
  users: (searchText: string, includeInactive: boolean) =>
    ['admin', 'users', searchText, includeInactive] as const,
  user: (userId: number) => ['admin', 'user', userId] as const,
  permissions: ['admin', 'permissions'] as const,
  companyRoles: ['admin', 'company-roles'] as const,
  userRoles: ['admin', 'user-roles'] as const,
  /** The Pricing tab's lists: invalidated together after a pricing change. */
  pricing: ['admin', 'pricing'] as const,
  categoryMultipliers: (request: {
    CompanyId: number | null;
    ProductTypeId: number | null;
    TransactionType: number | null;
  }) => ['admin', 'pricing', 'multipliers', request] as const,
  transactionTypes: ['admin', 'pricing', 'transaction-types'] as const,
  regions: (request: { SearchText: string; IncludeInactive: boolean }) =>
    ['admin', 'pricing', 'regions', request] as const,
  distributors: (request: { SearchText: string; RegionId: number | null; IncludeInactive: boolean }) =>
    ['admin', 'pricing', 'distributors', request] as const,
  regionalSalesManagers: ['admin', 'regional-sales-managers'] as const,
};

/**
 * After any admin change: companies, employees and users show each other's data (employee counts,
 * default companies, names), and the lists are small, so every admin list is fetched again.
 */
export function refreshAdminData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

/** After a pricing change: regions name distributors and hold companies, so all pricing lists reload. */
export function refreshPricingData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.pricing });
}

/** A change refused because the row moved on since it was read (409 with the shared message). */
export function isStaleChange(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 409 && error.message === STALE_ROW_VERSION_MESSAGE;
}
