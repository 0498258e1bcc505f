import { defineContract } from '../define-contract.ts';
import { currentUserInfoSchema } from '../user-info.ts';

export const impersonateUserStop = defineContract({
  method: 'PUT',
  path: '/AppUser/impersonateuserstop',
  summary: "End the impersonation; the admin's own token comes back in X-Auth-Token",
  tag: 'AppUser',
  access: { kind: 'user' },
  response: currentUserInfoSchema,
});
