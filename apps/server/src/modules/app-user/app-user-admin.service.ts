import {
  type AppUserInput,
  adminAppUserMessages as messages,
} from '@airquote/shared/contracts/app-user/admin-app-user-schemas';
import { normalizeEmail } from '@airquote/shared/rules/email';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/raw-sql.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import type { Actor } from '../auth/actor.ts';
import { findCompany, findEmployeeOf, insertEmployee } from '../employee/employee.repository.ts';
import { bumpTokenVersion, findUserByEmail } from './app-user.repository.ts';
import { forgotPassword } from './app-user.service.ts';
import {
  addUserRole,
  findUserRoleByName,
  findUserRoleId,
  insertAppUser,
  listUserSummaries,
  loadAdminAppUser,
  lockUser,
  removeUserRole,
  updateAppUserIfVersion,
  usersHoldingUserRole,
} from './app-user-admin.repository.ts';

const adminRoles = new Set(['SysAdmin', 'AppAdmin']);

export async function getAdminAppUser(deps: AppDeps, userId: number) {
  const user = await loadAdminAppUser(deps.db, userId);
  if (!user) throw notFound(messages.userNotFound);
  return user;
}

async function assertEmailFree(tx: Transaction, email: string, userId: number) {
  const other = await findUserByEmail(tx, email);
  if (other && other.userId !== userId) throw conflict(messages.emailExists);
}

/**
 * The default company must be active, and the user must work there: a new membership is made, a
 * deactivated one is refused (an admin reactivates it under Employees on purpose).
 */
async function prepareDefaultCompany(tx: Transaction, userId: number | null, companyId: number | null) {
  if (companyId === null) return null;
  const company = await findCompany(tx, companyId);
  if (!company) throw badRequest(messages.companyNotFound, { DefaultCompanyId: messages.companyNotFound });
  if (!company.isActive)
    throw badRequest(messages.companyInactive, { DefaultCompanyId: messages.companyInactive });
  if (userId !== null) {
    const membership = await findEmployeeOf(tx, userId, companyId);
    if (membership && !membership.isActive)
      throw badRequest(messages.membershipInactive, { DefaultCompanyId: messages.membershipInactive });
    if (!membership) await insertEmployee(tx, userId, companyId);
  }
  return company;
}

async function createUser(tx: Transaction, actor: Actor, input: AppUserInput, email: string) {
  await assertEmailFree(tx, email, 0);
  const company = await prepareDefaultCompany(tx, null, input.DefaultCompanyId);
  const userId = await insertAppUser(tx, {
    emailAddress: email,
    firstName: input.FirstName.trim(),
    lastName: input.LastName.trim(),
    passwordHash: null,
    isActive: input.IsActive,
    // Made by an admin: nobody else needs to review it.
    approvalStatus: 'Approved',
    isInternalEmployee: company?.kind === 'Internal',
    defaultCompanyId: company?.companyId ?? null,
  });
  if (company) await insertEmployee(tx, userId, company.companyId);
  await recordAdminChange(tx, actor, 'user.create', {
    userId,
    after: { EmailAddress: email, DefaultCompanyId: company?.companyId ?? null, IsActive: input.IsActive },
  });
  return userId;
}

/**
 * A system administrator's account is changed by system administrators only: an app admin who could
 * change its e-mail address could send its password reset to themselves and take it over.
 */
async function assertMayChange(deps: AppDeps, actor: Actor, userId: number) {
  if (actor.session.principal.isSysAdmin) return;
  const target = await deps.principals.get(userId);
  if (target?.isSysAdmin) throw badRequest(messages.sysAdminUserOnly);
}

