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
