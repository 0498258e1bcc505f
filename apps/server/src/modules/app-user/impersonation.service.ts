import {
  IMPERSONATION_ALREADY_ACTIVE,
  IMPERSONATION_NOT_AUTHORIZED,
  IMPERSONATION_OF_ADMIN_REFUSED,
} from '@airquote/shared/contracts/app-user/impersonate-user-start';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { impersonationSessionId, parentSessionId } from '../../lib/session-id.ts';
import { mayImpersonate, type Session } from '../../plugins/auth.ts';
import { appUserMessages as messages } from './app-user.messages.ts';
import { endSession } from './app-user.service.ts';
import { insertAuditEntry } from './app-user-writes.repository.ts';

/** Starts acting as another user (spec section 6); returns the impersonation token. */
export async function startImpersonation(
  deps: AppDeps,
  session: Session,
  targetUserId: number,
  requestId: string,
): Promise<string> {
  if (session.impersonatorUserId > 0) throw badRequest(IMPERSONATION_ALREADY_ACTIVE);
  const admin = session.realPrincipal;
  if (!mayImpersonate(admin)) throw forbidden(IMPERSONATION_NOT_AUTHORIZED);
  if (targetUserId === admin.userId) throw badRequest(messages.cannotImpersonateSelf);
  const target = await deps.principals.get(targetUserId);
  if (!target?.isActive || !target.isApproved) throw notFound(messages.userNotFound);
  // 400, not 403: the web signs a user out on any 403 (spec section 8), and this admin may stay.
  if (target.isAppAdmin || target.isSysAdmin) throw badRequest(IMPERSONATION_OF_ADMIN_REFUSED);
  await insertAuditEntry(deps.db, {
    userId: targetUserId,
    impersonatorUserId: admin.userId,
    action: 'impersonation.start',
    requestId,
    details: {},
  });
  return deps.tokens.sign({
    UserId: targetUserId,
    ImpersonatorUserId: admin.userId,
    TokenVersion: admin.tokenVersion,
    // A session of its own inside the admin's sign-in: Stop ends it, the admin's logout ends both.
    SessionId: impersonationSessionId(session.claims.SessionId),
  });
}

/** Ends the impersonation; returns the admin's own token. */
export async function stopImpersonation(deps: AppDeps, session: Session, requestId: string): Promise<string> {
  if (session.impersonatorUserId <= 0) throw badRequest(messages.notImpersonating);
  await insertAuditEntry(deps.db, {
    userId: session.userId,
    impersonatorUserId: session.impersonatorUserId,
    action: 'impersonation.stop',
    requestId,
    details: {},
  });
  // The impersonation token stops working here, renewed copies included (issue #16, item 7).
  await endSession(deps, session.impersonatorUserId, session.claims.SessionId);
  return deps.tokens.sign({
    UserId: session.impersonatorUserId,
    ImpersonatorUserId: 0,
    TokenVersion: session.realPrincipal.tokenVersion,
    SessionId: parentSessionId(session.claims.SessionId),
  });
}
