import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const logoutUser = defineContract({
  method: 'GET',
  path: '/AppUser/logoutuser',
  summary: 'Sign out: ends this session (and the impersonation it carries); other sessions go on',
  tag: 'AppUser',
  access: { kind: 'user' },
  response: z.boolean(),
});
