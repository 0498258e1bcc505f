import { z } from 'zod';
import { idSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { currentUserInfoSchema } from '../user-info.ts';

export const IMPERSONATION_NOT_AUTHORIZED = 'You are not authorized to impersonate another user.';
export const IMPERSONATION_ALREADY_ACTIVE =
  'You are already impersonating another user.  Exit or log out of current impersonation to start a new one.';
export const IMPERSONATION_OF_ADMIN_REFUSED = 'An administrator cannot be impersonated.';

export const impersonateUserStart = defineContract({
  method: 'PUT',
  path: '/AppUser/impersonateuserstart',
  summary: 'App and system admins act as another (non-admin) user; the new token comes in X-Auth-Token',
  tag: 'AppUser',
  access: { kind: 'user' },
  body: z.object({ UserId: idSchema }),
  response: currentUserInfoSchema,
});
