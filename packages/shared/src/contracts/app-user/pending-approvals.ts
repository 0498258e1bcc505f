import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { approvalStatusSchema } from './admin-app-user-schemas.ts';

export const pendingApprovalUserSchema = z.object({
  UserId: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  CompanyName: z.string(),
  IsInternalEmployee: z.boolean().nullable(),
  ApprovalStatus: approvalStatusSchema,
  DateCreated: z.string(),
  /**
   * For a waiting registration: the active company whose name matches the typed one (case-insensitive)
   * or, for an applicant of the internal company's e-mail domain, that company. Only a suggestion: the
   * approver confirms it (or creates a new company) in the approval.
   */
  SuggestedCompany: z.object({ CompanyId: z.number(), Name: z.string() }).nullable(),
});
export type PendingApprovalUser = z.infer<typeof pendingApprovalUserSchema>;

export const getPendingApprovals = defineContract({
  method: 'GET',
  path: '/AppUser/GetPendingApprovals',
  summary: 'Registered users waiting for approval (internal employees first)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  response: z.array(pendingApprovalUserSchema),
});

/** What the approval dialog chooses from: the active rep firms and customers, and the brands. */
export const approvalChoicesSchema = z.object({
  Companies: z.array(z.object({ CompanyId: z.number(), Name: z.string(), Kind: z.string() })),
  Brands: z.array(z.object({ BrandId: z.number(), Name: z.string() })),
});
export type ApprovalChoices = z.infer<typeof approvalChoicesSchema>;

export const getApprovalChoices = defineContract({
  method: 'GET',
  path: '/AppUser/GetApprovalChoices',
  summary: 'The companies and brands an approval may assign (issue #15 item 5)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  response: approvalChoicesSchema,
});
