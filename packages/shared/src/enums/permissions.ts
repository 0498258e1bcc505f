import type { CompanyRoleName, UserRole } from './roles.ts';

/** The named permissions of docs/domain.md section 2. Every endpoint names the one it needs. */
export const Permission = {
  ProjectView: 'project.view',
  ProjectEdit: 'project.edit',
  QuoteView: 'quote.view',
  QuoteEdit: 'quote.edit',
  PricingView: 'pricing.view',
  MultiplierRequest: 'multiplier.request',
  MultiplierApprove: 'multiplier.approve',
  EngineeringRequest: 'engineering.request',
  EngineeringReview: 'engineering.review',
  OrderRequest: 'order.request',
  OrderProcess: 'order.process',
  ReportView: 'report.view',
  AdminCompanies: 'admin.companies',
  AdminUsers: 'admin.users',
  AdminRoles: 'admin.roles',
  AdminProducts: 'admin.products',
  UserImpersonate: 'user.impersonate',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export const permissionDescriptions: Record<Permission, string> = {
  'project.view': 'See projects, schedules and line items',
  'project.edit': 'Create and change projects, schedules and line items',
  'quote.view': 'See quotes',
  'quote.edit': 'Create and change quotes',
  'pricing.view': 'See list prices, multipliers and net prices',
  'multiplier.request': 'Ask for lower multipliers on a quote',
  'multiplier.approve': 'Approve or reject multiplier requests',
  'engineering.request': 'Ask application engineering to review a quote',
  'engineering.review': 'Review engineering requests',
  'order.request': 'Order a quote',
  'order.process': 'Move orders along',
  'report.view': 'Read reports',
  'admin.companies': 'Manage companies and employees',
  'admin.users': 'Manage users and approve registrations',
  'admin.roles': 'Edit the role-permission matrix',
  'admin.products': 'Manage catalog data',
  'user.impersonate': 'Act as another user',
};

const all = Object.values(Permission);

/**
 * The admin area spans every company, so its permissions are held through the internal company's
 * user roles only: a company role (a rep firm's or customer's) never grants them, and the matrix
 * refuses to (docs/decisions/0011-admin-area.md).
 */
export const internalOnlyPermissions: readonly Permission[] = [
  'admin.companies',
  'admin.users',
  'admin.roles',
  'admin.products',
  'user.impersonate',
];

/**
 * Spec section 6: a user holding the company role Engineer in any company sees no quote and no
 * price, whatever their other roles grant. The server removes these from such a user's permissions.
 * Reports count quotes, so report.view goes too (docs/decisions/0016-reports.md).
 */
export const permissionsWithheldFromEngineers: readonly Permission[] = [
  'quote.view',
  'quote.edit',
  'pricing.view',
  'multiplier.request',
  'multiplier.approve',
  'order.request',
  'order.process',
  'report.view',
];
const salesWork: Permission[] = [
  'project.view',
  'project.edit',
  'quote.view',
  'quote.edit',
  'pricing.view',
  'multiplier.request',
  'engineering.request',
  'order.request',
  'report.view',
];

/** Seeded matrix; admins edit it later (updateuserrolepermission, updatecompanyrolepermission). */
export const defaultUserRolePermissions: Record<UserRole, Permission[]> = {
  SysAdmin: all,
  AppAdmin: all,
  VPPricingDirector: [...salesWork, 'multiplier.approve'],
  RegionalSalesManager: [...salesWork, 'multiplier.approve'],
  InsideSalesAccount: salesWork,
  ApplicationEngineering: ['project.view', 'project.edit', 'quote.view', 'engineering.review', 'report.view'],
  OrderProcessing: ['project.view', 'quote.view', 'pricing.view', 'order.process', 'report.view'],
};

/** Engineers get no quote, pricing or report permission: the spec's Engineer rule (reports count quotes). */
export const defaultCompanyRolePermissions: Record<CompanyRoleName, Permission[]> = {
  RepAdmin: salesWork,
  RepManager: salesWork,
  SalesRep: salesWork,
  Engineer: ['project.view', 'project.edit', 'engineering.request'],
  ExternalSalesRep: salesWork,
  ExternalEngineer: ['project.view', 'engineering.request'],
};
