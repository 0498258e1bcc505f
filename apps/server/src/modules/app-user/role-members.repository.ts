import { type UserRole, userRoleIds } from '@airquote/shared/enums/roles';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { appUsers, appUserUserRoles } from '../../db/schema/users.ts';

/**
 * The active users holding a user role, by id: who receives order requests, engineering requests
 * and multiplier reviews, and whether one user is such a member (options.userId). The one query
 * for "active users with role X".
 */
export async function selectActiveRoleMembers(
  db: DatabaseOrTransaction,
  role: UserRole,
  options: { userId?: number } = {},
) {
  return db
    .select({
      userId: appUsers.userId,
      name: sql<string>`trim(${appUsers.firstName} || ' ' || ${appUsers.lastName})`,
      emailAddress: appUsers.emailAddress,
    })
    .from(appUsers)
    .innerJoin(appUserUserRoles, eq(appUserUserRoles.userId, appUsers.userId))
    .where(
      and(
        eq(appUsers.isActive, true),
        eq(appUserUserRoles.userRoleId, userRoleIds[role]),
        options.userId === undefined ? undefined : eq(appUsers.userId, options.userId),
      ),
    )
    .orderBy(asc(appUsers.userId));
}
