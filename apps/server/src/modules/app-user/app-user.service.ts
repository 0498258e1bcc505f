import { adminAppUserMessages as messagesOfAdmin } from '@airquote/shared/contracts/app-user/admin-app-user-schemas';
import {
  type ApprovalAssignment,
  approvalMessages,
} from '@airquote/shared/contracts/app-user/decide-approval';
import { companyMessages } from '@airquote/shared/contracts/company/admin-company-schemas';
import { normalizeEmail } from '@airquote/shared/rules/email';
import type { RegistrationRequest } from '@airquote/shared/rules/forms';
import type { AppDeps } from '../../app-deps.ts';
import type { Transaction } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { newSessionId, parentSessionId } from '../../lib/session-id.ts';
import { hashPassword, verifyPassword } from '../auth/password-hasher.ts';
import { createResetToken, hashResetToken, RESET_TOKEN_TTL_MS } from '../auth/reset-token.ts';
import { brandExists, insertCompany } from '../company/company-admin.repository.ts';
import { addEmployeeRole, companyRoleExists, findCompany } from '../employee/employee.repository.ts';
import {
  approvalDecisionMail,
  approvalRequestMail,
  passwordResetMail,
  registrationReceivedMail,
} from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { appUserMessages as messages } from './app-user.messages.ts';
import {
  type AppUserRow,
  bumpTokenVersion,
  ensureEmployee,
  findCompanyByName,
  findInternalCompany,
  findResetTokenOf,
  findUserByEmail,
  findUserById,
  findUsersWithUserRoles,
  loadAppUserById,
  loadUserInfo,
} from './app-user.repository.ts';
import { addUserRole, findUserRoleId, lockUser } from './app-user-admin.repository.ts';
import {
  activateEmployee,
  deactivateOtherEmployments,
  insertAuditEntry,
  insertResetToken,
  insertRevokedSession,
  insertUser,
  lockOpenResetToken,
  spendResetTokens,
  updateUser,
} from './app-user-writes.repository.ts';

export type LoginOutcome =
  | { authenticated: true; userId: number; token: string }
  | { authenticated: false; userMessage: string };

export async function login(deps: AppDeps, email: string, password: string): Promise<LoginOutcome> {
  if (!email.trim() || !password)
    return { authenticated: false, userMessage: messages.emailAndPasswordRequired };
  const user = await findUserByEmail(deps.db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user) return { authenticated: false, userMessage: messages.invalidCredentials };
  if (!user.passwordHash) return { authenticated: false, userMessage: messages.noPassword };
  if (!passwordMatches) return { authenticated: false, userMessage: messages.invalidCredentials };
  // The account state is told only to someone who knows the password.
  if (!user.isActive) return { authenticated: false, userMessage: messages.inactive };
  if (user.approvalStatus === 'Pending')
    return { authenticated: false, userMessage: messages.pendingApproval };
  if (user.approvalStatus === 'Rejected') return { authenticated: false, userMessage: messages.rejected };
  const token = await deps.tokens.sign({
    UserId: user.userId,
    ImpersonatorUserId: 0,
    TokenVersion: user.tokenVersion,
    SessionId: newSessionId(),
  });
  return { authenticated: true, userId: user.userId, token };
}

export function approvalUrl(deps: AppDeps, userId: number): string {
  return `${deps.env.appUrl}/topmenu/admin/admin-company/internal-employee-list?approvalUserId=${userId}`;
}

