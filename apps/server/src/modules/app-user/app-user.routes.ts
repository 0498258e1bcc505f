import { changePassword as changePasswordContract } from '@airquote/shared/contracts/app-user/change-password';
import { checkResetPasswordToken } from '@airquote/shared/contracts/app-user/check-reset-password-token';
import { decideApproval as decideApprovalContract } from '@airquote/shared/contracts/app-user/decide-approval';
import { forgotPassword as forgotPasswordContract } from '@airquote/shared/contracts/app-user/forgot-password';
import { getCurrentUserInfo } from '@airquote/shared/contracts/app-user/get-current-user-info';
import { getResetPasswordVM as getResetPasswordVMContract } from '@airquote/shared/contracts/app-user/get-reset-password-vm';
import { impersonateUserStart } from '@airquote/shared/contracts/app-user/impersonate-user-start';
import { impersonateUserStop } from '@airquote/shared/contracts/app-user/impersonate-user-stop';
import { isAuthenticated } from '@airquote/shared/contracts/app-user/is-authenticated';
import { login as loginContract } from '@airquote/shared/contracts/app-user/login';
import { logoutUser } from '@airquote/shared/contracts/app-user/logout-user';
import {
  getApprovalChoices,
  getPendingApprovals,
} from '@airquote/shared/contracts/app-user/pending-approvals';
import { register as registerContract } from '@airquote/shared/contracts/app-user/register';
import { resetPassword as resetPasswordContract } from '@airquote/shared/contracts/app-user/reset-password';
import { searchAppUsers } from '@airquote/shared/contracts/app-user/search-app-users';
import { signOutEverywhere } from '@airquote/shared/contracts/app-user/sign-out-everywhere';
import { updateProfile as updateProfileContract } from '@airquote/shared/contracts/app-user/update-profile';
import { updateUnitSystem } from '@airquote/shared/contracts/app-user/update-unit-system';
import { userExistsByEmail as userExistsByEmailContract } from '@airquote/shared/contracts/app-user/user-exists-by-email';
import { validatePassword as validatePasswordContract } from '@airquote/shared/contracts/app-user/validate-password';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-error.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { appUserMessages as messages } from './app-user.messages.ts';
import * as service from './app-user.service.ts';
import {
  getApprovalUser,
  getSignedInAppUser,
  getUserInfo,
  listApprovalChoices,
  listPendingApprovals,
  searchAppUsers as searchUsers,
} from './app-user-read.service.ts';
import { startImpersonation, stopImpersonation } from './impersonation.service.ts';

export function appUserRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(loginContract, async ({ body, request }) => {
      const outcome = await service.login(deps, body.Email, body.Password);
      if (!outcome.authenticated)
        return { AppUser: null, Authenticated: false, UserMessage: outcome.userMessage };
      request.issuedToken = outcome.token;
      return {
        AppUser: await getSignedInAppUser(deps, outcome.userId),
        Authenticated: true,
        UserMessage: '',
      };
    }),

    defineRoute(registerContract, async ({ body }) => {
      const result = await service.register(deps, body);
      if (!result.successful) {
        return {
          AppUser: null,
          Successful: false,
          ApprovalEmailSent: false,
          UserMessage: result.userMessage,
        };
      }
      return {
        AppUser: { UserId: result.userId },
        Successful: true,
        ApprovalEmailSent: result.approvalEmailSent,
        UserMessage: '',
      };
    }),

    defineRoute(userExistsByEmailContract, async ({ query }) => service.userExistsByEmail(deps, query.email)),

    defineRoute(forgotPasswordContract, async ({ body }) => service.forgotPassword(deps, body.email)),

    defineRoute(getResetPasswordVMContract, async ({ params }) =>
      service.getResetPasswordVM(deps, params.userId),
    ),

    defineRoute(resetPasswordContract, async ({ body }) => {
      await service.resetPassword(deps, body);
      return { success: true, message: '' };
    }),

    defineRoute(checkResetPasswordToken, async ({ body }) =>
      service.checkResetPasswordToken(deps, body.userId, body.token),
    ),

    defineRoute(validatePasswordContract, async ({ query, session }) => {
      if (query.userId !== session.userId) throw forbidden();
      return service.validatePassword(deps, query.userId, query.password);
    }),

    defineRoute(isAuthenticated, async ({ session }) => session !== null),

    defineRoute(logoutUser, async ({ session, request }) => {
      await service.logout(deps, session.realPrincipal.userId, session.claims.SessionId);
      // The session ends here: the answer must not carry a renewed token.
      request.session = null;
      return true;
    }),

    defineRoute(signOutEverywhere, async ({ session, request }) => {
      await service.signOutEverywhere(deps, session.realPrincipal.userId);
      request.session = null;
      return true;
    }),

    defineRoute(getCurrentUserInfo, async ({ params, session }) =>
      getUserInfo(deps, session.userId, params.clientId, session.impersonatorUserId),
    ),

    defineRoute(changePasswordContract, async ({ body, session, request }) => {
      // 409, not 403: the web signs a user out on any 403 (spec section 8); this is a state refusal.
      if (session.impersonatorUserId > 0) throw conflict(messages.notWhileImpersonating);
      request.issuedToken = await service.changePassword(
        deps,
        session.userId,
        session.claims.SessionId,
        body,
      );
      return { Success: true, UserMessage: 'Password changed.' };
    }),

    defineRoute(updateProfileContract, async ({ body, session }) =>
      service.updateProfile(deps, session.userId, body),
    ),

    defineRoute(updateUnitSystem, async ({ body, session }) =>
      service.updateUnitSystem(deps, session.userId, body.UnitSystem),
    ),

    defineRoute(impersonateUserStart, async ({ body, session, request }) => {
      request.issuedToken = await startImpersonation(deps, session, body.UserId, request.id);
      return getUserInfo(deps, body.UserId, '', session.realPrincipal.userId);
    }),

    defineRoute(impersonateUserStop, async ({ session, request }) => {
      request.issuedToken = await stopImpersonation(deps, session, request.id);
      return getUserInfo(deps, session.impersonatorUserId, '', 0);
    }),

    defineRoute(searchAppUsers, async ({ query }) =>
      searchUsers(deps, query.searchText, query.includeInactive),
    ),

    defineRoute(getPendingApprovals, async () => listPendingApprovals(deps)),

    defineRoute(getApprovalChoices, async () => listApprovalChoices(deps)),

    defineRoute(decideApprovalContract, async ({ body, session }) => {
      if (session.impersonatorUserId > 0) throw badRequest(messages.notWhileImpersonating);
      await service.decideApproval(
        deps,
        { userId: session.userId, isSysAdmin: session.principal.isSysAdmin },
        body.UserId,
        body.Approved,
        body,
      );
      return getApprovalUser(deps, body.UserId);
    }),
  ];
}
