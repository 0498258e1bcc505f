import { defineContract } from '../define-contract.ts';
import {
  companyRoleWithPermissionsSchema,
  updateCompanyRolePermissionRequestSchema,
} from './role-schemas.ts';

export const updateCompanyRolePermission = defineContract({
  method: 'PUT',
  path: '/CompanyRole/updatecompanyrolepermission',
  summary: "Grant or withdraw one permission of a company role; holders' next request sees it",
  tag: 'Role',
  access: { kind: 'permission', permission: 'admin.roles' },
  body: updateCompanyRolePermissionRequestSchema,
  response: companyRoleWithPermissionsSchema,
});
