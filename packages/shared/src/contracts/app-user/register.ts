import { z } from 'zod';
import { registrationRequestSchema } from '../../rules/forms.ts';
import { defineContract } from '../define-contract.ts';

export const register = defineContract({
  method: 'POST',
  path: '/AppUser/register',
  summary: 'Create an account that waits for review (internal employees wait for an app admin)',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  rateLimited: true,
  body: registrationRequestSchema,
  response: z.object({
    AppUser: z.object({ UserId: z.number() }).nullable(),
    Successful: z.boolean(),
    ApprovalEmailSent: z.boolean(),
    UserMessage: z.string(),
  }),
});
