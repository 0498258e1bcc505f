import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { currentUserInfoSchema } from '../user-info.ts';

export const getCurrentUserInfo = defineContract({
  method: 'GET',
  path: '/AppUser/getCurrentUserInfo/:clientId',
  summary: 'The signed-in user, companies, roles and permissions; ClientId echoes the browser id',
  tag: 'AppUser',
  access: { kind: 'user' },
  params: z.object({ clientId: z.string().min(1).max(100) }),
  response: currentUserInfoSchema,
});
