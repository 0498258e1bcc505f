import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { approvalStatusSchema } from './admin-app-user-schemas.ts';

export const appUserSummarySchema = z.object({
  UserId: z.number(),
  FirstName: z.string(),
  LastName: z.string(),
  EmailAddress: z.string(),
  IsActive: z.boolean(),
  ApprovalStatus: approvalStatusSchema,
  DefaultCompanyName: z.string().nullable(),
  IsAppAdmin: z.boolean(),
  IsSysAdmin: z.boolean(),
});
export type AppUserSummary = z.infer<typeof appUserSummarySchema>;

export const searchAppUsers = defineContract({
  method: 'GET',
  path: '/AppUser/search',
  summary: 'Users whose name, e-mail or default company contains the search text (at most 50)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  query: z.object({
    searchText: z.string().trim().max(100).default(''),
    includeInactive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: z.array(appUserSummarySchema),
});
