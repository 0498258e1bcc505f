import { employeeMessages as messages } from '@airquote/shared/contracts/employee/employee-schemas';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertRowVersion, updatedOrStale } from '../../lib/row-version.ts';
import { recordAdminChange } from '../admin/admin-audit.ts';
import { bumpTokenVersion, findUserById } from '../app-user/app-user.repository.ts';
import type { Actor } from '../auth/actor.ts';
import {
  addEmployeeRole,
  companyRoleExists,
  employeeIdIs,
  employeesOfUser,
  findCompany,
  findEmployeeOf,
  insertEmployee,
  lockEmployee,
  otherActiveCompanyOf,
  removeEmployeeRole,
  searchCondition,
  selectAdminEmployees,
  setDefaultCompany,
  updateEmployeeIfVersion,
} from './employee.repository.ts';

export async function getEmployeeById(deps: AppDeps, employeeId: number) {
  const [employee] = await selectAdminEmployees(deps.db, employeeIdIs(employeeId), 1);
  if (!employee) throw notFound(messages.notFound);
  return employee;
}

export async function getEmployeesByUserId(deps: AppDeps, userId: number) {
  if (!(await findUserById(deps.db, userId))) throw notFound(messages.userNotFound);
  return selectAdminEmployees(deps.db, employeesOfUser(userId));
}

async function requireActiveCompany(tx: Transaction, companyId: number) {
  const company = await findCompany(tx, companyId);
  if (!company) throw notFound(messages.companyNotFound);
  if (!company.isActive) throw badRequest(messages.companyInactive, { CompanyId: messages.companyInactive });
  return company;
}

/** A user without a default company gets their first company as default (logo and theme). */
async function createMembership(tx: Transaction, actor: Actor, userId: number, companyId: number) {
  const user = await findUserById(tx, userId);
  if (!user) throw notFound(messages.userNotFound);
  await requireActiveCompany(tx, companyId);
  const created = await insertEmployee(tx, userId, companyId);
  if (user.defaultCompanyId === null) await setDefaultCompany(tx, userId, companyId);
  await recordAdminChange(tx, actor, 'employee.create', {
    employeeId: created.employeeId,
    userId,
    companyId,
  });
  return created.employeeId;
}

/**
 * Deactivation ends every session of the user (their token version moves on) and, when this was the
 * default company, another active company of theirs becomes the default.
 */
async function deactivateMembership(
  tx: Transaction,
  actor: Actor,
  employee: { employeeId: number; userId: number; companyId: number },
  expectedRowVersion: number,
) {
  if (employee.userId === actor.session.realPrincipal.userId) throw badRequest(messages.notYourself);
  updatedOrStale(await updateEmployeeIfVersion(tx, employee.employeeId, expectedRowVersion, false));
  await bumpTokenVersion(tx, employee.userId);
  const user = await findUserById(tx, employee.userId);
  if (user?.defaultCompanyId === employee.companyId)
    await setDefaultCompany(
      tx,
      employee.userId,
      await otherActiveCompanyOf(tx, employee.userId, employee.companyId),
    );
  await recordAdminChange(tx, actor, 'employee.deactivate', {
    employeeId: employee.employeeId,
    userId: employee.userId,
    companyId: employee.companyId,
  });
}

async function activateMembership(
  tx: Transaction,
  actor: Actor,
  employee: { employeeId: number; userId: number; companyId: number },
  expectedRowVersion: number,
) {
  await requireActiveCompany(tx, employee.companyId);
  updatedOrStale(await updateEmployeeIfVersion(tx, employee.employeeId, expectedRowVersion, true));
  await recordAdminChange(tx, actor, 'employee.activate', {
    employeeId: employee.employeeId,
    userId: employee.userId,
    companyId: employee.companyId,
  });
}

