import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { defineContract } from '../define-contract.ts';
import { adminAppUserSchema } from './admin-app-user-schemas.ts';

export const getAppUserById = defineContract({
  method: 'GET',
  path: '/AppUser/getById',
  summary: 'One user with user roles, state and RowVersion (admin area)',
  tag: 'AppUser',
  access: { kind: 'permission', permission: 'admin.users' },
  query: z.object({ appUserId: idParamSchema }),
  response: adminAppUserSchema,
});
