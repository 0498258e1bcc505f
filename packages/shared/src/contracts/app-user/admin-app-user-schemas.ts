import { z } from 'zod';
import { emailField, requiredText } from '../../rules/forms.ts';
import { idSchema } from '../../rules/ids.ts';
import { userRoleEntrySchema } from '../user-info.ts';

/** Where a registration stands (docs/domain.md section 1.4): sign-in needs Approved. */
export const approvalStatusSchema = z.enum(['Pending', 'Approved', 'Rejected']);

/** A user as the admin area edits it: the AppUser fields plus state and RowVersion. */
export const adminAppUserSchema = z.object({
  UserId: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  IsActive: z.boolean(),
  ApprovalStatus: approvalStatusSchema,
  IsInternalEmployee: z.boolean().nullable(),
  IsAppAdmin: z.boolean(),
  IsSysAdmin: z.boolean(),
  HasPassword: z.boolean(),
  DefaultCompanyId: z.number().nullable(),
  DefaultCompanyName: z.string().nullable(),
  UserRoles: z.array(userRoleEntrySchema),
  RowVersion: z.number(),
  DateCreated: z.string(),
});
export type AdminAppUser = z.infer<typeof adminAppUserSchema>;

/** The fields an admin edits; a default company makes the user its employee. */
export const appUserInputSchema = z.object({
  FirstName: requiredText('First Name', 60),
  LastName: requiredText('Last Name', 60),
  EmailAddress: emailField('Email'),
  DefaultCompanyId: idSchema.nullable(),
  IsActive: z.boolean().default(true),
});
export type AppUserInput = z.infer<typeof appUserInputSchema>;

export const userRoleAssignmentSchema = z.object({ UserId: idSchema, UserRoleId: idSchema });

export const adminAppUserMessages = {
  userNotFound: 'User not found.',
  emailExists: 'Email already exists',
  companyNotFound: 'Company not found.',
  companyInactive: 'The company is deactivated. Choose an active company.',
  membershipInactive:
    'The user is deactivated in that company. Reactivate them under Employees before making it their default company.',
  rowVersionRequired: 'RowVersion is required to change an existing user.',
  notYourself: 'You cannot deactivate your own account.',
  roleNotFound: 'Choose one of the user roles.',
  userRolesAreInternal: 'User roles are for employees of the internal company; give others company roles.',
  sysAdminOnly: 'Only a system administrator can give or take the SysAdmin role.',
  sysAdminUserOnly: 'Only a system administrator can change a system administrator.',
  ownAdminRole: 'You cannot take an administrator role from yourself.',
} as const;
