import { z } from 'zod';
import { defineContract } from '../define-contract.ts';
import { companyRoleWithPermissionsSchema } from './role-schemas.ts';

export const getCompanyRoles = defineContract({
  method: 'GET',
  path: '/CompanyRole',
  summary: 'The company roles with the permissions each grants',
  tag: 'Role',
  access: { kind: 'anyPermission', permissions: ['admin.companies', 'admin.roles'] },
  response: z.array(companyRoleWithPermissionsSchema),
});
