import { z } from 'zod';
import { requiredText } from '../../rules/forms.ts';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { pendingApprovalUserSchema } from './pending-approvals.ts';

/**
 * What an approval assigns (issue #15 item 5), so the new user works at first sign-in: the company
 * (an existing one the approver picked, or a new one made from the typed name) and a role there.
 * An applicant of the internal company gets a user role; anyone else a company role.
 */
export const approvalAssignmentSchema = z.object({
  /** An existing company, chosen (a suggestion by name is only a suggestion until it is sent here). */
  CompanyId: idSchema.nullable().optional(),
  /** A new company, made in the approval's transaction; its name is refused if a company has it. */
  NewCompany: z
    .object({
      Name: requiredText('Company Name', 120),
      Kind: z.enum(['RepFirm', 'Customer'], { error: 'Choose rep firm or customer.' }),
      DefaultBrandId: idSchema,
    })
    .nullable()
    .optional(),
  /** For an applicant of another company than the internal one. */
  CompanyRoleId: idSchema.nullable().optional(),
  /** For an applicant of the internal company (by e-mail domain). */
  UserRoleId: idSchema.nullable().optional(),
});
export type ApprovalAssignment = z.infer<typeof approvalAssignmentSchema>;

export const approvalMessages = {
  companyRequired: 'Choose the company the user works for, or create one from the name they typed.',
  oneCompany: 'Choose an existing company or create a new one, not both.',
  companyNotFound: 'Company not found.',
  companyInactive: 'The company is deactivated. Choose an active company.',
  notInternalCompany:
    'Only applicants with an e-mail address of the internal company join it; choose a rep firm or customer.',
  internalApplicant: 'This applicant joins the internal company (by e-mail domain); choose a user role.',
  companyNameTaken: (name: string) =>
    `A company named "${name}" exists already. Choose it from the list to add the user to it, or type another name.`,
  companyRoleRequired: 'Choose the role the user holds in the company.',
  userRoleRequired: 'Choose the user role of this internal employee.',
  companyRoleNotFound: 'Choose one of the company roles.',
  userRoleNotFound: 'Choose one of the user roles.',
  sysAdminOnly: 'Only a system administrator can give the SysAdmin role.',
} as const;

export const decideApproval = defineContract({
  method: 'PUT',
  path: '/AppUser/DecideApproval',
  summary:
    'Approve (with the company and role the user gets) or reject a registered user; the user is told by e-mail',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  body: approvalAssignmentSchema.extend({ UserId: idSchema, Approved: z.boolean() }),
  response: pendingApprovalUserSchema,
});
