import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-error.ts';
import { appUserMessages as messages } from './app-user.messages.ts';
import {
  type AppUserRow,
  findInternalCompany,
  findUserById,
  listApprovalCandidates,
  listApprovalCompanies,
  listBrandNames,
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

type Suggestion = { CompanyId: number; Name: string } | null;

/**
 * What the approval suggests for a waiting registration (issue #15 item 5): the internal company for
 * its domain's applicants, else the active rep firm or customer of the typed name, without case.
 */
async function suggester(deps: AppDeps) {
  const [internal, companies] = await Promise.all([
    findInternalCompany(deps.db),
    listApprovalCompanies(deps.db),
  ]);
  const byName = new Map(companies.map((company) => [company.name.trim().toLowerCase(), company]));
  return (user: AppUserRow): Suggestion => {
    if (user.approvalStatus !== 'Pending') return null;
    const company = user.isInternalEmployee
      ? internal
      : byName.get(user.registeredCompanyName.trim().toLowerCase());
    return company ? { CompanyId: company.companyId, Name: company.name } : null;
  };
}

/** Registrations waiting for an app admin's decision (spec section 6). */
export async function listPendingApprovals(deps: AppDeps) {
  const suggest = await suggester(deps);
  return (await listApprovalCandidates(deps.db)).map((user) => toApprovalUser(user, suggest(user)));
}

/** A user as the approval list shows them, read again after a decision. */
export async function getApprovalUser(deps: AppDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound(messages.userNotFound);
  return toApprovalUser(user, (await suggester(deps))(user));
}

/** The companies and brands the approval dialog offers. */
export async function listApprovalChoices(deps: AppDeps) {
  const [companies, brands] = await Promise.all([listApprovalCompanies(deps.db), listBrandNames(deps.db)]);
  return {
    Companies: companies.map((company) => ({
      CompanyId: company.companyId,
      Name: company.name,
      Kind: company.kind,
    })),
    Brands: brands.map((brand) => ({ BrandId: brand.brandId, Name: brand.name })),
  };
}

function toApprovalUser(user: AppUserRow, suggestion: Suggestion) {
  return {
    UserId: user.userId,
    FirstName: user.firstName,
    LastName: user.lastName,
    EmailAddress: user.emailAddress,
    CompanyName: user.registeredCompanyName,
    IsInternalEmployee: user.isInternalEmployee,
    ApprovalStatus: user.approvalStatus,
    DateCreated: user.dateCreated.toISOString(),
    SuggestedCompany: suggestion,
  };
}
