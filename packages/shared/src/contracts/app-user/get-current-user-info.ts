import { z } from 'zod/mini';
import { defineContract } from '../define-contract.ts';
import { currentUserInfoSchema } from '../user-info.ts';

export const getCurrentUserInfo = defineContract({
  method: 'GET',
  path: '/AppUser/getCurrentUserInfo/:clientId',
  summary: 'The signed-in user, companies, roles and permissions; ClientId echoes the browser id',
  tag: 'AppUser',
  access: { kind: 'user' },
  params: z.object({ clientId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: currentUserInfoSchema,
});
