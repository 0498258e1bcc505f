import { z } from 'zod';

export const brandSchema = z.object({
  BrandId: z.number(),
  Name: z.string(),
  CssClass: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const companySchema = z.object({
  CompanyId: z.number(),
  Name: z.string(),
  LogoFileName: z.string(),
  DefaultBrandId: z.number(),
  DefaultBrand: brandSchema.nullable(),
  IsInternal: z.boolean(),
  IsActive: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const userRoleEntrySchema = z.object({
  UserRoleId: z.number(),
  UserRoleLookup: z.object({ Value: z.string() }),
});

export const appUserSchema = z.object({
  UserId: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  IsAppAdmin: z.boolean(),
  IsSysAdmin: z.boolean(),
  IsInternalEmployee: z.boolean().nullable(),
  UserRoles: z.array(userRoleEntrySchema),
  DefaultCompanyId: z.number().nullable(),
  DefaultCompany: companySchema.nullable(),
  /** Units the user reads and types in (ADR 0031); absent means I-P. The API itself is always I-P. */
  UnitSystem: z.enum(['IP', 'SI']).optional(),
});
export type AppUser = z.infer<typeof appUserSchema>;

export const companyRoleEntrySchema = z.object({
  CompanyRoleId: z.number(),
  RoleName: z.string(),
  CompanyRoleLookup: z.object({ Value: z.string() }),
});

export const employeeSchema = z.object({
  EmployeeId: z.number(),
  UserId: z.number(),
  CompanyId: z.number(),
  Company: companySchema,
  CompanyRoles: z.array(companyRoleEntrySchema),
});
export type Employee = z.infer<typeof employeeSchema>;

/** getCurrentUserInfo answer; the client caches it under userInfo (spec section 3). */
export const currentUserInfoSchema = z.object({
  ClientId: z.string(),
  AppUser: appUserSchema,
  Employees: z.array(employeeSchema),
  Permissions: z.array(z.string()),
  EmployeePermissions: z.array(z.object({ CompanyId: z.number(), Permissions: z.array(z.string()) })),
  ImpersonatorUserId: z.number().nullable(),
});
export type CurrentUserInfo = z.infer<typeof currentUserInfoSchema>;