export type RegisterOutcome =
  | { successful: true; userId: number; approvalEmailSent: boolean }
  | { successful: false; userMessage: string };

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export async function register(
  deps: AppDeps,
  request: RegistrationRequest & { Password: string },
): Promise<RegisterOutcome> {
  const email = normalizeEmail(request.EmailAddress);
  if (await findUserByEmail(deps.db, email)) return { successful: false, userMessage: messages.emailExists };
  const passwordHash = await hashPassword(request.Password);
  const result = await deps.db
    .transaction(async (tx) => {
      const internalCompany = await findInternalCompany(tx);
      const domain = email.split('@')[1] ?? '';
      const isInternal =
        !!internalCompany?.emailDomain && domain === internalCompany.emailDomain.toLowerCase();
      // The typed company name is kept for the approver; it joins no company (issue #15 item 5): the
      // approval assigns the company, confirmed or created. The e-mail domain alone makes an internal
      // employee (still waiting for approval and a user role).
      const company = isInternal ? internalCompany : undefined;
      const user = await insertUser(tx, {
        emailAddress: email,
        firstName: request.FirstName.trim(),
        lastName: request.LastName.trim(),
        passwordHash,
        isInternalEmployee: isInternal,
        approvalStatus: 'Pending',
        registeredCompanyName: request.DefaultCompanyReference.trim(),
        signedCustomerTermsOfUse: request.AgreedToCustomerTermsOfUse === true,
        signedCustomerTermsOfUseAt: request.AgreedToCustomerTermsOfUse ? new Date() : null,
        defaultCompanyId: company?.companyId ?? null,
      });
      if (company) await ensureEmployee(tx, user.userId, company.companyId);
      const approvers = await findUsersWithUserRoles(tx, ['AppAdmin']);
      const applicant = {
        firstName: user.firstName,
        lastName: user.lastName,
        email,
        companyName: user.registeredCompanyName,
        internal: isInternal,
      };
      for (const approver of approvers) {
        await enqueueMail(
          tx,
          approvalRequestMail(approver.emailAddress, applicant, approvalUrl(deps, user.userId)),
        );
      }
      await enqueueMail(tx, registrationReceivedMail(email, user.firstName));
      return { userId: user.userId, approvalEmailSent: approvers.length > 0 };
    })
    .catch((error: unknown) => {
      // Two registrations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  if (!result) return { successful: false, userMessage: messages.emailExists };
  deps.mailWorker.kick();
  return { successful: true, ...result };
}

export async function userExistsByEmail(deps: AppDeps, email: string): Promise<boolean> {
  return !!(email.trim() && (await findUserByEmail(deps.db, email)));
}

export async function forgotPassword(
  deps: AppDeps,
  email: string,
): Promise<{ success: boolean; failureMsg: string }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return { success: false, failureMsg: messages.emailDoesntExist };
    if (!user.isActive) return { success: false, failureMsg: messages.inactive };
    const { token, tokenHash } = createResetToken();
    await insertResetToken(tx, {
      userId: user.userId,
      tokenHash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const url = `${deps.env.appUrl}/user/user-reset-password?token=${encodeURIComponent(token)}&userId=${user.userId}`;
    await enqueueMail(tx, passwordResetMail(user.emailAddress, user.firstName, url, !!user.passwordHash));
    return { success: true, failureMsg: '' };
  });
  if (outcome.success) deps.mailWorker.kick();
  return outcome;
}

export async function getResetPasswordVM(deps: AppDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(messages.userNotFound);
  return { hasPassword: !!user.passwordHash, signedCustomerTermsOfUse: user.signedCustomerTermsOfUse };
}

export async function resetPassword(
  deps: AppDeps,
  request: {
    userId: number;
    token: string;
    password: string;
    agreedToCustomerTermsOfUse?: boolean | null | undefined;
  },
): Promise<void> {
  const passwordHash = await hashPassword(request.password);
  await deps.db.transaction(async (tx) => {
    const resetToken = await lockOpenResetToken(tx, request.userId, hashResetToken(request.token));
    if (!resetToken) throw badRequest(messages.resetLinkInvalid);
    const user = await findUserById(tx, request.userId);
    if (!user?.isActive) throw badRequest(messages.resetLinkInvalid);
    if (!user.signedCustomerTermsOfUse && request.agreedToCustomerTermsOfUse !== true) {
      throw badRequest(messages.termsRequired, { agreedToCustomerTermsOfUse: messages.termsRequired });
    }
    await updateUser(tx, user.userId, {
      passwordHash,
      signedCustomerTermsOfUse: true,
      signedCustomerTermsOfUseAt: user.signedCustomerTermsOfUseAt ?? new Date(),
      rowVersion: user.rowVersion + 1,
      dateModified: new Date(),
    });
    // Single use: this link and every other open link of the user are spent.
    await spendResetTokens(tx, user.userId);
    await bumpTokenVersion(tx, user.userId);
  });
  deps.principals.invalidate(request.userId);
}

/**
 * Whether a reset link still works, without using it up (issue #15): the screen says so on load.
 * It answers what resetPassword would find: a link of an inactive user is invalid.
 */
export async function checkResetPasswordToken(
  deps: AppDeps,
  userId: number,
  token: string,
): Promise<{ valid: boolean; problem: 'used' | 'expired' | 'invalid' | null }> {
  const link = await findResetTokenOf(deps.db, userId, hashResetToken(token));
  const user = link ? await findUserById(deps.db, userId) : undefined;
  if (!link || !user?.isActive) return { valid: false, problem: 'invalid' };
  if (link.usedAt) return { valid: false, problem: 'used' };
  if (link.expiresAt.getTime() <= Date.now()) return { valid: false, problem: 'expired' };
  return { valid: true, problem: null };
}

export async function validatePassword(deps: AppDeps, userId: number, password: string): Promise<boolean> {
  const user = await findUserById(deps.db, userId);
  return verifyPassword(user?.passwordHash ?? null, password);
}

/**
 * Logout ends this session only (and the impersonation it carries): the user's other browsers stay
 * signed in. The row is kept until the last token of the session can have expired; a token renewed
 * by a request still in flight is covered by the minute of margin.
 */
export async function logout(deps: AppDeps, realUserId: number, sessionId: string): Promise<void> {
  await endSession(deps, realUserId, parentSessionId(sessionId));
}

/** Ends one session (a sign-in, or an impersonation inside one) of the signed-in (real) user. */
export async function endSession(deps: AppDeps, realUserId: number, sessionId: string): Promise<void> {
  const now = Date.now();
  await deps.db.transaction(async (tx) =>
    insertRevokedSession(
      tx,
      { sessionId, userId: realUserId, expiresAt: new Date(now + (deps.env.TOKEN_TTL_SECONDS + 60) * 1000) },
      new Date(now),
    ),
  );
  deps.principals.invalidate(realUserId);
}

/** Sign out everywhere: the signed-in (real) user's token version moves on, so every token stops. */
export async function signOutEverywhere(deps: AppDeps, realUserId: number): Promise<void> {
  await bumpTokenVersion(deps.db, realUserId);
  deps.principals.invalidate(realUserId);
}

export async function changePassword(
  deps: AppDeps,
  userId: number,
  sessionId: string,
  request: { OldPassword: string; NewPassword: string; ConfirmPassword: string },
): Promise<string> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(messages.userNotFound);
  if (!(await verifyPassword(user.passwordHash, request.OldPassword))) {
    throw badRequest(messages.incorrectPassword, { OldPassword: messages.incorrectPassword });
  }
  if (request.NewPassword !== request.ConfirmPassword) {
    throw badRequest(messages.passwordsDoNotMatch, { ConfirmPassword: messages.passwordsDoNotMatch });
  }
  const passwordHash = await hashPassword(request.NewPassword);
  const tokenVersion = await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, rowVersion: user.rowVersion + 1, dateModified: new Date() });
    return bumpTokenVersion(tx, userId);
  });
  deps.principals.invalidate(userId);
  // Other sessions are signed out; this one continues with a new token.
  return deps.tokens.sign({
    UserId: userId,
    ImpersonatorUserId: 0,
    TokenVersion: tokenVersion,
    SessionId: sessionId,
  });
}

