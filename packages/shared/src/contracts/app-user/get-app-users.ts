import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { appUserSummarySchema } from './search-app-users.ts';

export const getAppUsers = defineContract({
  method: 'GET',
  path: '/AppUser',
  summary: 'Every user (active only unless includeInactive), by last name',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  query: z.object({
    includeInactive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  }),
  response: z.array(appUserSummarySchema),
});
