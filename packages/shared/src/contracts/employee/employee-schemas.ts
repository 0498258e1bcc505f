import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { companyRoleEntrySchema } from '../user-info.ts';

/** A user's membership of a company, as the admin area lists and edits it. */
export const adminEmployeeSchema = z.object({
  EmployeeId: z.number(),
  UserId: z.number(),
  CompanyId: z.number(),
  CompanyName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  IsActive: z.boolean(),
  /** The user's own account is active (a deactivated user keeps their memberships). */
  UserIsActive: z.boolean(),
  /** This company is the user's default company (logo and theme). */
  IsDefaultCompany: z.boolean(),
  RowVersion: z.number(),
  CompanyRoles: z.array(companyRoleEntrySchema),
});
export type AdminEmployee = z.infer<typeof adminEmployeeSchema>;

export const employeeCompanyRoleRequestSchema = z.object({
  EmployeeId: idSchema,
  CompanyRoleId: idSchema,
});

export const employeeMessages = {
  notFound: 'Employee not found.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
  companyInactive: 'The company is deactivated. Activate it before adding employees.',
  alreadyEmployee: 'The user is already an employee of this company.',
  roleNotFound: 'Choose one of the company roles.',
  employeeInactive: 'The employee is deactivated. Reactivate them before changing their roles.',
  rowVersionRequired: 'RowVersion is required to change an existing employee.',
  notYourself: 'You cannot deactivate your own membership: another administrator must.',
} as const;
