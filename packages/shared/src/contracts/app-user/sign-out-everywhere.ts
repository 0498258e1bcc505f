import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

/** The account area's "Sign out of all sessions" (beyond the spec's list of calls; ADR 4). */
export const signOutEverywhere = defineContract({
  method: 'PUT',
  path: '/AppUser/signouteverywhere',
  summary: 'Sign out of all sessions: revokes every token of the signed-in user, on every device',
  tag: 'AppUser',
  access: { kind: 'user' },
  response: z.boolean(),
});
