import { z } from 'zod';
import { changePasswordRequestSchema } from '../../rules/forms.ts';
import { defineContract } from '../define-contract.ts';

export const changePassword = defineContract({
  method: 'PUT',
  path: '/AppUser/changepassword',
  summary: 'Change the password after checking the old one; other sessions are signed out',
  tag: 'AppUser',
  access: { kind: 'user' },
  rateLimited: true,
  body: changePasswordRequestSchema,
  response: z.object({ Success: z.boolean(), UserMessage: z.string() }),
});
