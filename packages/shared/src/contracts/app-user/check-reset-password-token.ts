import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

/** Why a reset or set-password link no longer works; null while it does. */
export const resetLinkProblemSchema = z.enum(['used', 'expired', 'invalid']);
export type ResetLinkProblem = z.infer<typeof resetLinkProblemSchema>;

/**
 * Read-only: whether a mailed reset (or set) password link still works, so its screen can say so on
 * load instead of after the user typed a password (issue #15). It never uses the link up. The token
 * travels in the body, never in an address that proxies and logs keep.
 */
export const checkResetPasswordToken = defineContract({
  method: 'POST',
  path: '/AppUser/checkResetPasswordToken',
  summary: 'Whether a reset or set-password link still works (read-only: the link is not used up)',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  rateLimited: true,
  body: z.object({ token: z.string().min(1).max(200), userId: idParamSchema }),
  response: z.object({ valid: z.boolean(), problem: resetLinkProblemSchema.nullable() }),
});
