import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const isAuthenticated = defineContract({
  method: 'GET',
  path: '/AppUser/isauthenticated',
  summary: 'Whether the bearer token belongs to a signed-in, active user',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  response: z.boolean(),
});