/** UpsertEmployee: a new membership (EmployeeId 0) or a change of an existing one's state. */
export async function upsertEmployee(
  deps: AppDeps,
  actor: Actor,
  input: {
    EmployeeId: number;
    UserId: number;
    CompanyId: number;
    IsActive: boolean;
    RowVersion?: number | undefined;
  },
) {
  const employeeId = await deps.db.transaction(async (tx) => {
    if (input.EmployeeId === 0) {
      if (await findEmployeeOf(tx, input.UserId, input.CompanyId)) throw conflict(messages.alreadyEmployee);
      return createMembership(tx, actor, input.UserId, input.CompanyId);
    }
    const current = await lockEmployee(tx, input.EmployeeId);
    if (!current || current.userId !== input.UserId || current.companyId !== input.CompanyId)
      throw notFound(messages.notFound);
    if (input.RowVersion === undefined)
      throw badRequest(messages.rowVersionRequired, { RowVersion: messages.rowVersionRequired });
    assertRowVersion(current, input.RowVersion);
    if (current.isActive !== input.IsActive) {
      if (input.IsActive) await activateMembership(tx, actor, current, input.RowVersion);
      else await deactivateMembership(tx, actor, current, input.RowVersion);
    }
    return current.employeeId;
  });
  deps.principals.invalidate(input.UserId);
  return getEmployeeById(deps, employeeId);
}

/** UpsertUserCompany: the user works for the company (created or reactivated), maybe as default. */
export async function upsertUserCompany(
  deps: AppDeps,
  actor: Actor,
  input: { UserId: number; CompanyId: number; IsDefaultCompany: boolean },
) {
  const employeeId = await deps.db.transaction(async (tx) => {
    const existing = await findEmployeeOf(tx, input.UserId, input.CompanyId);
    let id: number;
    if (!existing) id = await createMembership(tx, actor, input.UserId, input.CompanyId);
    else {
      if (!existing.isActive) await activateMembership(tx, actor, existing, existing.rowVersion);
      id = existing.employeeId;
    }
    const user = await findUserById(tx, input.UserId);
    if (input.IsDefaultCompany && user && user.defaultCompanyId !== input.CompanyId) {
      await setDefaultCompany(tx, input.UserId, input.CompanyId);
      await recordAdminChange(tx, actor, 'user.default-company', {
        userId: input.UserId,
        before: { DefaultCompanyId: user.defaultCompanyId },
        after: { DefaultCompanyId: input.CompanyId },
      });
    }
    return id;
  });
  deps.principals.invalidate(input.UserId);
  return getEmployeeById(deps, employeeId);
}

/** Adds or removes one company role; the user's next request sees the new permissions. */
export async function changeEmployeeCompanyRole(
  deps: AppDeps,
  actor: Actor,
  input: { EmployeeId: number; CompanyRoleId: number },
  grant: boolean,
) {
  const userId = await deps.db.transaction(async (tx) => {
    const employee = await lockEmployee(tx, input.EmployeeId);
    if (!employee) throw notFound(messages.notFound);
    if (!(await companyRoleExists(tx, input.CompanyRoleId)))
      throw badRequest(messages.roleNotFound, { CompanyRoleId: messages.roleNotFound });
    if (grant && !employee.isActive) throw badRequest(messages.employeeInactive);
    const changed = grant
      ? await addEmployeeRole(tx, employee.employeeId, input.CompanyRoleId)
      : await removeEmployeeRole(tx, employee.employeeId, input.CompanyRoleId);
    if (changed)
      await recordAdminChange(tx, actor, grant ? 'employee.role.add' : 'employee.role.remove', {
        employeeId: employee.employeeId,
        userId: employee.userId,
        companyId: employee.companyId,
        companyRoleId: input.CompanyRoleId,
      });
    return employee.userId;
  });
  deps.principals.invalidate(userId);
  return getEmployeeById(deps, input.EmployeeId);
}

/** EmployeeDeactivate: the membership ends and so does every session of the user. */
export async function employeeDeactivate(
  deps: AppDeps,
  actor: Actor,
  input: { EmployeeId: number; RowVersion: number },
) {
  const userId = await deps.db.transaction(async (tx) => {
    const current = await lockEmployee(tx, input.EmployeeId);
    if (!current) throw notFound(messages.notFound);
    assertRowVersion(current, input.RowVersion);
    if (current.isActive) await deactivateMembership(tx, actor, current, input.RowVersion);
    return current.userId;
  });
  deps.principals.invalidate(userId);
  return getEmployeeById(deps, input.EmployeeId);
}

/** The admin area's employee search. */
export async function searchAdminEmployees(deps: AppDeps, search: Parameters<typeof searchCondition>[0]) {
  return selectAdminEmployees(deps.db, searchCondition(search));
}
