// On the sign-in path since the startup sign-in check (issue #18): zod/mini, as ADR 34 says.
import { z } from 'zod/mini';
import { defineContract } from '../define-contract.ts';

export const isAuthenticated = defineContract({
  method: 'GET',
  path: '/AppUser/isauthenticated',
  summary: 'Whether the bearer token belongs to a signed-in, active user',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  response: z.boolean(),
});
