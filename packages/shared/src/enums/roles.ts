/** User roles of the internal company (spec section 3: string names, numeric 1-7 in order). */
export const UserRole = {
  SysAdmin: 'SysAdmin',
  AppAdmin: 'AppAdmin',
  VPPricingDirector: 'VPPricingDirector',
  RegionalSalesManager: 'RegionalSalesManager',
  InsideSalesAccount: 'InsideSalesAccount',
  ApplicationEngineering: 'ApplicationEngineering',
  OrderProcessing: 'OrderProcessing',
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];
export const userRoleIds: Record<UserRole, number> = {
  SysAdmin: 1,
  AppAdmin: 2,
  VPPricingDirector: 3,
  RegionalSalesManager: 4,
  InsideSalesAccount: 5,
  ApplicationEngineering: 6,
  OrderProcessing: 7,
};

/** Roles a user holds inside a company through an Employee row. */
export const CompanyRole = {
  RepAdmin: 1,
  RepManager: 2,
  SalesRep: 3,
  Engineer: 4,
  ExternalSalesRep: 5,
  ExternalEngineer: 6,
} as const;
export type CompanyRole = (typeof CompanyRole)[keyof typeof CompanyRole];
export type CompanyRoleName = keyof typeof CompanyRole;
