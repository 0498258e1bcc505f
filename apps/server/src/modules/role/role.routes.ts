import { getCompanyRoles } from '@airquote/shared/contracts/role/get-company-roles';
import { getPermissions } from '@airquote/shared/contracts/role/get-permissions';
import { getUserRoles } from '@airquote/shared/contracts/role/get-user-roles';
import { updateCompanyRolePermission as updateCompanyRolePermissionContract } from '@airquote/shared/contracts/role/update-company-role-permission';
import { updateUserRolePermission as updateUserRolePermissionContract } from '@airquote/shared/contracts/role/update-user-role-permission';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  listCompanyRolesWithPermissions,
  listPermissionDescriptions,
  listUserRolesWithPermissions,
  updateCompanyRolePermission,
  updateUserRolePermission,
} from './role.service.ts';

/** Permissions, roles and the role-permission matrix (spec section 7; issue 7 part 4). */
export function roleRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getPermissions, async () => listPermissionDescriptions(deps)),
    defineRoute(getCompanyRoles, async () => listCompanyRolesWithPermissions(deps)),
    defineRoute(getUserRoles, async () => listUserRolesWithPermissions(deps)),
    defineRoute(updateCompanyRolePermissionContract, async ({ body, session, request }) =>
      updateCompanyRolePermission(deps, actorOf(session, request.id), body),
    ),
    defineRoute(updateUserRolePermissionContract, async ({ body, session, request }) =>
      updateUserRolePermission(deps, actorOf(session, request.id), body),
    ),
  ];
}
