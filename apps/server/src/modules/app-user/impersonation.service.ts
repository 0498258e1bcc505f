import {
  IMPERSONATION_ALREADY_ACTIVE,
  IMPERSONATION_NOT_AUTHORIZED,
  IMPERSONATION_OF_ADMIN_REFUSED,
} from '@airquote/shared/contracts/app-user/impersonate-user-start';
import { Permission } from '@airquote/shared/enums/permissions';
import type { AppDeps } from '../../app-deps.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { Session } from '../../plugins/auth.ts';
import type { Principal } from '../auth/principal.ts';
import { appUserMessages as messages } from './app-user.messages.ts';

/**
 * Spec section 6: only app and system admins impersonate; the permission matrix can take the right
 * away from an admin role (user.impersonate), never give it to anyone else.
 */
export function mayImpersonate(admin: Principal): boolean {
  return (admin.isAppAdmin || admin.isSysAdmin) && admin.permissions.has(Permission.UserImpersonate);
}

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
  await deps.db.insert(auditLog).values({
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
    // The admin's sign-in goes on as the impersonation: their logout ends both.
    SessionId: session.claims.SessionId,
  });
}

/** Ends the impersonation; returns the admin's own token. */
export async function stopImpersonation(deps: AppDeps, session: Session, requestId: string): Promise<string> {
  if (session.impersonatorUserId <= 0) throw badRequest(messages.notImpersonating);
  await deps.db.insert(auditLog).values({
    userId: session.userId,
    impersonatorUserId: session.impersonatorUserId,
    action: 'impersonation.stop',
    requestId,
    details: {},
  });
  return deps.tokens.sign({
    UserId: session.impersonatorUserId,
    ImpersonatorUserId: 0,
    TokenVersion: session.realPrincipal.tokenVersion,
    SessionId: session.claims.SessionId,
  });
}
