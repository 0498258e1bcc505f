import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { appUserMessages as messages } from './app-user.messages.ts';
import {
  findUserById,
  listApprovalCandidates,
  loadAppUserById,
  loadUserInfo,
  searchUsers,
} from './app-user.repository.ts';

/** What the shell shows of the signed-in user (getCurrentUserInfo, and after an impersonation switch). */
export async function getUserInfo(
  deps: AppDeps,
  userId: number,
  clientId: string,
  impersonatorUserId: number,
) {
  const info = await loadUserInfo(deps.db, userId);
  if (!info) throw notFound(messages.userNotFound);
  return {
    ClientId: clientId,
    ...info,
    ImpersonatorUserId: impersonatorUserId > 0 ? impersonatorUserId : null,
  };
}

/** The user a login answers with: id and default company. */
export async function getSignedInAppUser(deps: AppDeps, userId: number) {
  const appUser = await loadAppUserById(deps.db, userId);
  return appUser ? { UserId: appUser.UserId, DefaultCompany: appUser.DefaultCompany } : null;
}

export async function searchAppUsers(deps: AppDeps, searchText: string, includeInactive: boolean) {
  return searchUsers(deps.db, searchText, includeInactive);
}

/** Registrations waiting for an app admin's decision (spec section 6). */
export async function listPendingApprovals(deps: AppDeps) {
  return (await listApprovalCandidates(deps.db)).map(toApprovalUser);
}

/** A user as the approval list shows them, read again after a decision. */
export async function getApprovalUser(deps: AppDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(messages.userNotFound);
  return toApprovalUser(user);
}

function toApprovalUser(user: Awaited<ReturnType<typeof listApprovalCandidates>>[number]) {
  return {
    UserId: user.userId,
    FirstName: user.firstName,
    LastName: user.lastName,
    EmailAddress: user.emailAddress,
    CompanyName: user.registeredCompanyName,
    IsInternalEmployee: user.isInternalEmployee,
    ApprovalStatus: user.approvalStatus,
    DateCreated: user.dateCreated.toISOString(),
  };
}
