import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';

export const validatePassword = defineContract({
  method: 'GET',
  path: '/AppUser/validatePassword',
  summary: "Whether the password is the signed-in user's current one (old-password check)",
  tag: 'AppUser',
  access: { kind: 'user' },
  rateLimited: true,
  query: z.object({ userId: idParamSchema, password: z.string().max(200) }),
  response: z.boolean(),
});