export async function updateProfile(
  deps: AppDeps,
  userId: number,
  request: { FirstName: string; LastName: string; DefaultCompanyId?: number | null | undefined },
) {
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound(messages.userNotFound);
    let defaultCompanyId = user.defaultCompanyId;
    if (request.DefaultCompanyId !== undefined && request.DefaultCompanyId !== user.defaultCompanyId) {
      if (request.DefaultCompanyId !== null) {
        const info = await loadUserInfo(tx, userId);
        if (!info?.Employees.some((employee) => employee.CompanyId === request.DefaultCompanyId)) {
          throw badRequest(messages.notYourCompany, { DefaultCompanyId: messages.notYourCompany });
        }
      }
      defaultCompanyId = request.DefaultCompanyId;
    }
    await updateUser(tx, userId, {
      firstName: request.FirstName.trim(),
      lastName: request.LastName.trim(),
      defaultCompanyId,
      rowVersion: user.rowVersion + 1,
      dateModified: new Date(),
    });
  });
  const appUser = await loadAppUserById(deps.db, userId);
  if (!appUser) throw notFound(messages.userNotFound);
  return appUser;
}

/**
 * The company and role an approval gives (issue #15 item 5), checked and written in the approval's
 * transaction: an applicant of the internal company's domain stays there with a user role; anyone else
 * joins the company the approver chose (a suggestion by typed name is never taken without being sent
 * here) or a new one made from a name no company has, with a company role.
 */
