import { z } from 'zod';
import { forgotPasswordRequestSchema } from '../../rules/forms.ts';
import { defineContract } from '../define-contract.ts';

export const forgotPassword = defineContract({
  method: 'POST',
  path: '/AppUser/forgotPassword',
  summary: 'Mail a single-use link to reset (or set) the password',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  rateLimited: true,
  body: forgotPasswordRequestSchema,
  response: z.object({ success: z.boolean(), failureMsg: z.string() }),
});
