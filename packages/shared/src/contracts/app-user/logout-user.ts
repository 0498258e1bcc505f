import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const logoutUser = defineContract({
  method: 'GET',
  path: '/AppUser/logoutuser',
  summary: 'Sign out: revokes every token of the user (and ends an impersonation)',
  tag: 'AppUser',
  access: { kind: 'user' },
  response: z.boolean(),
});
