import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { permissionSchema } from './role-schemas.ts';

export const getPermissions = defineContract({
  method: 'GET',
  path: '/Permission',
  summary: 'The named permissions with their descriptions',
  tag: 'Role',
  access: { kind: 'permission', permission: 'admin.roles' },
  response: z.array(permissionSchema),
});
