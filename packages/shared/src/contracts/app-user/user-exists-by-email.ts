import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const userExistsByEmail = defineContract({
  method: 'GET',
  path: '/AppUser/userExistsByEmail',
  summary: 'Whether an account exists for the e-mail address',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  rateLimited: true,
  query: z.object({ email: z.string().max(254) }),
  response: z.boolean(),
});
