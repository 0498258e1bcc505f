import { z } from 'zod';
import { loginRequestSchema } from '../../rules/login-request.ts';
import { defineContract } from '../define-contract.ts';
import { appUserSchema } from '../user-info.ts';

export const login = defineContract({
  method: 'POST',
  path: '/AppUser/Login',
  summary: 'Sign in with e-mail and password; the session token comes back in the X-Auth-Token header',
  tag: 'AppUser',
  access: { kind: 'anonymous' },
  rateLimited: true,
  body: loginRequestSchema,
  response: z.object({
    AppUser: appUserSchema.pick({ UserId: true, DefaultCompany: true }).nullable(),
    Authenticated: z.boolean(),
    UserMessage: z.string(),
  }),
});
