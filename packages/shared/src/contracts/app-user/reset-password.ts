import { z } from 'zod';
import { resetPasswordRequestSchema } from '../../rules/forms.ts';
import { defineContract } from '../define-contract.ts';

export const resetPassword = defineContract({
  method: 'POST',
  path: '/AppUser/resetPassword',
  summary: 'Set or reset the password with a mailed token; revokes every session of the user',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  rateLimited: true,
  body: resetPasswordRequestSchema,
  response: z.object({ success: z.boolean(), message: z.string() }),
});