async function assignApproval(
  tx: Transaction,
  user: AppUserRow,
  assignment: ApprovalAssignment,
  approverIsSysAdmin: boolean,
): Promise<Record<string, unknown>> {
  if (user.isInternalEmployee) {
    const internal = await findInternalCompany(tx);
    if (!internal) throw badRequest(approvalMessages.companyNotFound);
    if (
      assignment.NewCompany ||
      (assignment.CompanyId != null && assignment.CompanyId !== internal.companyId)
    )
      throw badRequest(approvalMessages.internalApplicant, { CompanyId: approvalMessages.internalApplicant });
    if (assignment.UserRoleId == null)
      throw badRequest(approvalMessages.userRoleRequired, { UserRoleId: approvalMessages.userRoleRequired });
    const role = await findUserRoleId(tx, assignment.UserRoleId);
    if (!role)
      throw badRequest(approvalMessages.userRoleNotFound, { UserRoleId: approvalMessages.userRoleNotFound });
    if (role.value === 'SysAdmin' && !approverIsSysAdmin)
      throw badRequest(approvalMessages.sysAdminOnly, { UserRoleId: approvalMessages.sysAdminOnly });
    await joinCompany(tx, user, internal.companyId);
    await addUserRole(tx, user.userId, role.userRoleId);
    return { companyId: internal.companyId, userRole: role.value };
  }
  if (assignment.UserRoleId != null)
    throw badRequest(messagesOfAdmin.userRolesAreInternal, {
      UserRoleId: messagesOfAdmin.userRolesAreInternal,
    });
  if (assignment.CompanyId != null && assignment.NewCompany)
    throw badRequest(approvalMessages.oneCompany, { CompanyId: approvalMessages.oneCompany });
  if (assignment.CompanyId == null && !assignment.NewCompany)
    throw badRequest(approvalMessages.companyRequired, { CompanyId: approvalMessages.companyRequired });
  if (assignment.CompanyRoleId == null)
    throw badRequest(approvalMessages.companyRoleRequired, {
      CompanyRoleId: approvalMessages.companyRoleRequired,
    });
  if (!(await companyRoleExists(tx, assignment.CompanyRoleId)))
    throw badRequest(approvalMessages.companyRoleNotFound, {
      CompanyRoleId: approvalMessages.companyRoleNotFound,
    });
  let companyId: number;
  let created = false;
  if (assignment.NewCompany) {
    const { Name, Kind, DefaultBrandId } = assignment.NewCompany;
    const name = Name.trim();
    const existing = await findCompanyByName(tx, name);
    if (existing) throw conflict(approvalMessages.companyNameTaken(existing.name));
    if (!(await brandExists(tx, DefaultBrandId)))
      throw badRequest(companyMessages.brandNotFound, { DefaultBrandId: companyMessages.brandNotFound });
    companyId = (await insertCompany(tx, { name, kind: Kind, defaultBrandId: DefaultBrandId })).companyId;
    created = true;
  } else {
    const company = await findCompany(tx, assignment.CompanyId as number);
    if (!company)
      throw badRequest(approvalMessages.companyNotFound, { CompanyId: approvalMessages.companyNotFound });
    if (company.kind === 'Internal')
      throw badRequest(approvalMessages.notInternalCompany, {
        CompanyId: approvalMessages.notInternalCompany,
      });
    if (!company.isActive)
      throw badRequest(approvalMessages.companyInactive, { CompanyId: approvalMessages.companyInactive });
    companyId = company.companyId;
  }
  const employeeId = await joinCompany(tx, user, companyId);
  await addEmployeeRole(tx, employeeId, assignment.CompanyRoleId);
  return { companyId, companyCreated: created, companyRoleId: assignment.CompanyRoleId };
}