async function updateUser(
  tx: Transaction,
  deps: AppDeps,
  actor: Actor,
  input: AppUserInput & { UserId: number; RowVersion?: number | undefined },
  email: string,
) {
  const current = await lockUser(tx, input.UserId);
  if (!current) throw notFound(messages.userNotFound);
  if (input.RowVersion === undefined)
    throw badRequest(messages.rowVersionRequired, { RowVersion: messages.rowVersionRequired });
  assertRowVersion(current, input.RowVersion);
  if (!input.IsActive && current.userId === actor.session.realPrincipal.userId)
    throw badRequest(messages.notYourself);
  if (email !== current.emailAddress.toLowerCase()) await assertEmailFree(tx, email, current.userId);
  if (input.DefaultCompanyId !== current.defaultCompanyId)
    await prepareDefaultCompany(tx, current.userId, input.DefaultCompanyId);
  const after = {
    firstName: input.FirstName.trim(),
    lastName: input.LastName.trim(),
    emailAddress: email,
    defaultCompanyId: input.DefaultCompanyId,
    isActive: input.IsActive,
  };
  updatedOrStale(await updateAppUserIfVersion(tx, current.userId, input.RowVersion, after));
  // A deactivated user's sessions end now, not when their tokens expire.
  if (current.isActive && !input.IsActive) await bumpTokenVersion(tx, current.userId);
  const before = {
    firstName: current.firstName,
    lastName: current.lastName,
    emailAddress: current.emailAddress,
    defaultCompanyId: current.defaultCompanyId,
    isActive: current.isActive,
  };
  await recordAdminChange(tx, actor, 'user.update', { userId: current.userId, before, after });
  deps.principals.invalidate(current.userId);
}

/**
 * Creates (UserId 0) or changes a user. A new user is approved at once and gets an e-mail with a
 * link to set a password (the forgot-password mail, which tells a user without one to set it).
 */
export async function saveAppUser(
  deps: AppDeps,
  actor: Actor,
  input: AppUserInput & { UserId: number; RowVersion?: number | undefined },
) {
  const email = normalizeEmail(input.EmailAddress);
  // Checked before the transaction: the principal is read outside it (the embedded database has one
  // connection, which the transaction holds).
  if (input.UserId !== 0) await assertMayChange(deps, actor, input.UserId);
  const userId = await deps.db
    .transaction(async (tx) => {
      if (input.UserId === 0) return createUser(tx, actor, input, email);
      await updateUser(tx, deps, actor, input, email);
      return input.UserId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(messages.emailExists);
      throw error;
    });
  deps.principals.invalidate(userId);
  if (input.UserId === 0 && input.IsActive) await forgotPassword(deps, email);
  return getAdminAppUser(deps, userId);
}

/** Gives or takes one user role; the user's next request sees the new permissions. */
export async function changeUserRole(
  deps: AppDeps,
  actor: Actor,
  input: { UserId: number; UserRoleId: number },
  grant: boolean,
) {
  await assertMayChange(deps, actor, input.UserId);
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, input.UserId);
    if (!user) throw notFound(messages.userNotFound);
    const role = await findUserRoleId(tx, input.UserRoleId);
    if (!role) throw badRequest(messages.roleNotFound, { UserRoleId: messages.roleNotFound });
    const acting = actor.session.principal;
    if (role.value === 'SysAdmin' && !acting.isSysAdmin) throw badRequest(messages.sysAdminOnly);
    if (grant && user.isInternalEmployee !== true) throw badRequest(messages.userRolesAreInternal);
    if (!grant && adminRoles.has(role.value) && user.userId === acting.userId)
      throw badRequest(messages.ownAdminRole);
    const changed = grant
      ? await addUserRole(tx, user.userId, role.userRoleId)
      : await removeUserRole(tx, user.userId, role.userRoleId);
    if (changed)
      await recordAdminChange(tx, actor, grant ? 'user.role.add' : 'user.role.remove', {
        userId: user.userId,
        userRole: role.value,
      });
  });
  deps.principals.invalidate(input.UserId);
  return getAdminAppUser(deps, input.UserId);
}

const roleNotFound = 'User role not found.';

/** The admin area's user list. */
export async function listAppUsers(deps: AppDeps, includeInactive: boolean) {
  return listUserSummaries(deps.db, includeInactive);
}

/** Users holding a user role, by its id (404 for an unknown role). */
export async function listUsersHoldingRole(deps: AppDeps, userRoleId: number) {
  if (!(await findUserRoleId(deps.db, userRoleId))) throw notFound(roleNotFound);
  return usersHoldingUserRole(deps.db, userRoleId);
}

/** Users holding a user role, by its name (404 for an unknown role). */
export async function listUsersHoldingRoleNamed(deps: AppDeps, roleName: string) {
  const role = await findUserRoleByName(deps.db, roleName);
  if (!role) throw notFound(roleNotFound);
  return usersHoldingUserRole(deps.db, role.userRoleId);
}
