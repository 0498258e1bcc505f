import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { pendingApprovalUserSchema } from './pending-approvals.ts';

export const decideApproval = defineContract({
  method: 'PUT',
  path: '/AppUser/DecideApproval',
  summary: 'Approve or reject a registered user; the user is told by e-mail',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  body: z.object({ UserId: idSchema, Approved: z.boolean() }),
  response: pendingApprovalUserSchema,
});