/** The user works for this company only (active membership), which becomes their default. */
async function joinCompany(tx: Transaction, user: AppUserRow, companyId: number): Promise<number> {
  const employeeId = await ensureEmployee(tx, user.userId, companyId);
  await activateEmployee(tx, employeeId);
  await deactivateOtherEmployments(tx, user.userId, companyId);
  await updateUser(tx, user.userId, { defaultCompanyId: companyId });
  return employeeId;
}

export async function decideApproval(
  deps: AppDeps,
  decider: { userId: number; isSysAdmin: boolean },
  userId: number,
  approved: boolean,
  assignment: ApprovalAssignment = {},
) {
  await deps.db
    .transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw notFound(messages.userNotFound);
      if (user.approvalStatus !== 'Pending') throw conflict(messages.alreadyDecided);
      const assigned = approved ? await assignApproval(tx, user, assignment, decider.isSysAdmin) : {};
      await updateUser(tx, userId, {
        approvalStatus: approved ? 'Approved' : 'Rejected',
        rowVersion: user.rowVersion + 1,
        dateModified: new Date(),
      });
      await insertAuditEntry(tx, {
        userId: decider.userId,
        action: approved ? 'registration.approve' : 'registration.reject',
        details: { subjectUserId: userId, ...assigned },
      });
      await enqueueMail(
        tx,
        approvalDecisionMail(
          user.emailAddress,
          user.firstName,
          approved,
          `${deps.env.appUrl}/user/user-login`,
        ),
      );
    })
    .catch((error: unknown) => {
      // Two approvals creating one company name at once: the unique index decides.
      if (isUniqueViolation(error) && assignment.NewCompany)
        throw conflict(approvalMessages.companyNameTaken(assignment.NewCompany.Name.trim()));
      throw error;
    });
  deps.principals.invalidate(userId);
  deps.mailWorker.kick();
}

/**
 * The user's units for screens and documents (ADR 0031). Only the display changes: every API
 * value stays I-P. Saved on the user row, so every device and every PDF the user asks for follows it.
 */
export async function updateUnitSystem(deps: AppDeps, userId: number, unitSystem: 'IP' | 'SI') {
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw notFound(messages.userNotFound);
    if (user.unitSystem === unitSystem) return;
    await updateUser(tx, userId, { unitSystem, rowVersion: user.rowVersion + 1, dateModified: new Date() });
  });
  const appUser = await loadAppUserById(deps.db, userId);
  if (!appUser) throw notFound(messages.userNotFound);
  return appUser;
}
