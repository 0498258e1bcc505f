import { deleteAppUserUserRole } from '@airquote/shared/contracts/app-user/delete-app-user-user-role';
import { getAppUserById } from '@airquote/shared/contracts/app-user/get-app-user-by-id';
import { getAppUsers } from '@airquote/shared/contracts/app-user/get-app-users';
import {
  getUsersByUserRole,
  getUsersByUserRoleEnum,
} from '@airquote/shared/contracts/app-user/get-users-by-user-role';
import { updateAppUser } from '@airquote/shared/contracts/app-user/update-app-user';
import { upsertAppUser } from '@airquote/shared/contracts/app-user/upsert-app-user';
import { upsertAppUserUserRole } from '@airquote/shared/contracts/app-user/upsert-app-user-user-role';
import type { AppDeps } from '../../app-deps.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { actorOf } from '../auth/actor.ts';
import {
  changeUserRole,
  getAdminAppUser,
  listAppUsers,
  listUsersHoldingRole,
  listUsersHoldingRoleNamed,
  saveAppUser,
} from './app-user-admin.service.ts';

/** The admin area's user calls (spec section 7; issue 7 part 3). */
export function appUserAdminRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getAppUsers, async ({ query }) => listAppUsers(deps, query.includeInactive)),
    defineRoute(getAppUserById, async ({ query }) => getAdminAppUser(deps, query.appUserId)),
    defineRoute(updateAppUser, async ({ body, session, request }) =>
      saveAppUser(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertAppUser, async ({ body, session, request }) =>
      saveAppUser(deps, actorOf(session, request.id), body),
    ),
    defineRoute(upsertAppUserUserRole, async ({ body, session, request }) =>
      changeUserRole(deps, actorOf(session, request.id), body, true),
    ),
    defineRoute(deleteAppUserUserRole, async ({ body, session, request }) =>
      changeUserRole(deps, actorOf(session, request.id), body, false),
    ),
    defineRoute(getUsersByUserRole, async ({ params }) => listUsersHoldingRole(deps, params.userRoleId)),
    defineRoute(getUsersByUserRoleEnum, async ({ params }) =>
      listUsersHoldingRoleNamed(deps, params.roleName),
    ),
  ];
}
